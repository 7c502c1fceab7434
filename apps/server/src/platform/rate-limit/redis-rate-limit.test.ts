import { randomInt } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../db/database';

// REDIS_URL (decision 201): the general rate limit counted in a real Redis server instead of the database,
// shared by two instances. The machines run Redis on 127.0.0.1:6379 (.ci/run starts it when it is down);
// REDIS_TEST_URL points elsewhere. Without a Redis server these tests are skipped, as the PostgreSQL-only ones.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 5;

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 500 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const redisUp = await reachable(REDIS_URL);

describe.skipIf(!redisUp)('the general rate limit in Redis (REDIS_URL)', () => {
  let handle: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  // an address of its own in every run: the counts live in Redis for a minute, beyond this test
  const client = `198.51.100.${randomInt(1, 250)}`;
  const health = (t: TestApp, remoteAddress = client) => t.app.inject({ url: '/api/health', remoteAddress });

  beforeAll(async () => {
    handle = await openTestDatabase();
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL };
    a = await buildTestApp(handle.db, { env });
    b = await buildTestApp(handle.db, { env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await handle.close();
  });

  it('refuses the request past the limit whichever instance counted the earlier ones', async () => {
    const statuses: number[] = [];
    for (const t of [a, a, a, b, b]) statuses.push((await health(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const t of [b, a]) {
      const refused = await health(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorReply>()).toMatchObject({ statusCode: 429, kind: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // the counts are in Redis, not in the database's table
    const other = `203.0.113.${randomInt(1, 250)}`;
    expect((await health(b, other)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('serves requests while Redis is out of reach, rather than refusing everyone', async () => {
    // a port nobody listens on: the counter is down, the API is not
    const down = await buildTestApp(handle.db, {
      env: { RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:1' },
    });
    try {
      for (let i = 0; i < 3; i++) expect((await health(down, '198.51.100.251')).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
