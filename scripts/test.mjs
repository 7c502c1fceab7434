// `npm test`: type-check, lint, unit, API integration and browser tests (the journeys beside the rest), then one closing line
// "N passed, N failed". `node scripts/test.mjs api` runs only the API suite (CI's PostgreSQL pass).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const only = process.argv[2];
const label = process.env.DATABASE_URL ? 'postgres' : 'pglite';

function run(title, cmd, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
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
let ok = true;

function vitest(title, projects, file) {
  const out = join(results, file);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json'];
  const passed = run(title, 'npx', [...args, `--outputFile.json=${out}`]);
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
  ok = vitest(`API integration (${label})`, ['server'], `api-${label}.json`);
} else {
  // The browser journeys mostly wait (a server starting, Chromium rendering), so they run beside the checks and
  // the unit and API suites, with their output kept in a log printed when they are done.
  const chromium = findChromium();
  const e2eOut = join(results, 'e2e.json');
  const e2eLog = join(results, 'e2e.log');
  // WEB_BUILT=true: the web app was built before (.ci/run builds it once, since the soak serves the same build
  // side by side and must not see it rewritten)
  const e2eCommand =
    process.env.WEB_BUILT === 'true'
      ? ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]
      : ['npm', ['run', 'test:e2e']];
  const e2eStarted = Date.now();
  const e2eDone = new Promise((resolve) => {
    const out = openSync(e2eLog, 'w');
    const child = spawn(e2eCommand[0], e2eCommand[1], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
    });
    child.on('close', (status) => {
      closeSync(out);
      resolve(status === 0);
    });
  });
  for (const [title, cmd, args] of [
    ['type-check', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ]) {
    if (!run(title, cmd, args)) {
      ok = false;
      counts.failed += 1;
    }
  }
  ok = vitest('unit (domain, web)', ['domain', 'web'], 'unit.json') && ok;
  ok = vitest(`API integration (${label})`, ['server'], `api-${label}.json`) && ok;
  const e2eOk = await e2eDone;
  console.log(`\n── browser journeys (Playwright, Chromium; ${Math.round((Date.now() - e2eStarted) / 1000)} s) ──`);
  process.stdout.write(readFileSync(e2eLog, 'utf8'));
  if (existsSync(e2eOut)) {
    const s = JSON.parse(readFileSync(e2eOut, 'utf8')).stats;
    counts.passed += s.expected + s.flaky;
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
  } else if (!e2eOk) counts.failed += 1;
  ok = e2eOk && ok;
}

writeFileSync(join(results, `summary-${only ?? 'all'}-${label}.json`), JSON.stringify(counts));
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
