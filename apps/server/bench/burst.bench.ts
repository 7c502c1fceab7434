import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { FEATURES } from '@steelyard/domain/roles';
import type { SearchSort } from '@steelyard/domain/search';
import { createUser } from '../src/modules/users/service';
import { openPostgresDatabase } from '../src/platform/db/database';
import { createPasswordHasher } from '../src/platform/passwords';
import { benchConfig, benchUrl, createListingsDatabase, dropDatabase, signInBuyer } from './bench-database';
import { fmt, markdownTable, quantile, type Benchmark, type BudgetCheck } from './bench-support';
import { startServer } from './server-process';
import { readRows } from '../src/platform/db/raw-rows';

/*
 * A burst of costly searches (issue 22): 20 broad searches at deep pages sent at once and again as
 * soon as each answers, while another client's simple request (GET users/self) is timed one at a time.
 * Before issue 22 every one of them ran at once and the other client waited 6–11 s; now a search's
 * statements have a timeout, one instance runs a few searches at once (the rest wait briefly or are
 * answered 503), and one client has at most a few in flight (the rest are answered 429). The clients
 * here honour Retry-After, as the web app does. First each search alone (one client, one request at a
 * time: the worst search's p95 is issue 25's budget), then three phases of PHASE_SECONDS each: the
 * other client alone, 20 searches from one buyer, 20 searches from ten users (two each).
 *
 * Data: the search benchmark's generator (1,000,000 listings, 100,000 published) in its own database,
 * or BENCH_BURST_DATABASE_URL, a database such a run kept (--keep), used as it is and left behind.
 */

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const PHASE_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const SEARCHERS = 20;
/** The other client's p95 while the searches run, at most (ms). */
const OTHER_CLIENT_BUDGET_MS = 250;
/** The worst of these searches, one client, one at a time: p95 at most (ms; issue 25). */
const WORST_SEARCH_ALONE_BUDGET_MS = 100;

/** Broad searches at deep pages: each reads and ranks (or filters) most of the live listings. */
export const BURST_SEARCHES: { label: string; filter: string; sort: SearchSort; offset: number; limit: number }[] = [
  {
    label: 'thickness ≥ 0.5 mm by relevance, results 991–1,000',
    filter: 'materialDimensions.thickness>0.5',
    sort: 'RELEVANCE',
    offset: 990,
    limit: 10,
  },
  {
    label: 'width ≥ 100 mm by relevance, results 901–1,000',
    filter: 'materialDimensions.width>100',
    sort: 'RELEVANCE',
    offset: 900,
    limit: 100,
  },
  {
    label: 'Indian, non-prime, heaviest first, results 791–800',
    filter: 'origin=IN;prime=false',
    sort: 'WEIGHT_DESCENDING',
    offset: 790,
    limit: 10,
  },
];

/** The users who search in the ten-client phase: buyers of the demo organisation the bench adds. */
const SEARCH_USERS = Array.from({ length: 10 }, (_, i) => `burst-buyer-${i + 1}@demo-steel.example`);
/** The other client: another organisation's user, asking who they are. */
const OTHER_USER = 'seller@rhein-stahl.example';

/** Adds the searching buyers to the demo organisation (those a kept database already has stay). */
async function addSearchUsers(url: string): Promise<void> {
  const handle = await openPostgresDatabase(url);
  try {
    const passwordHash = await createPasswordHasher(benchConfig(url).argon2).hash(DEMO_PASSWORD);
    const [row] = await readRows<{ id: string; taken: string[] }>(
      handle.db,
      sql`select o.id, array(select email from users where email like 'burst-buyer-%') as taken
          from organisations o join users u on u.organisation_id = o.id where u.email = 'buyer@demo-steel.example'`,
    );
    for (const email of SEARCH_USERS.filter((e) => !row!.taken.includes(e))) {
      await createUser(handle.db, {
        email,
        name: email.split('@')[0]!,
        roles: ['BUYER'],
        organisationId: row!.id,
        locale: 'en',
        activated: true,
        features: FEATURES.filter((f) => f !== 'STAINLESS_STEEL'),
        passwordHash,
        tenant: 'MARKETPLACE',
      });
    }
  } finally {
    await handle.close();
  }
}
const OTHER_PATH = '/api/universal/users/self';

const searchPath = (s: (typeof BURST_SEARCHES)[number]) =>
  `/api/universal/search-listings/?${new URLSearchParams({ filter: s.filter, sort: s.sort, offset: String(s.offset), limit: String(s.limit) })}`;

interface Answer {
  status: number;
  ms: number;
  /** Which of BURST_SEARCHES it was (the other client's answers have none). */
  search?: string;
}

