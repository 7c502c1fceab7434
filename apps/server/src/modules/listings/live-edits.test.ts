import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing, AdminListingList } from '@steelyard/domain/admin-listings';
import type { AuditLogList } from '@steelyard/domain/audit-log';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
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
  uploadAs,
  type Act,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { findStatusChanges } from './queries';

/*
 * Issue 23, items 11 and 12, walked as they were found: edits of a live listing's material,
 * dimensions or files wait for the operator's review while buyers see the live version (also
 * after an auto-renewal); price and expiry changes apply at once, and nothing brings an old
 * price back.
 */

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickupId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => t.close());

const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;
const actions = async (id: string) => (await findStatusChanges(t.db, id)).map((c) => c.action);
const read = async (act: Act, id: string) =>
  expectStatus<Listing>(await act('GET', `/api/universal/listings/${id}`), 200);
/** What a buyer of another organisation (Rhein Stahl) sees of the listing. */
const buyerView = (id: string) => read(as.rheinBuyer, id);
/** The ids Rhein Stahl's buyer finds for a grade. */
const foundWithGrade = async (grade: string) =>
  expectStatus<SearchListingsReply>(
    await as.rheinBuyer(
      'GET',
      `/api/universal/search-listings/?limit=50&filter=${encodeURIComponent(`material.grade=${grade}`)}`,
    ),
    200,
  ).items.map((i) => i.id);
/** What waits for the operator: listings under review and live listings' revisions. */
const reviewQueue = async () =>
  expectStatus<AdminListingList>(
    await as.auditor('GET', '/api/admin/listings?limit=100&filter=awaitingReview=true'),
    200,
  ).items;
/** The body of an edit of a listing submitted with `body` (every field again, without the terms). */
const editOf = (body: ReturnType<typeof sheetBody>, changes: Record<string, unknown>) => ({
  ...body,
  sellerTermsAccepted: undefined,
  ...changes,
});

