// `npm test`: type-check, lint, unit, API integration and browser tests, then one closing line
// "N passed, N failed". `node scripts/test.mjs api` runs only the API suite (CI's PostgreSQL pass).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  for (const [title, cmd, args] of [
    ['type-check', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ]) {
    if (!run(title, cmd, args)) {
      ok = false;
      counts.failed += 1;
    }
  }
  ok = vitest('unit (domain, web, tooling)', ['domain', 'web', 'tooling'], 'unit.json') && ok;
  ok = vitest(`API integration (${label})`, ['server'], `api-${label}.json`) && ok;
  const chromium = findChromium();
  const e2eOut = join(results, 'e2e.json');
  const e2eOk = run('browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
  });
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