interface PhaseResult {
  phase: string;
  searches: Answer[];
  other: number[];
  load: number;
}

/** GETs `path` and reads the whole answer; the time includes the body. */
async function timedGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer & { retryAfter: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  await res.arrayBuffer();
  return {
    status: res.status,
    ms: performance.now() - started,
    retryAfter: Number(res.headers.get('retry-after') ?? 0),
  };
}

/**
 * Runs the other client's request one at a time for PHASE_SECONDS while `searchers` (one header set
 * each) send the burst searches round-robin, each as soon as its last answered or its Retry-After passed.
 */
async function runPhase(
  phase: string,
  base: string,
  other: Record<string, string>,
  searchers: Record<string, string>[],
): Promise<PhaseResult> {
  const until = performance.now() + PHASE_SECONDS * 1000;
  const searches: Answer[] = [];
  let next = 0;
  const searcher = async (headers: Record<string, string>) => {
    while (performance.now() < until) {
      const search = BURST_SEARCHES[next++ % BURST_SEARCHES.length]!;
      const answer = await timedGet(base, searchPath(search), headers);
      searches.push({ status: answer.status, ms: answer.ms, search: search.label });
      if (answer.status !== 200 && answer.status !== 429 && answer.status !== 503) {
        throw new Error(`${searchPath(search)}: ${answer.status}`);
      }
      if (answer.retryAfter > 0) await new Promise((r) => setTimeout(r, answer.retryAfter * 1000));
    }
  };
  const otherTimes: number[] = [];
  const otherClient = async () => {
    // the searches start first; the other client's first request goes into the burst
    await new Promise((r) => setTimeout(r, searchers.length > 0 ? 200 : 0));
    while (performance.now() < until) {
      const answer = await timedGet(base, OTHER_PATH, other);
      if (answer.status !== 200) throw new Error(`${OTHER_PATH}: ${answer.status}`);
      otherTimes.push(answer.ms);
    }
  };
  await Promise.all([otherClient(), ...searchers.map(searcher)]);
  return { phase, searches, other: otherTimes, load: os.loadavg()[0]! };
}

/** Each burst search on its own, one client, one request at a time, for PHASE_SECONDS each. */
async function runAlone(base: string, headers: Record<string, string>): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  for (const search of BURST_SEARCHES) {
    const until = performance.now() + PHASE_SECONDS * 1000;
    const ms: number[] = [];
    while (performance.now() < until) {
      const answer = await timedGet(base, searchPath(search), headers);
      if (answer.status !== 200) throw new Error(`${searchPath(search)} alone: ${answer.status}`);
      ms.push(answer.ms);
    }
    times.set(search.label, ms);
  }
  return times;
}

const p = (values: readonly number[], q: number) =>
  quantile(
    [...values].sort((a, b) => a - b),
    q,
  );

