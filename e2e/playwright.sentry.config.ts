import { defineConfig } from '@playwright/test';
import single from './playwright.config';
import { E2E_DEV_MAILBOX_KEY } from './support/mailbox';

/*
 * The error-reporting journey (issue 26): the server's SENTRY_DSN points at a stand-in for Sentry's ingestion
 * on loopback (apps/server/scripts/sentry-stand-in.ts), so the public config switches the browser's Sentry
 * on and the CSP lets it post there. Its own fresh data and ports, so it can run beside the journeys.
 */

const port = Number(process.env.E2E_SENTRY_PORT ?? 3150);
const receiverPort = port + 9;
const dsn = `http://e2ekey@127.0.0.1:${receiverPort}/42`;
// the spec reads the envelopes back from the stand-in
process.env.E2E_SENTRY_RECEIVER = `http://127.0.0.1:${receiverPort}`;

export default defineConfig({
  ...single,
  testMatch: '**/error-reporting.spec.ts',
  testIgnore: [],
  outputDir: '../test-results/e2e-sentry',
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
      command: 'node --import tsx ../apps/server/scripts/sentry-stand-in.ts',
      url: `http://127.0.0.1:${receiverPort}/received`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SENTRY_STAND_IN_PORT: String(receiverPort), SENTRY_STAND_IN_KEY: 'e2ekey', SENTRY_STAND_IN_PROJECT: '42' },
    },
    {
      command: 'rm -rf ../test-results/e2e-sentry-data && node ../scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '../test-results/e2e-sentry-data',
        SKIP_WEB_BUILD: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEV_MAILBOX: 'true',
        DEV_MAILBOX_KEY: E2E_DEV_MAILBOX_KEY,
        JOBS_POLL_MS: '200',
        AUTH_MAX_REQUESTS_PER_IP: '10000',
        RATE_LIMIT_PER_MINUTE: '100000',
        SENTRY_DSN: dsn,
        SENTRY_ENVIRONMENT: 'e2e',
        SENTRY_RELEASE: 'steelyard@e2e',
      },
    },
  ],
});
