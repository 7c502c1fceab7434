import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getExpiryChoices,
  nextAutoRenewExpiry,
  toExpiryInstant,
  type ExpirySlot,
} from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
import { addTestBuyer, buyNow } from '../test-support/buying-helpers';
import { DEMO_OPERATOR } from '../test-support/admin-helpers';
import { LISTING_TEST_START, primaryWarehouse, sheetBody, type Act } from '../test-support/listing-helpers';
import { cachedActor, modelRunParameters } from '../test-support/model-runs';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/*
 * Issue 23: a listing's lifecycle as a model-based test through the real app and database. Random
 * sequences of the seller's, the operator's and a buyer's actions, with the clock moved and the due
 * jobs run between them; after every step a buyer of another organisation must see only reviewed
 * content at the last price set, nothing live with a past expiry, and nothing sold twice.
 */

/** The contents a seller puts up for review: told apart by grade and thickness (searchable). */
const CONTENTS = [
  { grade: 'S275JR', thickness: 2.7 },
  { grade: 'S355J2', thickness: 3.3 },
  { grade: 'S235JR', thickness: 4.1 },
] as const;
type Content = (typeof CONTENTS)[number];
const SLOTS: ExpirySlot[] = ['08:00', '12:00', '16:00', '23:59'];

interface ModelListing {
  id: string;
  status: 'REVIEW_REQUIRED' | 'REVIEW_REJECTED' | 'PUBLISHED' | 'EXPIRED' | 'WITHDRAWN' | 'PURCHASED';
  /** What buyers may see: the last approved content (null before the first approval). */
  live: Content | null;
  /** What waits for review: the submission, or a live listing's revision. */
  pending: Content | null;
  price: number;
  expiresAt: Date;
  autoRenew: boolean;
}

interface Model {
  listings: ModelListing[];
}

interface Real {
  t: TestApp;
  seller: Act;
  operator: Act;
  buyer: Act;
  buyerEmail: string;
  buyerWarehouseId: string;
  pickupId: string;
}

type Cmd = fc.AsyncCommand<Model, Real>;

const nowOf = (r: Real) => r.t.clock.now();
const isLive = (l: ModelListing, now: Date) => l.status === 'PUBLISHED' && l.expiresAt.getTime() > now.getTime();
const pick = (m: Model, i: number) => m.listings[i % m.listings.length]!;
/** An expiry the seller's form offers now: the `day`th day of the choices at `slot`. */
const offeredAt = (now: Date, day: number, slot: ExpirySlot) => {
  const days = getExpiryChoices(now);
  const chosen = days[Math.min(day, days.length - 1)]!;
  return toExpiryInstant(chosen.date, chosen.slots.includes(slot) ? slot : chosen.slots.at(-1)!);
};
const bodyOf = (r: Real, content: Content, price: number, expiresAt: Date, autoRenew: boolean) => {
  const body = sheetBody(r.pickupId, expiresAt.toISOString(), {
    sellingPrice: { value: price, currencyCode: 'GBP' },
    autoRenew,
  });
  return {
    ...body,
    material: { ...body.material, grade: content.grade },
    materialDimensions: { ...body.materialDimensions, thickness: content.thickness },
  };
};
const describeContent = (c: Content | null) => (c ? `${c.grade}/${c.thickness}` : '-');
const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;

function expectReply(res: { statusCode: number; body: string }, accepted: boolean, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (accepted) expect(res.statusCode, `${what} should be accepted: ${res.body}`).toBeLessThan(300);
  else expect(res.statusCode, `${what} should be refused: ${res.body}`).toBeGreaterThanOrEqual(400);
}

class Submit implements Cmd {
  constructor(
    readonly content: Content,
    readonly price: number,
    readonly day: number,
    readonly slot: ExpirySlot,
    readonly autoRenew: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.listings.length < 3;
  async run(m: Model, r: Real) {
    const expiresAt = offeredAt(nowOf(r), this.day, this.slot);
    const res = await r.seller(
      'POST',
      '/api/seller/listings/',
      bodyOf(r, this.content, this.price, expiresAt, this.autoRenew),
    );
    expectReply(res, true, 'submit');
    const created = res.json<Listing>();
    m.listings.push({
      id: created.id,
      status: 'REVIEW_REQUIRED',
      live: null,
      pending: this.content,
      price: this.price,
      expiresAt,
      autoRenew: this.autoRenew,
    });
  }
  toString = () =>
    `submit(${describeContent(this.content)}, ${this.price}, day ${this.day} ${this.slot}, auto ${this.autoRenew})`;
}

class Edit implements Cmd {
  constructor(
    readonly i: number,
    readonly content: Content,
    readonly price: number,
  ) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.seller('PUT', url(l.id), {
      ...bodyOf(r, this.content, this.price, l.expiresAt, l.autoRenew),
      sellerTermsAccepted: undefined,
    });
    const accepted = l.status === 'PUBLISHED' || l.status === 'REVIEW_REJECTED';
    // a rejected listing's expiry is checked only when changed: the model sends the current one
    expectReply(res, accepted, `edit of ${l.status}`);
    if (!accepted) return;
    l.price = this.price;
    if (l.status === 'REVIEW_REJECTED') l.pending = this.content;
    else l.pending = sameContent(this.content, l.live) ? null : this.content;
  }
  toString = () => `edit(#${this.i}, ${describeContent(this.content)}, ${this.price})`;
}

const sameContent = (a: Content | null, b: Content | null) => a?.grade === b?.grade && a?.thickness === b?.thickness;

class ChangePrice implements Cmd {
  constructor(
    readonly i: number,
    readonly price: number,
  ) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.seller('PUT', url(l.id, '/price'), {
      sellingPrice: { value: this.price, currencyCode: 'GBP' },
    });
    expectReply(res, l.status === 'PUBLISHED', `price of ${l.status}`);
    if (l.status === 'PUBLISHED') l.price = this.price;
  }
  toString = () => `price(#${this.i}, ${this.price})`;
}

