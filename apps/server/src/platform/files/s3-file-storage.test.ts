import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StoredFileNotFoundError } from './file-storage';
import { createS3FileStorage, type S3StorageConfig } from './s3-file-storage';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
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

describe('S3 storage against a local stand-in', () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
        if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/')) {
          res.writeHead(403).end();
        } else if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] ?? '' });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET' && objects.has(key)) {
          const object = objects.get(key)!;
          res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
          res.end(object.body);
        } else if (req.method === 'GET') {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else {
          res.writeHead(400).end();
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, reads and deletes objects in the bucket', async () => {
    const storage = createS3FileStorage(s3Config({ endpoint }));
    await storage.put('documents/org-1/doc-1', Buffer.from('%PDF-1.4 …'), 'application/pdf');
    expect(objects.get('/steelyard-files/documents/org-1/doc-1')).toEqual({
      body: Buffer.from('%PDF-1.4 …'),
      contentType: 'application/pdf',
    });
    const stored = await storage.get('documents/org-1/doc-1');
    expect(stored.size).toBe(Buffer.byteLength('%PDF-1.4 …'));
    expect(await text(stored.stream)).toBe('%PDF-1.4 …');
    await storage.delete('documents/org-1/doc-1');
    await expect(storage.get('documents/org-1/doc-1')).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it("keeps a picture's thumbnail beside it, under the picture's key and `.thumbnail` (issue 23, item 14)", async () => {
    const storage = createS3FileStorage(s3Config({ endpoint }));
    await storage.put('documents/org-1/pic-1.thumbnail', Buffer.from('RIFF…WEBP'), 'image/webp');
    expect(objects.get('/steelyard-files/documents/org-1/pic-1.thumbnail')?.contentType).toBe('image/webp');
    const { url } = await storage.signedReadUrl('documents/org-1/pic-1.thumbnail', {
      contentType: 'image/webp',
      fileName: 'thumbnail-coil.webp',
      disposition: 'inline',
      now: new Date(),
      ttlSeconds: 300,
    });
    expect(new URL(url).pathname).toBe('/steelyard-files/documents/org-1/pic-1.thumbnail');
    await storage.delete('documents/org-1/pic-1.thumbnail');
    expect(objects.has('/steelyard-files/documents/org-1/pic-1.thumbnail')).toBe(false);
  });
});
