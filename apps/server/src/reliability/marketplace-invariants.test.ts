import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@steelyard/domain/orders';
import { addTestBuyer, buyNow, expectOk, liveListing } from '../test-support/buying-helpers';
import { demoActors, LISTING_TEST_START } from '../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { checkMarketplaceInvariants } from './marketplace-invariants';

/* The invariants the fault and race suites rely on hold on the seed, and each sees the damage it names. */

let t: TestApp;
let order: Order;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  const as = demoActors(t);
  const buyer = await addTestBuyer(t, 'invariants', { balance: 0 });
  order = expectOk<Order>(await buyNow(t, buyer, (await liveListing(t, as.seller, as.operator)).id), 201);
});
afterAll(async () => {
  await t.close();
});

/** Applies a damaging change, checks, and undoes it (the transaction is rolled back). */
async function brokenAfter(damage: ReturnType<typeof sql>): Promise<string[]> {
  let broken: string[] = [];
  await t.db
    .transaction(async (tx) => {
      await tx.execute(damage);
      broken = (await checkMarketplaceInvariants(tx)).broken;
      throw new Error('undo');
    })
    .catch(() => {});
  return broken;
}

describe('checkMarketplaceInvariants', () => {
  it('holds on the seeded marketplace with a credit order', async () => {
    const report = await checkMarketplaceInvariants(t.db);
    expect(report.broken).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(10);
  });

  it.each([
    [
      'a sold listing is no longer live',
      () => sql`update listings set status = 'PUBLISHED' where id = ${order.item.id}`,
    ],
    [
      'the balance is the sum of its recorded changes',
      () =>
        sql`update organisations set erp_balance = erp_balance + 1 where id = (select buyer_organisation_id from purchase_orders where id = ${order.id})`,
    ],
    [
      'every credit order charged its buyer exactly once',
      () => sql`delete from credit_changes where reason = ${`Order ${order.orderNumber}`}`,
    ],
    [
      'one primary warehouse per organisation with warehouses',
      () => sql`update addresses set is_primary = false where id = ${order.deliveryAddressId}`,
    ],
  ])('sees "%s" broken', async (name, damage) => {
    // built when the test runs: the order exists only after beforeAll
    const broken = await brokenAfter(damage());
    expect(
      broken.some((b) => b.startsWith(name)),
      broken.join('\n'),
    ).toBe(true);
  });
});
