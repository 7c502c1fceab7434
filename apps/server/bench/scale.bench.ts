import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteFileDatabase } from '../src/platform/db/database';
import { createPasswordHasher } from '../src/platform/passwords';
import { searchP95AtFullScale } from './api.bench';
import { benchConfig, benchUrl, createListingsDatabase, dropDatabase, signInBuyer } from './bench-database';
import { fmt, markdownTable, type Benchmark, type BudgetCheck } from './bench-support';
import { measureSearchLatency } from './search-cases';
import { createBenchAccounts, generateListingsWith } from './search-data';
import { SEARCH_FILTER_SETS } from './search.bench';
import { startServer } from './server-process';

/*
 * Data scale (issue 11): the same search cases, one client at a time, on PostgreSQL at 10,000 and
 * 100,000 listings (a tenth published) beside the API benchmark's 1,000,000 (when it ran in the same
 * run), so that the table shows whether p95 stays flat; and on the embedded PGlite at 10,000 listings
 * with its start time and memory. Each size is a fresh database and a fresh `npm start`.
 */

const SIZES = [10_000, 100_000];
// one second per case and size keeps the whole bench near ten minutes; the 1M column uses BENCH_SECONDS
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 1);
const PGLITE_LISTINGS = Number(process.env.BENCH_PGLITE_LISTINGS ?? 10_000);

type PerSet = Map<string, number>;

/** The worst p95 over the sorts of each filter set, and the generation time. */
async function measureAt(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): Promise<{ perSet: PerSet; readyMs: number; restMb: number; peakMb: number; load: number }> {
  const server = await startServer(env);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const restMb = server.rssMb();
    const headers = await signInBuyer(server.base);
    let peakMb = restMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.rssMb())), 200);
    const measured = await measureSearchLatency(server.base, headers, SCALE_SECONDS).finally(() =>
      clearInterval(sampler),
    );
    const perSet: PerSet = new Map();
    for (const m of measured) perSet.set(m.case.label, Math.max(perSet.get(m.case.label) ?? 0, m.result.p95));
    log(`  ready in ${fmt(server.readyMs, 0)} ms; worst p95 ${fmt(Math.max(...perSet.values()))} ms`);
    return { perSet, readyMs: server.readyMs, restMb, peakMb, load: os.loadavg()[0]! };
  } finally {
    await server.stop();
  }
}

export const scaleBenchmark: Benchmark = {
  name: 'scale',
  description: `search p95 (worst sort per filter set, one client) at ${SIZES.map((s) => s.toLocaleString('en')).join(' and ')} listings on PostgreSQL beside the api benchmark's run, and at ${PGLITE_LISTINGS.toLocaleString('en')} on PGlite`,
  async run({ keep, log }) {
    const notes: string[] = [];
    const columns: { title: string; perSet: PerSet; load: number }[] = [];
    const now = new Date();
    for (const size of SIZES) {
      const url = benchUrl(`_${size / 1000}k`);
      try {
        const data = await createListingsDatabase(url, size, log, now);
        notes.push(`${size.toLocaleString('en')} listings generated in ${fmt(data.generationMs / 1000)} s.`);
        const m = await measureAt({ DATABASE_URL: url, SEED_DEMO: 'false' }, log);
        columns.push({ title: `PostgreSQL ${size / 1000}k`, perSet: m.perSet, load: m.load });
      } finally {
        if (keep) log(`Kept ${url} (--keep).`);
        else await dropDatabase(url);
      }
    }
    if (searchP95AtFullScale.size > 0) {
      columns.push({ title: 'PostgreSQL 1M (api)', perSet: searchP95AtFullScale, load: NaN });
    }

    // PGlite: the same generator through the embedded database, then the server on its directory
    const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-pglite-'));
    const dataDir = path.join(dir, 'data');
    let pglite: Awaited<ReturnType<typeof measureAt>>;
    try {
      const handle = await openPgliteFileDatabase(dataDir);
      try {
        await handle.migrate();
        await createBenchAccounts(handle.db, createPasswordHasher(benchConfig('postgres://unused/x').argon2));
        const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
        log(`Generating ${PGLITE_LISTINGS.toLocaleString('en')} listings into PGlite…`);
        const ms = await generateListingsWith(
          (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
          PGLITE_LISTINGS,
          now,
          log,
        );
        notes.push(`PGlite: ${PGLITE_LISTINGS.toLocaleString('en')} listings generated in ${fmt(ms / 1000)} s.`);
      } finally {
        await handle.close();
      }
      pglite = await measureAt({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_DEMO: 'false' }, log);
      columns.push({ title: `PGlite ${PGLITE_LISTINGS / 1000}k`, perSet: pglite.perSet, load: pglite.load });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const table = markdownTable(
      ['filter set (worst sort), p95 ms', ...columns.map((c) => c.title)],
      [
        ...SEARCH_FILTER_SETS.map(([label]) => [label, ...columns.map((c) => fmt(c.perSet.get(label)))]),
        ['load average (1 min) at the end', ...columns.map((c) => fmt(c.load))],
      ],
      1,
    );
    const pgliteTable = markdownTable(
      ['server (PGlite, 10k listings)', 'value'],
      [
        ['ready after `npm start` (ms)', fmt(pglite.readyMs, 0)],
        ['RSS at rest (MB)', fmt(pglite.restMb, 0)],
        ['RSS peak under the search (MB)', fmt(pglite.peakMb, 0)],
      ],
      1,
    );
    const worst = (perSet: PerSet) => Math.max(...perSet.values());
    const pg100k = columns.find((c) => c.title === 'PostgreSQL 100k');
    const budgets: BudgetCheck[] = [];
    if (pg100k && searchP95AtFullScale.size > 0) {
      // flat: the 1M run (100k published) within twice the 100k run (10k published), whatever the load
      budgets.push({
        budget: 'search p95 at 1M ÷ at 100k rows (flat: ≤ 2)',
        measured: worst(searchP95AtFullScale) / worst(pg100k.perSet),
        limit: 2,
        direction: 'max',
        where: 'worst case of each size',
      });
    }
    return {
      name: 'scale',
      rows: [],
      sections: [
        { title: 'Search p95 by data size (ms, one client, the worst of the seven sorts per filter set)', table },
        { title: 'PGlite server', table: pgliteTable },
      ],
      budgets,
      notes,
      data: {
        columns: columns.map((c) => ({ title: c.title, load: c.load, perSet: Object.fromEntries(c.perSet) })),
        pglite,
      },
    };
  },
};
