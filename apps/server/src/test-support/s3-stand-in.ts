import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { checkSignature } from './s3-signature-check';

/*
 * An S3-compatible server on loopback for the S3 driver's tests, the S3 journey and the scale-out
 * pass (issue 26): s3rver with a bucket in a temporary directory, behind a check of every request's
 * Signature Version 4 (s3rver itself checks only the key id), addressed path-style.
 */

/** s3rver's one account: its key id and secret are fixed. */
export const S3_STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3StandIn {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (`<directory>/<bucket>/…`). */
  directory: string;
  /** The server's S3_ variables for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3StandInOptions {
  bucket?: string;
  /** A fixed port (the journeys' configuration names it); else a free one. */
  port?: number;
  /** Kept on close; else a temporary one, removed on close. */
  directory?: string;
}

/** Starts s3rver on 127.0.0.1 with one empty bucket. */
export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'steelyard-files';
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'steelyard-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    // a request signed with an unknown key id is refused (InvalidAccessKeyId), as S3 does
    allowMismatchedSignatures: false,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const secrets = { [S3_STAND_IN_CREDENTIALS.accessKeyId]: S3_STAND_IN_CREDENTIALS.secretAccessKey };
  const server = createServer((request, response) => {
    const fault = checkSignature(request, secrets);
    if (!fault) return handle(request, response);
    response.writeHead(403, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${fault.code}</Code><Message>${fault.message}</Message></Error>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_STAND_IN_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_CREDENTIALS.secretAccessKey,
    },
    async close() {
      // the SDK keeps connections open; they would hold close() up
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
