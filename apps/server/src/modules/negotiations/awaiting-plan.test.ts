import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoActors,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
} from '../../test-support/listing-helpers';
import { queryPlan } from '../../test-support/query-plan';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { awaitingCountsQuery } from './queries';

/*
 * The navigation poll counts what awaits an organisation on every page of every trader: it must read
 * only that organisation's open negotiations, from the partial indexes alone, not every open
 * negotiation of the marketplace (decision 119; it took 4.7 ms at 50,000 negotiations, now 0.3).
 * PostgreSQL only, like the search plans: sequential scans are off so that a small test database
 * still shows which index the planner can use.
 */
describe.skipIf(!process.env.DATABASE_URL)('what awaits an organisation: query plan (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(LISTING_TEST_START);
    const as = demoActors(t);
    const pickup = (await primaryWarehouse(as.seller)).id;
    await publishListing(as.seller, as.operator, sheetBody(pickup, offeredExpiry(t)));
    // a buyer with a long history: 2,000 closed negotiations, which the counts must not read
    await t.db.execute(sql`
      insert into negotiations (reference_number, listing_id, buyer_organisation_id, buyer_user_id,
        seller_organisation_id, status, trade_unit, original_price_per_unit, currency_code, original_price_at,
        created_at, updated_at)
      select 'NG-T' || n, l.id, u.organisation_id, u.id, l.organisation_id, 'EXPIRED', 'TON', 100000, 'EUR', now(),
        now(), now()
      from generate_series(1, 2000) n, (select * from listings limit 1) l,
        (select * from users where email = 'buyer@demo-steel.example') u`);
    await t.db.execute(sql`analyze negotiations`);
  });
  afterAll(async () => t.close());

  it('counts each side from its partial index alone', async () => {
    const plan = await queryPlan(t.db, awaitingCountsQuery(t.db, '00000000-0000-4000-8000-000000000000'), [
      'seqscan',
      'bitmapscan',
    ]);
    // both counts read a partial index of open negotiations (which one is the planner's pick while both
    // are nearly empty), never the organisation's whole history or the table
    expect(plan.match(/Scan using negotiations_open_(buyer|seller)_idx/g)).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan|negotiations_buyer_idx|negotiations_seller_idx|negotiations_one_open_idx/);
  });
});
