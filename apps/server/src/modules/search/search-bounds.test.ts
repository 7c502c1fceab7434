import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConcurrencyGate } from '../../platform/concurrency-gate';
import type { DatabaseHandle } from '../../platform/db/database';
import { actAs, demoActors, type Act } from '../../test-support/listing-helpers';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { findUserCredentialsByEmail } from '../users/service';
import { SEARCH_TOO_COSTLY } from './service';

/*
 * What bounds one search (issue 22: twenty broad searches at deep pages at once slowed every other
 * request to seconds), through HTTP: an instance runs SEARCH_CONCURRENCY searches at once and lets
 * four times as many wait, a user has at most SEARCH_CONCURRENCY_PER_CLIENT running or waiting, and
 * each statement of a search stops after SEARCH_STATEMENT_TIMEOUT_MS; every refusal is answered at
 * once in the error shape with Retry-After. The tests take the instance's places themselves (through
 * its gate, which no client can reach), so that what is full is certain on both drivers.
 */

const SEARCH = '/api/universal/search-listings/';
const onPostgres = Boolean(process.env.DATABASE_URL);
let handle: DatabaseHandle & { url?: string };
let t: TestApp;
let as: ReturnType<typeof demoActors>;
const apps: TestApp[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  // one search at a time, four waiting, two per user
  t = await buildTestApp(handle.db, { env: { SEARCH_CONCURRENCY: '1', SEARCH_CONCURRENCY_PER_CLIENT: '2' } });
  apps.push(t);
  as = demoActors(t);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle?.close();
});

/** Another app on the same database with other settings. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await buildTestApp(handle.db, { env });
  apps.push(app);
  return app;
}

/** Takes a place of the gate for `key` until release() (waiting for one first when all are taken). */
function hold(gate: ConcurrencyGate, key: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = gate.run(key, () => released);
  return { release, done };
}

const userIdOf = async (email: string) => (await findUserCredentialsByEmail(t.db, email))!.id;

function expectRefused(res: LightMyRequestResponse, status: 429 | 503, message: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({
    statusCode: status,
    kind: status === 429 ? 'RATE_LIMITED' : 'API',
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

describe('the search gate', () => {
  it('lets one user have two searches in flight: the third is answered 429 at once, another user’s waits', async () => {
    const gate = t.ctx.searchGate;
    const buyerId = await userIdOf(DEMO.buyer);
    const held = [hold(gate, buyerId), hold(gate, buyerId)];
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });

    expectRefused(await as.buyer('GET', SEARCH), 429, /^Too many searches at once/);
    // every kind of search counts: packages, the target price minimum
    expectRefused(await as.buyer('GET', '/api/universal/search-packages/'), 429, /^Too many searches at once/);
    expectRefused(
      await as.buyer('GET', '/api/universal/search-listings/target-price-minimum?filter=material.product%3DCOIL'),
      429,
      /^Too many searches at once/,
    );

    // another user's search waits for a place and is answered once there is one
    const waiting = as.rheinBuyer('GET', SEARCH);
    await expect.poll(() => gate.load().waiting).toBe(2);
    for (const h of held) h.release();
    await Promise.all(held.map((h) => h.done));
    const answered = await waiting;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    // and the buyer may search again
    expect((await as.buyer('GET', SEARCH)).statusCode).toBe(200);
  });

  it('runs one search and lets four wait: the next is answered 503 at once, and searches again once free', async () => {
    const gate = t.ctx.searchGate;
    const held = ['a', 'b', 'c', 'd', 'e'].map((key) => hold(gate, `held-${key}`));
    expect(gate.load()).toEqual({ running: 1, waiting: 4 });

    expectRefused(await as.buyer('GET', SEARCH), 503, /as many searches as it can/);
    expectRefused(await as.rheinBuyer('GET', '/api/universal/search-packages/'), 503, /as many searches as it can/);

    for (const h of held) h.release();
    await Promise.all(held.map((h) => h.done));
    expect((await as.buyer('GET', SEARCH)).statusCode).toBe(200);
  });

  it('lets a search wait for a place no longer than one of its statements may take (503)', async () => {
    const quick = await appWith({ SEARCH_CONCURRENCY: '1', SEARCH_STATEMENT_TIMEOUT_MS: '300' });
    const held = hold(quick.ctx.searchGate, 'held');
    const res = await actAs(quick, DEMO.buyer)('GET', SEARCH);
    expectRefused(res, 503, /as many searches as it can/);
    expect(quick.ctx.searchGate.load()).toEqual({ running: 1, waiting: 0 });
    held.release();
    await held.done;
  });
});

describe.runIf(onPostgres)(
  'a search statement past SEARCH_STATEMENT_TIMEOUT_MS (PostgreSQL; PGlite ignores it)',
  () => {
    it('is answered 503 with Retry-After in the error shape long before the request timeout', async () => {
      const bounded = await appWith({ SEARCH_STATEMENT_TIMEOUT_MS: '200', REQUEST_TIMEOUT_MS: '20000' });
      const buyer: Act = actAs(bounded, DEMO.buyer);
      // another session holds the listings table: every read of it waits
      const blocker = new pg.Client({ connectionString: handle.url! });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table listings in access exclusive mode');
        const started = performance.now();
        const res = await buyer('GET', `${SEARCH}?filter=${encodeURIComponent('materialDimensions.thickness>0.5')}`);
        expectRefused(res, 503, SEARCH_TOO_COSTLY);
        expect(res.body).not.toMatch(/cancel|statement|at \w+ \(/);
        // generous: an answer at the search's timeout, where it used to wait for the request timeout (408)
        expect(performance.now() - started).toBeLessThan(10_000);
        expect(bounded.ctx.searchGate.load()).toEqual({ running: 0, waiting: 0 });
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      // the search's connection went back to the pool unharmed
      expect((await buyer('GET', SEARCH)).statusCode).toBe(200);
    });
  },
);
