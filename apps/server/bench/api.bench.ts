import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app';
import * as schema from '../src/db-schema';
import type { Database } from '../src/platform/db/database';
import { createPasswordHasher } from '../src/platform/passwords';
import { benchConfig, benchUrl, createListingsDatabase, dropDatabase, signInBuyer } from './bench-database';
import { fmt, markdownTable, type Benchmark, type BudgetCheck } from './bench-support';
import { loadHttp, loadSql, type CapturedQuery, type LoadResult } from './http-load';
import { measureOwnLists } from './own-lists';
import { searchCases, searchPath } from './search-cases';
import { explain } from './search.bench';
import { startBareServer, startServer } from './server-process';
import { generateTrade } from './trade-data';

/*
 * API (issue 11): the production server (`npm start` in a child process) on PostgreSQL with
 * 1,000,000 listings (100,000 published), 200,000 orders and 50,000 negotiations; every endpoint is
 * loaded with autocannon one client at a time (latency: the budgets) and with CONNECTIONS clients
 * (throughput), and in the same run (a) the SQL each endpoint runs, captured from drizzle on one
 * request and replayed through node-postgres at the same concurrency, and (b) a bare Fastify route
 * answering constant JSON. Also: start time, memory at rest and under load, deep pages, and
 * EXPLAIN ANALYZE of the slowest search.
 */

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const NEGOTIATIONS = Number(process.env.BENCH_NEGOTIATIONS ?? 50_000);
/** Seconds per measurement (each endpoint is measured three times: latency, throughput, its SQL). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SEARCH_BUDGET_MS = 25;
const ENDPOINT_BUDGET_MS = 50;
const SQL_RATIO_BUDGET = 0.7;
const READY_BUDGET_MS = 3000;
const REST_MEMORY_BUDGET_MB = 300;

interface Endpoint {
  group: string;
  label: string;
  path: string;
  search: boolean;
}

export interface EndpointResult {
  endpoint: Endpoint;
  latency: LoadResult;
  throughput: LoadResult;
  sql: LoadResult;
  statements: number;
}

/** The search p95 (one client) per filter set at 1M rows, for the scale benchmark's table. */
export const searchP95AtFullScale = new Map<string, number>();

