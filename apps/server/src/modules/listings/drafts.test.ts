import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExchangeReply } from '@steelyard/domain/documents';
import { DOCUMENT_MESSAGES } from '@steelyard/domain/documents';
import type { DraftListing, DraftListingList } from '@steelyard/domain/listing-drafts';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { Listing } from '@steelyard/domain/listings';
import { expectError } from '../../test-support/account-helpers';
import { PDF_BYTES, PNG_BYTES } from '../../test-support/file-fixtures';
import {
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  sheetBody,
  uploadAs,
  type Act,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickupId: string;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-listing-files-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir } });
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const DRAFTS = '/api/universal/draft-listings';
const saveDraft = async (act: Act, body: object) =>
  expectStatus<DraftListing>(await act('POST', `${DRAFTS}/`, body), 201);

describe('draft listings', () => {
  it('are kept by everyone, private to the organisation, 50 a page, last changed first', async () => {
    // the buyer has no seller role: drafts are for everyone (spec 001 §6)
    const first = await saveDraft(as.buyer, { material: { product: 'COIL' }, weight: 12.5 });
    expect(first).toMatchObject({ material: { product: 'COIL' }, weight: 12.5, pictures: [] });
    t.clock.advance(1_000);
    const second = await saveDraft(as.seller, { material: { product: 'SHEET' }, origin: 'de' });
    expect(second.origin).toEqual(['DE']);
    expectError(await as.buyer('POST', `${DRAFTS}/`, { weight: 1 }), 400, 'The request is not valid.');

    t.clock.advance(1_000);
    const saved = await as.buyer('PUT', `${DRAFTS}/${first.id}`, { material: { product: 'COIL' }, weight: 13 });
    expect(expectStatus<DraftListing>(saved, 200)).toMatchObject({
      weight: 13,
      modifiedAt: t.clock.now().toISOString(),
    });

    const list = expectStatus<DraftListingList>(await as.manager('GET', `${DRAFTS}/`), 200);
    expect(list.items.map((d) => d.id)).toEqual([first.id, second.id]);
    const coils = await as.manager('GET', `${DRAFTS}/?filter=material.product=COIL`);
    expect(expectStatus<DraftListingList>(coils, 200).items.map((d) => d.id)).toEqual([first.id]);

    expect(expectStatus<DraftListingList>(await as.rheinSeller('GET', `${DRAFTS}/`), 200).items).toEqual([]);
    expectError(await as.rheinSeller('GET', `${DRAFTS}/${first.id}`), 404, LISTING_MESSAGES.draftNotFound);
    expectError(
      await as.rheinSeller('PUT', `${DRAFTS}/${first.id}`, { material: { product: 'COIL' } }),
      404,
      LISTING_MESSAGES.draftNotFound,
    );
  });

  it('are deleted by their seller or by a manager only', async () => {
    const buyers = await saveDraft(as.buyer, { material: { product: 'PLATE' } });
    const sellers = await saveDraft(as.seller, { material: { product: 'PLATE' } });
    expect((await as.buyer('DELETE', `/api/seller/draft-listings/${buyers.id}`)).statusCode).toBe(403);
    expectError(
      await as.seller('DELETE', `/api/seller/draft-listings/${buyers.id}`),
      403,
      LISTING_MESSAGES.draftDeleteNotAllowed,
    );
    expectError(
      await as.rheinSeller('DELETE', `/api/seller/draft-listings/${sellers.id}`),
      404,
      LISTING_MESSAGES.draftNotFound,
    );
    expect((await as.seller('DELETE', `/api/seller/draft-listings/${sellers.id}`)).statusCode).toBe(204);
    expect((await as.manager('DELETE', `/api/manager/draft-listings/${buyers.id}`)).statusCode).toBe(204);
    expectError(await as.seller('GET', `${DRAFTS}/${sellers.id}`), 404, LISTING_MESSAGES.draftNotFound);
    expectError(
      await as.manager('DELETE', `/api/manager/draft-listings/${buyers.id}`),
      404,
      LISTING_MESSAGES.draftNotFound,
    );
  });

  it('is submitted with draftId: the listing takes its files and the draft is gone', async () => {
    const picture = await uploadAs(t, DEMO.buyer, 'PICTURE', PNG_BYTES, 'sheet.png');
    const extra = await uploadAs(t, DEMO.buyer, 'PICTURE', PNG_BYTES, 'extra.png');
    const body = sheetBody(pickupId, offeredExpiry(t), { prime: false });
    const draft = await saveDraft(as.buyer, {
      ...body,
      sellerTermsAccepted: undefined,
      pictures: [{ documentId: picture.documentId }, { documentId: extra.documentId }],
    });
    expect(draft.pictures?.map((p) => p.documentId)).toEqual([picture.documentId, extra.documentId]);
    // attached to the draft: not deletable on their own
    const del = await as.buyer('DELETE', `/api/universal/documents/${picture.documentId}`);
    expectError(del, 400, DOCUMENT_MESSAGES.attachedCannotBeDeleted);

    expectError(
      await as.seller('POST', '/api/seller/listings/', { ...body, draftId: '0b6f6f3e-1f55-4a37-9c55-6c1f0000ffff' }),
      404,
      LISTING_MESSAGES.draftNotFound,
    );
    const listing = expectStatus<Listing>(
      await as.seller('POST', '/api/seller/listings/', {
        ...body,
        draftId: draft.id,
        pictures: [{ documentId: picture.documentId }],
      }),
      201,
    );
    expect(listing.pictures.map((p) => p.documentId)).toEqual([picture.documentId]);
    expectError(await as.buyer('GET', `${DRAFTS}/${draft.id}`), 404, LISTING_MESSAGES.draftNotFound);
    // the picture the listing did not take is a loose upload again
    expect((await as.buyer('DELETE', `/api/universal/documents/${extra.documentId}`)).statusCode).toBe(204);
  });
});

