import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test-support/s3-stand-in';
import { startServerChild } from '../../test-support/server-child';

/*
 * The server (src/main.ts, as `npm start` runs it) on a bucket it cannot use (issue 26): it does
 * not start, and says which bucket, where, and S3's reason, in one line an operator can act on.
 */

let s3: S3StandIn;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-s3-start-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting on S3 storage', () => {
  it('refuses to start with a key the bucket does not know, naming the bucket, the endpoint and the S3 error', async () => {
    const env = { DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' };
    const refused = await startServerChild(env, { timeoutMs: 120_000 }).then(
      async (server) => {
        await server.stop();
        return null;
      },
      (error: unknown) => (error as Error).message,
    );
    expect(refused).toContain('the server exited before answering');
    expect(refused).toContain(
      `The S3 bucket "${s3.bucket}" at ${s3.endpoint} cannot be used: InvalidAccessKeyId (HTTP 403): ` +
        'The AWS Access Key Id you provided does not exist in our records. Check S3_BUCKET, S3_ENDPOINT',
    );
    // a configuration error's message alone, not a stack trace
    expect(refused).not.toContain('could not start');
  }, 150_000);
});
