import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { createTestConfig } from '../test-support/test-config';
import { createTestClock } from './clock';
import { ConfigError } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { registerErrorHandlers } from './errors';
import { createJobRegistry } from './jobs/job-registry';
import { jobs } from './jobs/schema';
import { mailOutbox } from './mail/schema';
import { registerMetrics } from './metrics';

const TOKEN = 'metrics-token-0123456789-abcdefghij';
const withToken = { authorization: `Bearer ${TOKEN}` };

let handle: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db, { env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
  await handle?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format (comments left out). */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(app: FastifyInstance = t.app): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: withToken });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return parseSamples(res.body);
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

describe('GET /metrics access', () => {
  it('answers 404 (JSON, not the web app) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    // a built web app, whose not-found handler answers unknown pages outside /api with index.html
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-metrics-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Steelyard</title>');
    const off = await buildTestApp(handle.db, { env: { WEB_DIST_DIR: webDist } });
    try {
      expect((await off.app.inject({ url: '/some/page' })).body).toContain('<title>Steelyard</title>');
      for (const headers of [{}, withToken]) {
        const res = await off.app.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorReply>()).toEqual({ statusCode: 404, kind: 'NOT_FOUND', message: 'Route not found.' });
      }
    } finally {
      await off.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('answers 401 without the token, with a wrong one, and with the token in another scheme', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer wrong-token-0123456789-abcdefghij' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json<ErrorReply>()).toMatchObject({ statusCode: 401, kind: 'AUTHENTICATION_REQUIRED' });
      expect(res.body).not.toContain('steelyard_');
    }
  });

  it('serves the metrics on a listener of its own with METRICS_PORT, and not on the app port without a token', async () => {
    const port = await findFreePort();
    const listener = await buildTestApp(handle.db, { env: { METRICS_PORT: String(port) } });
    try {
      expect((await listener.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const samples = parseSamples(await res.text());
      expect(valueOf(samples, 'steelyard_ready')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await listener.close();
    }
    // closed with the app
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('asks for the token on the metrics listener too when both are set', async () => {
    const port = await findFreePort();
    const both = await buildTestApp(handle.db, { env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN } });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: withToken })).status).toBe(200);
      expect((await both.app.inject({ url: '/metrics', headers: withToken })).statusCode).toBe(200);
    } finally {
      await both.close();
    }
  });
});

