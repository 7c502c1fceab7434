import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import type { DevMailboxMessage } from '@steelyard/domain/dev-mailbox';
import type { Listing } from '@steelyard/domain/listings';
import {
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  submitListing,
} from '../../test-support/listing-helpers';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { runDueJobs } from '../../platform/jobs/run-due-jobs';

/*
 * Issue 23, item 19, walked as it was found: sellers heard nothing when the operator approved or
 * rejected their listing or its live changes, nor before it expired. Now the seller who created it
 * is e-mailed in their language, with the link to their listing, exactly once.
 */

let t: TestApp;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let as: ReturnType<typeof demoActors>;
let pickupId: string;
let rheinPickupId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
  rheinPickupId = (await primaryWarehouse(as.rheinSeller)).id;
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;
const mailsAbout = async (to: string, template: string, listing: Listing): Promise<DevMailboxMessage[]> =>
  (await t.mailTo(to)).filter((m) => m.template === template && m.subject.includes(listing.listingNumber));
const link = (listing: Listing) => `http://steelyard.test/listings/my/details/${listing.id}`;

describe("the operator's decision is e-mailed to the seller (issue 23, item 19)", () => {
  it('tells a German seller of a rejection with its reason, and of an approval, once each', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(rheinPickupId, offeredExpiry(t, 2, '12:00'), {
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
    const rejected = await submitListing(as.rheinSeller, body);
    const reason = 'Bitte das Werkszeugnis beifügen';
    expectStatus<AdminListing>(await as.operator('POST', `/api/admin/listings/${rejected.id}/reject`, { reason }), 200);
    const rejection = await mailsAbout(DEMO.rheinSeller, 'listing-reviewed', rejected);
    expect(rejection).toHaveLength(1);
    expect(rejection[0]).toMatchObject({ locale: 'de' });
    expect(rejection[0]!.subject).toContain('wurde nicht freigegeben');
    expect(rejection[0]!.text).toContain(`Grund: ${reason}`);
    expect(rejection[0]!.text).toContain(link(rejected));

    const approved = await publishListing(as.rheinSeller, as.operator, body);
    const approval = await mailsAbout(DEMO.rheinSeller, 'listing-reviewed', approved);
    expect(approval).toHaveLength(1);
    expect(approval[0]).toMatchObject({ locale: 'de' });
    expect(approval[0]!.subject).toContain('ist live');
    expect(approval[0]!.text).toContain(link(approved));
    // the seller who created it is told; the organisation's manager is not
    expect(await mailsAbout(DEMO.rheinManager, 'listing-reviewed', approved)).toHaveLength(0);
    // running the jobs again sends nothing more
    await t.runJobs();
    expect(await mailsAbout(DEMO.rheinSeller, 'listing-reviewed', approved)).toHaveLength(1);
  });

  it("tells the seller of the decision on a live listing's changes, with the reason of a rejection", async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 2, '12:00'));
    const live = await publishListing(as.seller, as.operator, body);
    const edit = (description: string) => ({ ...body, sellerTermsAccepted: undefined, description });
    expectStatus<Listing>(await as.seller('PUT', url(live.id), edit('Edge trimmed')), 200);
    const reason = 'The description names another grade';
    expectStatus<AdminListing>(await as.operator('POST', `/api/admin/listings/${live.id}/reject`, { reason }), 200);
    expectStatus<Listing>(await as.seller('PUT', url(live.id), edit('Mill edge')), 200);
    expectStatus<AdminListing>(await as.operator('POST', `/api/admin/listings/${live.id}/approve`), 200);

    const mails = await mailsAbout(DEMO.seller, 'listing-reviewed', live);
    // sent at one clock time: in any order
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Steelyard – the changes to your Sheet ${live.listingNumber} are live`,
      `Steelyard – the changes to your Sheet ${live.listingNumber} were not approved`,
      `Steelyard – your Sheet ${live.listingNumber} is live`,
    ]);
    expect(mails.every((m) => m.locale === 'en' && m.text.includes(link(live)))).toBe(true);
    expect(mails.find((m) => m.subject.includes('were not approved'))!.text).toContain(`Reason: ${reason}`);
  });
});

describe('the seller is reminded of an expiry (issue 23, item 19)', () => {
  it('three days before, in their language, exactly once across runners; not when it renews itself', async () => {
    t.clock.set(LISTING_TEST_START);
    const language = await as.seller('PUT', '/api/universal/users/self/language', { locale: 'es' });
    expect(language.statusCode, language.body).toBe(200);
    const expiresAt = offeredExpiry(t, 6, '12:00');
    const expiring = await publishListing(as.seller, as.operator, sheetBody(pickupId, expiresAt));
    const renewing = await publishListing(
      as.seller,
      as.operator,
      sheetBody(pickupId, expiresAt, { autoRenew: true, numberOfItems: 12, weight: 0.589 }),
    );
    const due = new Date(Date.parse(expiresAt) - 3 * 24 * 3_600_000);

    t.clock.set(new Date(due.getTime() - 1000));
    expect(await mailsAbout(DEMO.seller, 'listing-expiring', expiring)).toHaveLength(0);
    t.clock.set(due);
    await Promise.all([runDueJobs(t.db, t.clock, t.ctx.jobs), runDueJobs(t.db, t.clock, t.ctx.jobs)]);
    const reminders = await mailsAbout(DEMO.seller, 'listing-expiring', expiring);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ locale: 'es' });
    expect(reminders[0]!.subject).toContain('caduca pronto');
    expect(reminders[0]!.text).toContain(link(expiring));
    expect(await mailsAbout(DEMO.seller, 'listing-expiring', renewing)).toHaveLength(0);

    // the seller turns auto-renewal off: its expiry after the renewal is reminded of
    t.clock.set(new Date(expiresAt));
    await t.runJobs();
    const renewed = expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${renewing.id}`), 200);
    expect(renewed.status.value).toBe('PUBLISHED');
    expectStatus<Listing>(await as.seller('PUT', url(renewing.id, '/auto-renew'), { enabled: false }), 200);
    t.clock.set(new Date(Date.parse(renewed.expiresAt!) - 3 * 24 * 3_600_000));
    const later = await mailsAbout(DEMO.seller, 'listing-expiring', renewing);
    expect(later).toHaveLength(1);
    expect(await mailsAbout(DEMO.seller, 'listing-expiring', expiring)).toHaveLength(1);
    await as.seller('PUT', '/api/universal/users/self/language', { locale: 'en' });
  });
});
