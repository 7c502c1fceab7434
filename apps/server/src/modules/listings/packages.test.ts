import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import type { DocumentReply } from '@steelyard/domain/documents';
import type { DraftPackage, ListingPackage, PackageList } from '@steelyard/domain/packages';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { expectError } from '../../test-support/account-helpers';
import { makePackageListXlsx, PDF_BYTES } from '../../test-support/file-fixtures';
import {
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  uploadAs,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickupId: string;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-package-files-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir } });
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function packageBody(overrides: Record<string, unknown> = {}) {
  const workbook = await makePackageListXlsx([
    ['Grade', 'Thickness', 'Weight (t)'],
    ['S275JR', 6, 1.2],
    ['S355J2', 10, 2.5],
  ]);
  const list = await uploadAs(t, DEMO.seller, 'PACKAGE_LIST', workbook, 'offcuts.xlsx');
  return {
    material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
    packageTitle: 'Plate offcuts, mixed grades',
    packageDescription: 'Ten crates from the Sheffield yard.',
    packageDocument: { documentId: list.documentId },
    deliveryTimeframe: 'WITHIN_1_WEEK',
    origin: ['GB'],
    weight: 3.7,
    sellingPrice: { value: 45_000, currencyCode: 'GBP' },
    expiresAt: offeredExpiry(t),
    autoRenew: false,
    pickupAddressId: pickupId,
    sellerTermsAccepted: true,
    ...overrides,
  };
}

