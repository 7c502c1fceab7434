import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { TokensReply } from '@steelyard/domain/auth';
import { REPO_ROOT } from '../src/platform/config';
import { BENCH_BUYER, benchUrl, createEmptyDatabase, dropDatabase } from './bench-database';
import { fmt, markdownTable, type Benchmark, type BudgetCheck } from './bench-support';
import { startServer } from './server-process';
import { cookiesOf, putSession, serverRenderedOf, storedSessionOf, type BenchSession } from './web-session';

/*
 * Web (issue 11): Lighthouse (performance and accessibility, mobile and desktop presets) on /login,
 * /search/results, a listing's details and /orders, in the system Chromium (never a downloaded
 * browser), against the production server on a fresh PostgreSQL database with the demo seed; each
 * run in a fresh browser (cold cache), signed-in pages with the demo buyer's session put into
 * localStorage first (the web keeps it there: shared/session) and the cookies of the login reply (issue 25:
 * the HttpOnly session cookie with which the server renders a signed-in page) into the browser's cookie store;
 * whether the server did render each signed-in page is read from its HTML fetched with that cookie. The mobile
 * rows of a cold cache (the budgeted ones) are the median of several runs. The JS and CSS each page loaded are
 * sized gzipped from the built files; the largest chunk is read from apps/web/dist. The pictures a
 * page loads (issue 25: listings' thumbnails through the document exchange) are counted with the
 * bytes they took on the wire.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SCORE_BUDGET = 0.95;
// issue 25, decision 3: a signed-in page on a phone meets Core Web Vitals' "good" (cold cache), and a repeat
// visit (warm HTTP cache, the same browser profile) paints its largest element within a second
const SIGNED_IN_MOBILE_SCORE_BUDGET = 0.9;
const SIGNED_IN_MOBILE_LCP_BUDGET_MS = 2500;
const REPEAT_VISIT_LCP_BUDGET_MS = 1000;
// issue 25, decision 2: /login is pre-rendered HTML that the app hydrates; its first paint needs no script,
// so what is budgeted is all the JS it loads (the retired budget was the initial JS, 170 KB) and its LCP
const LOGIN_JS_BUDGET_KB = 220;
const LOGIN_LCP_BUDGET_MS = 1500;
const CHUNK_BUDGET_KB = 500;
// one Lighthouse run on a phone swings by a few hundredths and half a second of LCP on this 2-core machine
// (/login 0.93–0.95, LCP 1.07–2.06 s): the budgeted mobile rows (cold) are the median of several runs
const LOGIN_MOBILE_RUNS = 5;
const SIGNED_IN_MOBILE_RUNS = 3;
const BUILT_DIST = path.join(REPO_ROOT, 'apps/web/dist');

interface PageResult {
  page: string;
  preset: 'mobile' | 'desktop';
  /** cold: a fresh browser; repeat: the page was opened once before in the same profile (warm HTTP cache). */
  visit: 'cold' | 'repeat';
  performance: number;
  accessibility: number;
  jsKb: number;
  cssKb: number;
  jsFiles: string[];
  transferKb: number;
  /** Listing pictures (thumbnails or the pictures themselves) the page loaded, and their bytes on the wire. */
  pictures: number;
  picturesKb: number;
  /** Lighthouse's metrics in ms (CLS unitless): what the performance score is made of */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The text of the largest contentful paint's element (Lighthouse's node label). */
  lcpText: string;
  load: number;
  /** When the row is the median of several runs: every run's score and metrics, in the order they ran. */
  runs?: RunSummary[];
  /** Signed-in pages: whether the HTML, fetched once with the session cookie, arrived server-rendered. */
  serverRendered?: string;
}

type RunSummary = Pick<PageResult, 'performance' | 'metrics' | 'load'>;

const shortPage = (page: string) => (page.startsWith('/search/details/') ? '/search/details/{id}' : page);

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

