// An S3-compatible server on loopback (s3rver, signatures checked: src/test-support/s3-stand-in.ts) with one empty
// bucket, for the S3 journey (e2e/playwright.integrations.config.ts runs it as a web server). Stops on SIGTERM or SIGINT.
import path from 'node:path';
import { startS3StandIn } from '../src/test-support/s3-stand-in';

const s3 = await startS3StandIn({
  port: Number(process.env.S3_STAND_IN_PORT ?? 4568),
  bucket: process.env.S3_STAND_IN_BUCKET ?? 'steelyard-files',
  // a directory the caller names survives a kill (Playwright ends its web servers so), for a look after a failure
  directory: process.env.S3_STAND_IN_DIR ? path.resolve(process.env.S3_STAND_IN_DIR) : undefined,
});
console.log(`s3 stand-in: bucket ${s3.bucket} at ${s3.endpoint} (key ${s3.env.S3_ACCESS_KEY_ID})`);

const stop = async () => {
  await s3.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
