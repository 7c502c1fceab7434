import { defineConfig } from '@playwright/test';
import single from './playwright.config';
import { e2eServerEnv } from './support/server-env';

/*
 * The journeys of the real integrations (issue 26), on one server of their own beside the main journeys'
 * (its own fresh data, ports and operator key):
 * - files in an S3-compatible bucket: s3rver on loopback (its requests' signatures checked); the server
 *   keeps uploads there and hands out presigned addresses the browser reads straight from it;
 * - error reporting: SENTRY_DSN points at a stand-in for Sentry's ingestion on loopback, so the public
 *   config switches the browser's Sentry on and the CSP lets it post there.
 */

const port = Number(process.env.E2E_INTEGRATIONS_PORT ?? 3140);
const s3Port = port + 8;
const receiverPort = port + 9;
const bucket = 'steelyard-e2e';
const dsn = `http://e2ekey@127.0.0.1:${receiverPort}/42`;
// the specs check that pictures and downloads come from the bucket, and read the envelopes back
process.env.E2E_S3_ENDPOINT = `http://127.0.0.1:${s3Port}`;
process.env.E2E_SENTRY_RECEIVER = `http://127.0.0.1:${receiverPort}`;
process.env.E2E_STATE_DIR ??= 'e2e-integrations-data';

export default defineConfig({
  ...single,
  testMatch: ['**/s3-storage.spec.ts', '**/error-reporting.spec.ts'],
  testIgnore: [],
  outputDir: '../test-results/e2e-integrations',
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
      // started before the server, which checks the bucket when it starts
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
      command: 'node --import tsx ../apps/server/scripts/sentry-stand-in.ts',
      url: `http://127.0.0.1:${receiverPort}/received`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SENTRY_STAND_IN_PORT: String(receiverPort), SENTRY_STAND_IN_KEY: 'e2ekey', SENTRY_STAND_IN_PROJECT: '42' },
    },
    {
      command: `rm -rf ../test-results/${process.env.E2E_STATE_DIR} && node ../scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...e2eServerEnv(port, process.env.E2E_STATE_DIR!),
        // as a deployment on MinIO, R2 or Ceph sets it: the demo seed's files go to the bucket too
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        SENTRY_DSN: dsn,
        SENTRY_ENVIRONMENT: 'e2e',
        SENTRY_RELEASE: 'steelyard@e2e',
      },
    },
  ],
});