async function audit(
  dist: string,
  base: string,
  page: string,
  preset: 'mobile' | 'desktop',
  session: BenchSession | null,
  visit: PageResult['visit'] = 'cold',
  run = 1,
): Promise<PageResult> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    if (session) {
      // the cookies and the stored session, before any page of the app (the repeat visit's first one too)
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await putSession(browser, base, session);
      await browser.disconnect();
    }
    if (visit === 'repeat') {
      // the first visit, in the same profile: its hashed assets stay in the HTTP cache for the audited one
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${base}${page}`, { waitUntil: 'networkidle0' });
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      `${base}${page}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // the session must survive; the browser is fresh, so the cache is cold unless a first visit warmed it
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    // LIGHTHOUSE_REPORTS=<folder>: keep each full report, to see what a score is made of
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${shortPage(page)
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}-${preset}${visit === 'repeat' ? '-repeat' : ''}${run > 1 ? `-${run}` : ''}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
    }[];
    const local = (url: string) => {
      const pathname = new URL(url).pathname;
      return pathname.startsWith('/assets/') ? path.join(dist, pathname) : null;
    };
    const sized = (type: string) =>
      requests
        .filter((r) => r.resourceType === type)
        .map((r) => local(r.url))
        .filter((f): f is string => f !== null);
    const js = sized('Script');
    const css = sized('Stylesheet');
    // a listing's picture: an image the document exchange signed (this server's /api/files/, or a
    // bucket on another host), not one of the app's own images
    const pictures = requests.filter((r) => {
      if (r.resourceType !== 'Image' || r.url.startsWith('data:')) return false;
      const url = new URL(r.url);
      return url.origin !== base || url.pathname.startsWith('/api/files/');
    });
    return {
      page,
      preset,
      visit,
      performance: lhr.categories.performance?.score ?? NaN,
      accessibility: lhr.categories.accessibility?.score ?? NaN,
      jsKb: js.reduce((sum, f) => sum + gzipKb(f), 0),
      cssKb: css.reduce((sum, f) => sum + gzipKb(f), 0),
      jsFiles: js.map((f) => path.basename(f)),
      transferKb: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      pictures: pictures.length,
      picturesKb: pictures.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      lcpText: lcpElementText(lhr.audits['largest-contentful-paint-element']?.details),
      metrics: {
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        si: lhr.audits['speed-index']?.numericValue ?? NaN,
      },
      load: os.loadavg()[0]!,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The node label of Lighthouse's LCP element audit (a table whose first row holds the node). */
function lcpElementText(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined)?.items;
  return tables?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
}

/**
 * What the first paint of a pre-rendered page would wait for a script for (issue 25, decision 2), from the
 * HTML the server sends for it: no form, no stylesheet in the head, a classic script in the head (it blocks
 * parsing), or a largest contentful paint whose text is not in the HTML (the app drew it). Empty when none.
 */
function firstPaintProblems(html: string, lcpText: string): string[] {
  const head = html.split('</head>')[0] ?? '';
  const root = html.split('<div id="root"')[1] ?? '';
  const problems: string[] = [];
  if (!/<form[^>]*>/.test(root) || !/name="username"/.test(root) || !/name="password"/.test(root)) {
    problems.push('no login form in the HTML');
  }
  if (!/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/.test(head)) problems.push('no stylesheet in the head');
  if (
    [...head.matchAll(/<script\b([^>]*)>/g)].some(
      ([, attributes]) => !/type="module"|\basync\b|\bdefer\b/.test(attributes!),
    )
  ) {
    problems.push('a classic script in the head');
  }
  const text = (s: string) =>
    s
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  const label = lcpText.replace(/\s+/g, ' ').trim();
  if (!label || !text(root).includes(label)) problems.push(`the LCP element is not in the HTML ("${label}")`);
  return problems;
}

/**
 * One audit, run again (in a fresh browser) when Lighthouse reports a broken trace: NO_NAVSTART and its
 * kin come and go on this loaded machine and say nothing about the page.
 */
async function auditWithRetry(
  dist: string,
  base: string,
  page: string,
  preset: 'mobile' | 'desktop',
  session: BenchSession | null,
  log: (line: string) => void,
  visit: PageResult['visit'] = 'cold',
  run = 1,
): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(dist, base, page, preset, session, visit, run);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`  ${page} ${preset}: ${(error as Error).message}; again`);
    }
  }
}

/**
 * The median of `count` audits of a page (each in a fresh browser): the run whose performance score is the
 * median, ties ordered by LCP (the slower first), so the row's metrics are one run's and match its score. Its
 * `runs` holds every run's score and metrics; each run is logged as it ends, so the spread is visible.
 */
