import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing, AdminListingList } from '@steelyard/domain/admin-listings';
import type { AuditLogList } from '@steelyard/domain/audit-log';
import type { ErrorReply } from '@steelyard/domain/errors';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { DraftListing } from '@steelyard/domain/listing-drafts';
import type { Listing, ListingList } from '@steelyard/domain/listings';
import type { Address } from '@steelyard/domain/organisations';
import { expectError } from '../../test-support/account-helpers';
import {
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  submitListing,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { findStatusChanges } from './queries';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickup: Address;
let body: (overrides?: Record<string, unknown>) => ReturnType<typeof sheetBody>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickup = await primaryWarehouse(as.seller);
  body = (overrides = {}) => sheetBody(pickup.id, offeredExpiry(t), overrides);
});
afterAll(async () => t.close());

const url = (id: string, action = '') => `/api/seller/listings/${id}${action}`;
const statusOf = async (id: string) =>
  expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${id}`), 200).status;

describe('POST api/seller/listings', () => {
  it('submits a listing for review with its number, prices and history', async () => {
    const listing = await submitListing(as.seller, body({ internalSellerSku: 'SKU-1' }));
    expect(listing).toMatchObject({
      listingNumber: expect.stringMatching(/^SH-\d{6}$/),
      status: { value: 'REVIEW_REQUIRED', reason: null },
      weight: 0.491,
      tradeUnit: 'TON',
      country: 'GB',
      internalSellerSku: 'SKU-1',
      autoRenew: { enabled: false, expiresAt: null },
      hasPendingChanges: false,
      numberOfViews: 0,
      // £650.00 + 3 % service fee + £30 delivery a tonne within the UK, for 0.491 t
      pricing: {
        currencyCode: 'GBP',
        netPricePerUnit: 65_000,
        priceIncludingDelivery: { value: 69_950 },
        totalExcludingVat: { value: 34_345 },
      },
    });
    const second = await submitListing(as.seller, body());
    expect(Number(second.listingNumber.slice(3))).toBe(Number(listing.listingNumber.slice(3)) + 1);
    const history = await findStatusChanges(t.db, listing.id);
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([['SUBMIT', 'DRAFT', 'REVIEW_REQUIRED']]);
  });

  it('answers 400 with the messages of spec 001 §5 at the field paths', async () => {
    const terms = await as.seller('POST', '/api/seller/listings/', { ...body(), sellerTermsAccepted: false });
    expect(expectError(terms, 400, 'The request is not valid.').details).toEqual([
      { path: 'body.sellerTermsAccepted', message: LISTING_MESSAGES.sellerTermsRequired },
    ]);
    const res = await as.seller('POST', '/api/seller/listings/', {
      ...body(),
      weight: undefined,
      material: { ...body().material, grade: 'DC04' },
    });
    expect(expectError(res, 400, 'The request is not valid.').details).toEqual(
      expect.arrayContaining([
        { path: 'body.weight', message: 'This field is required.' },
        { path: 'body.material.grade', message: 'Please check this value.' },
      ]),
    );
  });

  it('refuses an expiry that is not offered, a foreign or pending pickup address and another currency', async () => {
    const rheinPickup = await primaryWarehouse(as.rheinSeller);
    const all = await as.manager('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE');
    const pending = all.json<{ items: Address[] }>().items.find((a) => a.validationState === 'PENDING')!;
    for (const [overrides, path, message] of [
      [{ expiresAt: '2026-03-02T10:00:00.000Z' }, 'body.expiresAt', LISTING_MESSAGES.invalidExpiry],
      [{ expiresAt: '2026-03-04T12:30:00.000Z' }, 'body.expiresAt', LISTING_MESSAGES.invalidExpiry],
      [{ pickupAddressId: rheinPickup.id }, 'body.pickupAddressId', LISTING_MESSAGES.pickupAddressInvalid],
      [{ pickupAddressId: pending.id }, 'body.pickupAddressId', LISTING_MESSAGES.pickupAddressInvalid],
      [{ invoiceAddressId: pickup.id }, 'body.invoiceAddressId', LISTING_MESSAGES.invoiceAddressInvalid],
      [
        { sellingPrice: { value: 65_000, currencyCode: 'EUR' } },
        'body.sellingPrice.currencyCode',
        LISTING_MESSAGES.currencyMismatch,
      ],
    ] as const) {
      const error = expectError(await as.seller('POST', '/api/seller/listings/', body(overrides)), 400, message);
      expect(error.details).toEqual([{ path, message }]);
    }
  });

  it('keeps stainless steel behind its feature and the seller calls behind the role', async () => {
    const plain = await addListingUser(t, 'plain.seller@demo-steel.example', DEMO.seller, ['SELLER'], []);
    const stainless = {
      product: 'SHEET',
      materialType: 'STAINLESS_STEEL',
      shape: 'FLAT',
      definition: 'COLD_ROLLED',
      specification: 'EN_10088_2',
      grade: '1.4301',
      finish: 'MILL_FINISH',
      millFinish: '2B',
    };
    const refused = expectError(
      await plain('POST', '/api/seller/listings/', body({ material: stainless })),
      400,
      'The request is not valid.',
    );
    expect(refused.details).toEqual([{ path: 'body.material.materialType', message: 'Please check this value.' }]);
    const steel = await addListingUser(
      t,
      'steel.seller@demo-steel.example',
      DEMO.seller,
      ['SELLER'],
      ['STAINLESS_STEEL'],
    );
    expect((await steel('POST', '/api/seller/listings/', body({ material: stainless }))).statusCode).toBe(201);
    expectError(await as.buyer('POST', '/api/seller/listings/', body()), 403, 'This call needs the SELLER role.');
    expect((await as.operator('GET', '/api/universal/listings/')).statusCode).toBe(403);
  });
});

describe('GET api/universal/listings', () => {
  it("lists the organisation's listings, filtered by status with pipes, 10 a page, newest first", async () => {
    const live = await publishListing(as.rheinSeller, as.operator, {
      ...body({ pickupAddressId: (await primaryWarehouse(as.rheinSeller)).id }),
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
    t.clock.advance(1_000);
    const review = await submitListing(as.rheinSeller, {
      ...body({ pickupAddressId: live.pickupAddress.id }),
      sellingPrice: { value: 71_000, currencyCode: 'EUR' },
    });
    const all = expectStatus<ListingList>(await as.rheinManager('GET', '/api/universal/listings/'), 200);
    expect(all.items.map((l) => l.id)).toEqual([review.id, live.id]);
    expect(all).toMatchObject({ currentPage: 1, maxPages: 1, totalItems: 2 });
    const filtered = await as.rheinSeller('GET', '/api/universal/listings/?filter=status.value=PUBLISHED|EXPIRED');
    expect(expectStatus<ListingList>(filtered, 200).items.map((l) => l.id)).toEqual([live.id]);
    const paged = await as.rheinSeller('GET', '/api/universal/listings/?limit=1&offset=1&sort=createdAt:asc');
    expect(expectStatus<ListingList>(paged, 200)).toMatchObject({ currentPage: 2, maxPages: 2, totalItems: 2 });
    expect(expectStatus<ListingList>(paged, 200).items[0]!.id).toBe(review.id);
    // the other organisation's list never shows them
    const demo = expectStatus<ListingList>(await as.seller('GET', '/api/universal/listings/?limit=100'), 200);
    expect(demo.items.some((l) => l.organisationId === live.organisationId)).toBe(false);
    expectError(await as.seller('GET', '/api/universal/listings/?filter=owner=me'), 400, 'Invalid filter criteria');
    expectError(
      await as.seller('GET', '/api/universal/listings/?filter=status.value=LIVE'),
      400,
      'Invalid filter criteria',
    );
    expectError(await as.seller('GET', '/api/universal/listings/?sort=colour:asc'), 400, 'Invalid filter criteria');
  });

  it('shows another organisation only live listings, priced for its country, and counts its buyers once', async () => {
    const live = await publishListing(as.seller, as.operator, body());
    const pending = await submitListing(as.seller, body());
    expectError(await as.rheinBuyer('GET', `/api/universal/listings/${pending.id}`), 404, LISTING_MESSAGES.notFound);
    expectError(await as.rheinBuyer('GET', '/api/universal/listings/not-an-id'), 404, LISTING_MESSAGES.notFound);
    const seen = expectStatus<Listing>(await as.rheinBuyer('GET', `/api/universal/listings/${live.id}`), 200);
    // to Germany: £650.00 + £19.50 service fee + £65.00 cross-border delivery a tonne
    expect(seen.pricing.priceIncludingDelivery.value).toBe(73_450);
    await as.rheinBuyer('GET', `/api/universal/listings/${live.id}`);
    // not counted: the seller's own organisation, and a user of another organisation who is no buyer
    await as.buyer('GET', `/api/universal/listings/${live.id}`);
    await as.rheinManager('GET', `/api/universal/listings/${live.id}`);
    const views = await as.seller('GET', `/api/universal/listings/views/${live.id}`);
    expect(expectStatus<{ numberOfViews: number }>(views, 200)).toEqual({ numberOfViews: 1 });
    expect((await statusOf(live.id)).value).toBe('PUBLISHED');
    const own = expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${live.id}`), 200);
    expect(own.numberOfViews).toBe(1);
    expectError(
      await as.rheinSeller('GET', `/api/universal/listings/views/${live.id}`),
      404,
      LISTING_MESSAGES.notFound,
    );
  });
});

