import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { ErrorReply } from '@steelyard/domain/errors';
import { openPostgresDatabase, type DatabaseHandle } from '../../platform/db/database';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';

// The login throttle keeps its counts in `login_throttles` (decisions 17, 33, 133), so two instances of
// the server on one database lock together (issue 26). On PostgreSQL each has its own pool.

let handle: DatabaseHandle & { url?: string };
let secondPool: DatabaseHandle | null = null;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  handle = await openTestDatabase();
  secondPool = handle.url ? await openPostgresDatabase(handle.url) : null;
  const env = { AUTH_MAX_REQUESTS_PER_IP: '12' };
  a = await buildTestApp(handle.db, { env });
  b = await buildTestApp(secondPool?.db ?? handle.db, { env });
  b.clock.set(a.clock.now());
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondPool?.close();
  await handle.close();
});

const login = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username, password, tenant: 'MARKETPLACE' },
  });

describe('the login throttle across two instances', () => {
  it('locks an e-mail at an address after five failures spread over both, on both, for an hour', async () => {
    const address = '198.51.100.20';
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a])
      statuses.push((await login(t, DEMO.buyer, 'Wrong-Password-1', address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    for (const t of [b, a]) {
      // even the right password is refused, whichever instance is asked
      const locked = await login(t, DEMO.buyer, DEMO_PASSWORD, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json<ErrorReply>()).toEqual({
        statusCode: 429,
        kind: 'RATE_LIMITED',
        message: AUTH_MESSAGES.loginLocked,
      });
      expect(locked.headers['retry-after']).toBe('3600');
    }

    a.clock.advance(60 * 60 * 1000);
    b.clock.advance(60 * 60 * 1000);
    expect((await login(b, DEMO.buyer, DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts the access calls of an address on both instances against one limit', async () => {
    const address = '198.51.100.21';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await login(i % 2 ? a : b, `nobody-${i}@nowhere.example`, 'Wrong-Password-1', address)).statusCode,
      );
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 401));
    for (const t of [a, b]) {
      const refused = await login(t, DEMO.seller, DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorReply>()).toMatchObject({
        kind: 'RATE_LIMITED',
        message: AUTH_MESSAGES.tooManyRequests,
      });
      expect(refused.headers['retry-after']).toBe(String(15 * 60));
    }
    // another address is counted apart
    expect((await login(b, DEMO.seller, DEMO_PASSWORD, '198.51.100.22')).statusCode).toBe(200);
  });
});
