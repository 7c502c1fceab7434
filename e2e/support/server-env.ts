import { E2E_DEV_MAILBOX_KEY } from './mailbox';

/** The environment of a journeys' server on `port` with its data in `dataDir` (under test-results). */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `../test-results/${dataDir}`,
    SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEV_MAILBOX: 'true',
    // the journeys read the mailbox with this key (support/mailbox.ts)
    DEV_MAILBOX_KEY: E2E_DEV_MAILBOX_KEY,
    JOBS_POLL_MS: '200',
    // every journey signs in from 127.0.0.1; keep the per-address limit out of the way
    AUTH_MAX_REQUESTS_PER_IP: '10000',
    // and the general API limit: the journeys' browsers and API helpers all come from it too
    RATE_LIMIT_PER_MINUTE: '100000',
  };
}
