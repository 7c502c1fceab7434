import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { AppError, sendRouteNotFound } from './errors';
import type { JobRegistry } from './jobs/job-registry';
import { jobs } from './jobs/schema';
import { mailOutbox } from './mail/schema';
import { checkReadiness, readMigrationJournal, withDeadline } from './readiness';

export interface MetricsDeps {
  config: Config;
  db: Database;
  clock: Clock;
  jobs: JobRegistry;
}

// up to the request timeout (30 s by default); most API answers take milliseconds
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const NOT_FOUND_BODY = JSON.stringify({ statusCode: 404, kind: 'NOT_FOUND', message: 'Route not found.' });

let processRegistry: Registry | null = null;

/**
 * The process's default metrics (CPU, memory, event loop lag, GC), once per process: they describe the
 * process, not an app, and each collection starts observers that live as long as the process.
 */
function getProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** `2xx`, `4xx`: the status's class, so the label has five values. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** True when `header` is `Bearer <token>`; compares digests of equal length in constant time. */
function hasMetricsToken(header: string | undefined, expected: Buffer): boolean {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  return timingSafeEqual(given, expected) && match != null;
}

/**
 * One run of `load` shared by every metric collected in one scrape: prom-client starts all collect()
 * callbacks at once, so the gauges of one table ask the database once.
 */
function sharedPerScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The node-postgres pool under drizzle (`$client`); null on PGlite, which runs in the process without a pool. */
function poolOf(db: Database): { totalCount: number; idleCount: number; waitingCount: number; max: number } | null {
  const client = (db as unknown as { $client?: unknown }).$client as
    { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown; options?: { max?: number } } | undefined;
  if (!client || typeof client.waitingCount !== 'number') return null;
  const pool = client as { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };
  return {
    get totalCount() {
      return pool.totalCount;
    },
    get idleCount() {
      return pool.idleCount;
    },
    get waitingCount() {
      return pool.waitingCount;
    },
    max: pool.options?.max ?? 10,
  };
}

/** Gauges read from the database at scrape time (jobs, outbox, readiness), never on a request. */
function registerDatabaseGauges(registry: Registry, deps: MetricsDeps, log: FastifyBaseLogger): void {
  const { db, clock } = deps;
  const registers = [registry];
  /**
   * `load` once per scrape; a failure is logged once, and leaves the gauges of that table empty. A
   * database that answers nothing fails it within the connect timeout, well inside a scrape's 10 s, so
   * the process metrics and steelyard_ready still arrive.
   */
  const perScrape = <T>(what: string, load: () => Promise<T>) =>
    sharedPerScrape(() =>
      withDeadline(load(), deps.config.database.connectTimeoutMs).catch((error: unknown) => {
        log.warn({ err: error, metrics: what }, 'metrics could not be read from the database');
        throw error;
      }),
    );
  const loadJobs = perScrape('jobs', async () => {
    const now = clock.now();
    // what the poller would claim now: pending and due, or running with its lease run out (run-due-jobs.ts)
    const due = or(
      and(eq(jobs.state, 'pending'), lte(jobs.runAt, now)),
      and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
    );
    const dueSince = sql`case when ${jobs.state} = 'pending' then ${jobs.runAt} else ${jobs.lockedUntil} end`;
    const rows = await db
      .select({
        type: jobs.type,
        due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
        oldestDue: sql<Date | null>`min(${dueSince}) filter (where ${due})`.mapWith(jobs.runAt),
      })
      .from(jobs)
      // done jobs are the bulk of the table; jobs_due_idx (state, run_at) leaves them out
      .where(inArray(jobs.state, ['pending', 'running', 'failed']))
      .groupBy(jobs.type);
    return { now, rows };
  });
  type JobCounts = Awaited<ReturnType<typeof loadJobs>>['rows'][number];
  const loadOutbox = perScrape('mail outbox', async () => {
    const now = clock.now();
    const rows = await db
      .select({
        state: mailOutbox.state,
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | null>`min(${mailOutbox.createdAt})`.mapWith(mailOutbox.createdAt),
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.state, ['pending', 'failed']))
      .groupBy(mailOutbox.state);
    return { now, rows };
  });
  /** Refills `gauge` from a shared load; after a failed load it has no series until the next scrape. */
  const fill = async <T>(gauge: Gauge<string>, load: () => Promise<T>, set: (value: T) => void) => {
    gauge.reset();
    try {
      set(await load());
    } catch {
      // logged by perScrape; steelyard_ready tells whether the database answers
    }
  };
  const ageSeconds = (now: Date, since: Date | null) =>
    since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0;
  /** Sets `gauge` for every registered job type (zero included, so an alert knows a type before its first job). */
  const setByType = (gauge: Gauge<string>, rows: JobCounts[], value: (row: JobCounts) => number) => {
    const values = new Map(deps.jobs.types().map((type) => [type, 0]));
    for (const row of rows) values.set(row.type, value(row));
    for (const [type, n] of values) gauge.set({ type }, n);
  };

  new Gauge({
    name: 'steelyard_jobs_due',
    help: 'Jobs the poller would claim now (pending and due, or running with an expired lease), by type',
    labelNames: ['type'],
    registers,
    collect() {
      return fill(this, loadJobs, ({ rows }) => setByType(this, rows, (r) => r.due));
    },
  });
  new Gauge({
    name: 'steelyard_jobs_failed',
    help: 'Jobs that used up their attempts (state failed), by type',
    labelNames: ['type'],
    registers,
    collect() {
      return fill(this, loadJobs, ({ rows }) => setByType(this, rows, (r) => r.failed));
    },
  });
  new Gauge({
    name: 'steelyard_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited to be claimed, by type (0: none due)',
    labelNames: ['type'],
    registers,
    collect() {
      return fill(this, loadJobs, ({ now, rows }) => setByType(this, rows, (r) => ageSeconds(now, r.oldestDue)));
    },
  });
  new Gauge({
    name: 'steelyard_mail_outbox_messages',
    help: 'E-mails of the outbox not delivered: pending (not sent yet) or failed (retries used up)',
    labelNames: ['state'],
    registers,
    collect() {
      return fill(this, loadOutbox, ({ rows }) => {
        for (const state of ['pending', 'failed']) {
          this.set({ state }, rows.find((r) => r.state === state)?.count ?? 0);
        }
      });
    },
  });
  new Gauge({
    name: 'steelyard_mail_outbox_oldest_seconds',
    help: 'Age of the oldest e-mail not sent yet (state pending; 0: none)',
    // a label, so that a failed read leaves no series rather than a 0 that looks like an empty outbox
    labelNames: ['state'],
    registers,
    collect() {
      return fill(this, loadOutbox, ({ now, rows }) => {
        this.set({ state: 'pending' }, ageSeconds(now, rows.find((r) => r.state === 'pending')?.oldest ?? null));
      });
    },
  });
  const journal = readMigrationJournal();
  new Gauge({
    name: 'steelyard_ready',
    help: 'Whether this instance is ready (as GET /api/health/ready): the database answers and has every migration',
    registers,
    async collect() {
      const readiness = await checkReadiness(db, journal, deps.config.database.connectTimeoutMs);
      this.set(readiness.ready ? 1 : 0);
    },
  });
}

