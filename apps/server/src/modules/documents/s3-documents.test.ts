import { DeleteObjectsCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentExchangeReply } from '@steelyard/domain/documents';
import { createS3Client, type S3StorageConfig } from '../../platform/files/s3-file-storage';
import { PDF_BYTES } from '../../test-support/file-fixtures';
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
import { startS3StandIn, type S3StandIn } from '../../test-support/s3-stand-in';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { documents } from './schema';

/*
 * Documents kept in an S3-compatible bucket (issue 26): the app configured with S3_ variables as a
 * deployment sets them, against s3rver on loopback; uploads go to the bucket with their thumbnails,
 * and every address the API hands out is one the bucket itself answers.
 */

let s3: S3StandIn;
let t: TestApp;
let as: ReturnType<typeof demoActors>;

beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({ env: s3.env });
  // presigned addresses are checked against the real time by the bucket: the app's clock is left alone
  as = demoActors(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const picture = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: { r: 180, g: 70, b: 40 } } })
    .png()
    .toBuffer();

const exchange = async (act: Act, id: string, variant?: 'thumbnail') =>
  expectStatus<DocumentExchangeReply>(
    await act('GET', `/api/universal/documents/${id}/exchange${variant ? `?variant=${variant}` : ''}`),
    200,
  );

/** A client of the app's bucket, with the app's credentials. */
const bucketClient = () => createS3Client(t.config.files.storage as S3StorageConfig);

/** Whether the bucket holds `key` (HeadObject, as the deployment's credentials see it). */
async function inBucket(key: string): Promise<boolean> {
  const client = bucketClient();
  try {
    await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}

const storageKeyOf = async (id: string) =>
  (await t.db.select().from(documents).where(eq(documents.id, id)))[0]!.storageKey;

describe('documents in an S3 bucket', () => {
  it('keeps a listing picture and its 160, 320 and 640 px thumbnails in the bucket, read by a buyer from it', async () => {
    expect(t.config.files.storage.driver).toBe('s3');
    // the listing's dates are the clock's: set only here, after the app has been built
    t.clock.set(LISTING_TEST_START);
    const uploaded = await uploadAs(t, DEMO.seller, 'PICTURE', await picture(1600), 'coil.png');
    expect(uploaded).toMatchObject({ kind: 'PICTURE', thumbnail: true });
    const key = await storageKeyOf(uploaded.documentId);
    for (const suffix of ['', '.thumbnail-160', '.thumbnail', '.thumbnail-640'])
      expect(await inBucket(`${key}${suffix}`)).toBe(true);

    const pickup = (await primaryWarehouse(as.seller)).id;
    const body = {
      ...sheetBody(pickup, offeredExpiry(t, 3), { prime: false }),
      pictures: [{ documentId: uploaded.documentId }],
    };
    await publishListing(as.seller, as.operator, body);
    t.clock.set(new Date());

    const original = await exchange(as.rheinBuyer, uploaded.documentId);
    expect(original.url.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    const file = await fetch(original.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="coil.png"; filename*=UTF-8''coil.png`);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1600);

    const thumbnails = await exchange(as.rheinBuyer, uploaded.documentId, 'thumbnail');
    expect(thumbnails.thumbnails?.map(({ width }) => width)).toEqual([160, 320, 640]);
    for (const { width, url } of thumbnails.thumbnails!) {
      expect(new URL(url).origin).toBe(s3.endpoint);
      const thumbnail = await fetch(url);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width });
    }
    // the page that shows them allows the bucket's pictures
    const page = await t.app.inject({ url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
  });

  it('serves a certificate as a download with its name, and deletes it with the API', async () => {
    t.clock.set(new Date());
    const uploaded = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'Prüfzeugnis 3.1.pdf');
    const key = await storageKeyOf(uploaded.documentId);
    const { url } = await exchange(as.seller, uploaded.documentId);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Pr_fzeugnis 3.1.pdf"; filename*=UTF-8''Pr%C3%BCfzeugnis%203.1.pdf`,
    );

    expect((await as.seller('DELETE', `/api/universal/documents/${uploaded.documentId}`)).statusCode).toBe(204);
    expect(await inBucket(key)).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    expect((await as.seller('GET', `/api/universal/documents/${uploaded.documentId}/exchange`)).statusCode).toBe(404);
  });

  it('answers 404 from the bucket, not 500 from the API, for a file gone from the bucket, and still deletes its row', async () => {
    t.clock.set(new Date());
    const uploaded = await uploadAs(t, DEMO.seller, 'PICTURE', await picture(400), 'gone.png');
    const key = await storageKeyOf(uploaded.documentId);
    // removed behind the app's back (a lifecycle rule, an operator's mistake)
    const client = bucketClient();
    await client.send(
      new DeleteObjectsCommand({
        Bucket: s3.bucket,
        Delete: { Objects: ['', '.thumbnail-160', '.thumbnail'].map((suffix) => ({ Key: `${key}${suffix}` })) },
      }),
    );
    const { url } = await exchange(as.seller, uploaded.documentId);
    const missing = await fetch(url);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<Code>NoSuchKey</Code>');
    expect((await as.seller('DELETE', `/api/universal/documents/${uploaded.documentId}`)).statusCode).toBe(204);
    expect((await as.seller('GET', `/api/universal/documents/${uploaded.documentId}`)).statusCode).toBe(404);
  });
});