describe('a live edit of material, dimensions or files (issue 23, item 11)', () => {
  it('waits in the review queue while buyers see the live version, through auto-renewal, until approved', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 1, '12:00'), { autoRenew: true });
    const live = await publishListing(as.seller, as.operator, body);
    expect(live.material.grade).toBe('S275JR');

    const saved = expectStatus<Listing>(
      await as.seller(
        'PUT',
        url(live.id),
        editOf(body, {
          material: { ...body.material, grade: 'S355J2' },
          materialDimensions: { thickness: 3, width: 1500, length: 3000 },
          weight: 1.06,
        }),
      ),
      200,
    );
    // the seller sees the live version and the revision waiting for review
    expect(saved).toMatchObject({
      status: { value: 'PUBLISHED' },
      material: { grade: 'S275JR' },
      hasPendingChanges: true,
      revision: {
        submittedAt: LISTING_TEST_START.toISOString(),
        changedFields: ['material', 'materialDimensions', 'weight'],
        content: {
          material: { grade: 'S355J2' },
          materialDimensions: { thickness: 3, width: 1500, length: 3000 },
          weight: 1.06,
        },
      },
    });

    // buyers of another organisation still see S275JR, in the details and in search
    const before = await buyerView(live.id);
    expect(before).toMatchObject({
      material: { grade: 'S275JR' },
      materialDimensions: { thickness: 2, width: 1250, length: 2500 },
      weight: 0.491,
    });
    expect(before.revision ?? null).toBeNull();
    expect(before.hasPendingChanges).toBe(false);
    expect(await foundWithGrade('S275JR')).toContain(live.id);
    expect(await foundWithGrade('S355J2')).not.toContain(live.id);

    // the revision is in the operator's review queue, with what changed
    expect((await reviewQueue()).find((i) => i.id === live.id)).toMatchObject({
      submittedAt: LISTING_TEST_START.toISOString(),
      listing: {
        status: { value: 'PUBLISHED' },
        material: { grade: 'S275JR' },
        revision: {
          changedFields: ['material', 'materialDimensions', 'weight'],
          content: { material: { grade: 'S355J2' } },
        },
      },
    });

    // the auto-renewal renews the live version and leaves the revision waiting
    t.clock.set(new Date('2026-03-03T12:00:00Z'));
    await t.runJobs();
    expect(await buyerView(live.id)).toMatchObject({
      status: { value: 'PUBLISHED' },
      expiresAt: '2026-03-10T12:00:00.000Z',
      material: { grade: 'S275JR' },
      materialDimensions: { thickness: 2, width: 1250, length: 2500 },
    });
    expect(await foundWithGrade('S355J2')).not.toContain(live.id);
    expect((await read(as.seller, live.id)).hasPendingChanges).toBe(true);

    // approval applies it at once
    const approved = expectStatus<AdminListing>(
      await as.operator('POST', `/api/admin/listings/${live.id}/approve`),
      200,
    );
    expect(approved.listing).toMatchObject({
      status: { value: 'PUBLISHED' },
      material: { grade: 'S355J2' },
      hasPendingChanges: false,
      revision: null,
    });
    expect(await buyerView(live.id)).toMatchObject({
      material: { grade: 'S355J2' },
      materialDimensions: { thickness: 3, width: 1500, length: 3000 },
      weight: 1.06,
      expiresAt: '2026-03-10T12:00:00.000Z',
    });
    expect(await foundWithGrade('S355J2')).toContain(live.id);
    expect((await reviewQueue()).map((i) => i.id)).not.toContain(live.id);
    expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'EDIT', 'AUTO_RENEW', 'APPROVE_REVISION']);
    const audit = expectStatus<AuditLogList>(
      await as.auditor('GET', `/api/admin/audit-log?filter=${encodeURIComponent('entityType=LISTING')}`),
      200,
    ).items.find((e) => e.entityId === live.id);
    expect(audit).toMatchObject({
      action: 'listing.approved',
      after: { status: 'PUBLISHED', revision: ['material', 'materialDimensions', 'weight'] },
    });
  });

  it('is rejected with a reason the seller reads; its new files stay hidden from buyers meanwhile', async () => {
    t.clock.set(LISTING_TEST_START);
    const picture = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'sheet.png');
    const body = {
      ...sheetBody(pickupId, offeredExpiry(t, 2), { prime: false }),
      pictures: [{ documentId: picture.documentId }],
    };
    const live = await publishListing(as.seller, as.operator, body);
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');

    const saved = expectStatus<Listing>(
      await as.seller(
        'PUT',
        url(live.id),
        editOf(body, { description: 'Edge trimmed', testCertificates: [{ documentId: certificate.documentId }] }),
      ),
      200,
    );
    expect(saved).toMatchObject({
      description: null,
      testCertificates: [],
      revision: {
        changedFields: ['description', 'testCertificates'],
        content: {
          description: 'Edge trimmed',
          pictures: [{ documentId: picture.documentId }],
          testCertificates: [{ documentId: certificate.documentId }],
        },
      },
    });
    // the waiting certificate: the operator reads it, buyers do not, nobody deletes it meanwhile
    expect((await as.rheinBuyer('GET', `/api/universal/documents/${certificate.documentId}`)).statusCode).toBe(404);
    expect((await as.auditor('GET', `/api/admin/documents/${certificate.documentId}`)).statusCode).toBe(200);
    expect((await as.seller('DELETE', `/api/universal/documents/${certificate.documentId}`)).statusCode).toBe(400);
    expect((await buyerView(live.id)).testCertificates).toEqual([]);

    const reason = 'The certificate is for another heat.';
    const rejected = expectStatus<AdminListing>(
      await as.operator('POST', `/api/admin/listings/${live.id}/reject`, { reason }),
      200,
    );
    expect(rejected.listing).toMatchObject({ status: { value: 'PUBLISHED', reason: null }, revision: null });
    const seller = await read(as.seller, live.id);
    expect(seller).toMatchObject({
      status: { value: 'PUBLISHED' },
      description: null,
      hasPendingChanges: false,
      revision: null,
      revisionRejection: { reason, rejectedAt: LISTING_TEST_START.toISOString() },
    });
    expect((await buyerView(live.id)).revisionRejection ?? null).toBeNull();
    // the rejected revision's certificate is a loose upload again
    expect((await as.seller('DELETE', `/api/universal/documents/${certificate.documentId}`)).statusCode).toBe(204);
    expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'EDIT', 'REJECT_REVISION']);
    // a decided revision is no longer in the queue: deciding again is refused
    expectError(
      await as.operator('POST', `/api/admin/listings/${live.id}/approve`),
      400,
      LISTING_MESSAGES.transitionNotAllowed,
    );
  });

  it('refuses to approve a revision the seller replaced after the operator loaded it', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 2));
    const live = await publishListing(as.seller, as.operator, body);
    await as.seller('PUT', url(live.id), editOf(body, { description: 'First wording' }));
    const loaded = (await reviewQueue()).find((i) => i.id === live.id)!;
    t.clock.advance(60_000);
    await as.seller('PUT', url(live.id), editOf(body, { description: 'Second wording' }));
    expectError(
      await as.operator('POST', `/api/admin/listings/${live.id}/approve`, { submittedAt: loaded.submittedAt }),
      409,
      LISTING_MESSAGES.reviewOutdated,
    );
    const current = (await reviewQueue()).find((i) => i.id === live.id)!;
    expect(current.listing!.revision!.content.description).toBe('Second wording');
    expectStatus(
      await as.operator('POST', `/api/admin/listings/${live.id}/approve`, { submittedAt: current.submittedAt }),
      200,
    );
    expect((await buyerView(live.id)).description).toBe('Second wording');
  });

  it('an edit back to the live version withdraws the revision from the queue', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 2));
    const live = await publishListing(as.seller, as.operator, body);
    await as.seller('PUT', url(live.id), editOf(body, { origin: ['DE'] }));
    expect((await reviewQueue()).map((i) => i.id)).toContain(live.id);
    const undone = expectStatus<Listing>(await as.seller('PUT', url(live.id), editOf(body, {})), 200);
    expect(undone).toMatchObject({ hasPendingChanges: false, revision: null, origin: ['GB'] });
    expect((await reviewQueue()).map((i) => i.id)).not.toContain(live.id);
  });
});

