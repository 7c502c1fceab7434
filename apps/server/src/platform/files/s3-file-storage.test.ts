import { createHash, createHmac } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_STAND_IN_CREDENTIALS, startS3StandIn, type S3StandIn } from '../../test-support/s3-stand-in';
import { ConfigError, loadConfig } from '../config';
import { createFileStorage } from './create-file-storage';
import { StoredFileNotFoundError } from './file-storage';
import { createS3FileStorage, S3BucketUnavailableError, type S3StorageConfig } from './s3-file-storage';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const standIn = { ...S3_STAND_IN_CREDENTIALS };
const now = new Date('2026-03-02T10:00:00Z');
const signOptions = {
  contentType: 'application/pdf',
  fileName: 'Prüfzeugnis.pdf',
  disposition: 'inline' as const,
  now,
  ttlSeconds: 300,
};

function s3Config(overrides: Partial<S3StorageConfig> = {}): S3StorageConfig {
  return {
    driver: 's3',
    bucket: 'steelyard-files',
    region: 'eu-central-1',
    endpoint: 'http://127.0.0.1:9000',
    forcePathStyle: true,
    credentials,
    ...overrides,
  };
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes the Signature Version 4 of a presigned GET address, as S3 checks it. */
function expectedSignature(url: URL, secretAccessKey: string): string {
  const params = [...url.searchParams].filter(([key]) => key !== 'X-Amz-Signature');
  const query = params
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date')!;
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region!), service!), 'aws4_request');
  return hmac(key, toSign).toString('hex');
}

