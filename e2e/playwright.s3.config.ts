import { defineConfig } from '@playwright/test';
import single from './playwright.config';
import { E2E_DEV_MAILBOX_KEY } from './support/mailbox';

/*
 * The journey of files in an S3-compatible bucket (issue 26): the server keeps uploads in a bucket of
 * s3rver on loopback (its requests' signatures checked) and hands out presigned addresses the browser
 * reads straight from it. Its own fresh data, ports and operator key, so it can run beside the journeys.
 */

const port = Number(process.env.E2E_S3_PORT ?? 3140);
const s3Port = port + 9;
const bucket = 'steelyard-e2e';
// the spec checks that pictures and downloads come from here, not from the app
process.env.E2E_S3_ENDPOINT = `http://127.0.0.1:${s3Port}`;
process.env.E2E_STATE_DIR ??= 'e2e-s3-data';

export default defineConfig({
  ...single,
  testMatch: '**/s3-storage.spec.ts',
  testIgnore: [],
  outputDir: '../test-results/e2e-s3',
  use: {
    ...single.use,
    baseURL: `http://127.0.0.1:${port}`,
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'steelyard.language', value: 'en' }] }],
    },
  },
  webServer: [
    {
      // started first: the server checks the bucket before it starts
      command: 'rm -rf ../test-results/e2e-s3-bucket && node --import tsx ../apps/server/scripts/s3-stand-in.ts',
      url: `http://127.0.0.1:${s3Port}/${bucket}`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        S3_STAND_IN_PORT: String(s3Port),
        S3_STAND_IN_BUCKET: bucket,
        S3_STAND_IN_DIR: '../test-results/e2e-s3-bucket',
      },
    },
    {
      command: `rm -rf ../test-results/${process.env.E2E_STATE_DIR} && node ../scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `../test-results/${process.env.E2E_STATE_DIR}`,
        SKIP_WEB_BUILD: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEV_MAILBOX: 'true',
        DEV_MAILBOX_KEY: E2E_DEV_MAILBOX_KEY,
        JOBS_POLL_MS: '200',
        AUTH_MAX_REQUESTS_PER_IP: '10000',
        RATE_LIMIT_PER_MINUTE: '100000',
        // as a deployment on MinIO, R2 or Ceph sets it: the demo seed's files go to the bucket too
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    },
  ],
});
