import type fc from 'fast-check';
import { expect } from 'vitest';
import { getExpiryChoices, toExpiryInstant, type ExpirySlot } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import { sheetBody, type Act } from './listing-helpers';
import type { TestApp } from './test-app';

/*
 * The model of workflows/listing-lifecycle.model.test.ts (issue 23): what buyers may see of each
 * listing, and the seller's and the operator's steps, each checking the app's answer against it.
 */

/** The contents a seller puts up for review: told apart by grade and thickness (searchable). */
export const CONTENTS = [
  { grade: 'S275JR', thickness: 2.7 },
  { grade: 'S355J2', thickness: 3.3 },
  { grade: 'S235JR', thickness: 4.1 },
] as const;
export type Content = (typeof CONTENTS)[number];
export const SLOTS: ExpirySlot[] = ['08:00', '12:00', '16:00', '23:59'];

export interface ModelListing {
  id: string;
  status: 'REVIEW_REQUIRED' | 'REVIEW_REJECTED' | 'PUBLISHED' | 'EXPIRED' | 'WITHDRAWN' | 'PURCHASED';
  /** The buyer's open or accepted negotiation (the last offer made). */
  negotiationId?: string;
  /** What buyers may see: the last approved content (null before the first approval). */
  live: Content | null;
  /** What waits for review: the submission, or a live listing's revision. */
  pending: Content | null;
  price: number;
  expiresAt: Date;
  autoRenew: boolean;
}

export interface Model {
  listings: ModelListing[];
}

export interface Real {
  t: TestApp;
  seller: Act;
  operator: Act;
  buyer: Act;
  buyerEmail: string;
  buyerWarehouseId: string;
  pickupId: string;
}

export type Cmd = fc.AsyncCommand<Model, Real>;

export const nowOf = (r: Real) => r.t.clock.now();
export const isLive = (l: ModelListing, now: Date) => l.status === 'PUBLISHED' && l.expiresAt.getTime() > now.getTime();
export const pick = (m: Model, i: number) => m.listings[i % m.listings.length]!;
/** An expiry the seller's form offers now: the `day`th day of the choices at `slot`. */
export const offeredAt = (now: Date, day: number, slot: ExpirySlot) => {
  const days = getExpiryChoices(now);
  const chosen = days[Math.min(day, days.length - 1)]!;
  return toExpiryInstant(chosen.date, chosen.slots.includes(slot) ? slot : chosen.slots.at(-1)!);
};
export const bodyOf = (r: Real, content: Content, price: number, expiresAt: Date, autoRenew: boolean) => {
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
export const describeContent = (c: Content | null) => (c ? `${c.grade}/${c.thickness}` : '-');
export const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;

export function expectReply(res: { statusCode: number; body: string }, accepted: boolean, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (accepted) expect(res.statusCode, `${what} should be accepted: ${res.body}`).toBeLessThan(300);
  else expect(res.statusCode, `${what} should be refused: ${res.body}`).toBeGreaterThanOrEqual(400);
}

export class Submit implements Cmd {
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

export class Edit implements Cmd {
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

export const sameContent = (a: Content | null, b: Content | null) =>
  a?.grade === b?.grade && a?.thickness === b?.thickness;

export class ChangePrice implements Cmd {
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

export class ChangeExpiry implements Cmd {
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

export class ToggleAutoRenew implements Cmd {
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

export class Withdraw implements Cmd {
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

export class Renew implements Cmd {
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

export class Resubmit implements Cmd {
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

export class Approve implements Cmd {
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

export class Reject implements Cmd {
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
