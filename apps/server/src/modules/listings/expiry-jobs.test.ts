import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { Listing } from '@steelyard/domain/listings';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { expectError } from '../../test-support/account-helpers';
import { PDF_BYTES, PNG_BYTES } from '../../test-support/file-fixtures';
import {
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  submitListing,
  uploadAs,
} from '../../test-support/listing-helpers';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { openPostgresDatabase } from '../../platform/db/database';
import { runDueJobs } from '../../platform/jobs/run-due-jobs';
import { findStatusChanges } from './queries';

let t: TestApp;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let as: ReturnType<typeof demoActors>;
let pickupId: string;

beforeAll(async () => {
  // the database's address lets a test open more pools on PostgreSQL
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const get = async (id: string) => expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${id}`), 200);
const actions = async (id: string) => (await findStatusChanges(t.db, id)).map((c) => c.action);
const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;

describe('expiry on the job runner', () => {
  it('expires a live listing at its expiry, once; an expired listing renews with a new expiry and price', async () => {
    t.clock.set(LISTING_TEST_START);
    const live = await publishListing(as.seller, as.operator, sheetBody(pickupId, offeredExpiry(t, 1, '12:00')));
    expect(live.expiresAt).toBe('2026-03-03T12:00:00.000Z');
    t.clock.set(new Date('2026-03-03T11:59:59Z'));
    await t.runJobs();
    expect((await get(live.id)).status.value).toBe('PUBLISHED');
    t.clock.set(new Date('2026-03-03T12:00:00Z'));
    await t.runJobs();
    expect((await get(live.id)).status).toMatchObject({ value: 'EXPIRED', modifiedAt: '2026-03-03T12:00:00.000Z' });
    expect(await t.runJobs()).toBe(0);
    expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'EXPIRE']);

    expectError(
      await as.seller('PUT', url(live.id, '/renewal'), { expiresAt: '2026-03-03T14:00:00.000Z' }),
      400,
      LISTING_MESSAGES.invalidExpiry,
    );
    const expiresAt = offeredExpiry(t, 2, '20:00');
    const renewed = expectStatus<Listing>(
      await as.seller('PUT', url(live.id, '/renewal'), {
        expiresAt,
        sellingPrice: { value: 62_500, currencyCode: 'GBP' },
      }),
      200,
    );
    expect(renewed).toMatchObject({ status: { value: 'PUBLISHED' }, expiresAt, pricing: { netPricePerUnit: 62_500 } });
    t.clock.set(new Date(expiresAt));
    await t.runJobs();
    expect((await get(live.id)).status.value).toBe('EXPIRED');
  });

  it('auto-renews a week on at the same London slot, exactly once, leaving a revision to the review', async () => {
    t.clock.set(LISTING_TEST_START);
    const picture = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'coil.png');
    const body = sheetBody(pickupId, offeredExpiry(t, 2, '10:00'), { autoRenew: true, prime: false });
    const live = await publishListing(as.seller, as.operator, {
      ...body,
      pictures: [{ documentId: picture.documentId }],
    });
    expect(live.autoRenew).toEqual({ enabled: true, expiresAt: '2026-03-11T10:00:00.000Z' });

    // issue 23: a live edit's new price applies at once; its text and files wait for the operator's
    // review (new files too), and the expiry and auto-renewal in its body are ignored
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');
    const edit = {
      ...body,
      sellerTermsAccepted: undefined,
      description: 'Edge trimmed',
      sellingPrice: { value: 61_000, currencyCode: 'GBP' },
      expiresAt: offeredExpiry(t, 5),
      autoRenew: false,
      pictures: [],
      testCertificates: [{ documentId: certificate.documentId }],
    };
    const pending = expectStatus<Listing>(await as.seller('PUT', url(live.id), edit), 200);
    expect(pending).toMatchObject({
      hasPendingChanges: true,
      description: null,
      pricing: { netPricePerUnit: 61_000 },
      autoRenew: { enabled: true },
      pictures: [{ documentId: picture.documentId }],
      testCertificates: [],
    });
    // the certificate waits for the review: attached, so not deletable, and not public
    const del = await as.seller('DELETE', `/api/universal/documents/${certificate.documentId}`);
    expect(del.statusCode).toBe(400);

    // two runners at the due time: one renewal, of the live version
    t.clock.set(new Date('2026-03-04T10:00:00Z'));
    await Promise.all([runDueJobs(t.db, t.clock, t.ctx.jobs), runDueJobs(t.db, t.clock, t.ctx.jobs)]);
    const renewed = await get(live.id);
    expect(renewed).toMatchObject({
      status: { value: 'PUBLISHED' },
      expiresAt: '2026-03-11T10:00:00.000Z',
      autoRenew: { enabled: true, expiresAt: '2026-03-18T10:00:00.000Z' },
      description: null,
      pricing: { netPricePerUnit: 61_000 },
      hasPendingChanges: true,
      pictures: [{ documentId: picture.documentId }],
      testCertificates: [],
    });
    expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'UPDATE_PRICE', 'EDIT', 'AUTO_RENEW']);
    // the operator's approval applies the revision; the picture it dropped is a loose upload again
    expectStatus(await as.operator('POST', `/api/admin/listings/${live.id}/approve`), 200);
    expect(await get(live.id)).toMatchObject({
      description: 'Edge trimmed',
      hasPendingChanges: false,
      pictures: [],
      testCertificates: [{ documentId: certificate.documentId }],
    });
    expect((await as.seller('DELETE', `/api/universal/documents/${picture.documentId}`)).statusCode).toBe(204);

    // across the clock change (29 March) the slot stays 10:00 London time
    t.clock.set(new Date('2026-03-25T10:00:00Z'));
    await t.runJobs();
    expect((await get(live.id)).expiresAt).toBe('2026-04-01T09:00:00.000Z');
    // a job that runs late (the server was down) moves on to the first slot ahead in one step
    expect(await actions(live.id)).toEqual([
      'SUBMIT',
      'APPROVE',
      'UPDATE_PRICE',
      'EDIT',
      'AUTO_RENEW',
      'APPROVE_REVISION',
      'AUTO_RENEW',
    ]);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'renews once when three PostgreSQL connection pools run the due jobs at the same time',
    async () => {
      t.clock.set(LISTING_TEST_START);
      const body = sheetBody(pickupId, offeredExpiry(t, 1, '14:00'), { autoRenew: true });
      const lives = await Promise.all([1, 2, 3, 4].map(() => publishListing(as.seller, as.operator, body)));
      const pools = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(handle.url!)));
      try {
        t.clock.set(new Date('2026-03-03T14:00:00Z'));
        await Promise.all(pools.map((pool) => runDueJobs(pool.db, t.clock, t.ctx.jobs, { batchSize: 1 })));
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
      for (const live of lives) {
        expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'AUTO_RENEW']);
        expect((await get(live.id)).expiresAt).toBe('2026-03-10T14:00:00.000Z');
      }
    },
  );

  it('follows a moved expiry and a switched auto-renewal; the old job changes nothing', async () => {
    t.clock.set(LISTING_TEST_START);
    const live = await publishListing(as.seller, as.operator, sheetBody(pickupId, offeredExpiry(t, 1, '08:00')));
    const later = offeredExpiry(t, 4, '18:00');
    expectStatus(await as.seller('PUT', url(live.id, '/expiry'), { expiresAt: later }), 200);
    t.clock.set(new Date('2026-03-03T08:00:00Z'));
    await t.runJobs();
    expect((await get(live.id)).status.value).toBe('PUBLISHED');
    expectStatus(await as.seller('PUT', url(live.id, '/auto-renew'), { enabled: true }), 200);
    t.clock.set(new Date(later));
    await t.runJobs();
    expect(await get(live.id)).toMatchObject({ status: { value: 'PUBLISHED' }, expiresAt: '2026-03-13T18:00:00.000Z' });
    expectStatus(await as.seller('PUT', url(live.id, '/auto-renew'), { enabled: false }), 200);
    t.clock.set(new Date('2026-03-13T18:00:00Z'));
    await t.runJobs();
    expect((await get(live.id)).status.value).toBe('EXPIRED');
  });

  it('refuses to approve a submission whose expiry has passed; rejected, it comes back with a new expiry (issue 23, item 13)', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 0, '14:00'));
    const listing = await submitListing(as.seller, body);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    await t.runJobs();
    expect((await get(listing.id)).status.value).toBe('REVIEW_REQUIRED');
    expectError(
      await as.operator('POST', `/api/admin/listings/${listing.id}/approve`),
      409,
      LISTING_MESSAGES.expiryPassed,
    );
    await t.runJobs();
    // nothing went live with a past expiry: buyers of another organisation never see it
    expect((await get(listing.id)).status.value).toBe('REVIEW_REQUIRED');
    expectError(await as.rheinBuyer('GET', `/api/universal/listings/${listing.id}`), 404, LISTING_MESSAGES.notFound);
    expect(await actions(listing.id)).toEqual(['SUBMIT']);

    // the operator rejects it; the seller chooses a new expiry and submits it again
    const reason = 'The expiry has passed. Please choose a new one.';
    expectStatus(await as.operator('POST', `/api/admin/listings/${listing.id}/reject`, { reason }), 200);
    const expiresAt = offeredExpiry(t, 1, '12:00');
    expectStatus(await as.seller('PUT', url(listing.id), { ...body, sellerTermsAccepted: undefined, expiresAt }), 200);
    expectStatus(await as.seller('POST', url(listing.id, '/submit'), { sellerTermsAccepted: true }), 200);
    expectStatus(await as.operator('POST', `/api/admin/listings/${listing.id}/approve`), 200);
    expect(await get(listing.id)).toMatchObject({ status: { value: 'PUBLISHED' }, expiresAt });
    await t.runJobs();
    expect((await get(listing.id)).status.value).toBe('PUBLISHED');
  });
});

describe('suspension', () => {
  it("withdraws the organisation's live listings and those under review, with the reason; nothing is deleted", async () => {
    t.clock.set(LISTING_TEST_START);
    const rheinPickup = (await primaryWarehouse(as.rheinSeller)).id;
    const euro = (expiry: string) => ({
      ...sheetBody(rheinPickup, expiry),
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
    const live = await publishListing(as.rheinSeller, as.operator, euro(offeredExpiry(t, 3)));
    const review = await submitListing(as.rheinSeller, euro(offeredExpiry(t, 3)));
    const rejected = await submitListing(as.rheinSeller, euro(offeredExpiry(t, 3)));
    await as.operator('POST', `/api/admin/listings/${rejected.id}/reject`, { reason: 'Blurred photos' });
    const demoLive = await publishListing(as.seller, as.operator, sheetBody(pickupId, offeredExpiry(t, 3)));

    const rhein = live.organisationId;
    const suspended = await as.operator('POST', `/api/admin/organisations/${rhein}/suspend`, { reason: 'Unpaid' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await t.runJobs();

    // the organisation's sessions end at once (decision 177): nothing goes back on the market meanwhile
    const again = await as.rheinSeller('POST', '/api/seller/listings/', euro(offeredExpiry(t, 3)));
    expect(again.statusCode, again.body).toBe(401);
    const resubmit = await as.rheinSeller('POST', `/api/seller/listings/${rejected.id}/submit`, {
      sellerTermsAccepted: true,
    });
    expect(resubmit.statusCode, resubmit.body).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO.rheinSeller, password: DEMO_PASSWORD, tenant: 'MARKETPLACE' },
    });
    expectError(signIn, 403, ADMIN_ORGANISATION_MESSAGES.suspended);

    // reinstated, the organisation's own reads show what the suspension did: reinstating brings nothing back
    expectStatus(await as.operator('POST', `/api/admin/organisations/${rhein}/reinstate`, { reason: 'Paid' }), 200);
    const rows = await Promise.all(
      [live, review, rejected].map(async (l) =>
        (await as.rheinManager('GET', `/api/universal/listings/${l.id}`)).json<Listing>(),
      ),
    );
    expect(rows.map((r) => r.status.value)).toEqual(['WITHDRAWN', 'WITHDRAWN', 'REVIEW_REJECTED']);
    expect(rows[0]!.status.reason).toBe(LISTING_MESSAGES.organisationSuspended);
    expect((await findStatusChanges(t.db, live.id)).at(-1)).toMatchObject({
      action: 'WITHDRAW',
      actorUserId: null,
      reason: LISTING_MESSAGES.organisationSuspended,
    });
    expect((await get(demoLive.id)).status.value).toBe('PUBLISHED');
  });

  it('keeps operators from approving a listing of a suspended organisation', async () => {
    t.clock.set(LISTING_TEST_START);
    const demoPickup = (await primaryWarehouse(as.seller)).id;
    const waiting = await submitListing(as.seller, sheetBody(demoPickup, offeredExpiry(t, 3)));
    const demo = waiting.organisationId;
    expectStatus(await as.operator('POST', `/api/admin/organisations/${demo}/suspend`, { reason: 'Audit' }), 200);
    const res = await as.operator('POST', `/api/admin/listings/${waiting.id}/approve`);
    expectError(res, 400, LISTING_MESSAGES.organisationSuspended);
    expectStatus(await as.operator('POST', `/api/admin/organisations/${demo}/reinstate`, { reason: 'Done' }), 200);
  });
});