describe('metrics', () => {
  it('has the process metrics, readiness, and request durations by route pattern, never by raw address', async () => {
    const organisationId = '0b5c1f4e-8d2a-4c61-9a7e-3f2d1c0b9a88';
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/organisations/${organisationId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/no-such-route-123' })).statusCode).toBe(404);
    const samples = await scrape();
    const count = (labels: Record<string, string>) =>
      valueOf(samples, 'steelyard_http_request_duration_seconds_count', labels);
    expect(count({ route: '/api/health', method: 'GET', status_class: '2xx' })).toBe(2);
    expect(count({ route: '/api/admin/organisations/:id', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(count({ route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(
      valueOf(samples, 'steelyard_http_request_duration_seconds_bucket', {
        route: '/api/health',
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(2);
    const text = samples.map((s) => JSON.stringify(s.labels)).join('\n');
    expect(text).not.toContain(organisationId);
    expect(text).not.toContain('no-such-route-123');
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
    expect(valueOf(samples, 'steelyard_ready')).toBe(1);
  });

  it('reports the connection pool on PostgreSQL, and none on PGlite (one connection in the process)', async () => {
    const samples = await scrape();
    if (handle.driver === 'postgres') {
      expect(valueOf(samples, 'steelyard_db_pool_max_connections')).toBe(10);
      expect(valueOf(samples, 'steelyard_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'steelyard_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(samples.filter((s) => s.name.startsWith('steelyard_db_pool_'))).toEqual([]);
    }
  });

  describe('from the database at scrape time', () => {
    beforeEach(async () => {
      await t.db.delete(jobs);
      await t.db.delete(mailOutbox);
    });

    it('counts due and failed jobs by type, and how long the oldest due one waited', async () => {
      const now = t.clock.now();
      const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
      const job = (
        type: string,
        state: 'pending' | 'running' | 'done' | 'failed',
        runAt: Date,
        lockedUntil?: Date,
      ) => ({
        type,
        payload: {},
        state,
        runAt,
        lockedUntil: lockedUntil ?? null,
      });
      await t.db.insert(jobs).values([
        job('metrics.a', 'pending', at(-90)),
        job('metrics.a', 'pending', at(-10)),
        job('metrics.a', 'pending', at(600)), // not due yet
        job('metrics.a', 'running', at(-300), at(-30)), // its lease ran out: claimable again
        job('metrics.a', 'running', at(-5), at(300)), // being run
        job('metrics.a', 'failed', at(-400)),
        job('metrics.a', 'done', at(-400)),
        job('metrics.b', 'failed', at(-400)),
        job('metrics.b', 'failed', at(-400)),
      ]);
      const samples = await scrape();
      expect(valueOf(samples, 'steelyard_jobs_due', { type: 'metrics.a' })).toBe(3);
      expect(valueOf(samples, 'steelyard_jobs_failed', { type: 'metrics.a' })).toBe(1);
      expect(valueOf(samples, 'steelyard_jobs_due', { type: 'metrics.b' })).toBe(0);
      expect(valueOf(samples, 'steelyard_jobs_failed', { type: 'metrics.b' })).toBe(2);
      expect(valueOf(samples, 'steelyard_jobs_oldest_due_seconds', { type: 'metrics.a' })).toBe(90);
      expect(valueOf(samples, 'steelyard_jobs_oldest_due_seconds', { type: 'metrics.b' })).toBe(0);
      // registered types without a job have their series at zero
      const registered = t.ctx.jobs.types()[0]!;
      expect(valueOf(samples, 'steelyard_jobs_due', { type: registered })).toBe(0);

      // the clock moves on and the poller's work is done: the gauges follow at the next scrape
      t.clock.advance(60_000);
      await t.db.delete(jobs);
      const later = await scrape();
      expect(valueOf(later, 'steelyard_jobs_due', { type: 'metrics.a' })).toBeUndefined();
      expect(valueOf(later, 'steelyard_jobs_failed', { type: 'metrics.b' })).toBeUndefined();
      expect(valueOf(later, 'steelyard_jobs_due', { type: registered })).toBe(0);
    });

    it('counts the outbox messages not delivered, and the age of the oldest pending one', async () => {
      const now = t.clock.now();
      const message = (state: 'pending' | 'sent' | 'delivered_locally' | 'failed', ageSeconds: number) => ({
        to: 'ops@steelyard.example',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        template: 'test',
        locale: 'en',
        state,
        createdAt: new Date(now.getTime() - ageSeconds * 1000),
      });
      let samples = await scrape();
      expect(valueOf(samples, 'steelyard_mail_outbox_messages', { state: 'pending' })).toBe(0);
      expect(valueOf(samples, 'steelyard_mail_outbox_oldest_seconds', { state: 'pending' })).toBe(0);
      await t.db
        .insert(mailOutbox)
        .values([
          message('pending', 120),
          message('pending', 5),
          message('failed', 3_600),
          message('sent', 7_200),
          message('delivered_locally', 7_200),
        ]);
      samples = await scrape();
      expect(valueOf(samples, 'steelyard_mail_outbox_messages', { state: 'pending' })).toBe(2);
      expect(valueOf(samples, 'steelyard_mail_outbox_messages', { state: 'failed' })).toBe(1);
      expect(valueOf(samples, 'steelyard_mail_outbox_oldest_seconds', { state: 'pending' })).toBe(120);
    });
  });
});

describe('a database that answers nothing', () => {
  it('still answers the scrape within the connect timeout: process metrics, not ready, no table gauges', async () => {
    // every query of it waits forever, as on a database that accepted the connection and went silent
    const silent: unknown = new Proxy(() => {}, {
      get: (_target, property) => (property === 'then' ? () => {} : silent),
      apply: () => silent,
    });
    const config = createTestConfig({ METRICS_TOKEN: TOKEN, DATABASE_CONNECT_TIMEOUT_MS: '200' });
    const app = Fastify();
    registerErrorHandlers(app, { report: () => {} });
    registerMetrics(app, {
      config,
      db: silent as Database,
      clock: createTestClock(),
      jobs: createJobRegistry(),
    });
    try {
      const started = performance.now();
      const samples = await scrape(app);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(valueOf(samples, 'steelyard_ready')).toBe(0);
      expect(samples.filter((s) => /^steelyard_(jobs|mail)_/.test(s.name))).toEqual([]);
      expect(samples.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('metrics configuration', () => {
  it('refuses a short token, the app port, and every interface without a token', () => {
    expect(() => createTestConfig({ METRICS_TOKEN: 'too-short-0123456789' })).toThrow(/METRICS_TOKEN/);
    expect(() => createTestConfig({ METRICS_TOKEN: `${TOKEN} with spaces` })).toThrow(/METRICS_TOKEN/);
    expect(() => createTestConfig({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(/METRICS_PORT must differ/);
    expect(() => createTestConfig({ METRICS_PORT: '9464', METRICS_HOST: 'localhost' })).toThrow(ConfigError);
    expect(() => createTestConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(/needs METRICS_TOKEN/);
    expect(() => createTestConfig({ METRICS_PORT: '9464', METRICS_HOST: '::' })).toThrow(/needs METRICS_TOKEN/);
    expect(createTestConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      token: TOKEN,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(createTestConfig().metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
  });
});

/** A port nobody listens on now (the kernel's choice, released at once). */
async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
