import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../platform/db/raw-rows';
import { checkRaceInvariants, INVARIANT_NAMES } from './race-invariants';
import { createRaceApp, type RaceApp } from './race-rounds';
import { RACE_SUITES, runRaceSuite } from './race-suites';

/*
 * The short run of the race suites (`npm run soak` runs the same rounds many times): one round each
 * (two for the credit limit: a GBP and an EUR credit line), with every invariant checked in SQL after
 * each round, so they keep holding in `npm test` too.
 */

let race: RaceApp;
beforeAll(async () => {
  race = await createRaceApp();
});
afterAll(async () => race.t.close());

describe('races (short run; `npm run soak` runs many rounds)', () => {
  for (const suite of RACE_SUITES) {
    it(suite.title, async () => {
      expect(await runRaceSuite(race, suite, 'short')).toEqual([]);
    });
  }

  // last: it breaks the database on purpose (after the suites above have filled it)
  it('the invariant checks see each broken invariant (the database broken on purpose)', async () => {
    const { db, config } = race.t;
    expect((await checkRaceInvariants(db, config.exchangeRates)).violations).toEqual([]);
    const [first] = await readRows<{ listing_id: string; buyer_organisation_id: string }>(
      db,
      sql`select listing_id, buyer_organisation_id from purchase_orders where payment_option = 'CREDIT'
          order by order_number limit 1`,
    );
    const order = first!.listing_id;
    const buyer = first!.buyer_organisation_id;
    for (const statement of [
      // the partial unique indexes keep these out; gone, the invariants must still see the state
      sql`drop index purchase_orders_listing_idx`,
      sql`drop index negotiations_one_accepted_idx`,
      sql`drop index negotiations_one_open_idx`,
      sql`update purchase_orders set listing_id = ${order}
        where id = (select id from purchase_orders where listing_id <> ${order} order by order_number limit 1)`,
      sql`insert into listing_status_changes (listing_id, action, from_status, to_status, changed_at)
        values (${order}, 'PURCHASE', 'PUBLISHED', 'PURCHASED', now())`,
      sql`insert into listing_status_changes (listing_id, action, from_status, to_status, changed_at)
        select id, 'PURCHASE', 'PUBLISHED', 'PURCHASED', now() from listings
        where status = 'PUBLISHED' order by id limit 1`,
      sql`update listings set status = 'PUBLISHED' where id = ${order}`,
      sql`update organisations set erp_balance = erp_balance + 1, erp_credit_limit = erp_balance where id = ${buyer}`,
      sql`update credit_changes set new_value = (new_value::bigint + 1)::text
        where id = (select id from credit_changes where reason like 'Order %' and organisation_id <> ${buyer}
          order by seq limit 1)`,
      sql`update credit_changes set reason = 'Order PO-999999'
        where id = (select id from credit_changes where reason like 'Order %' order by seq desc limit 1)`,
      sql`update addresses set is_primary = false where organisation_id = ${buyer}`,
      sql`update negotiations set status = 'AWAITING_BUYER' where id = (select n.id from negotiations n
        where n.status = 'CANCELLED' and (select requested_by from negotiation_offers f where f.negotiation_id = n.id
          order by f.created_at desc limit 1) = 'BUYER' order by n.id limit 1)`,
      sql`update negotiations set order_id = (select id from purchase_orders order by order_number limit 1)
        where id = (select id from negotiations where status = 'CANCELLED' order by id desc limit 1)`,
      sql`update negotiations set status = 'ACCEPTED',
          buyer_organisation_id = (select buyer_organisation_id from negotiations where status = 'PURCHASED' limit 1)
        where listing_id = (select listing_id from negotiations where status = 'PURCHASED' limit 1)
          and status not in ('PURCHASED', 'AWAITING_BUYER')`,
    ]) {
      await db.execute(statement);
    }
    const { checked, violations } = await checkRaceInvariants(db, config.exchangeRates);
    expect(checked).toBe(INVARIANT_NAMES.length);
    const seen = INVARIANT_NAMES.filter((name) => violations.some((v) => v.startsWith(`${name}: `)));
    expect(seen).toEqual(INVARIANT_NAMES);
  });
});
