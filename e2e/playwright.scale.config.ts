import { defineConfig } from '@playwright/test';
import single from './playwright.config';
import { E2E_DEV_MAILBOX_KEY } from './support/mailbox';

/*
 * The journeys against two server instances behind a round-robin proxy (issue 12, scale out): one
 * fresh PostgreSQL database (created and dropped by the stack), one shared files directory, every
 * request to the other instance than the one before, so a journey signs in on one and goes on on
 * the other. `npm run soak` runs it after `npm run build`; SCALE_JOURNEYS=all runs every journey.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
// the operator's key of this run (e2e/support/operator.ts), apart from a journeys' run going on beside it
process.env.E2E_STATE_DIR ??= 'e2e-scale-data';

// a representative set that keeps the soak within CI's time: sign-in and recovery, the cart and buy-now with the
// operator's console, offers between two buyers (RFQs and selling with uploads: SCALE_JOURNEYS=all)
const REPRESENTATIVE = ['access', 'buying', 'offers'];

export default defineConfig({
  ...single,
  testMatch: [
    ...(process.env.SCALE_JOURNEYS === 'all' ? ['**/*.spec.ts'] : REPRESENTATIVE.map((name) => `**/${name}.spec.ts`)),
    // checks that need both instances (*.scale.ts), never run by the single-server journeys
    '**/*.scale.ts',
  ],
  outputDir: '../test-results/e2e-scale',
  // as in CI: one retry, which Playwright reports as flaky
  retries: 1,
  webServer: {
    command: 'node --import tsx ../apps/server/scripts/scale-out-stack.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // the stack stops both servers and drops its database on SIGTERM
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // both instances open the mailbox with the journeys' key
    env: { PORT: String(port), E2E_STATE_DIR: process.env.E2E_STATE_DIR, DEV_MAILBOX_KEY: E2E_DEV_MAILBOX_KEY },
  },
});
