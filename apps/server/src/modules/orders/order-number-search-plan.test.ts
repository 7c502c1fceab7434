import { ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../test-support/query-plan';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { purchaseOrders } from './schema';

/*
 * The orders lists' number searches ("contains", any case: `ilike '%…%'`, platform/paging.ts) must be
 * answerable from the trigram indexes (decision 124): without them a manager's search read every order of
 * the organisation and an operator's every order of the marketplace. Every other way to scan is switched
 * off, so the plan shows whether the trigram index can serve the query at all; on both drivers, since
 * PGlite loads pg_trgm itself (database.ts).
 */
describe('order-number searches: query plan', () => {
  let t: TestApp;
  const onlyBitmaps = ['seqscan', 'indexscan', 'indexonlyscan'] as const;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** The plan of counting the orders whose `column` contains `text`, with bitmap scans the only way left. */
  const containsPlan = (column: AnyPgColumn, text: string) =>
    queryPlan(
      t.db,
      t.db
        .select({ n: sql`count(*)` })
        .from(purchaseOrders)
        .where(ilike(column, `%${text}%`)),
      onlyBitmaps,
    );

  // the lists add the organisation, whose own index competes: at 200,000 orders the planner takes the
  // trigrams for a selective search (0.4 ms for both counts of a manager's 36,000 orders, 245 ms before) and
  // the organisation's index for one that matches most orders; an empty test table cannot show that choice
  it("reads the buyers' own order numbers through their trigrams", async () => {
    expect(await containsPlan(purchaseOrders.buyerOrderNumber, '4711')).toMatch(
      /Bitmap Index Scan on purchase_orders_buyer_order_number_trgm_idx/,
    );
  });

  it("reads the marketplace's order numbers through their trigrams (operators)", async () => {
    expect(await containsPlan(purchaseOrders.orderNumber, '00123')).toMatch(
      /Bitmap Index Scan on purchase_orders_order_number_trgm_idx/,
    );
  });
});