describe('packages', () => {
  it('are submitted with their package list, reviewed, listed and read like listings', async () => {
    const body = await packageBody();
    const created = expectStatus<ListingPackage>(await as.seller('POST', '/api/seller/packages/', body), 201);
    expect(created).toMatchObject({
      packageNumber: expect.stringMatching(/^PK-\d{6}$/),
      packageTitle: 'Plate offcuts, mixed grades',
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      deliveryTimeframe: 'WITHIN_1_WEEK',
      status: { value: 'REVIEW_REQUIRED' },
      packageDocument: { documentId: body.packageDocument.documentId, kind: 'PACKAGE_LIST' },
      weight: 3.7,
    });
    const queue = await as.operator('GET', '/api/admin/listings?filter=kind=PACKAGE;status.value=REVIEW_REQUIRED');
    expect(expectStatus<{ items: AdminListing[] }>(queue, 200).items.map((i) => [i.id, i.kind, i.listing])).toEqual([
      [created.id, 'PACKAGE', null],
    ]);
    const rows = await as.auditor('GET', `/api/admin/documents/${body.packageDocument.documentId}`);
    expect(expectStatus<DocumentReply>(rows, 200).packageList?.rows).toHaveLength(2);
    await as.operator('POST', `/api/admin/listings/${created.id}/approve`);

    const list = expectStatus<PackageList>(await as.seller('GET', '/api/universal/packaging/packages/'), 200);
    expect(list.items.map((p) => p.id)).toEqual([created.id]);
    // packages and listings are apart
    expectError(await as.seller('GET', `/api/universal/listings/${created.id}`), 404, LISTING_MESSAGES.notFound);
    const seen = await as.rheinBuyer('GET', `/api/universal/packaging/packages/${created.id}`);
    expect(expectStatus<ListingPackage>(seen, 200).status.value).toBe('PUBLISHED');
    const views = await as.seller('GET', `/api/universal/packaging/packages/views/${created.id}`);
    expect(expectStatus<{ numberOfViews: number }>(views, 200).numberOfViews).toBe(1);
    const list2 = await as.rheinBuyer('GET', `/api/universal/documents/${body.packageDocument.documentId}`);
    expect(list2.statusCode).toBe(200);
  });

  it('need the packages feature and a package list', async () => {
    const plain = await addListingUser(t, 'plain.seller@demo-steel.example', DEMO.seller, ['SELLER'], []);
    const body = await packageBody();
    expectError(await plain('POST', '/api/seller/packages/', body), 403, LISTING_MESSAGES.packagesFeatureRequired);
    expectError(
      await plain('GET', '/api/universal/packaging/packages/'),
      403,
      LISTING_MESSAGES.packagesFeatureRequired,
    );
    const missing = await as.seller('POST', '/api/seller/packages/', { ...body, packageDocument: null });
    expect(expectError(missing, 400, 'The request is not valid.').details).toEqual([
      { path: 'body.packageDocument', message: 'This field is required.' },
    ]);
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');
    const wrong = await as.seller('POST', '/api/seller/packages/', {
      ...body,
      packageDocument: { documentId: certificate.documentId },
    });
    expect(expectError(wrong, 400, 'Unsupported file type').details).toEqual([
      { path: 'body.packageDocument', message: 'Unsupported file type' },
    ]);
  });

  it("send a live package's new title and package list to the review; buyers see the old ones until approved", async () => {
    t.clock.set(LISTING_TEST_START);
    const body = await packageBody({ expiresAt: offeredExpiry(t, 2) });
    const created = expectStatus<ListingPackage>(await as.seller('POST', '/api/seller/packages/', body), 201);
    await as.operator('POST', `/api/admin/listings/${created.id}/approve`);
    const newList = (await packageBody()).packageDocument;
    const saved = expectStatus<ListingPackage>(
      await as.seller('PUT', `/api/seller/packages/${created.id}`, {
        ...body,
        sellerTermsAccepted: undefined,
        packageTitle: 'Plate offcuts, S355J2 only',
        packageDocument: newList,
      }),
      200,
    );
    expect(saved).toMatchObject({
      packageTitle: 'Plate offcuts, mixed grades',
      packageDocument: { documentId: body.packageDocument.documentId },
      revision: {
        changedFields: ['packageTitle', 'packageDocument'],
        content: { packageTitle: 'Plate offcuts, S355J2 only', packageDocument: { documentId: newList.documentId } },
      },
    });
    const buyerView = async () =>
      expectStatus<ListingPackage>(await as.rheinBuyer('GET', `/api/universal/packaging/packages/${created.id}`), 200);
    expect(await buyerView()).toMatchObject({
      packageTitle: 'Plate offcuts, mixed grades',
      packageDocument: { documentId: body.packageDocument.documentId },
      hasPendingChanges: false,
    });
    const review = expectStatus<AdminListing>(await as.auditor('GET', `/api/admin/listings/${created.id}`), 200);
    expect(review.package!.revision!.changedFields).toEqual(['packageTitle', 'packageDocument']);
    expectStatus(await as.operator('POST', `/api/admin/listings/${created.id}/approve`), 200);
    expect(await buyerView()).toMatchObject({
      packageTitle: 'Plate offcuts, S355J2 only',
      packageDocument: { documentId: newList.documentId },
    });
  });

  it('run the same lifecycle: edit while rejected, expire, renew, withdraw; turn into a package draft', async () => {
    t.clock.set(LISTING_TEST_START);
    const body = await packageBody({ expiresAt: offeredExpiry(t, 1, '10:00') });
    const created = expectStatus<ListingPackage>(await as.seller('POST', '/api/seller/packages/', body), 201);
    await as.operator('POST', `/api/admin/listings/${created.id}/reject`, { reason: 'Title too vague' });
    const edited = await as.seller('PUT', `/api/seller/packages/${created.id}`, {
      ...body,
      sellerTermsAccepted: undefined,
      packageTitle: 'S275 and S355 plate offcuts',
    });
    expect(expectStatus<ListingPackage>(edited, 200)).toMatchObject({
      packageTitle: 'S275 and S355 plate offcuts',
      status: { value: 'REVIEW_REJECTED', reason: 'Title too vague' },
    });
    await as.seller('POST', `/api/seller/packages/${created.id}/submit`, { sellerTermsAccepted: true });
    await as.operator('POST', `/api/admin/listings/${created.id}/approve`);

    t.clock.set(new Date(body.expiresAt));
    await t.runJobs();
    const get = async () =>
      expectStatus<ListingPackage>(await as.seller('GET', `/api/universal/packaging/packages/${created.id}`), 200);
    expect((await get()).status.value).toBe('EXPIRED');
    const renewal = { expiresAt: offeredExpiry(t, 2), sellingPrice: { value: 42_000, currencyCode: 'GBP' } };
    const renewed = await as.seller('PUT', `/api/seller/packages/${created.id}/renewal`, renewal);
    expect(expectStatus<ListingPackage>(renewed, 200)).toMatchObject({
      status: { value: 'PUBLISHED' },
      pricing: { netPricePerUnit: 42_000 },
    });
    const withdrawn = await as.seller('DELETE', `/api/seller/packages/${created.id}`);
    expect(expectStatus<ListingPackage>(withdrawn, 200).status.value).toBe('WITHDRAWN');

    const other = expectStatus<ListingPackage>(
      await as.seller('POST', '/api/seller/packages/', await packageBody()),
      201,
    );
    await as.operator('POST', `/api/admin/listings/${other.id}/reject`, { reason: 'Duplicate' });
    const draft = expectStatus<DraftPackage>(await as.seller('POST', `/api/seller/packages/${other.id}/draft`), 201);
    expect(draft).toMatchObject({
      packageTitle: 'Plate offcuts, mixed grades',
      packageDocument: { kind: 'PACKAGE_LIST' },
      material: { product: 'PACKAGE' },
    });
    const drafts = expectStatus<{ items: DraftPackage[] }>(
      await as.seller('GET', '/api/universal/draft-packages/'),
      200,
    );
    expect(drafts.items.map((d) => d.id)).toEqual([draft.id]);
  });
});