describe('operator review', () => {
  it('queues listings oldest first, approves and rejects with a reason, audited', async () => {
    const first = await submitListing(as.seller, body());
    t.clock.advance(1_000);
    const second = await submitListing(as.seller, body());
    const queue = expectStatus<AdminListingList>(
      await as.auditor('GET', '/api/admin/listings?filter=status.value=REVIEW_REQUIRED&limit=100'),
      200,
    );
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.items.find((i) => i.id === first.id)).toMatchObject({
      kind: 'LISTING',
      organisation: { name: 'Demo Steel Trading Ltd' },
      package: null,
    });
    expectError(
      await as.auditor('POST', `/api/admin/listings/${first.id}/approve`),
      403,
      'This call needs the OPERATOR role.',
    );
    expect((await as.seller('POST', `/api/admin/listings/${first.id}/approve`)).statusCode).toBe(403);

    const approved = expectStatus<AdminListing>(
      await as.operator('POST', `/api/admin/listings/${first.id}/approve`),
      200,
    );
    expect(approved.listing!.status.value).toBe('PUBLISHED');
    expectError(
      await as.operator('POST', `/api/admin/listings/${first.id}/approve`),
      400,
      LISTING_MESSAGES.transitionNotAllowed,
    );
    expect((await as.operator('POST', `/api/admin/listings/${second.id}/reject`, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const reason = 'The mill certificate is missing.';
    const rejected = expectStatus<AdminListing>(
      await as.operator('POST', `/api/admin/listings/${second.id}/reject`, { reason }),
      200,
    );
    expect(rejected.listing!.status).toMatchObject({ value: 'REVIEW_REJECTED', reason });
    expect(await statusOf(second.id)).toMatchObject({ value: 'REVIEW_REJECTED', reason });

    const audit = expectStatus<AuditLogList>(
      await as.auditor('GET', '/api/admin/audit-log?filter=entityType=LISTING'),
      200,
    );
    expect(audit.items.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'listing.rejected', entityId: second.id, reason }),
      expect.objectContaining({
        action: 'listing.approved',
        entityId: first.id,
        actor: expect.objectContaining({ name: 'Olivia Operator' }),
      }),
    ]);
    expectError(
      await as.operator('GET', '/api/admin/listings/0b6f6f3e-1f55-4a37-9c55-6c1f0000ffff'),
      404,
      LISTING_MESSAGES.notFound,
    );
  });
});