class ChangeExpiry implements Cmd {
  constructor(
    readonly i: number,
    readonly day: number,
    readonly slot: ExpirySlot,
  ) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const expiresAt = offeredAt(nowOf(r), this.day, this.slot);
    const res = await r.seller('PUT', url(l.id, '/expiry'), { expiresAt: expiresAt.toISOString() });
    expectReply(res, l.status === 'PUBLISHED', `expiry of ${l.status}`);
    if (l.status === 'PUBLISHED') l.expiresAt = expiresAt;
  }
  toString = () => `expiry(#${this.i}, day ${this.day} ${this.slot})`;
}

class ToggleAutoRenew implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.seller('PUT', url(l.id, '/auto-renew'), { enabled: !l.autoRenew });
    const accepted = ['PUBLISHED', 'REVIEW_REQUIRED', 'EXPIRED'].includes(l.status);
    expectReply(res, accepted, `auto-renew of ${l.status}`);
    if (accepted) l.autoRenew = !l.autoRenew;
  }
  toString = () => `toggleAutoRenew(#${this.i})`;
}

class Withdraw implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.seller('DELETE', url(l.id));
    const accepted = ['PUBLISHED', 'REVIEW_REQUIRED', 'REVIEW_REJECTED', 'EXPIRED'].includes(l.status);
    expectReply(res, accepted, `withdraw of ${l.status}`);
    if (accepted) l.status = 'WITHDRAWN';
  }
  toString = () => `withdraw(#${this.i})`;
}

class Renew implements Cmd {
  constructor(
    readonly i: number,
    readonly day: number,
    readonly slot: ExpirySlot,
    readonly price: number | null,
  ) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const expiresAt = offeredAt(nowOf(r), this.day, this.slot);
    const res = await r.seller('PUT', url(l.id, '/renewal'), {
      expiresAt: expiresAt.toISOString(),
      ...(this.price === null ? {} : { sellingPrice: { value: this.price, currencyCode: 'GBP' } }),
    });
    expectReply(res, l.status === 'EXPIRED', `renewal of ${l.status}`);
    if (l.status !== 'EXPIRED') return;
    l.status = 'PUBLISHED';
    l.expiresAt = expiresAt;
    if (this.price !== null) l.price = this.price;
  }
  toString = () => `renew(#${this.i}, day ${this.day} ${this.slot}, ${this.price})`;
}

class Resubmit implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.seller('POST', url(l.id, '/submit'), { sellerTermsAccepted: true });
    // a rejected listing whose expiry has passed needs a new one first
    const accepted = l.status === 'REVIEW_REJECTED' && l.expiresAt.getTime() > nowOf(r).getTime();
    expectReply(res, accepted, `resubmission of ${l.status}`);
    if (accepted) l.status = 'REVIEW_REQUIRED';
  }
  toString = () => `resubmit(#${this.i})`;
}

class Approve implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.operator('POST', `/api/admin/listings/${l.id}/approve`);
    if (l.status === 'REVIEW_REQUIRED') {
      // nothing goes live with a past expiry (decision 143)
      const accepted = l.expiresAt.getTime() > nowOf(r).getTime();
      expectReply(res, accepted, 'approval of a submission');
      if (!accepted) return;
      l.status = 'PUBLISHED';
      l.live = l.pending;
      l.pending = null;
    } else if ((l.status === 'PUBLISHED' || l.status === 'EXPIRED') && l.pending) {
      expectReply(res, true, `approval of a revision of ${l.status}`);
      l.live = l.pending;
      l.pending = null;
    } else {
      expectReply(res, false, `approval of ${l.status}`);
    }
  }
  toString = () => `approve(#${this.i})`;
}

class Reject implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.listings.length > 0;
  async run(m: Model, r: Real) {
    const l = pick(m, this.i);
    const res = await r.operator('POST', `/api/admin/listings/${l.id}/reject`, {
      reason: 'Grade not on the certificate',
    });
    if (l.status === 'REVIEW_REQUIRED') {
      expectReply(res, true, 'rejection of a submission');
      l.status = 'REVIEW_REJECTED';
    } else if ((l.status === 'PUBLISHED' || l.status === 'EXPIRED') && l.pending) {
      expectReply(res, true, `rejection of a revision of ${l.status}`);
      l.pending = null;
    } else {
      expectReply(res, false, `rejection of ${l.status}`);
    }
  }
  toString = () => `reject(#${this.i})`;
}

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
    if (res.statusCode === 201) expect(isLive(l, nowOf(r)), `offer accepted on ${l.status}`).toBe(true);
  }
  toString = () => `offer(#${this.i})`;
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
  // search finds exactly the live listings, under their reviewed thickness only
  for (const content of CONTENTS) {
    const filter = encodeURIComponent(`materialDimensions.thickness=${content.thickness}`);
    const res = await r.buyer('GET', `/api/universal/search-listings/?limit=100&filter=${filter}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = new Set(res.json<SearchListingsReply>().items.map((i) => i.id));
    for (const [index, l] of m.listings.entries()) {
      const expected = isLive(l, now) && l.live!.thickness === content.thickness;
      expect(found.has(l.id), `#${index} (${l.status}) found by thickness ${content.thickness}`).toBe(expected);
    }
  }
  // sold at most once
  const sold = await r.t.db.execute(
    sql`select listing_id, count(*)::int as n from purchase_orders group by listing_id having count(*) > 1`,
  );
  expect((sold as unknown as { rows: unknown[] }).rows).toEqual([]);
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
          { maxCommands: 15, size: 'max' },
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
