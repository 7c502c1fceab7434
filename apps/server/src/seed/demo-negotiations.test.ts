import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NegotiationList } from '@steelyard/domain/negotiations';
import {
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
} from '../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedDemoNegotiations } from './demo-negotiations';

let t: TestApp;
let as: ReturnType<typeof demoActors>;

beforeAll(async () => {
  t = await createTestApp();
  as = demoActors(t);
  t.clock.set(LISTING_TEST_START);
  const demoPickup = (await primaryWarehouse(as.seller)).id;
  const rheinPickup = (await primaryWarehouse(as.rheinSeller)).id;
  for (let i = 0; i < 5; i++) {
    await publishListing(as.seller, as.operator, sheetBody(demoPickup, offeredExpiry(t, 4)));
    await publishListing(as.rheinSeller, as.operator, {
      ...sheetBody(rheinPickup, offeredExpiry(t, 4)),
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
  }
});
afterAll(async () => t.close());

describe('seedDemoNegotiations', () => {
  it('makes negotiations in every open state and some closed ones, both ways', async () => {
    const made = await t.db.transaction((tx) =>
      seedDemoNegotiations(tx, { feeSchedule: t.config.feeSchedule, now: t.clock.now() }),
    );
    expect(made).toBe(10);
    for (const [buyer, seller] of [
      [as.rheinBuyer, as.seller],
      [as.buyer, as.rheinSeller],
    ] as const) {
      const mine = expectStatus<NegotiationList>(await buyer('GET', '/api/buyer/negotiations'), 200);
      const theirs = expectStatus<NegotiationList>(await seller('GET', '/api/seller/negotiations'), 200);
      expect(mine.items.map((n) => n.status).sort()).toEqual(
        ['ACCEPTED', 'AWAITING_BUYER', 'AWAITING_SELLER', 'REJECTED', 'WITHDRAWN'].sort(),
      );
      expect(theirs.items.map((n) => n.id).sort()).toEqual(mine.items.map((n) => n.id).sort());
      const accepted = mine.items.find((n) => n.status === 'ACCEPTED')!;
      expect(accepted.offers).toHaveLength(3);
      expect(accepted.canPurchase).toBe(true);
    }
  });
});
