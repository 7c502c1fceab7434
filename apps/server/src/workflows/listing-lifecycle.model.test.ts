import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextAutoRenewExpiry } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
import { readRows } from '../platform/db/raw-rows';
import { addTestBuyer, buyNow, checkoutFields, postWithKey } from '../test-support/buying-helpers';
import { DEMO_OPERATOR } from '../test-support/admin-helpers';
import { LISTING_TEST_START, primaryWarehouse } from '../test-support/listing-helpers';
import {
  Approve,
  ChangeExpiry,
  ChangePrice,
  CONTENTS,
  Edit,
  expectReply,
  isLive,
  nowOf,
  pick,
  Reject,
  Renew,
  Resubmit,
  SLOTS,
  Submit,
  ToggleAutoRenew,
  Withdraw,
  type Cmd,
  type Model,
  type Real,
} from '../test-support/listing-lifecycle-model';
import { cachedActor, modelCommandOptions, modelRunParameters } from '../test-support/model-runs';
import { createTestApp, DEMO } from '../test-support/test-app';

/*
 * Issue 23: a listing's lifecycle as a model-based test through the real app and database. Random
 * sequences of the seller's, the operator's and a buyer's actions, with the clock moved and the due
 * jobs run between them; after every step a buyer of another organisation must see only reviewed
 * content at the last price set, nothing live with a past expiry, and nothing sold twice.
 */
class Advance implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(_m: Model, r: Real) {
    r.t.clock.advance(this.hours * 60 * 60_000);
  }
  toString = () => `advance(${this.hours}h)`;
}

class RunJobs implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    await r.t.runJobs();
    const now = nowOf(r);
    for (const l of m.listings) {
      if (l.status !== 'PUBLISHED' || l.expiresAt.getTime() > now.getTime()) continue;
      if (!l.autoRenew) {
        l.status = 'EXPIRED';
        continue;
      }
      // the same London slot a week on, until it lies ahead; a waiting revision stays waiting
      let next = nextAutoRenewExpiry(l.expiresAt);
      while (next.getTime() <= now.getTime()) next = nextAutoRenewExpiry(next);
      l.expiresAt = next;
    }
  }
  toString = () => 'runJobs()';
}

class Buy implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const live = isLive(l, nowOf(r));
    const seen = await r.buyer('GET', `/api/universal/listings/${l.id}`);
    // a listing the buyer cannot open is tried at the price last seen by the model's buyer: 1
    const pricePerUnit = seen.statusCode === 200 ? seen.json<Listing>().pricing.priceIncludingDelivery.value : 1;
    const buyer = { email: r.buyerEmail, warehouseId: r.buyerWarehouseId, act: r.buyer };
    const res = await buyNow(r.t, buyer, l.id, { pricePerUnit });
    expectReply(
      res,
      live,
      `purchase of ${l.status} expiring ${l.expiresAt.toISOString()} at ${nowOf(r).toISOString()}`,
    );
    if (live) l.status = 'PURCHASED';
  }
  toString = () => `buy(#${this.i})`;
}

class Offer implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const seen = await r.buyer('GET', `/api/universal/listings/${l.id}`);
    const price = seen.statusCode === 200 ? seen.json<Listing>().pricing.priceIncludingDelivery.value - 500 : 1_000;
    const res = await r.buyer('POST', '/api/buyer/negotiations', { listingId: l.id, price });
    expect(res.statusCode, res.body).toBeLessThan(500);
    // a second offer of the organisation is refused (409); an offer on anything not live never opens
    if (res.statusCode !== 201) return;
    expect(isLive(l, nowOf(r)), `offer opened on ${l.status}`).toBe(true);
    l.negotiationId = res.json<{ id: string }>().id;
  }
  toString = () => `offer(#${this.i})`;
}

class AcceptOffer implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    if (!l.negotiationId) return;
    const res = await r.seller('POST', `/api/universal/negotiations/${l.negotiationId}/accept`);
    expect(res.statusCode, res.body).toBeLessThan(500);
    // an acceptance opens the buyer's purchase window: never on a listing that is not live
    if (res.statusCode === 200) expect(isLive(l, nowOf(r)), `offer accepted on ${l.status}`).toBe(true);
  }
  toString = () => `acceptOffer(#${this.i})`;
}

class BuyAtOffer implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    if (!l.negotiationId) return;
    const body = { ...checkoutFields(r.buyerWarehouseId), negotiationId: l.negotiationId };
    const res = await postWithKey(r.t, r.buyerEmail, '/api/buyer/purchase-orders/offer', body);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode !== 201) return;
    expect(isLive(l, nowOf(r)), `bought at an offer on ${l.status}`).toBe(true);
    l.status = 'PURCHASED';
  }
  toString = () => `buyAtOffer(#${this.i})`;
}

