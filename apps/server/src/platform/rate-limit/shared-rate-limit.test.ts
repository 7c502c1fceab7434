import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { createTestConfig } from '../../test-support/test-config';
import { openTestDatabase } from '../../test-support/test-database';
import { openPostgresDatabase, type DatabaseHandle } from '../db/database';
import { readRows } from '../db/raw-rows';
import { createAddressMatcher } from './register-rate-limit';

// Two instances of the server on one database (issue 26): the general rate limit is counted in the
// database, so a client spreading its requests over them still meets one limit. On PostgreSQL each
// instance has its own connection pool, as two processes would.

const LIMIT = 5;
let handle: DatabaseHandle & { url?: string };
let secondPool: DatabaseHandle | null = null;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  handle = await openTestDatabase();
  secondPool = handle.url ? await openPostgresDatabase(handle.url) : null;
  const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_EXEMPT: '192.0.2.0/24,2001:db8::7' };
  a = await buildTestApp(handle.db, { env });
  b = await buildTestApp(secondPool?.db ?? handle.db, { env });
  // one instant for both instances, as two servers with synchronised clocks would have
  b.clock.set(a.clock.now());
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondPool?.close();
  await handle.close();
});

const health = (t: TestApp, remoteAddress: string) => t.app.inject({ url: '/api/health', remoteAddress });
const advanceBoth = (ms: number) => {
  a.clock.advance(ms);
  b.clock.advance(ms);
};
const rowsOf = (key: string) =>
  readRows<{ hits: number }>(handle.db, sql`select hits from rate_limit_hits where key = ${key}`);

describe('the general rate limit across two instances', () => {
  it('refuses the request past the limit whichever instance counted the earlier ones', async () => {
    const client = '198.51.100.1';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await health(a, client)).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await health(b, client)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    for (const instance of [a, b]) {
      const refused = await health(instance, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorReply>()).toEqual({
        statusCode: 429,
        kind: 'RATE_LIMITED',
        message: 'Too many requests. Please retry in 60 seconds.',
      });
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    }
    // another client is counted apart
    expect((await health(b, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts down one shared remainder, each instance answering the count of both', async () => {
    const client = '198.51.100.3';
    const remaining: string[] = [];
    for (const instance of [a, b, a, b]) {
      remaining.push(String((await health(instance, client)).headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1']);
  });

  it('lets exactly the limit through when both instances are hit at once', async () => {
    const client = '198.51.100.4';
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => health(i % 2 ? a : b, client)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - LIMIT);
    expect(await rowsOf(client)).toEqual([{ hits: 16 }]);
  });

  it('starts a new window for both instances once the minute has passed (moved clock)', async () => {
    const client = '198.51.100.5';
    for (let i = 0; i < LIMIT; i++) await health(i % 2 ? a : b, client);
    expect((await health(a, client)).statusCode).toBe(429);

    advanceBoth(30_000);
    const halfway = await health(b, client);
    expect(halfway.statusCode).toBe(429);
    expect(halfway.headers['retry-after']).toBe('30');

    advanceBoth(30_000);
    const next = await health(b, client);
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect((await health(a, client)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 2));
  });

  it('deletes the rows of addresses that have not come back, once a window', async () => {
    const gone = '198.51.100.6';
    await health(a, gone);
    expect(await rowsOf(gone)).toHaveLength(1);
    advanceBoth(60_000);
    // the next request after a window deletes what has ended, its own new count stays
    await health(a, '198.51.100.7');
    expect(await rowsOf(gone)).toEqual([]);
    expect(await rowsOf('198.51.100.7')).toEqual([{ hits: 1 }]);
  });

  it('never counts exempt addresses, nor the web app outside the API', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await health(i % 2 ? a : b, '192.0.2.44')).statusCode).toBe(200);
      expect((await health(i % 2 ? a : b, '2001:db8::7')).statusCode).toBe(200);
      expect((await a.app.inject({ url: '/favicon.svg', remoteAddress: '198.51.100.8' })).statusCode).not.toBe(429);
    }
    const counted = await readRows<{ key: string }>(
      handle.db,
      sql`select key from rate_limit_hits where key in ('192.0.2.44', '2001:db8::', '198.51.100.8')`,
    );
    expect(counted).toEqual([]);
  });
});

describe('RATE_LIMIT_EXEMPT', () => {
  it('matches addresses and CIDRs of both families, also an IPv4 client on a dual-stack socket', () => {
    const isExempt = createAddressMatcher(['10.1.0.0/16', '203.0.113.9', '2001:db8:5::/48']);
    expect(isExempt('10.1.200.3')).toBe(true);
    expect(isExempt('::ffff:10.1.0.1')).toBe(true);
    expect(isExempt('203.0.113.9')).toBe(true);
    expect(isExempt('2001:db8:5:1::20')).toBe(true);
    expect(isExempt('10.2.0.1')).toBe(false);
    expect(isExempt('203.0.113.10')).toBe(false);
    expect(isExempt('2001:db8:6::1')).toBe(false);
    expect(createAddressMatcher([])('10.1.0.1')).toBe(false);
  });

  it('refuses an entry that is not an address or a CIDR', () => {
    expect(createTestConfig({ RATE_LIMIT_EXEMPT: ' 10.0.0.0/8 , ::1 ' }).rateLimitExempt).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => createTestConfig({ RATE_LIMIT_EXEMPT: '10.0.0.0/33' })).toThrow(/RATE_LIMIT_EXEMPT: 10.0.0.0\/33/);
    expect(() => createTestConfig({ RATE_LIMIT_EXEMPT: 'loopback' })).toThrow(/RATE_LIMIT_EXEMPT: loopback/);
  });
});