describe('the seller lifecycle', () => {
  it('edits a rejected listing at once, submits it again, and turns another into a draft', async () => {
    const listing = await submitListing(as.seller, body());
    await as.operator('POST', `/api/admin/listings/${listing.id}/reject`, { reason: 'Wrong grade' });
    const edited = expectStatus<Listing>(
      await as.seller('PUT', url(listing.id), {
        ...body({ description: 'Now S355J2' }),
        sellerTermsAccepted: undefined,
      }),
      200,
    );
    expect(edited).toMatchObject({
      description: 'Now S355J2',
      status: { value: 'REVIEW_REJECTED' },
      hasPendingChanges: false,
    });
    expect((await as.seller('POST', url(listing.id, '/submit'), {})).statusCode).toBe(400);
    const again = expectStatus<Listing>(
      await as.seller('POST', url(listing.id, '/submit'), { sellerTermsAccepted: true }),
      200,
    );
    expect(again.status).toMatchObject({ value: 'REVIEW_REQUIRED', reason: null });

    const other = await submitListing(as.seller, body({ internalSellerSku: 'TO-DRAFT' }));
    expectError(await as.seller('POST', url(other.id, '/draft')), 400, LISTING_MESSAGES.transitionNotAllowed);
    await as.operator('POST', `/api/admin/listings/${other.id}/reject`, { reason: 'Photos needed' });
    const draft = expectStatus<DraftListing>(await as.seller('POST', url(other.id, '/draft')), 201);
    expect(draft).toMatchObject({ internalSellerSku: 'TO-DRAFT', material: { product: 'SHEET' }, weight: 0.491 });
    expectError(await as.seller('GET', `/api/universal/listings/${other.id}`), 404, LISTING_MESSAGES.notFound);
    const drafts = await as.buyer('GET', '/api/universal/draft-listings/');
    expect(expectStatus<{ items: DraftListing[] }>(drafts, 200).items.map((d) => d.id)).toContain(draft.id);
  });

  it('refuses what the status does not allow with 400, and other organisations with 404', async () => {
    const review = await submitListing(as.seller, body());
    const price = { sellingPrice: { value: 60_000, currencyCode: 'GBP' } };
    for (const [method, action, payload] of [
      ['PUT', '/price', price],
      ['PUT', '/expiry', { expiresAt: offeredExpiry(t, 2) }],
      ['PUT', '/renewal', { expiresAt: offeredExpiry(t, 2) }],
      ['PUT', '', { ...body(), sellerTermsAccepted: undefined }],
      ['POST', '/submit', { sellerTermsAccepted: true }],
    ] as const) {
      expectError(await as.seller(method, url(review.id, action), payload), 400, LISTING_MESSAGES.transitionNotAllowed);
    }
    expectError(await as.rheinSeller('DELETE', url(review.id)), 404, LISTING_MESSAGES.notFound);
    expectError(await as.rheinSeller('PUT', url(review.id, '/price'), price), 404, LISTING_MESSAGES.notFound);
    expectError(await as.buyer('DELETE', url(review.id)), 403, 'This call needs the SELLER role.');

    const withdrawn = expectStatus<Listing>(await as.seller('DELETE', url(review.id)), 200);
    expect(withdrawn.status.value).toBe('WITHDRAWN');
    for (const [method, action, payload] of [
      ['DELETE', '', undefined],
      ['PUT', '/auto-renew', { enabled: true }],
      ['POST', '/submit', { sellerTermsAccepted: true }],
    ] as const) {
      expectError(await as.seller(method, url(review.id, action), payload), 400, LISTING_MESSAGES.transitionNotAllowed);
    }
    expectError(
      await as.operator('POST', `/api/admin/listings/${review.id}/approve`),
      400,
      LISTING_MESSAGES.transitionNotAllowed,
    );
  });

  it('changes price, expiry and auto-renewal of a live listing, with the old price kept', async () => {
    const live = await publishListing(as.seller, as.operator, body());
    const priced = expectStatus<Listing>(
      await as.seller('PUT', url(live.id, '/price'), { sellingPrice: { value: 60_000, currencyCode: 'GBP' } }),
      200,
    );
    expect(priced.pricing.netPricePerUnit).toBe(60_000);
    expect(priced.oldPricing?.netPricePerUnit).toBe(65_000);
    const refused = await as.seller('PUT', url(live.id, '/price'), {
      sellingPrice: { value: 60_000, currencyCode: 'EUR' },
    });
    expectError(refused, 400, LISTING_MESSAGES.currencyMismatch);
    expectError(
      await as.seller('PUT', url(live.id, '/expiry'), { expiresAt: '2026-03-02T11:00:00.000Z' }),
      400,
      LISTING_MESSAGES.invalidExpiry,
    );
    const expiresAt = offeredExpiry(t, 3, '16:00');
    const moved = expectStatus<Listing>(await as.seller('PUT', url(live.id, '/expiry'), { expiresAt }), 200);
    expect(moved.expiresAt).toBe(expiresAt);
    const renewing = expectStatus<Listing>(await as.seller('PUT', url(live.id, '/auto-renew'), { enabled: true }), 200);
    expect(renewing.autoRenew).toEqual({ enabled: true, expiresAt: '2026-03-12T16:00:00.000Z' });
    const error = (await as.seller('PUT', url(live.id, '/auto-renew'), {})).json<ErrorReply>();
    expect(error.kind).toBe('VALIDATION');
  });
});