/** After every step: what a buyer of another organisation sees agrees with the model. */
async function checkInvariants(m: Model, r: Real) {
  const now = nowOf(r);
  for (const [index, l] of m.listings.entries()) {
    const own = await r.seller('GET', `/api/universal/listings/${l.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Listing>().status.value, `#${index}: the seller's status`).toBe(l.status);
    const res = await r.buyer('GET', `/api/universal/listings/${l.id}`);
    expect(res.statusCode, `#${index} (${l.status}, expiring ${l.expiresAt.toISOString()}): buyer's read`).toBe(
      isLive(l, now) ? 200 : 404,
    );
    if (res.statusCode !== 200) continue;
    const seen = res.json<Listing>();
    expect(new Date(seen.expiresAt!).getTime(), `#${index}: live with a past expiry`).toBeGreaterThan(now.getTime());
    expect(
      { grade: seen.material.grade, thickness: seen.materialDimensions.thickness },
      `#${index}: buyers see the reviewed content`,
    ).toEqual({ grade: l.live!.grade, thickness: l.live!.thickness });
    expect(seen.pricing.netPricePerUnit, `#${index}: the last price set`).toBe(l.price);
    expect(seen.expiresAt).toBe(l.expiresAt.toISOString());
    expect(seen.hasPendingChanges).toBe(false);
  }
  // search finds exactly the live listings, as reviewed: one search spans the contents' thicknesses
  const filter = encodeURIComponent(
    'material.product=SHEET;materialDimensions.thickness>2.6;materialDimensions.thickness<4.2',
  );
  const res = await r.buyer('GET', `/api/universal/search-listings/?limit=100&filter=${filter}`);
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<SearchListingsReply>();
  expect(reply.totalItems, 'the search fits one page').toBeLessThanOrEqual(100);
  const found = new Map(reply.items.map((i) => [i.id, i]));
  for (const [index, l] of m.listings.entries()) {
    const item = found.get(l.id);
    expect(item !== undefined, `#${index} (${l.status}) found`).toBe(isLive(l, now));
    if (!item) continue;
    expect(
      { grade: item.material.grade, thickness: item.materialDimensions?.thickness },
      `#${index} found as reviewed`,
    ).toEqual({
      grade: l.live!.grade,
      thickness: l.live!.thickness,
    });
    expect(item.pricing.netPricePerUnit, `#${index} found at the last price`).toBe(l.price);
  }
  // sold at most once
  const sold = await readRows(
    r.t.db,
    sql`select listing_id, count(*)::int as n from purchase_orders group by listing_id having count(*) > 1`,
  );
  expect(sold).toEqual([]);
}

const index = fc.nat({ max: 2 });
const price = fc.integer({ min: 50_000, max: 80_000 }).map((p) => p - (p % 100));
const day = fc.integer({ min: 0, max: 6 });
const slot = fc.constantFrom(...SLOTS);
const content = fc.constantFrom(...CONTENTS);

const commands = [
  fc.tuple(content, price, day, slot, fc.boolean()).map(([c, p, d, s, a]) => new Submit(c, p, d, s, a)),
  fc.tuple(index, content, price).map(([i, c, p]) => new Edit(i, c, p)),
  fc.tuple(index, price).map(([i, p]) => new ChangePrice(i, p)),
  fc.tuple(index, day, slot).map(([i, d, s]) => new ChangeExpiry(i, d, s)),
  index.map((i) => new ToggleAutoRenew(i)),
  index.map((i) => new Withdraw(i)),
  fc.tuple(index, day, slot, fc.option(price)).map(([i, d, s, p]) => new Renew(i, d, s, p)),
  index.map((i) => new Resubmit(i)),
  index.map((i) => new Approve(i)),
  index.map((i) => new Approve(i)),
  index.map((i) => new Reject(i)),
  ...[1, 2].map(() =>
    fc
      .oneof(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }).map((d) => d * 24),
      )
      .map((h) => new Advance(h)),
  ),
  fc.constant(new RunJobs()),
  fc.constant(new RunJobs()),
  index.map((i) => new Buy(i)),
  index.map((i) => new Offer(i)),
  index.map((i) => new AcceptOffer(i)),
  index.map((i) => new BuyAtOffer(i)),
];

/** Wraps a command so the invariants are checked after it ran. */
const checked = (cmd: Cmd): Cmd => ({
  check: (m) => cmd.check(m),
  run: async (m, r) => {
    await cmd.run(m, r);
    await checkInvariants(m, r);
  },
  toString: () => cmd.toString(),
});

describe('a listing’s lifecycle, as random sequences of every role’s actions (issue 23)', () => {
  it('shows buyers only reviewed content at the last price, nothing live past its expiry, nothing sold twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((c) => c.map(checked)),
          modelCommandOptions(15),
        ),
        async (cmds) => {
          const t = await createTestApp();
          try {
            t.clock.set(LISTING_TEST_START);
            const buyer = await addTestBuyer(t, 'lifecycle-model', { features: ['CART', 'BID_OFFERS'] });
            const seller = cachedActor(t, DEMO.seller);
            const real: Real = {
              t,
              seller,
              operator: cachedActor(t, DEMO_OPERATOR),
              buyer: cachedActor(t, buyer.email),
              buyerEmail: buyer.email,
              buyerWarehouseId: buyer.warehouseId,
              pickupId: (await primaryWarehouse(seller)).id,
            };
            // every run starts with a submission, so that most steps have a listing to act on
            const model: Model = { listings: [] };
            await new Submit(CONTENTS[0], 65_000, 1, '12:00', false).run(model, real);
            await fc.asyncModelRun(() => ({ model, real }), cmds);
          } finally {
            await t.close();
          }
        },
      ),
      modelRunParameters(20),
    );
  }, 600_000);
});
