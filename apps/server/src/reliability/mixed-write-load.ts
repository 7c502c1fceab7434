import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getExpiryChoices, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import type { Tenant, UserRole } from '@steelyard/domain/roles';
import { REFRESH_TOKEN_TTL_MS } from '@steelyard/domain/constants';
import { createAccessTokens } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { readRows } from '../platform/db/raw-rows';
import { hashSecretToken, newSecretToken } from '../platform/secret-tokens';
import { checkoutFields } from '../test-support/buying-helpers';
import { sheetBody } from '../test-support/listing-helpers';

/*
 * A load of realistic, cheap writes over HTTP against a real server process (issue 12, faults):
 * listings submitted and approved, buy-now checkouts (sometimes two buyers' requests for one listing at
 * once), offers and counter-offers, warehouse addresses added, approved and made primary. Every 2xx is
 * an acknowledged write, kept to check after crashes that the database still has it.
 */

/** The demo users the load acts as. */
const ACTORS = {
  seller: 'seller@demo-steel.example',
  buyer: 'buyer@rhein-stahl.example',
  manager: 'manager@rhein-stahl.example',
  operator: 'operator@steelyard.example',
} as const;
export type ActorName = keyof typeof ACTORS;

interface Actor {
  userId: string;
  organisationId: string;
  tenant: Tenant;
  roles: UserRole[];
  sessionId: string;
}

/** What the server acknowledged (answered 2xx), to be found in the database afterwards. */
export interface Acknowledged {
  listings: Set<string>;
  approvedListings: Set<string>;
  /** order id → listing id */
  orders: Map<string, string>;
  /** negotiation id → offers acknowledged */
  negotiations: Map<string, number>;
  addresses: Set<string>;
  approvedAddresses: Set<string>;
}

/** A checkout whose answer never came (the server died): retried with the same key after the restart. */
export interface UnansweredCheckout {
  listingId: string;
  key: string;
  body: Record<string, unknown>;
}

export interface MixedWriteLoad {
  acknowledged: Acknowledged;
  unanswered: UnansweredCheckout[];
  /** Requests sent so far. */
  requests(): number;
  /** Refused requests so far, counted by route, status and message. */
  refusals(): Map<string, number>;
  /** Runs `workers` loops against `base` until stop() (or the server dies under them). */
  run(base: string, workers: number): { stop(): Promise<void> };
  /** Sends the unanswered checkouts again with their keys; answers the problems found. */
  retryUnanswered(base: string): Promise<string[]>;
}

/**
 * Signs access tokens of the demo actors, as the server would after their sign-in (renewed before they
 * end): each actor gets a session in the database, which the server checks on every request.
 */
export async function createActorTokens(
  db: Database,
  jwtSecret: string,
): Promise<(name: ActorName) => Promise<string>> {
  const actors = {} as Record<ActorName, Actor>;
  for (const [name, email] of Object.entries(ACTORS) as [ActorName, string][]) {
    const [row] = await readRows<{ id: string; organisation_id: string; tenant: Tenant; roles: UserRole[] }>(
      db,
      sql`select u.id, u.organisation_id, o.tenant, u.roles from users u
          join organisations o on o.id = u.organisation_id where u.email = ${email}`,
    );
    if (!row) throw new Error(`the seed has no ${email}`);
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString();
    const [session] = await readRows<{ id: string }>(
      db,
      sql`insert into refresh_tokens (user_id, token_hash, tenant, expires_at)
          values (${row.id}, ${hashSecretToken(newSecretToken())}, ${row.tenant}, ${expiresAt}::timestamptz)
          returning id`,
    );
    actors[name] = {
      userId: row.id,
      organisationId: row.organisation_id,
      tenant: row.tenant,
      roles: row.roles,
      sessionId: session!.id,
    };
  }
  const tokens = createAccessTokens(jwtSecret);
  const tokenCache = new Map<ActorName, { token: string; until: number }>();
  return async (name) => {
    const cached = tokenCache.get(name);
    if (cached && cached.until > Date.now() + 60_000) return cached.token;
    const signed = await tokens.sign(actors[name], new Date());
    tokenCache.set(name, { token: signed.token, until: signed.validTo.getTime() });
    return signed.token;
  };
}