async function auditMedian(
  count: number,
  dist: string,
  base: string,
  page: string,
  preset: 'mobile' | 'desktop',
  session: BenchSession | null,
  log: (line: string) => void,
): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let run = 1; run <= count; run++) {
    const t0 = performance.now();
    const r = await auditWithRetry(dist, base, page, preset, session, log, 'cold', run);
    runs.push(r);
    if (count > 1) {
      log(
        `    ${page} ${preset}, run ${run} of ${count}: performance ${fmt(r.performance, 2)}; ` +
          `FCP ${fmt(r.metrics.fcp, 0)}, LCP ${fmt(r.metrics.lcp, 0)}, TBT ${fmt(r.metrics.tbt, 0)} ms; ` +
          `${fmt((performance.now() - t0) / 1000, 0)} s, load ${fmt(r.load)}`,
      );
    }
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.metrics.lcp - a.metrics.lcp);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    ...median,
    runs: runs.map((r) => ({ performance: r.performance, metrics: r.metrics, load: r.load })),
  };
}

/** "0.93 / 0.95 / 0.95" of a row's runs (empty for a single run). */
function spreadOf(r: PageResult, value: (run: RunSummary) => number, digits: number): string {
  return (r.runs ?? []).length > 1 ? r.runs!.map((run) => fmt(value(run), digits)).join(' / ') : '';
}

