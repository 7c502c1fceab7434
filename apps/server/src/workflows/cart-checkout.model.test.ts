import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartReply } from '@steelyard/domain/cart';
import { nextAutoRenewExpiry } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import type { CartOrderGroup } from '@steelyard/domain/orders';
import { readRows } from '../platform/db/raw-rows';
import { addTestBuyer, buyNow, checkoutFields, liveListing, postWithKey } from '../test-support/buying-helpers';
import { DEMO_OPERATOR } from '../test-support/admin-helpers';
import { LISTING_TEST_START, offeredExpiry, type Act } from '../test-support/listing-helpers';
import { cachedActor, modelCommandOptions, modelRunParameters } from '../test-support/model-runs';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { findOrganisationById } from '../modules/organisations/queries';

/*
 * Issue 23: the cart and its checkout as a model-based test through the real app and database.
 * Buyers of two organisations (one buying on credit, one upfront) fill carts while the seller
 * reprices, a third organisation buys items away and the clock runs listings and carts out; after
 * every step: nothing is sold twice, credit stays within its limit, a checkout charges only the
 * current price (or one the buyer accepted), and carts show sold, expired and repriced entries as such.
 */

const RESERVATION_MS = 60 * 60_000;

interface ModelListing {
  id: string;
  status: 'PUBLISHED' | 'EXPIRED' | 'PURCHASED';
  net: number;
  expiresAt: Date;
  autoRenew: boolean;
}

interface ModelCart {
  expiresAt: Date;
  /** The listing's net price when the entry went in (or the buyer accepted the new one). */
  entries: Map<string, number>;
}

interface Model {
  listings: ModelListing[];
  /** Per buyer (0: credit, 1: upfront). */
  carts: (ModelCart | null)[];
}

interface TestBuyerRef {
  email: string;
  organisationId: string;
  warehouseId: string;
  act: Act;
  paymentOption: 'CREDIT' | 'UPFRONT';
}

interface Real {
  t: TestApp;
  seller: Act;
  buyers: TestBuyerRef[];
  elsewhere: TestBuyerRef;
}

type Cmd = fc.AsyncCommand<Model, Real>;

const nowOf = (r: Real) => r.t.clock.now();
const isLive = (l: ModelListing, now: Date) => l.status === 'PUBLISHED' && l.expiresAt.getTime() > now.getTime();
const cartOf = (m: Model, b: number, now: Date) => {
  const cart = m.carts[b];
  return cart && cart.expiresAt.getTime() > now.getTime() ? cart : null;
};
const seenPriceOf = async (buyer: Act, id: string) => {
  const res = await buyer('GET', `/api/universal/listings/${id}`);
  // an item the buyer cannot open any more is tried at a price it never had
  return res.statusCode === 200 ? res.json<Listing>().pricing.priceIncludingDelivery.value : 1;
};

function expectBelow500(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(500);
}