describe('price and expiry beside a waiting revision (issue 23, item 12)', () => {
  it('keeps a price changed after an edit through auto-renewal and approval', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 1, '14:00'), { autoRenew: true });
    const live = await publishListing(as.seller, as.operator, body);
    // an edit with the price unchanged, then Change price
    expectStatus(await as.seller('PUT', url(live.id), editOf(body, { description: 'Edge trimmed' })), 200);
    const priced = expectStatus<Listing>(
      await as.seller('PUT', url(live.id, '/price'), { sellingPrice: { value: 60_000, currencyCode: 'GBP' } }),
      200,
    );
    expect(priced).toMatchObject({ pricing: { netPricePerUnit: 60_000 }, hasPendingChanges: true });
    expect((await buyerView(live.id)).pricing.netPricePerUnit).toBe(60_000);

    // the auto-renewal keeps the new price
    t.clock.set(new Date('2026-03-03T14:00:00Z'));
    await t.runJobs();
    expect(await buyerView(live.id)).toMatchObject({
      expiresAt: '2026-03-10T14:00:00.000Z',
      pricing: { netPricePerUnit: 60_000 },
      description: null,
    });
    // and so does the approval of the revision
    expectStatus(await as.operator('POST', `/api/admin/listings/${live.id}/approve`), 200);
    expect(await buyerView(live.id)).toMatchObject({
      pricing: { netPricePerUnit: 60_000 },
      description: 'Edge trimmed',
    });
  });

  it('applies a new price in an edit at once, without review; the trade unit stays', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 2));
    const live = await publishListing(as.seller, as.operator, body);
    const saved = expectStatus<Listing>(
      await as.seller('PUT', url(live.id), editOf(body, { sellingPrice: { value: 61_000, currencyCode: 'GBP' } })),
      200,
    );
    expect(saved).toMatchObject({
      pricing: { netPricePerUnit: 61_000 },
      oldPricing: { netPricePerUnit: 65_000 },
      hasPendingChanges: false,
      revision: null,
    });
    expect((await buyerView(live.id)).pricing.netPricePerUnit).toBe(61_000);
    expect((await reviewQueue()).map((i) => i.id)).not.toContain(live.id);
    expect(await actions(live.id)).toEqual(['SUBMIT', 'APPROVE', 'UPDATE_PRICE']);

    // a price per sheet instead of per tonne would change what the live price means
    const res = await as.seller('PUT', url(live.id), editOf(body, { tradeUnit: 'SHEET' }));
    const error = expectError(res, 400, LISTING_MESSAGES.tradeUnitFixed);
    expect(error.details).toEqual([{ path: 'body.tradeUnit', message: LISTING_MESSAGES.tradeUnitFixed }]);
  });

  it('keeps the revision waiting when an expired listing is renewed', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = sheetBody(pickupId, offeredExpiry(t, 1, '16:00'));
    const live = await publishListing(as.seller, as.operator, body);
    await as.seller('PUT', url(live.id), editOf(body, { description: 'Edge trimmed' }));
    t.clock.set(new Date('2026-03-03T16:00:00Z'));
    await t.runJobs();
    expect((await read(as.seller, live.id)).status.value).toBe('EXPIRED');
    const renewed = expectStatus<Listing>(
      await as.seller('PUT', url(live.id, '/renewal'), {
        expiresAt: offeredExpiry(t, 2),
        sellingPrice: { value: 59_000, currencyCode: 'GBP' },
      }),
      200,
    );
    expect(renewed).toMatchObject({
      status: { value: 'PUBLISHED' },
      description: null,
      pricing: { netPricePerUnit: 59_000 },
      hasPendingChanges: true,
    });
    expect((await buyerView(live.id)).description).toBeNull();
    expectStatus(await as.operator('POST', `/api/admin/listings/${live.id}/approve`), 200);
    expect(await buyerView(live.id)).toMatchObject({
      description: 'Edge trimmed',
      pricing: { netPricePerUnit: 59_000 },
    });
  });
});