/** The script and stylesheets index.html loads before any route (entry and its preloads). */
function entryFiles(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

export const webBenchmark: Benchmark = {
  name: 'web',
  description: `Lighthouse (mobile and desktop) on /login, /search/results, a listing and /orders; JS and CSS per page (gzip); pictures' bytes; largest chunk`,
  async run({ keep, log }) {
    const url = benchUrl('_web');
    await createEmptyDatabase(url);
    // a copy of the build: a rebuild in the working tree during the run must not change what is served
    const dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-bench-dist-'));
    cpSync(BUILT_DIST, dist, { recursive: true });
    log('Starting the server on a fresh database with the demo seed…');
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'true', WEB_DIST_DIR: dist }, 300_000);
    try {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: BENCH_BUYER, password: DEMO_PASSWORD, tenant: 'MARKETPLACE' }),
      });
      if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
      // the session cookie (issue 25) goes into every signed-in audit's browser beside the stored session
      const session: BenchSession = {
        stored: storedSessionOf((await login.json()) as TokensReply),
        cookies: cookiesOf(login.headers.getSetCookie(), server.base),
      };
      log(
        session.cookies.length > 0
          ? `Signed-in runs carry the login reply's cookies: ${session.cookies.map((c) => c.name).join(', ')} (${server.base}).`
          : 'The login reply set no cookie: signed-in runs carry the stored session only.',
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client
        .query<{ id: string }>(
          `select l.id from listings l join organisations o on o.id = l.organisation_id
           where l.status = 'PUBLISHED' and l.kind = 'LISTING' and o.name like 'Rhein%' order by l.listing_number limit 1`,
        )
        .finally(() => client.end());
      const pages: [string, boolean][] = [
        ['/login', false],
        ['/search/results', true],
        [`/search/details/${rows[0]!.id}`, true],
        ['/orders', true],
      ];
      const results: PageResult[] = [];
      for (const [page, signedIn] of pages) {
        const serverRendered = signedIn ? await serverRenderedOf(server.base, page, session) : undefined;
        if (serverRendered) log(`  ${page}: server-rendered with the cookie: ${serverRendered}`);
        for (const preset of ['mobile', 'desktop'] as const) {
          const count = preset === 'desktop' ? 1 : signedIn ? SIGNED_IN_MOBILE_RUNS : LOGIN_MOBILE_RUNS;
          const r = {
            ...(await auditMedian(count, dist, server.base, page, preset, signedIn ? session : null, log)),
            serverRendered,
          };
          log(
            (count > 1 ? `  ${page} ${preset}, median of ${count}: ` : `  ${page} ${preset}: `) +
              `performance ${fmt(r.performance, 2)}, accessibility ${fmt(r.accessibility, 2)}; ` +
              `pictures ${r.pictures} (${fmt(r.picturesKb)} KB); FCP ${fmt(r.metrics.fcp, 0)}, LCP ${fmt(r.metrics.lcp, 0)}, TBT ${fmt(r.metrics.tbt, 0)} ms, CLS ${fmt(r.metrics.cls, 3)}`,
          );
          results.push(r);
        }
        if (signedIn) {
          const r = {
            ...(await auditWithRetry(dist, server.base, page, 'mobile', session, log, 'repeat')),
            serverRendered,
          };
          log(`  ${page} mobile, repeat visit: performance ${fmt(r.performance, 2)}; LCP ${fmt(r.metrics.lcp, 0)} ms`);
          results.push(r);
        }
      }

      const chunks = readdirSync(path.join(dist, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => ({ file: f, kb: statSync(path.join(dist, 'assets', f)).size / 1024 }))
        .sort((a, b) => b.kb - a.kb);
      const entry = new Set(entryFiles(dist));
      const ownJs = (r: PageResult) => r.jsFiles.filter((f) => !entry.has(f));
      const eager = results.filter((r) => r.preset === 'mobile' && r.visit === 'cold' && ownJs(r).length === 0);
      const loginMobile = results.find((r) => r.page === '/login' && r.preset === 'mobile')!;
      const loginJs = loginMobile.jsKb;
      // the HTML the server sends for /login, as a browser without a script would have it
      const loginHtml = await (await fetch(`${server.base}/login`)).text();
      const paintProblems = firstPaintProblems(loginHtml, loginMobile.lcpText);
      const cold = results.filter((r) => r.visit === 'cold');
      const worstOf = (rows: PageResult[], value: (r: PageResult) => number, direction: 'min' | 'max') =>
        rows.reduce((a, b) => ((direction === 'min' ? value(b) < value(a) : value(b) > value(a)) ? b : a));
      const scoreBudget = (title: string, rows: PageResult[], limit: number): BudgetCheck => {
        const worst = worstOf(rows, (r) => r.performance, 'min');
        return {
          budget: title,
          measured: worst.performance,
          limit,
          direction: 'min',
          where: `${shortPage(worst.page)} ${worst.preset}; ${rows.filter((r) => r.performance < limit).length} of ${rows.length} below`,
        };
      };
      const lcpBudget = (title: string, rows: PageResult[], limit: number): BudgetCheck => {
        const worst = worstOf(rows, (r) => r.metrics.lcp, 'max');
        return {
          budget: title,
          measured: worst.metrics.lcp,
          limit,
          direction: 'max',
          where: `${shortPage(worst.page)}; ${rows.filter((r) => r.metrics.lcp > limit).length} of ${rows.length} over`,
        };
      };
      const signedInMobile = cold.filter((r) => r.page !== '/login' && r.preset === 'mobile');
      const worstA11y = worstOf(cold, (r) => r.accessibility, 'min');
      const budgets: BudgetCheck[] = [
        scoreBudget(
          'Lighthouse performance, desktop, every page',
          cold.filter((r) => r.preset === 'desktop'),
          SCORE_BUDGET,
        ),
        scoreBudget(
          `Lighthouse performance, mobile, /login (median of ${LOGIN_MOBILE_RUNS})`,
          [loginMobile],
          SCORE_BUDGET,
        ),
        scoreBudget(
          `Lighthouse performance, mobile, signed-in pages (median of ${SIGNED_IN_MOBILE_RUNS} each)`,
          signedInMobile,
          SIGNED_IN_MOBILE_SCORE_BUDGET,
        ),
        lcpBudget(
          `LCP of the signed-in pages, mobile, cold cache (ms; the median run of ${SIGNED_IN_MOBILE_RUNS} each)`,
          signedInMobile,
          SIGNED_IN_MOBILE_LCP_BUDGET_MS,
        ),
        lcpBudget(
          'LCP of a repeat visit, mobile, warm cache (ms)',
          results.filter((r) => r.visit === 'repeat'),
          REPEAT_VISIT_LCP_BUDGET_MS,
        ),
        {
          budget: 'Lighthouse accessibility, every page and preset',
          measured: worstA11y.accessibility,
          limit: SCORE_BUDGET,
          direction: 'min',
          where: `${shortPage(worstA11y.page)} ${worstA11y.preset}; ${cold.filter((r) => r.accessibility < SCORE_BUDGET).length} of ${cold.length} below`,
        },
        {
          budget: 'what the first paint of /login waits for a script for (pre-rendered form, CSS in the head, LCP)',
          measured: paintProblems.length,
          limit: 0,
          direction: 'max',
          where: paintProblems.join('; ') || `/login: form in the HTML, LCP "${loginMobile.lcpText}"`,
        },
        {
          budget: `LCP of /login, mobile (ms; the median run of ${LOGIN_MOBILE_RUNS})`,
          measured: loginMobile.metrics.lcp,
          limit: LOGIN_LCP_BUDGET_MS,
          direction: 'max',
          where: `/login mobile; runs ${spreadOf(loginMobile, (run) => run.metrics.lcp, 0) || fmt(loginMobile.metrics.lcp, 0)} ms`,
        },
        {
          budget: 'total JS of /login (KB gzip)',
          measured: loginJs,
          limit: LOGIN_JS_BUDGET_KB,
          direction: 'max',
          where: `/login: ${loginMobile.jsFiles.length} files`,
        },
        {
          budget: 'largest chunk (KB minified)',
          measured: chunks[0]!.kb,
          limit: CHUNK_BUDGET_KB,
          direction: 'max',
          where: chunks[0]!.file,
        },
        {
          budget: 'pages loading no JS of their own (route not lazy)',
          measured: eager.length,
          limit: 0,
          direction: 'max',
          where: eager.map((r) => r.page).join(', ') || 'every page loads its own chunk',
        },
      ];
      const table = markdownTable(
        [
          'page',
          'preset',
          'SSR',
          'runs',
          'performance',
          'accessibility',
          'JS KB gz',
          'CSS KB gz',
          'JS files (own)',
          'transferred KB',
          'pictures (KB)',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'SI ms',
          'load',
        ],
        results.map((r) => [
          shortPage(r.page),
          r.visit === 'repeat' ? `${r.preset}, repeat` : r.preset,
          r.serverRendered ?? '–',
          String(r.runs?.length ?? 1),
          fmt(r.performance, 2),
          fmt(r.accessibility, 2),
          fmt(r.jsKb),
          fmt(r.cssKb),
          `${r.jsFiles.length} (${ownJs(r).length})`,
          fmt(r.transferKb),
          `${r.pictures} (${fmt(r.picturesKb)})`,
          fmt(r.metrics.fcp, 0),
          fmt(r.metrics.lcp, 0),
          fmt(r.metrics.tbt, 0),
          fmt(r.metrics.cls, 3),
          fmt(r.metrics.si, 0),
          fmt(r.load),
        ]),
        3,
      );
      const spreads = results
        .filter((r) => (r.runs ?? []).length > 1)
        .map(
          (r) =>
            `${shortPage(r.page)} ${r.preset}, ${r.runs!.length} runs: performance ${spreadOf(r, (run) => run.performance, 2)}; ` +
            `LCP ${spreadOf(r, (run) => run.metrics.lcp, 0)} ms.`,
        );
      const chunkTable = markdownTable(
        ['largest chunks', 'KB minified', 'KB gzip'],
        chunks.slice(0, 5).map((c) => [c.file, fmt(c.kb), fmt(gzipKb(path.join(dist, 'assets', c.file)))]),
        1,
      );
      return {
        name: 'web',
        rows: [],
        sections: [
          {
            title:
              `Lighthouse (fresh browser per run; mobile cold: the median of ${LOGIN_MOBILE_RUNS} runs for /login and ` +
              `${SIGNED_IN_MOBILE_RUNS} for a signed-in page, the run with the median performance score (ties: by LCP), ` +
              'its metrics as measured; desktop and repeat visits: one run; SSR: the HTML fetched with the session ' +
              'cookie has #root data-rendered="session"; JS and CSS gzipped from the build)',
            table,
          },
          { title: 'Chunks', table: chunkTable },
        ],
        budgets,
        notes: [
          `Entry (index.html): ${[...entry].join(', ')}.`,
          session.cookies.length > 0
            ? `Signed-in runs carried the login reply's cookies (${session.cookies.map((c) => c.name).join(', ')}) and the stored session.`
            : 'The login reply set no cookie: signed-in runs carried the stored session only.',
          ...spreads,
        ],
        data: { results, chunks: chunks.slice(0, 10), entry: [...entry] },
      };
    } catch (error) {
      // the server's last lines say why a page or the server itself failed
      log(`The web bench failed; the server's last lines:\n${server.output()}`);
      throw error;
    } finally {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
      if (keep) log(`Kept ${url} (--keep).`);
      else await dropDatabase(url);
    }
  },
};
