import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db-schema';
import type { Database } from '../src/platform/db/database';
import { benchUrl, createListingsDatabase, dropDatabase, signInBuyer } from './bench-database';
import { fmt, markdownTable, type Benchmark, type BudgetCheck } from './bench-support';
import { recordEndpoints } from './endpoint-recording';
import { loadHttp, type LoadResult } from './http-load';
import { measureOwnLists } from './own-lists';
import { searchCases, searchPath } from './search-cases';
import { explain } from './search.bench';
import { startBareServer, startServer } from './server-process';
import { generateTrade } from './trade-data';

/*
 * API (issue 11): the production server (`npm start` in a child process) on PostgreSQL with
 * 1,000,000 listings (100,000 published), 200,000 orders and 50,000 negotiations; every endpoint is
 * loaded with autocannon one client at a time (latency: the budgets) and with CONNECTIONS clients
 * (throughput), and right after, with the same load, its bare twin (issue 25, decision 1): a bare
 * Fastify route in a process of its own (bare-server.ts) that runs the statements the endpoint ran
 * (recorded from drizzle on one request) through pg and sends the endpoint's recorded reply with the
 * same compression. Each server's CPU time per request comes from its /proc counters around the load.
 * Also a bare route answering constant JSON (Fastify alone), start time, memory at rest and under
 * load, deep pages, and EXPLAIN ANALYZE of the slowest search.
 */

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const NEGOTIATIONS = Number(process.env.BENCH_NEGOTIATIONS ?? 50_000);
/** Seconds per measurement (each endpoint is measured three times: latency, throughput, its twin's). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SEARCH_BUDGET_MS = 25;
const ENDPOINT_BUDGET_MS = 50;
const TWIN_RATIO_BUDGET = 0.7;
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
  /** The bare twin at CONNECTIONS, measured right after the endpoint. */
  twin: LoadResult;
  statements: number;
  /** The reply's body before compression. */
  replyBytes: number;
  /** Server CPU time (user + system) per request at CONNECTIONS, in µs: the server's and its twin's. */
  cpuUs: number;
  twinCpuUs: number;
}

/** The search p95 (one client) per filter set at 1M rows, for the scale benchmark's table. */
export const searchP95AtFullScale = new Map<string, number>();