describe('S3 presigned addresses (no network)', () => {
  it('signs a path-style GET of the object with our type and name, valid for the TTL', async () => {
    const storage = createS3FileStorage(s3Config());
    const signed = await storage.signedReadUrl('documents/org-1/doc-1', signOptions);
    expect(signed.expiresAt.toISOString()).toBe('2026-03-02T10:05:00.000Z');
    const url = new URL(signed.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/steelyard-files/documents/org-1/doc-1');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20260302/eu-central-1/s3/aws4_request',
      'X-Amz-Date': '20260302T100000Z',
      'X-Amz-Expires': '300',
      'X-Amz-SignedHeaders': 'host',
      'response-content-type': 'application/pdf',
      // asked inline, but a PDF is always an attachment (issue 22, item 12)
      'response-content-disposition': `attachment; filename="Pr_fzeugnis.pdf"; filename*=UTF-8''Pr%C3%BCfzeugnis.pdf`,
    });
    expect(q['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(q['X-Amz-Signature']).toBe(expectedSignature(url, credentials.secretAccessKey));
  });

  it('keeps a picture inline and has the bucket answer with our type', async () => {
    const storage = createS3FileStorage(s3Config());
    const picture = { ...signOptions, contentType: 'image/jpeg', fileName: 'coil.jpg' };
    const url = new URL((await storage.signedReadUrl('documents/org-1/doc-2', picture)).url);
    expect(url.searchParams.get('response-content-type')).toBe('image/jpeg');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `inline; filename="coil.jpg"; filename*=UTF-8''coil.jpg`,
    );
  });

  it('addresses AWS virtual-hosted style without an endpoint', async () => {
    const storage = createS3FileStorage(s3Config({ endpoint: null, forcePathStyle: false, region: 'eu-west-2' }));
    const url = new URL((await storage.signedReadUrl('documents/org-1/doc-1', signOptions)).url);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://steelyard-files.s3.eu-west-2.amazonaws.com/documents/org-1/doc-1',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(expectedSignature(url, credentials.secretAccessKey));
  });

  it('is chosen by S3_BUCKET', () => {
    const config = loadConfig({
      S3_BUCKET: 'steelyard-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    expect(config.files.storage).toEqual(s3Config());
  });
});

/*
 * The driver against an S3-compatible server on loopback (issue 26): s3rver, with every request's
 * signature checked (test-support/s3-stand-in.ts), read back over plain HTTP as a browser would.
 */
describe('S3 storage against s3rver', () => {
  let s3: S3StandIn;
  let config: S3StorageConfig;
  const read = (now = new Date()) => ({ ...signOptions, now });

  beforeAll(async () => {
    s3 = await startS3StandIn();
    config = s3Config({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', credentials: standIn });
  });
  afterAll(async () => s3.close());

  it('puts, reads back and deletes an object, and says which key is missing', async () => {
    const storage = await createFileStorage(config, 'unused-for-s3');
    expect(storage.driver).toBe('s3');
    await storage.put('documents/org-1/doc-1', Buffer.from('%PDF-1.4 …'), 'application/pdf');
    const stored = await storage.get('documents/org-1/doc-1');
    expect(stored.size).toBe(Buffer.byteLength('%PDF-1.4 …'));
    expect(await text(stored.stream)).toBe('%PDF-1.4 …');
    await storage.delete('documents/org-1/doc-1');
    const gone = storage.get('documents/org-1/doc-1');
    await expect(gone).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(gone).rejects.toThrow('No file is stored under documents/org-1/doc-1');
    // S3 answers a delete of a missing key with success, and so does the store
    await expect(storage.delete('documents/org-1/doc-1')).resolves.toBeUndefined();
  });

  it('hands out presigned addresses the bucket answers over HTTP with our type and name', async () => {
    const storage = createS3FileStorage(config);
    await storage.put('documents/org-1/cert', Buffer.from('%PDF-1.4 cert'), 'application/octet-stream');
    const { url } = await storage.signedReadUrl('documents/org-1/cert', read());
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/documents/org-1/cert?`)).toBe(true);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString()).toBe('%PDF-1.4 cert');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Pr_fzeugnis.pdf"; filename*=UTF-8''Pr%C3%BCfzeugnis.pdf`,
    );

    await storage.put('documents/org-1/pic.thumbnail-160', Buffer.from('RIFF…WEBP'), 'image/webp');
    const thumbnail = await storage.signedReadUrl('documents/org-1/pic.thumbnail-160', {
      ...read(),
      contentType: 'image/webp',
      fileName: 'thumbnail-160-coil.webp',
    });
    const picture = await fetch(thumbnail.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('content-disposition')).toBe(
      `inline; filename="thumbnail-160-coil.webp"; filename*=UTF-8''thumbnail-160-coil.webp`,
    );
  });

  it('is answered 404 NoSuchKey for a missing object, 403 for an expired or altered address', async () => {
    const storage = createS3FileStorage(config);
    const missing = await fetch((await storage.signedReadUrl('documents/org-1/never-stored', read())).url);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<Code>NoSuchKey</Code>');

    await storage.put('documents/org-1/doc-2', Buffer.from('%PDF-1.4'), 'application/pdf');
    const expired = await storage.signedReadUrl('documents/org-1/doc-2', {
      ...read(new Date(Date.now() - 600_000)),
      ttlSeconds: 60,
    });
    const late = await fetch(expired.url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
    // a page that rewrote the type to run the file as HTML breaks the signature
    const altered = new URL((await storage.signedReadUrl('documents/org-1/doc-2', read())).url);
    altered.searchParams.set('response-content-type', 'text/html');
    const forged = await fetch(altered);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('starts on a bucket that already holds files (a restart, a second instance)', async () => {
    const storage = createS3FileStorage(config);
    for (const key of ['documents/org-2/a', 'documents/org-2/a.thumbnail', 'documents/org-2/b']) {
      await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    }
    await expect(createFileStorage(config, 'unused-for-s3')).resolves.toMatchObject({ driver: 's3' });
  });

  it('refuses to start on a bucket it cannot use, naming the bucket, the endpoint and S3’s reason', async () => {
    const refusal = async (overrides: Partial<S3StorageConfig>) => {
      const error = await createFileStorage({ ...config, ...overrides }, 'unused-for-s3').then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(S3BucketUnavailableError);
      // main.ts prints a ConfigError's message alone and exits 1
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    };
    const wrongKey = await refusal({ credentials: { ...standIn, accessKeyId: 'NOT-A-KEY' } });
    expect(wrongKey).toContain(`The S3 bucket "${s3.bucket}" at ${s3.endpoint} cannot be used: InvalidAccessKeyId`);
    expect(wrongKey).toContain('S3_ACCESS_KEY_ID');
    expect(await refusal({ credentials: { ...standIn, secretAccessKey: 'wrong-secret' } })).toContain(
      'cannot be used: SignatureDoesNotMatch (HTTP 403)',
    );
    expect(await refusal({ bucket: 'no-such-bucket' })).toContain(
      `The S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: NoSuchBucket (HTTP 404)`,
    );
    // nothing listens on port 9 of loopback (discard) here
    expect(await refusal({ endpoint: 'http://127.0.0.1:9' })).toMatch(
      /at http:\/\/127\.0\.0\.1:9 cannot be used: .*ECONNREFUSED/,
    );
  });
});
