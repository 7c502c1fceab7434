import { defineConfig, devices } from '@playwright/test';
import { e2eServerEnv } from './support/server-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // files in an S3 bucket and error reporting to Sentry: a server of their own (playwright.integrations.config.ts)
  testIgnore: ['**/s3-storage.spec.ts', '**/error-reporting.spec.ts'],
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // English was chosen on this device: the journeys read English whoever signs in (a user's own
    // language applies only where none was chosen, decision 108; shell.spec.ts signs in without it)
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'steelyard.language', value: 'en' }] }],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // A fresh, seeded embedded database for every run; the server serves the built web app.
  webServer: {
    command: `rm -rf ../test-results/e2e-data && node ../scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv(port, 'e2e-data'),
  },
});
