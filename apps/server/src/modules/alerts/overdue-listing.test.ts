import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAlertReply, ListingAlertList } from '@steelyard/domain/alerts';
import type { TargetPriceMinimumReply } from '@steelyard/domain/target-price';
import { addTestBuyer, liveListing, type TestBuyer } from '../../test-support/buying-helpers';
import { demoActors, expectStatus, LISTING_TEST_START } from '../../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * A review of decision 175: the alerts read the search without the platform clock's now, so a
 * listing past its expiry whose expiry job had not run yet still counted for a new alert, was
 * matched when the runner got to its publication late, and priced the market's target-price
 * minimum. Live means PUBLISHED and before its expiry everywhere a buyer's side reads.
 */

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  buyer = await addTestBuyer(t, 'overdue-alerts', { features: ['TARGET_PRICE'] });
});
afterAll(async () => t.close());

const ALERTS = '/api/universal/listing-alerts/';
// the grade and product of the test sheet (sheetBody)
const FILTER = 'material.product=SHEET;material.grade=S275JR';

const createAlert = async () =>
  expectStatus<CreateAlertReply>(await buyer.act('POST', ALERTS, { filterQuery: FILTER }), 201);
const targetPriceMinimum = async () =>
  expectStatus<TargetPriceMinimumReply>(
    await buyer.act(
      'GET',
      `/api/universal/search-listings/target-price-minimum?currencyCode=GBP&filter=${encodeURIComponent(FILTER)}`,
    ),
    200,
  );

describe('a live listing past its expiry, before the expiry job has run (decision 175)', () => {
  it('is no match of an alert, nor counted for one, nor priced into the target-price minimum', async () => {
    const waiting = await createAlert();
    expect(waiting.numberOfListings).toBe(0);
    // approved: live until Wednesday 12:00; its publication's job waits for the runner
    const live = await liveListing(t, as.seller, as.operator);
    expect((await createAlert()).numberOfListings).toBe(1);
    expect((await targetPriceMinimum()).comparableListings).toBe(1);

    // a minute past its expiry; neither the publication's job nor the expiry job has run
    t.clock.set(new Date(new Date(live.expiresAt!).getTime() + 60_000));
    expect((await createAlert()).numberOfListings).toBe(0);
    expect(await targetPriceMinimum()).toMatchObject({ comparableListings: 0, minimumPerTonne: null });

    // the runner gets to the publication only now (before the expiry): the waiting alert does not match it
    await t.runJobs();
    const mine = expectStatus<ListingAlertList>(await buyer.act('GET', ALERTS), 200);
    expect(mine.items.find((a) => a.id === waiting.id)?.numberOfNewResults).toBe(0);
  });
});
