// `npm test`: type-check, lint, unit, API integration and browser tests, then a table of each stage's
// result and wall time and one closing line "N passed, N failed". `node scripts/test.mjs api` runs only
// the API suite (CI's PostgreSQL pass), `node scripts/test.mjs unit` only the unit suites (CI's Node 22 pass).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const only = process.argv[2];
const label = `${process.env.DATABASE_URL ? 'postgres' : 'pglite'}-node${process.versions.node.split('.')[0]}`;

/** Every stage's title, result and wall time, for the closing table. */
const stages = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push({ title, ok: r.status === 0, ms: Date.now() - started });
  return r.status === 0;
}

/**
 * Runs a stage beside others: its output is held and printed whole when it ends, so that two
 * suites' lines do not interleave.
 */
function runBeside(title, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n── ${title} ──`);
      process.stdout.write(Buffer.concat(output));
      stages.push({ title, ok: code === 0, ms: Date.now() - started });
      resolve(code === 0);
    });
  });
}

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`Chromium not found at ${candidate}: set CHROMIUM_PATH or install the chromium package.`);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const PARALLEL_SUITES_MIN_CORES = 4;
let ok = true;

async function vitest(title, projects, file, { beside = false } = {}) {
  const out = join(results, file);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  const command = [...args, `--outputFile.json=${out}`];
  const passed = beside ? await runBeside(title, 'npx', command) : run(title, 'npx', command);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  if (!passed && !existsSync(out)) counts.failed += 1;
  return passed;
}

if (only === 'api') {
  ok = await vitest(`API integration (${label})`, ['server'], `api-${label}.json`);
} else if (only === 'unit') {
  ok = await vitest(`unit (domain, web, tooling; ${label})`, ['domain', 'web', 'tooling'], `unit-${label}.json`);
} else {
  for (const [title, cmd, args] of [
    ['type-check', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ]) {
    if (!run(title, cmd, args)) {
      ok = false;
      counts.failed += 1;
    }
  }
  const unit = ['unit (domain, web, tooling)', ['domain', 'web', 'tooling'], 'unit.json'];
  const api = [`API integration (${label})`, ['server'], `api-${label}.json`];
  // each suite already fills the cores with its workers: side by side they only help with cores to
  // spare; on a 2-core machine (CI's) they would fight over them and time out, so they run in turn
  if (availableParallelism() >= PARALLEL_SUITES_MIN_CORES) {
    const both = await Promise.all([vitest(...unit, { beside: true }), vitest(...api, { beside: true })]);
    ok = both.every(Boolean) && ok;
  } else {
    ok = (await vitest(...unit)) && ok;
    ok = (await vitest(...api)) && ok;
  }
  const chromium = findChromium();
  const journeys = [
    ['browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e'], 'e2e.json'],
    // files in an S3 bucket (s3rver) and error reporting to a Sentry stand-in, both on loopback, on the build
    // the journeys made: one server of their own (issue 26)
    [
      'browser journeys of the integrations (S3, Sentry)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.integrations.config.ts'],
      'e2e-integrations.json',
    ],
  ];
  for (const [title, cmd, args, out] of journeys) {
    const e2eOut = join(results, out);
    const e2eOk = run(title, cmd, args, { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut });
    if (existsSync(e2eOut)) {
      const s = JSON.parse(readFileSync(e2eOut, 'utf8')).stats;
      counts.passed += s.expected + s.flaky;
      counts.failed += s.unexpected;
      counts.skipped += s.skipped;
    } else if (!e2eOk) counts.failed += 1;
    ok = e2eOk && ok;
  }
}

writeFileSync(join(results, `summary-${only ?? 'all'}-${label}.json`), JSON.stringify(counts));
printStages();
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);

function printStages() {
  const width = Math.max(...stages.map((s) => s.title.length), 'stage'.length);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\n${'stage'.padEnd(width)}  result  wall time`);
  for (const s of stages)
    console.log(`${s.title.padEnd(width)}  ${(s.ok ? 'passed' : 'FAILED').padEnd(6)}  ${seconds(s.ms)}`);
}
process.exit(ok && counts.failed === 0 ? 0 : 1);