export const apiBenchmark: Benchmark = {
  name: 'api',
  description: `API endpoints beside their bare twins (same SQL, same reply) at ${CONNECTIONS} connections; ${LISTINGS.toLocaleString('en')} listings, ${ORDERS.toLocaleString('en')} orders, ${NEGOTIATIONS.toLocaleString('en')} negotiations on PostgreSQL; start time and memory`,
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
    // one buyer's token stands for CONNECTIONS clients: let each of them have a search running or
    // waiting, as CONNECTIONS users would (else the third at once answers 429), twice over, because the
    // last request of the load before, which autocannon abandons when its time is up, may still hold
    // its place when the next load's first ones arrive; the instance's own limit (SEARCH_CONCURRENCY)
    // stays as production has it
    const server = await startServer({
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      SEARCH_CONCURRENCY_PER_CLIENT: String(2 * CONNECTIONS),
    });
    const recordingsFile = path.join(os.tmpdir(), `steelyard-bench-twins-${process.pid}.json`);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
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

      log('Recording the SQL and the reply of each endpoint (drizzle logger, one in-process request)…');
      const recorded = await recordEndpoints(
        url,
        endpoints.map((e) => e.path),
        headers.authorization!,
      );
      writeFileSync(recordingsFile, JSON.stringify(endpoints.map((e) => recorded.get(e.path)!)));
      bare = await startBareServer({ DATABASE_URL: url, BARE_RECORDINGS: recordingsFile });
      // the twin of endpoint i answers /twin/i with the endpoint's query, which its Fastify parses alike
      const twinUrl = (i: number) => `${bare!.base}/twin/${i}${endpoints[i]!.path.replace(/^[^?]*/, '')}`;
      /** Loads `target` at CONNECTIONS and reads `cpuMs` around it: the result and the CPU µs per request. */
      const loadMeasuringCpu = async (target: string, cpuMs: () => number, withHeaders = headers) => {
        const before = cpuMs();
        const result = await loadHttp(target, { connections: CONNECTIONS, seconds: SECONDS, headers: withHeaders });
        return { result, cpuUs: ((cpuMs() - before) * 1000) / result.requests };
      };

      log(`Bare Fastify route (constant JSON): ${SECONDS} s at 1 and ${CONNECTIONS} connections…`);
      const bareLatency = await loadHttp(`${bare.base}/`, { connections: 1, seconds: SECONDS });
      const bareThroughput = await loadMeasuringCpu(`${bare.base}/`, bare.cpuMs, {});

      log(
        `Endpoints: ${SECONDS} s at 1 connection, ${SECONDS} s at ${CONNECTIONS}, then ${SECONDS} s of their bare twin at ${CONNECTIONS}…`,
      );
      // warm-up pass of both
      for (const [i, e] of endpoints.entries()) {
        for (const warmUp of [`${server.base}${e.path}`, twinUrl(i)]) {
          const res = await fetch(warmUp, { headers: { ...headers, 'accept-encoding': 'gzip' } });
          if (!res.ok) throw new Error(`${warmUp}: ${res.status}`);
          await res.arrayBuffer();
        }
      }
      const results: EndpointResult[] = [];
      let peakMb = restMb;
      for (const [i, endpoint] of endpoints.entries()) {
        const latency = await loadHttp(`${server.base}${endpoint.path}`, { connections: 1, seconds: SECONDS, headers });
        const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 200);
        const throughput = await loadMeasuringCpu(`${server.base}${endpoint.path}`, server.cpuMs).finally(() =>
          clearInterval(sampler),
        );
        const twin = await loadMeasuringCpu(twinUrl(i), bare.cpuMs);
        const recording = recorded.get(endpoint.path)!;
        results.push({
          endpoint,
          latency,
          throughput: throughput.result,
          twin: twin.result,
          statements: recording.statements.length,
          replyBytes: Buffer.byteLength(recording.body, 'base64'),
          cpuUs: throughput.cpuUs,
          twinCpuUs: twin.cpuUs,
        });
        log(
          `  ${endpoint.label}: p95 ${fmt(latency.p95)} ms, ${fmt(throughput.result.requestsPerSecond, 0)} req/s (twin ${fmt(twin.result.requestsPerSecond, 0)}), CPU ${fmt(throughput.cpuUs, 0)} µs/request (twin ${fmt(twin.cpuUs, 0)}), load ${fmt(throughput.result.load)}`,
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
      const ratio = (r: EndpointResult) => r.throughput.requestsPerSecond / r.twin.requestsPerSecond;
      const belowRatio = results.filter((r) => ratio(r) < TWIN_RATIO_BUDGET);
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
          budget: `every endpoint's req/s ÷ its bare twin's, ${CONNECTIONS} connections`,
          measured: ratio(worstRatio),
          limit: TWIN_RATIO_BUDGET,
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
          'reply KB',
          'req/s',
          'twin req/s',
          `twin p95 ms (${CONNECTIONS})`,
          '÷ twin',
          'CPU µs/req',
          'twin CPU µs/req',
          '÷ constant',
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
            fmt(r.replyBytes / 1024),
            fmt(r.throughput.requestsPerSecond, 0),
            fmt(r.twin.requestsPerSecond, 0),
            fmt(r.twin.p95),
            `${fmt(ratio(r) * 100, 0)} % ${ratio(r) >= TWIN_RATIO_BUDGET ? 'PASS' : 'FAIL'}`,
            fmt(r.cpuUs, 0),
            fmt(r.twinCpuUs, 0),
            `${fmt((r.throughput.requestsPerSecond / bareThroughput.result.requestsPerSecond) * 100, 0)} %`,
            fmt(r.throughput.load),
          ]),
          [
            'bare Fastify',
            'GET / (constant JSON)',
            '0',
            fmt(bareLatency.p50),
            fmt(bareLatency.p95),
            fmt(bareLatency.p99),
            fmt(bareThroughput.result.p50),
            fmt(bareThroughput.result.p95),
            fmt(bareThroughput.result.p99),
            '–',
            fmt(bareThroughput.result.requestsPerSecond, 0),
            '–',
            '–',
            '–',
            '–',
            fmt(bareThroughput.cpuUs, 0),
            '100 %',
            fmt(bareThroughput.result.load),
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
            title: `Endpoints (1 and ${CONNECTIONS} connections, ${SECONDS} s each; ÷ twin (budget ≥ ${TWIN_RATIO_BUDGET}) and ÷ constant compare req/s at ${CONNECTIONS}; CPU: the server process's user + system time per request at ${CONNECTIONS})`,
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
          bare: { latency: bareLatency, throughput: bareThroughput.result, cpuUs: bareThroughput.cpuUs },
          endpoints: results,
          deep,
          ownLists: ownLists.results,
        },
      };
    } finally {
      await bare?.stop();
      await server.stop();
      await pool.end();
      rmSync(recordingsFile, { force: true });
      if (keep) log(`Kept ${url} (--keep).`);
      else await dropDatabase(url);
    }
  },
};
