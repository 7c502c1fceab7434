import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExchangeReply, DocumentReference } from '@steelyard/domain/documents';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
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
import { documents } from './schema';

/*
 * A listing's pictures (issue 23, item 14): the seller's order kept, the main picture chosen and
 * shown on the search card, a thumbnail made at upload and read under the picture's own access
 * rule, and more pictures than allowed refused.
 */

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let filesDir: string;
let pickup: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-pictures-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir } });
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickup = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A plain PNG of one colour, `width` wide (each test picture a different one). */
const png = (width: number, red: number) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: red, g: 90, b: 90 } } })
    .png()
    .toBuffer();

async function uploadPictures(count: number, width = 640): Promise<DocumentReference[]> {
  const pictures: DocumentReference[] = [];
  for (let n = 1; n <= count; n++) {
    pictures.push(await uploadAs(t, DEMO.seller, 'PICTURE', await png(width, 20 * n), `picture-${n}.png`));
  }
  return pictures;
}

const exchange = async (act: Act, id: string, variant?: 'thumbnail') =>
  act('GET', `/api/universal/documents/${id}/exchange${variant ? `?variant=${variant}` : ''}`);

const listingBody = (pictures: readonly { documentId: string; main?: boolean }[]) => ({
  ...sheetBody(pickup, offeredExpiry(t, 3), { prime: false }),
  pictures,
});