export const apiBenchmark: Benchmark = {
  name: 'api',
  description: `API endpoints, their SQL and a bare route at ${CONNECTIONS} connections; ${LISTINGS.toLocaleString('en')} listings, ${ORDERS.toLocaleString('en')} orders, ${NEGOTIATIONS.toLocaleString('en')} negotiations on PostgreSQL; start time and memory`,
  async run({ keep, log }) {
    const url = benchUrl();
    const now = new Date();
    const notes: string[] = [];
    const data = await createListingsDatabase(url, LISTINGS, log, now);
    const tradeClient = new pg.Client({ connectionString: url });
    await tradeClient.connect();
    const trade = await generateTrade(
      (text, params) => tradeClient.query(text, params),
      { orders: ORDERS, negotiations: NEGOTIATIONS },
      now,
    ).finally(() => tradeClient.end());
    notes.push(
      `Data: ${data.byStatus}; listings generated in ${fmt(data.generationMs / 1000)} s; ` +
        `${trade.orders.toLocaleString('en')} orders and ${trade.negotiations.toLocaleString('en')} negotiations (with their opening offers) in ${fmt(trade.ms / 1000)} s (each incl. VACUUM ANALYZE; load average ${os.loadavg()[0]!.toFixed(1)}).`,
    );
    log(notes[0]!);

    const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
    // an idle client losing its connection fails the next query, not the whole process
    pool.on('error', () => {});
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
    const bare = await startBareServer();
    try {
      log(`Server ready in ${fmt(server.readyMs, 0)} ms`);
      await new Promise((r) => setTimeout(r, 2000));
      const restMb = server.rssMb();
      const headers = await signInBuyer(server.base);
      const { rows: picked } = await pool.query<{ id: string }>(
        `select l.id from listings l join organisations o on o.id = l.organisation_id
         where l.status = 'PUBLISHED' and o.name <> 'Demo Steel Trading Ltd' order by l.id limit 1`,
      );
      const endpoints: Endpoint[] = [
        ...searchCases().map((c) => ({
          group: 'search-listings',
          label: `${c.label} / ${c.sort}`,
          path: c.path,
          search: true,
        })),
        {
          group: 'listing detail',
          label: 'GET listings/{id}',
          path: `/api/universal/listings/${picked[0]!.id}`,
          search: false,
        },
        { group: 'users/self', label: 'GET users/self', path: '/api/universal/users/self', search: false },
        {
          group: 'self-updates',
          label: 'GET users/self-updates',
          path: '/api/universal/users/self-updates',
          search: false,
        },
        { group: 'orders list', label: 'GET purchase-orders', path: '/api/universal/purchase-orders', search: false },
      ];

      log('Capturing the SQL of each endpoint (drizzle logger, one in-process request)…');
      const captured = await captureSql(url, endpoints, headers.authorization!);

      log(`Bare Fastify route: ${SECONDS} s at 1 and ${CONNECTIONS} connections…`);
      const bareLatency = await loadHttp(`${bare.base}/`, { connections: 1, seconds: SECONDS });
      const bareThroughput = await loadHttp(`${bare.base}/`, { connections: CONNECTIONS, seconds: SECONDS });

      log(
        `Endpoints: ${SECONDS} s at 1 connection, ${SECONDS} s at ${CONNECTIONS}, ${SECONDS} s of their SQL at ${CONNECTIONS}…`,
      );
      for (const e of endpoints) await fetch(`${server.base}${e.path}`, { headers }); // warm-up pass
      const results: EndpointResult[] = [];
      let peakMb = restMb;
      for (const endpoint of endpoints) {
        const url = `${server.base}${endpoint.path}`;
        const latency = await loadHttp(url, { connections: 1, seconds: SECONDS, headers });
        const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 200);
        const throughput = await loadHttp(url, { connections: CONNECTIONS, seconds: SECONDS, headers }).finally(() =>
          clearInterval(sampler),
        );
        const statements = captured.get(endpoint.path)!;
        const sqlResult = await loadSql(pool, statements, { connections: CONNECTIONS, seconds: SECONDS });
        results.push({ endpoint, latency, throughput, sql: sqlResult, statements: statements.length });
        log(
          `  ${endpoint.label}: p95 ${fmt(latency.p95)} ms, ${fmt(throughput.requestsPerSecond, 0)} req/s (SQL ${fmt(sqlResult.requestsPerSecond, 0)}), load ${fmt(throughput.load)}`,
        );
      }

      log('Deep pages: sheet (product only), newest expiry first, at growing offsets…');
      const deep: { offset: number; result: LoadResult }[] = [];
      // a search pages to its 1,000th result at most (SEARCH_MAX_RESULTS)
      for (const offset of [0, 100, 500, 990]) {
        const path = searchPath('material.product=SHEET', 'EXPIRES_AT_DESCENDING', offset);
        deep.push({
          offset,
          result: await loadHttp(`${server.base}${path}`, { connections: 1, seconds: SECONDS, headers }),
        });
      }

      log('Own lists of a large organisation (the demo manager), one connection…');
      const ownLists = await measureOwnLists(server.base, SECONDS);

      const searches = results.filter((r) => r.endpoint.search);
      for (const r of searches) {
        const set = r.endpoint.label.split(' / ')[0]!;
        searchP95AtFullScale.set(set, Math.max(searchP95AtFullScale.get(set) ?? 0, r.latency.p95));
      }
      const slowestSearch = searches.reduce((a, b) => (b.latency.p95 > a.latency.p95 ? b : a));
      const slowest = results.reduce((a, b) => (b.latency.p95 > a.latency.p95 ? b : a));
      const ratio = (r: EndpointResult) => r.throughput.requestsPerSecond / r.sql.requestsPerSecond;
      const belowRatio = results.filter((r) => ratio(r) < SQL_RATIO_BUDGET);
      const worstRatio = results.reduce((a, b) => (ratio(b) < ratio(a) ? b : a));
      const overEndpointBudget = results.filter((r) => r.latency.p95 > ENDPOINT_BUDGET_MS);

      const budgets: BudgetCheck[] = [
        {
          budget: `search p95, 1 client, ${(LISTINGS / 10).toLocaleString('en')} published (ms)`,
          measured: slowestSearch.latency.p95,
          limit: SEARCH_BUDGET_MS,
          direction: 'max',
          where: `${slowestSearch.endpoint.label}; ${searches.filter((r) => r.latency.p95 > SEARCH_BUDGET_MS).length} of ${searches.length} cases over`,
        },
        {
          budget: 'every endpoint p95, 1 client (ms)',
          measured: slowest.latency.p95,
          limit: ENDPOINT_BUDGET_MS,
          direction: 'max',
          where: `${slowest.endpoint.label}; ${overEndpointBudget.length} of ${results.length} over`,
        },
        {
          budget: `every endpoint's req/s ÷ its SQL's, ${CONNECTIONS} connections`,
          measured: ratio(worstRatio),
          limit: SQL_RATIO_BUDGET,
          direction: 'min',
          where: `${worstRatio.endpoint.label}; ${belowRatio.length} of ${results.length} below`,
        },
        {
          budget: 'ready after npm start (ms)',
          measured: server.readyMs,
          limit: READY_BUDGET_MS,
          direction: 'max',
          where: 'PostgreSQL, built tree',
        },
        {
          budget: 'server memory at rest (MB RSS)',
          measured: restMb,
          limit: REST_MEMORY_BUDGET_MB,
          direction: 'max',
          where: 'PostgreSQL',
        },
      ];

      const table = markdownTable(
        [
          'endpoint',
          'case',
          'SQL stmts',
          'p50 ms (1)',
          'p95 ms (1)',
          'p99 ms (1)',
          `p50 ms (${CONNECTIONS})`,
          `p95 ms (${CONNECTIONS})`,
          `p99 ms (${CONNECTIONS})`,
          'req/s',
          'SQL req/s',
          'SQL p95 ms',
          '÷ SQL',
          '÷ bare',
          'load',
        ],
        [
          ...results.map((r) => [
            r.endpoint.group,
            r.endpoint.label,
            String(r.statements),
            fmt(r.latency.p50),
            fmt(r.latency.p95),
            fmt(r.latency.p99),
            fmt(r.throughput.p50),
            fmt(r.throughput.p95),
            fmt(r.throughput.p99),
            fmt(r.throughput.requestsPerSecond, 0),
            fmt(r.sql.requestsPerSecond, 0),
            fmt(r.sql.p95),
            `${fmt(ratio(r) * 100, 0)} %`,
            `${fmt((r.throughput.requestsPerSecond / bareThroughput.requestsPerSecond) * 100, 0)} %`,
            fmt(r.throughput.load),
          ]),
          [
            'bare Fastify',
            'GET / (constant JSON)',
            '0',
            fmt(bareLatency.p50),
            fmt(bareLatency.p95),
            fmt(bareLatency.p99),
            fmt(bareThroughput.p50),
            fmt(bareThroughput.p95),
            fmt(bareThroughput.p99),
            fmt(bareThroughput.requestsPerSecond, 0),
            '–',
            '–',
            '–',
            '100 %',
            fmt(bareThroughput.load),
          ],
        ],
        2,
      );
      const deepTable = markdownTable(
        ['offset', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'load'],
        deep.map((d) => [
          d.offset.toLocaleString('en'),
          fmt(d.result.p50),
          fmt(d.result.p95),
          fmt(d.result.p99),
          fmt(d.result.requestsPerSecond, 0),
          fmt(d.result.load),
        ]),
        0,
      );
      const memoryTable = markdownTable(
        ['server (PostgreSQL)', 'value'],
        [
          ['ready after `npm start` (ms)', fmt(server.readyMs, 0)],
          ['RSS at rest (MB)', fmt(restMb, 0)],
          ['RSS peak under load (MB)', fmt(peakMb, 0)],
        ],
        1,
      );
      notes.push(
        `\nSlowest search: ${slowestSearch.endpoint.label} (p95 ${fmt(slowestSearch.latency.p95)} ms, one client). EXPLAIN (ANALYZE, BUFFERS) of its first page's queries:`,
      );
      const slowestCase = searchCases().find((c) => c.path === slowestSearch.endpoint.path)!;
      const handle = drizzle({ client: pool, schema }) as unknown as Database;
      notes.push(await explain(handle, slowestCase.filter, slowestCase.sort, url));
      return {
        name: 'api',
        rows: [],
        sections: [
          {
            title: `Endpoints (1 and ${CONNECTIONS} connections, ${SECONDS} s each; ÷ SQL and ÷ bare compare req/s at ${CONNECTIONS})`,
            table,
          },
          { title: 'Deep pages (search, one client)', table: deepTable },
          {
            title: 'Own lists of a large organisation (the demo manager, one connection; reported, not budgeted)',
            table: ownLists.table,
          },
          { title: 'Start and memory', table: memoryTable },
        ],
        budgets,
        notes,
        data: {
          data: { ...data, trade },
          readyMs: server.readyMs,
          restMb,
          peakMb,
          bare: { latency: bareLatency, throughput: bareThroughput },
          endpoints: results,
          deep,
          ownLists: ownLists.results,
        },
      };
    } finally {
      await bare.stop();
      await server.stop();
      await pool.end();
      if (keep) log(`Kept ${url} (--keep).`);
      else await dropDatabase(url);
    }
  },
};

/**
 * The statements each endpoint runs: the app built in-process on a drizzle whose logger records
 * them, each endpoint called once to warm up and once recorded.
 */
async function captureSql(url: string, endpoints: Endpoint[], authorization: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recording: CapturedQuery[] | null = null;
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => recording?.push({ sql: query, params }) },
  }) as unknown as Database;
  const config = benchConfig(url);
  const app = await buildApp({ config, db, passwords: createPasswordHasher(config.argon2) });
  const captured = new Map<string, CapturedQuery[]>();
  try {
    for (const e of endpoints) {
      const call = () => app.inject({ url: e.path, headers: { authorization } });
      await call();
      recording = [];
      const res = await call();
      if (res.statusCode !== 200) throw new Error(`${e.path}: ${res.statusCode} ${res.body}`);
      captured.set(e.path, recording);
      recording = null;
    }
  } finally {
    await app.close();
    await pool.end();
  }
  return captured;
}