class Add implements Cmd {
  constructor(
    readonly b: number,
    readonly i: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const l = m.listings[this.i]!;
    const now = nowOf(r);
    const buyer = r.buyers[this.b]!;
    const pricePerUnit = await seenPriceOf(buyer.act, l.id);
    const res = await buyer.act('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id: l.id, pricePerUnit });
    expectBelow500(res);
    const cart = cartOf(m, this.b, now);
    const possible = isLive(l, now) && !cart?.entries.has(l.id);
    // a refusal of a possible entry is the credit check only (the credit buyer's cart would exceed it)
    if (!possible) expect(res.statusCode, `add of ${l.status}: ${res.body}`).toBe(400);
    else if (res.statusCode !== 201) expect(res.json<{ message: string }>().message).toMatch(/credit/);
    if (res.statusCode !== 201) return;
    const next = cart ?? { expiresAt: new Date(now.getTime() + RESERVATION_MS), entries: new Map<string, number>() };
    next.entries.set(l.id, l.net);
    m.carts[this.b] = next;
  }
  toString = () => `add(buyer ${this.b}, #${this.i})`;
}

class Reprice implements Cmd {
  constructor(
    readonly i: number,
    readonly net: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const l = m.listings[this.i]!;
    const res = await r.seller('PUT', `/api/seller/listings/${l.id}/price`, {
      sellingPrice: { value: this.net, currencyCode: 'GBP' },
    });
    expectBelow500(res);
    expect(res.statusCode, `reprice of ${l.status}: ${res.body}`).toBe(l.status === 'PUBLISHED' ? 200 : 400);
    if (res.statusCode === 200) l.net = this.net;
  }
  toString = () => `reprice(#${this.i}, ${this.net})`;
}

class SellElsewhere implements Cmd {
  constructor(readonly i: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const l = m.listings[this.i]!;
    const live = isLive(l, nowOf(r));
    const res = await buyNow(r.t, r.elsewhere, l.id, { pricePerUnit: await seenPriceOf(r.elsewhere.act, l.id) });
    expectBelow500(res);
    expect(res.statusCode, `purchase elsewhere of ${l.status}: ${res.body}`).toBe(live ? 201 : 409);
    if (live) l.status = 'PURCHASED';
  }
  toString = () => `sellElsewhere(#${this.i})`;
}

class ReviewPrices implements Cmd {
  constructor(readonly b: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.buyers[this.b]!.act('POST', '/api/buyer/cart/review-prices');
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartOf(m, this.b, nowOf(r));
    for (const id of cart?.entries.keys() ?? []) cart!.entries.set(id, m.listings.find((l) => l.id === id)!.net);
  }
  toString = () => `reviewPrices(buyer ${this.b})`;
}

class Advance implements Cmd {
  constructor(
    readonly minutes: number,
    readonly runJobs: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.t.clock.advance(this.minutes * 60_000);
    if (!this.runJobs) return;
    await r.t.runJobs();
    const now = nowOf(r);
    for (const l of m.listings) {
      if (l.status !== 'PUBLISHED' || l.expiresAt.getTime() > now.getTime()) continue;
      if (l.autoRenew) {
        while (l.expiresAt.getTime() <= now.getTime()) l.expiresAt = nextAutoRenewExpiry(l.expiresAt);
      } else {
        l.status = 'EXPIRED';
      }
    }
  }
  toString = () => `advance(${this.minutes} min${this.runJobs ? ', jobs' : ''})`;
}

class Checkout implements Cmd {
  constructor(readonly b: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const buyer = r.buyers[this.b]!;
    const now = nowOf(r);
    const shown = await buyer.act('GET', '/api/buyer/cart/fetch-cart');
    expect(shown.statusCode, shown.body).toBe(200);
    const entryIds = shown.json<CartReply>().cartEntries.map((e) => e.id);
    const cart = cartOf(m, this.b, now);
    const body = { ...checkoutFields(buyer.warehouseId, { paymentOption: buyer.paymentOption }), entryIds };
    const res = await postWithKey(r.t, buyer.email, '/api/buyer/purchase-orders/cart', body);
    expectBelow500(res);
    if (res.statusCode !== 201) return;
    // bought: every entry was live at the price the buyer added or accepted, which is the current one
    expect(cart, 'a checkout of an empty or expired cart').not.toBeNull();
    const group = res.json<CartOrderGroup>();
    expect(group.cartOrders.map((o) => o.item.id).sort()).toEqual([...cart!.entries.keys()].sort());
    for (const [id, net] of cart!.entries) {
      const l = m.listings.find((x) => x.id === id)!;
      expect(isLive(l, now), `checkout bought ${l.status} #${m.listings.indexOf(l)}`).toBe(true);
      expect(net, `checkout of #${m.listings.indexOf(l)} at a price the buyer did not accept`).toBe(l.net);
      l.status = 'PURCHASED';
    }
    m.carts[this.b] = null;
  }
  toString = () => `checkout(buyer ${this.b})`;
}

/** After every step: the invariants of the cart and checkout. */
async function checkInvariants(m: Model, r: Real) {
  const now = nowOf(r);
  // an item is sold at most once, and PURCHASED exactly when sold
  const counts = await readRows<{ id: string; n: number }>(
    r.t.db,
    sql`select listing_id::text as id, count(*)::int as n from purchase_orders group by listing_id`,
  );
  const sold = new Map(counts.map((x) => [x.id, x.n]));
  for (const [index, l] of m.listings.entries()) {
    expect(sold.get(l.id) ?? 0, `#${index} orders`).toBe(l.status === 'PURCHASED' ? 1 : 0);
  }
  // credit used never exceeds the limit
  for (const buyer of [...r.buyers, r.elsewhere]) {
    const organisation = (await findOrganisationById(r.t.db, buyer.organisationId))!;
    if (organisation.erpCreditLimit != null) {
      expect(organisation.erpBalance ?? 0, `${buyer.email}: balance within the limit`).toBeLessThanOrEqual(
        organisation.erpCreditLimit,
      );
    }
  }
  // each cart shows its entries as they are: sold or expired unavailable, repriced as such
  for (const [b, buyer] of r.buyers.entries()) {
    const res = await buyer.act('GET', '/api/buyer/cart/fetch-cart');
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json<CartReply>();
    const cart = cartOf(m, b, now);
    const states = Object.fromEntries(shown.cartEntries.map((e) => [e.product.id, e.state]));
    const expected = Object.fromEntries(
      [...(cart?.entries ?? [])].map(([id, net]) => {
        const l = m.listings.find((x) => x.id === id)!;
        return [id, !isLive(l, now) ? 'UNAVAILABLE' : net === l.net ? 'AVAILABLE' : 'PRICE_CHANGED'];
      }),
    );
    expect(states, `buyer ${b}'s cart`).toEqual(expected);
    if (shown.cartEntries.length > 0) {
      const blocked = Object.values(expected).some((s) => s !== 'AVAILABLE');
      expect(shown.canCheckout, `buyer ${b} may check out`).toBe(!blocked);
    }
  }
}

const checked = (cmd: Cmd): Cmd => ({
  check: (m) => cmd.check(m),
  run: async (m, r) => {
    await cmd.run(m, r);
    await checkInvariants(m, r);
  },
  toString: () => cmd.toString(),
});

const buyer = fc.nat({ max: 1 });
const listing = fc.nat({ max: 2 });
const commands = [
  fc.tuple(buyer, listing).map(([b, i]) => new Add(b, i)),
  fc.tuple(buyer, listing).map(([b, i]) => new Add(b, i)),
  fc.tuple(listing, fc.constantFrom(60_000, 62_500, 65_000, 70_000)).map(([i, p]) => new Reprice(i, p)),
  listing.map((i) => new SellElsewhere(i)),
  buyer.map((b) => new ReviewPrices(b)),
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 5, max: 90 }),
        fc.integer({ min: 2, max: 30 }).map((h) => h * 60),
      ),
      fc.boolean(),
    )
    .map(([minutes, jobs]) => new Advance(minutes, jobs)),
  buyer.map((b) => new Checkout(b)),
  buyer.map((b) => new Checkout(b)),
];