describe('listing pictures', () => {
  it("keeps the seller's order and main picture, and the search card shows the main one", async () => {
    const [p1, p2, p3, p4] = await uploadPictures(4);
    const chosen = [p1!, p2!, p3!, p4!].map((p) => ({ documentId: p.documentId, main: p === p3 }));
    const live = await publishListing(as.seller, as.operator, listingBody(chosen));
    const expected = [p1, p2, p3, p4].map((p) => ({ documentId: p!.documentId, main: p === p3, thumbnail: true }));
    expect(live.pictures.map(({ documentId, main, thumbnail }) => ({ documentId, main, thumbnail }))).toEqual(expected);

    for (const act of [as.seller, as.rheinBuyer]) {
      const read = expectStatus<Listing>(await act('GET', `/api/universal/listings/${live.id}`), 200);
      expect(read.pictures.map(({ documentId, main }) => ({ documentId, main }))).toEqual(
        expected.map(({ documentId, main }) => ({ documentId, main })),
      );
    }
    const reply = expectStatus<SearchListingsReply>(
      await as.rheinBuyer(
        'GET',
        `/api/universal/search-listings/?filter=${encodeURIComponent('material.product=SHEET')}`,
      ),
      200,
    );
    expect(reply.items.find((i) => i.id === live.id)?.picture?.documentId).toBe(p3!.documentId);
  });

  it('moves the main picture when the seller chooses another, through a draft too', async () => {
    const [p1, p2] = await uploadPictures(2);
    const draft = expectStatus<{ id: string; pictures: DocumentReference[] }>(
      await as.seller('POST', '/api/universal/draft-listings/', {
        material: { product: 'SHEET' },
        pictures: [{ documentId: p2!.documentId }, { documentId: p1!.documentId, main: true }],
      }),
      201,
    );
    expect(draft.pictures.map((p) => [p.documentId, p.main])).toEqual([
      [p2!.documentId, false],
      [p1!.documentId, true],
    ]);
    const saved = expectStatus<{ pictures: DocumentReference[] }>(
      await as.seller('PUT', `/api/universal/draft-listings/${draft.id}`, {
        material: { product: 'SHEET' },
        pictures: [{ documentId: p2!.documentId, main: true }, { documentId: p1!.documentId }],
      }),
      200,
    );
    expect(saved.pictures.map((p) => [p.documentId, p.main])).toEqual([
      [p2!.documentId, true],
      [p1!.documentId, false],
    ]);
  });

  it('waits for review when a live listing gets another main picture, and buyers see it once approved', async () => {
    const [p1, p2] = await uploadPictures(2);
    const body = listingBody([{ documentId: p1!.documentId, main: true }, { documentId: p2!.documentId }]);
    const live = await publishListing(as.seller, as.operator, body);
    const edit = {
      ...body,
      sellerTermsAccepted: undefined,
      pictures: [{ documentId: p1!.documentId }, { documentId: p2!.documentId, main: true }],
    };
    const saved = expectStatus<Listing>(await as.seller('PUT', `/api/seller/listings/${live.id}`, edit), 200);
    expect(saved.revision?.changedFields).toEqual(['pictures']);
    expect(saved.revision?.content.pictures?.map((p) => p.main)).toEqual([false, true]);
    const mainFor = async (act: Act) =>
      expectStatus<Listing>(await act('GET', `/api/universal/listings/${live.id}`), 200).pictures.find((p) => p.main)
        ?.documentId;
    expect(await mainFor(as.rheinBuyer)).toBe(p1!.documentId);
    expectStatus(await as.operator('POST', `/api/admin/listings/${live.id}/approve`), 200);
    expect(await mainFor(as.rheinBuyer)).toBe(p2!.documentId);
  });

  it('makes a 320 px WebP thumbnail at upload, read under the picture’s own access rule', async () => {
    const [picture] = await uploadPictures(1, 1600);
    expect(picture).toMatchObject({ kind: 'PICTURE', main: false, thumbnail: true });
    const { url } = expectStatus<DocumentExchangeReply>(
      await exchange(as.seller, picture!.documentId, 'thumbnail'),
      200,
    );
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 320,
      height: 160,
    });
    // the picture itself is untouched
    const original = expectStatus<DocumentExchangeReply>(await exchange(as.seller, picture!.documentId), 200);
    expect((await sharp((await t.app.inject({ url: original.url })).rawPayload).metadata()).width).toBe(1600);

    // a buyer reads neither the picture nor its thumbnail while it belongs to no live listing
    expect((await exchange(as.rheinBuyer, picture!.documentId, 'thumbnail')).statusCode).toBe(404);
    expect((await exchange(as.rheinBuyer, picture!.documentId)).statusCode).toBe(404);
    await publishListing(as.seller, as.operator, listingBody([{ documentId: picture!.documentId }]));
    const seen = expectStatus<DocumentExchangeReply>(
      await exchange(as.rheinBuyer, picture!.documentId, 'thumbnail'),
      200,
    );
    expect((await t.app.inject({ url: seen.url })).headers['content-type']).toBe('image/webp');
  });

  it('makes thumbnails 160, 320 and 640 px wide, never enlarged, and deletes them with the picture (issue 25)', async () => {
    const [picture] = await uploadPictures(1, 1600);
    const reply = expectStatus<DocumentExchangeReply>(await exchange(as.seller, picture!.documentId, 'thumbnail'), 200);
    expect(reply.thumbnails?.map(({ width }) => width)).toEqual([160, 320, 640]);
    // url stays the 320 px one, for clients that read only it
    expect(reply.thumbnails?.find(({ width }) => width === 320)?.url).toBe(reply.url);
    for (const { width, url } of reply.thumbnails!) {
      const file = await t.app.inject({ url });
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width });
    }
    const [row] = await t.db.select().from(documents).where(eq(documents.id, picture!.documentId));
    const stored = path.join(filesDir, row!.storageKey);
    const keys = ['.thumbnail-160', '.thumbnail', '.thumbnail-640'].map((suffix) => `${stored}${suffix}`);
    expect(keys.map(existsSync)).toEqual([true, true, true]);

    // a picture narrower than a width gets no copy of that width, but always the 320 one (not enlarged)
    const [small] = await uploadPictures(1, 200);
    const smallReply = expectStatus<DocumentExchangeReply>(
      await exchange(as.seller, small!.documentId, 'thumbnail'),
      200,
    );
    expect(smallReply.thumbnails?.map(({ width }) => width)).toEqual([160, 320]);
    expect((await sharp((await t.app.inject({ url: smallReply.url })).rawPayload).metadata()).width).toBe(200);

    expect((await as.seller('DELETE', `/api/universal/documents/${picture!.documentId}`)).statusCode).toBe(204);
    expect([stored, ...keys].map(existsSync)).toEqual([false, false, false, false]);
  });

  it('answers only the 320 px thumbnail for a picture uploaded before there were more widths (issue 25)', async () => {
    const [picture] = await uploadPictures(1, 1600);
    // what a row written before migration 0026 holds
    await t.db.update(documents).set({ thumbnailWidths: null }).where(eq(documents.id, picture!.documentId));
    const reply = expectStatus<DocumentExchangeReply>(await exchange(as.seller, picture!.documentId, 'thumbnail'), 200);
    expect(reply.thumbnails).toEqual([{ width: 320, url: reply.url }]);
    expect((await sharp((await t.app.inject({ url: reply.url })).rawPayload).metadata()).width).toBe(320);
    // the picture itself answers no thumbnails
    expect(expectStatus<DocumentExchangeReply>(await exchange(as.seller, picture!.documentId), 200).thumbnails).toBe(
      undefined,
    );
  });

  it('refuses more pictures than a listing may have, and two main pictures, with 400 and the reason', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      documentId: `00000000-0000-4000-8000-0000000000${10 + i}`,
    }));
    const tooMany = await as.seller('POST', '/api/seller/listings/', listingBody(eleven));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorReply>().details).toContainEqual({
      path: 'body.pictures',
      message: 'A listing can have at most 10 pictures.',
    });
    const [p1, p2] = await uploadPictures(2);
    const twoMain = await as.seller(
      'POST',
      '/api/seller/listings/',
      listingBody([
        { documentId: p1!.documentId, main: true },
        { documentId: p2!.documentId, main: true },
      ]),
    );
    expect(twoMain.statusCode).toBe(400);
    expect(twoMain.json<ErrorReply>().details).toContainEqual({
      path: 'body.pictures',
      message: 'Choose one main picture only.',
    });
  });
});
