import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, type ErrorReply } from '@steelyard/domain/errors';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './db/database';
import { checkReadiness, readMigrationJournal } from './readiness';

const journal = readMigrationJournal();
const newest = journal.at(-1)!;

let handle: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
});
afterAll(async () => {
  await t?.close();
  await handle?.close();
});

const get = (url: string, app = t.app) => app.inject({ url });

describe('health endpoints', () => {
  it('GET api/health/live answers 200 at once', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET api/health/ready answers 200 when the database answers and has every migration; api/health as before', async () => {
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers readiness 503 while the newest migration is not applied; liveness stays 200', async () => {
    const behind = await openTestDatabase();
    const app = await buildTestApp(behind.db);
    try {
      // as a database is when a new build starts before its migration ran (db:migrate as a separate step)
      await behind.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`);
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await get(url, app.app);
        expect(res.statusCode, url).toBe(503);
        expect(res.json<ErrorReply>()).toEqual({
          statusCode: 503,
          kind: 'API',
          message: 'Not ready: 1 migration(s) of this build are not applied to the database yet.',
          details: [{ path: 'migrations', message: '1 pending' }],
        });
      }
      expect((await get('/api/health/live', app.app)).statusCode).toBe(200);
      // the migration applied (here: its record back), the instance is ready again
      await behind.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${newest.when})`,
      );
      expect((await get('/api/health/ready', app.app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await behind.close();
    }
  });

  it('stays ready on a database ahead of the build (a newer instance migrated it during a rolling deploy)', async () => {
    const ahead = await openTestDatabase();
    const app = await buildTestApp(ahead.db);
    try {
      await ahead.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest.when + 60_000})`,
      );
      expect((await get('/api/health/ready', app.app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await ahead.close();
    }
  });

  it('answers readiness 503 with a retry hint while the database is out of reach; liveness stays 200', async () => {
    const cut = await openTestDatabase();
    const app = await buildTestApp(cut.db);
    try {
      await cut.close();
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await get(url, app.app);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json<ErrorReply>()).toEqual({ statusCode: 503, kind: 'API', message: SERVICE_UNAVAILABLE });
      }
      const live = await get('/api/health/live', app.app);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('leaves liveness out of the rate limit, which counts in the database, so an outage of it does not fail the probe', async () => {
    const cut = await openTestDatabase();
    const app = await buildTestApp(cut.db, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 5; i++) expect((await get('/api/health/live', app.app)).statusCode).toBe(200);
      // five probes and still under a limit of three: none was counted
      expect((await get('/api/health/ready', app.app)).statusCode).toBe(200);
      await cut.close();
      expect((await get('/api/health/live', app.app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('documents the three routes and their 503 in the OpenAPI document', async () => {
    const paths = (t.app.swagger() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> }).paths;
    expect(Object.keys(paths['/api/health/live']!.get.responses)).toEqual(['200']);
    expect(Object.keys(paths['/api/health/ready']!.get.responses)).toEqual(['200', '503']);
    expect(Object.keys(paths['/api/health']!.get.responses)).toEqual(['200', '503']);
  });
});

describe('checkReadiness', () => {
  it('counts journal entries newer than the newest applied migration as pending', async () => {
    const future = { tag: '9999_not_applied_yet', when: newest.when + 1 };
    expect(await checkReadiness(t.db, journal, 1_000)).toEqual({ ready: true });
    expect(await checkReadiness(t.db, [...journal, future], 1_000)).toEqual({
      ready: false,
      reason: 'migrations-pending',
      pending: 1,
    });
  });

  it('finds every migration pending on a database the migrator never ran on', async () => {
    const bare = await openTestDatabase();
    try {
      // the migrator creates its table at its first run: without it, nothing was ever applied
      await bare.db.execute(sql`drop schema drizzle cascade`);
      expect(await checkReadiness(bare.db, journal, 5_000)).toEqual({
        ready: false,
        reason: 'migrations-pending',
        pending: journal.length,
      });
    } finally {
      await bare.close();
    }
  });
});