/** Reads the load's actors from the (seeded) database; their tokens are signed with `jwtSecret`. */
export async function prepareMixedWriteLoad(db: Database, jwtSecret: string): Promise<MixedWriteLoad> {
  const tokenOf = await createActorTokens(db, jwtSecret);

  const acknowledged: Acknowledged = {
    listings: new Set(),
    approvedListings: new Set(),
    orders: new Map(),
    negotiations: new Map(),
    addresses: new Set(),
    approvedAddresses: new Set(),
  };
  const unanswered: UnansweredCheckout[] = [];
  // listings live and not yet bought or offered on by this load
  const forSale: string[] = [];
  let requests = 0;
  // refused requests by route and answer, for the suite's log (a 409 of a raced checkout is expected)
  const refusals = new Map<string, number>();

  /** One HTTP call; `null` when no answer came (connection refused or cut). */
  const call = async (base: string, who: ActorName, method: string, url: string, body?: unknown, key?: string) => {
    requests += 1;
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${await tokenOf(who)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) {
        const what = `${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')} ${res.status} ${text.slice(0, 160)}`;
        refusals.set(what, (refusals.get(what) ?? 0) + 1);
      }
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (error) {
      if (process.env.SOAK_DEBUG) console.log('no answer', method, url, error);
      return null;
    }
  };
  const ok = (res: { status: number } | null): res is { status: number; body: Record<string, unknown> } =>
    res != null && res.status >= 200 && res.status < 300;

  // no answer, or the server's own failure: the write may or may not have happened
  const unanswered5xx = (res: { status: number } | null) => res == null || res.status >= 500;

  const primaryWarehouseOf = async (base: string, who: ActorName) => {
    const res = await call(base, who, 'GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE');
    if (!ok(res)) return null;
    const items = res.body.items as { id: string; primary: boolean; validationState?: string }[];
    return { primary: items.find((a) => a.primary)?.id ?? null, items };
  };

  const submitAndApprove = async (base: string) => {
    const pickup = (await primaryWarehouseOf(base, 'seller'))?.primary;
    if (!pickup) return;
    const day = getExpiryChoices(new Date())[2]!;
    const expiresAt = toExpiryInstant(day.date, day.slots[0]!).toISOString();
    const created = await call(base, 'seller', 'POST', '/api/seller/listings/', sheetBody(pickup, expiresAt));
    if (!ok(created)) return;
    const id = created.body.id as string;
    acknowledged.listings.add(id);
    if (ok(await call(base, 'operator', 'POST', `/api/admin/listings/${id}/approve`))) {
      acknowledged.approvedListings.add(id);
      forSale.push(id);
    }
  };

  const buyNow = async (base: string) => {
    const listingId = forSale.shift();
    if (!listingId) return submitAndApprove(base);
    const seen = await call(base, 'buyer', 'GET', `/api/universal/listings/${listingId}`);
    const warehouse = (await primaryWarehouseOf(base, 'buyer'))?.primary;
    if (!ok(seen) || !warehouse) return;
    const pricing = seen.body.pricing as { priceIncludingDelivery: { value: number } };
    const body = {
      ...checkoutFields(warehouse, { paymentOption: Math.random() < 0.5 ? 'CREDIT' : 'UPFRONT' }),
      kind: 'LISTING',
      id: listingId,
      pricePerUnit: pricing.priceIncludingDelivery.value,
    };
    // now and then two requests for the one listing at once: exactly one may buy it
    const attempts = Math.random() < 0.3 ? 2 : 1;
    await Promise.all(
      Array.from({ length: attempts }, async () => {
        const key = `soak-${randomUUID()}`;
        const res = await call(base, 'buyer', 'POST', '/api/buyer/purchase-orders', body, key);
        if (ok(res)) acknowledged.orders.set(res.body.id as string, listingId);
        else if (unanswered5xx(res)) unanswered.push({ listingId, key, body });
      }),
    );
  };

  const offerAndCounter = async (base: string) => {
    const listingId = forSale.shift();
    if (!listingId) return submitAndApprove(base);
    const created = await call(base, 'buyer', 'POST', '/api/buyer/negotiations', { listingId, price: 50_000 });
    if (!ok(created)) return;
    const id = created.body.id as string;
    acknowledged.negotiations.set(id, 1);
    const roll = Math.random();
    if (roll < 0.5) {
      if (ok(await call(base, 'seller', 'POST', `/api/universal/negotiations/${id}/counter`, { price: 60_000 }))) {
        acknowledged.negotiations.set(id, 2);
      }
    } else if (roll < 0.8) {
      await call(base, 'seller', 'POST', `/api/universal/negotiations/${id}/accept`);
    }
  };

  const addAndPromoteAddress = async (base: string) => {
    const created = await call(base, 'manager', 'POST', '/api/manager/addresses/', {
      name: `Soak yard ${acknowledged.addresses.size + 1}`,
      addressLine1: '1 Hafenstrasse',
      city: 'Duisburg',
      postalCode: '47119',
      country: 'DE',
      addressType: 'WAREHOUSE',
    });
    if (!ok(created)) return;
    const id = created.body.id as string;
    acknowledged.addresses.add(id);
    if (!ok(await call(base, 'operator', 'POST', `/api/admin/addresses/${id}/approve`))) return;
    acknowledged.approvedAddresses.add(id);
    // make a random approved warehouse primary: switches race with the other workers' checkouts
    const warehouses = await primaryWarehouseOf(base, 'manager');
    const approved = warehouses?.items.filter((a) => a.validationState === 'APPROVED') ?? [];
    const pick = approved[Math.floor(Math.random() * approved.length)];
    if (pick) await call(base, 'manager', 'PUT', `/api/manager/addresses/${pick.id}/primary`);
  };

  const operations = [submitAndApprove, buyNow, buyNow, offerAndCounter, addAndPromoteAddress];

  return {
    acknowledged,
    unanswered,
    requests: () => requests,
    refusals: () => refusals,
    run(base, workers) {
      let stopped = false;
      const loops = Array.from({ length: workers }, async () => {
        while (!stopped) {
          await operations[Math.floor(Math.random() * operations.length)]!(base);
          // a dead server refuses at once: do not spin
          if ((await fetch(`${base}/api/health`).catch(() => null)) == null) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      });
      return {
        async stop() {
          stopped = true;
          await Promise.all(loops);
        },
      };
    },
    async retryUnanswered(base) {
      const problems: string[] = [];
      for (const checkout of unanswered.splice(0)) {
        const res = await call(base, 'buyer', 'POST', '/api/buyer/purchase-orders', checkout.body, checkout.key);
        if (ok(res)) acknowledged.orders.set(res.body.id as string, checkout.listingId);
        // 409: another request bought it; 400: the listing expired or the price moved meanwhile
        else if (unanswered5xx(res))
          problems.push(`retry of ${checkout.key}: ${(res as { status: number } | null)?.status ?? 'no answer'}`);
      }
      return problems;
    },
  };
}

/** The acknowledged writes the database no longer has (one line each). */
export async function findLostWrites(db: Database, acknowledged: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  const ids = (set: Iterable<string>) => [...set];
  const present = async (table: string, wanted: string[], extra = sql``) => {
    if (wanted.length === 0) return new Set<string>();
    const rows = await readRows<{ id: string }>(
      db,
      sql`select id from ${sql.identifier(table)} where id in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) ${extra}`,
    );
    return new Set(rows.map((r) => r.id));
  };
  const expect = async (what: string, table: string, wanted: string[], extra = sql``) => {
    const found = await present(table, wanted, extra);
    for (const id of wanted) if (!found.has(id)) lost.push(`${what} ${id}`);
  };
  await expect('listing', 'listings', ids(acknowledged.listings));
  await expect(
    'approval of listing',
    'listings',
    ids(acknowledged.approvedListings),
    sql`and status not in ('DRAFT', 'REVIEW_REQUIRED', 'REVIEW_REJECTED')`,
  );
  await expect('address', 'addresses', ids(acknowledged.addresses), sql`and deleted_at is null`);
  await expect(
    'approval of address',
    'addresses',
    ids(acknowledged.approvedAddresses),
    sql`and validation_state = 'APPROVED'`,
  );
  for (const [orderId, listingId] of acknowledged.orders) {
    const rows = await readRows<{ listing_id: string }>(
      db,
      sql`select listing_id from purchase_orders where id = ${orderId}::uuid`,
    );
    if (rows[0]?.listing_id !== listingId) lost.push(`order ${orderId} of listing ${listingId}`);
  }
  for (const [negotiationId, offers] of acknowledged.negotiations) {
    const rows = await readRows<{ offers: number }>(
      db,
      sql`select count(*)::int as offers from negotiation_offers where negotiation_id = ${negotiationId}::uuid`,
    );
    if ((rows[0]?.offers ?? 0) < offers) lost.push(`offer ${offers} of negotiation ${negotiationId}`);
  }
  return lost;
}

/** How many acknowledged writes the load holds. */
export function countAcknowledged(acknowledged: Acknowledged): number {
  return (
    acknowledged.listings.size +
    acknowledged.approvedListings.size +
    acknowledged.orders.size +
    [...acknowledged.negotiations.values()].reduce((a, b) => a + b, 0) +
    acknowledged.addresses.size +
    acknowledged.approvedAddresses.size
  );
}