describe('files of a listing', () => {
  const exchange = (act: Act, id: string) => act('GET', `/api/universal/documents/${id}/exchange`);

  it('are read by other organisations only while it is live; operators read them under review', async () => {
    const picture = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'plate.png');
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');
    const loose = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'loose.png');
    const listing = expectStatus<Listing>(
      await as.seller(
        'POST',
        '/api/seller/listings/',
        sheetBody(pickupId, offeredExpiry(t), {
          prime: false,
          pictures: [{ documentId: picture.documentId }],
          testCertificates: [{ documentId: certificate.documentId }],
        }),
      ),
      201,
    );
    expect(listing.testCertificates).toEqual([
      expect.objectContaining({ documentId: certificate.documentId, kind: 'CERTIFICATE' }),
    ]);
    for (const doc of [picture, certificate]) {
      expectError(await exchange(as.rheinBuyer, doc.documentId), 404, DOCUMENT_MESSAGES.notFound);
      expect((await exchange(as.buyer, doc.documentId)).statusCode).toBe(200);
    }
    const admin = await as.auditor('GET', `/api/admin/documents/${certificate.documentId}/exchange`);
    const { url } = expectStatus<DocumentExchangeReply>(admin, 200);
    expect((await t.app.inject({ url })).rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await as.auditor('GET', `/api/admin/documents/${picture.documentId}`)).statusCode).toBe(200);
    expectError(
      await as.auditor('GET', `/api/admin/documents/${loose.documentId}/exchange`),
      404,
      DOCUMENT_MESSAGES.notFound,
    );
    expect((await as.seller('GET', `/api/admin/documents/${picture.documentId}/exchange`)).statusCode).toBe(403);

    await as.operator('POST', `/api/admin/listings/${listing.id}/approve`);
    for (const doc of [picture, certificate])
      expect((await exchange(as.rheinBuyer, doc.documentId)).statusCode).toBe(200);
    expectError(await exchange(as.rheinBuyer, loose.documentId), 404, DOCUMENT_MESSAGES.notFound);

    await as.seller('DELETE', `/api/seller/listings/${listing.id}`);
    expectError(await exchange(as.rheinBuyer, picture.documentId), 404, DOCUMENT_MESSAGES.notFound);
  });

  it('must be uploads of the organisation of the right kind', async () => {
    const rheinPicture = await uploadAs(t, DEMO.rheinSeller, 'PICTURE', PNG_BYTES, 'other.png');
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');
    const res = await as.seller(
      'POST',
      '/api/seller/listings/',
      sheetBody(pickupId, offeredExpiry(t), {
        prime: false,
        pictures: [{ documentId: rheinPicture.documentId }, { documentId: certificate.documentId }],
      }),
    );
    expect(expectError(res, 400, DOCUMENT_MESSAGES.notFound).details).toEqual([
      { path: 'body.pictures.0', message: DOCUMENT_MESSAGES.notFound },
      { path: 'body.pictures.1', message: DOCUMENT_MESSAGES.unsupportedFileType },
    ]);
  });
});

describe('package drafts', () => {
  it('need the packages and package-drafts features', async () => {
    const plain = await addListingUser(t, 'plain.buyer@demo-steel.example', DEMO.buyer, ['BUYER'], ['PACKAGES']);
    const body = { material: { product: 'PACKAGE' }, packageTitle: 'Offcuts' };
    expectError(
      await plain('POST', '/api/universal/draft-packages/', body),
      403,
      LISTING_MESSAGES.packageDraftsFeatureRequired,
    );
    const none = await addListingUser(t, 'none.buyer@demo-steel.example', DEMO.buyer, [], []);
    expectError(await none('GET', '/api/universal/draft-packages/'), 403, LISTING_MESSAGES.packagesFeatureRequired);
    const draft = expectStatus<{ id: string; packageTitle: string }>(
      await as.buyer('POST', '/api/universal/draft-packages/', body),
      201,
    );
    expect(draft.packageTitle).toBe('Offcuts');
    expect((await as.seller('DELETE', `/api/seller/draft-packages/${draft.id}`)).statusCode).toBe(403);
    expect((await as.manager('DELETE', `/api/manager/draft-packages/${draft.id}`)).statusCode).toBe(204);
    // a listing draft is not a package draft
    const listingDraft = await saveDraft(as.seller, { material: { product: 'COIL' } });
    expectError(
      await as.seller('GET', `/api/universal/draft-packages/${listingDraft.id}`),
      404,
      LISTING_MESSAGES.draftNotFound,
    );
  });
});