export const burstBenchmark: Benchmark = {
  name: 'burst',
  description: `${SEARCHERS} costly searches at once (broad, deep pages) beside another client's simple request, ${LISTINGS.toLocaleString('en')} listings on PostgreSQL (issue 22)`,
  async run({ keep, log }) {
    const given = process.env.BENCH_BURST_DATABASE_URL;
    const url = given ?? benchUrl('_burst');
    const notes: string[] = [];
    if (!given) {
      const data = await createListingsDatabase(url, LISTINGS, log, new Date());
      notes.push(`Data: ${data.byStatus}; generated in ${fmt(data.generationMs / 1000)} s.`);
    } else {
      notes.push(`Data: the kept database ${new URL(url).pathname.slice(1)} (BENCH_BURST_DATABASE_URL).`);
    }
    await addSearchUsers(url);
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false', JOBS_POLL_MS: '0' });
    try {
      const other = await signInBuyer(server.base, OTHER_USER);
      const users = await Promise.all(SEARCH_USERS.map((u) => signInBuyer(server.base, u)));
      // one pass of each search first: the measured phases do not pay for a cold cache
      for (const s of BURST_SEARCHES) {
        const answer = await timedGet(server.base, searchPath(s), users[0]!);
        log(`  ${s.label}: ${answer.status} in ${fmt(answer.ms)} ms alone`);
      }
      log(`Each search alone, one client, ${PHASE_SECONDS} s each…`);
      const alone = await runAlone(server.base, users[0]!);
      const aloneLoad = os.loadavg()[0]!;
      const phases: PhaseResult[] = [];
      log(
        `Phases of ${PHASE_SECONDS} s: the other client alone, ${SEARCHERS} searches from one buyer, from ten users…`,
      );
      phases.push(await runPhase('other client alone', server.base, other, []));
      phases.push(
        await runPhase(`${SEARCHERS} searches, one buyer`, server.base, other, Array(SEARCHERS).fill(users[0]!)),
      );
      phases.push(
        await runPhase(
          `${SEARCHERS} searches, ten users`,
          server.base,
          other,
          Array.from({ length: SEARCHERS }, (_, i) => users[i % users.length]!),
        ),
      );
      for (const r of phases) {
        log(`  ${r.phase}: other client p95 ${fmt(p(r.other, 0.95))} ms; ${r.searches.length} searches answered`);
      }
      const table = markdownTable(
        [
          'phase',
          'searches',
          '200',
          '429',
          '503',
          'search p50 ms',
          'search p95 ms',
          'refused p95 ms',
          'other req',
          'other p50 ms',
          'other p95 ms',
          'other max ms',
          'load',
        ],
        phases.map((r) => {
          const ok = r.searches.filter((a) => a.status === 200).map((a) => a.ms);
          const refused = r.searches.filter((a) => a.status !== 200).map((a) => a.ms);
          const count = (status: number) => String(r.searches.filter((a) => a.status === status).length);
          return [
            r.phase,
            String(r.searches.length),
            count(200),
            count(429),
            count(503),
            fmt(p(ok, 0.5)),
            fmt(p(ok, 0.95)),
            fmt(p(refused, 0.95)),
            String(r.other.length),
            fmt(p(r.other, 0.5)),
            fmt(p(r.other, 0.95)),
            fmt(Math.max(...r.other)),
            fmt(r.load),
          ];
        }),
        1,
      );
      // the worst search: alone (the budget), and the same search among 20 at once from ten users
      const together = phases[phases.length - 1]!;
      const worstTable = markdownTable(
        [
          'search',
          'alone: requests',
          'alone p50 ms',
          'alone p95 ms',
          `${SEARCHERS} at once: answered 200`,
          `${SEARCHERS} at once p50 ms`,
          `${SEARCHERS} at once p95 ms`,
          'load (alone)',
        ],
        BURST_SEARCHES.map((s) => {
          const ms = alone.get(s.label)!;
          const burst = together.searches.filter((a) => a.search === s.label && a.status === 200).map((a) => a.ms);
          return [
            `${s.label} (\`${s.filter}\`, ${s.sort})`,
            String(ms.length),
            fmt(p(ms, 0.5)),
            fmt(p(ms, 0.95)),
            String(burst.length),
            fmt(p(burst, 0.5)),
            fmt(p(burst, 0.95)),
            fmt(aloneLoad),
          ];
        }),
        1,
      );
      const worstAlone = BURST_SEARCHES.reduce((a, b) =>
        p(alone.get(b.label)!, 0.95) > p(alone.get(a.label)!, 0.95) ? b : a,
      );
      const burstPhases = phases.slice(1);
      const worst = burstPhases.reduce((a, b) => (p(b.other, 0.95) > p(a.other, 0.95) ? b : a));
      const budgets: BudgetCheck[] = [
        {
          budget: `other client's p95 during ${SEARCHERS} costly searches (ms)`,
          measured: p(worst.other, 0.95),
          limit: OTHER_CLIENT_BUDGET_MS,
          direction: 'max',
          where: `${worst.phase}; ${OTHER_PATH}`,
        },
        {
          budget: `worst costly search alone, p95, 1 client (ms)`,
          measured: p(alone.get(worstAlone.label)!, 0.95),
          limit: WORST_SEARCH_ALONE_BUDGET_MS,
          direction: 'max',
          where: `${worstAlone.label}; ${SEARCHERS} at once from ten users: p95 ${fmt(
            p(
              together.searches.filter((a) => a.search === worstAlone.label && a.status === 200).map((a) => a.ms),
              0.95,
            ),
          )} ms`,
        },
      ];
      notes.push(
        `Searches, round-robin: ${BURST_SEARCHES.map((s) => `${s.label} (\`${s.filter}\`, ${s.sort})`).join('; ')}. ` +
          `Each searcher sends its next search when the last answered, after the Retry-After of a 429 or 503.`,
      );
      return {
        name: 'burst',
        rows: [],
        sections: [
          { title: `Costly searches beside another client (${PHASE_SECONDS} s a phase)`, table },
          { title: 'The worst searches: each alone, and among 20 at once (issue 25)', table: worstTable },
        ],
        budgets,
        notes,
        data: { phases, alone: Object.fromEntries(alone) },
      };
    } finally {
      await server.stop();
      if (given || keep) log(`Kept ${url}${given ? '' : ' (--keep)'}.`);
      else await dropDatabase(url);
    }
  },
};
