import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../platform/config';

/** The configuration of tests: quiet logs, cheap argon2, no global rate limit, a fixed secret, files in tmp. */
export function createTestConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST_DIR: '/nonexistent/steelyard-web-dist',
    SEED_DEMO: 'true',
    DEV_MAILBOX: 'true',
    PUBLIC_URL: 'http://steelyard.test',
    JOBS_POLL_MS: '0',
    // never the repository's data directory; tests of uploads set their own
    FILES_DIR: path.join(os.tmpdir(), 'steelyard-test-files'),
    ...overrides,
  });
}