/** The connection pool's use (PostgreSQL); read from the pool's counters, no query. */
function registerPoolGauges(registry: Registry, db: Database): void {
  const pool = poolOf(db);
  if (!pool) return;
  const registers = [registry];
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('steelyard_db_pool_connections', 'Connections the pool holds open (in use and idle)', () => pool.totalCount);
  gauge('steelyard_db_pool_idle_connections', 'Open connections nobody uses', () => pool.idleCount);
  gauge('steelyard_db_pool_waiting_requests', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
  gauge('steelyard_db_pool_max_connections', 'The most connections the pool opens', () => pool.max);
}

/**
 * GET /metrics for Prometheus (decision: closed unless configured). With METRICS_TOKEN it is served
 * on the app's port to `Authorization: Bearer <token>`; with METRICS_PORT on a listener of its own
 * (METRICS_HOST, loopback by default), which asks for the token as well when one is set. With neither
 * it answers 404 and nothing is measured. Per request the cost is one histogram observation.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const { token, port, host } = deps.config.metrics;
  // registered even when off: an unknown GET outside /api would get the web app's index.html
  const hidden = { schema: { hide: true } };
  if (!token && !port) {
    app.get('/metrics', hidden, (request, reply) => sendRouteNotFound(request, reply));
    return;
  }
  const registry = new Registry();
  const durations = new Histogram({
    name: 'steelyard_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw address), method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // unmatched: the not-found handler (unknown addresses, the web app's pages); one series for all of them
    durations.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  registerPoolGauges(registry, deps.db);
  registerDatabaseGauges(registry, deps, app.log);
  const render = () => Registry.merge([getProcessRegistry(), registry]).metrics();
  const expected = token ? createHash('sha256').update(token).digest() : null;

  // scraped every few seconds: only failures are worth a log line
  app.get('/metrics', { ...hidden, logLevel: 'warn' }, async (request, reply) => {
    if (!expected) return sendRouteNotFound(request, reply);
    if (!hasMetricsToken(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('AUTHENTICATION_REQUIRED', 'The metrics token is missing or wrong.');
    }
    return reply.type(registry.contentType).send(await render());
  });

  if (port) {
    const server = createServer((request, response) => {
      answerMetricsListener(request, response, { expected, render, log: app.log });
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info(`metrics on http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => closeServer(server));
  }
}

/** The metrics listener of METRICS_PORT: GET /metrics (with the token when one is set), 404 for anything else. */
function answerMetricsListener(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { expected: Buffer | null; render: () => Promise<string>; log: FastifyBaseLogger },
): void {
  const pathname = (request.url ?? '').split('?')[0];
  if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(NOT_FOUND_BODY);
    return;
  }
  if (deps.expected && !hasMetricsToken(request.headers.authorization, deps.expected)) {
    response
      .writeHead(401, {
        'content-type': 'application/json; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
      })
      .end(
        JSON.stringify({
          statusCode: 401,
          kind: 'AUTHENTICATION_REQUIRED',
          message: 'The metrics token is missing or wrong.',
        }),
      );
    return;
  }
  deps.render().then(
    (text) => {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : text);
    },
    (error: unknown) => {
      deps.log.error({ err: error }, 'metrics could not be rendered');
      response.writeHead(500).end();
    },
  );
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