describe('the cart and its checkout, as random sequences of buyers’, sellers’ and the clock’s steps (issue 23)', () => {
  it('sells an item at most once, keeps credit within its limit, charges only accepted prices, shows gone entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((c) => c.map(checked)),
          modelCommandOptions(12),
        ),
        async (cmds) => {
          const t = await createTestApp();
          try {
            t.clock.set(LISTING_TEST_START);
            const seller = cachedActor(t, DEMO.seller);
            const operator = cachedActor(t, DEMO_OPERATOR);
            // a listing is about £400 to a buyer: the credit line holds two of them
            const credit = await addTestBuyer(t, 'cart-credit', { creditLimit: 100_000, balance: 0 });
            const upfront = await addTestBuyer(t, 'cart-upfront', { creditLimit: null });
            const elsewhere = await addTestBuyer(t, 'cart-elsewhere');
            const ref = (b: typeof credit, paymentOption: 'CREDIT' | 'UPFRONT'): TestBuyerRef => ({
              ...b,
              act: cachedActor(t, b.email),
              paymentOption,
            });
            // one expires this afternoon, one renews itself tomorrow, one lasts the week
            const setups = [
              { day: 0, slot: '16:00' as const, autoRenew: false },
              { day: 1, slot: '12:00' as const, autoRenew: true },
              { day: 5, slot: '12:00' as const, autoRenew: false },
            ];
            const listings: ModelListing[] = [];
            for (const s of setups) {
              const expiresAt = offeredExpiry(t, s.day, s.slot);
              const live = await liveListing(t, seller, operator, { expiresAt, autoRenew: s.autoRenew });
              listings.push({
                id: live.id,
                status: 'PUBLISHED',
                net: 65_000,
                expiresAt: new Date(expiresAt),
                autoRenew: s.autoRenew,
              });
            }
            const real: Real = {
              t,
              seller,
              buyers: [ref(credit, 'CREDIT'), ref(upfront, 'UPFRONT')],
              elsewhere: ref(elsewhere, 'CREDIT'),
            };
            await fc.asyncModelRun(() => ({ model: { listings, carts: [null, null] }, real }), cmds);
          } finally {
            await t.close();
          }
        },
      ),
      modelRunParameters(15),
    );
  }, 600_000);
});
