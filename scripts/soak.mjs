// `npm run soak`: the long reliability suites (apps/server/src/reliability/*.soak.ts) on PGlite, and again on
// PostgreSQL when DATABASE_URL is set, then one table of what they tried and what held.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, 'test-results', 'soak');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const passes = [{ label: 'pglite', env: { DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) passes.push({ label: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });

let ok = true;
// the tests of both passes, as scripts/test.mjs counts them, for CI's closing line
const tests = { passed: 0, failed: 0, skipped: 0 };
const seconds = {};
for (const pass of passes) {
  console.log(`\n── soak (${pass.label}) ──`);
  const env = { ...process.env, ...pass.env, SOAK_REPORT_DIR: reportDir };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const out = join(reportDir, `vitest-${pass.label}.result`);
  const started = Date.now();
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '-c',
      'vitest.soak.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: join(root, 'apps/server'), stdio: 'inherit', env },
  );
  seconds[pass.label] = Math.round((Date.now() - started) / 1000);
  if (existsSync(out)) {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    tests.passed += result.numPassedTests;
    tests.failed += result.numFailedTests;
    tests.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  } else if (r.status !== 0) tests.failed += 1;
  ok = r.status === 0 && ok;
}

// Scale out (issue 12): the main journeys through a round-robin proxy over two server instances on one
// fresh PostgreSQL database (e2e/playwright.scale.config.ts); SKIP_SCALE_OUT=true leaves it out.
if (process.env.DATABASE_URL && process.env.SKIP_SCALE_OUT !== 'true') {
  console.log('\n── scale out (two instances behind a round-robin proxy, postgres) ──');
  let built = true;
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
  }
  const started = Date.now();
  const r = built
    ? spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.scale.config.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, E2E_PORT: process.env.SCALE_E2E_PORT ?? process.env.E2E_PORT ?? '3190' },
      })
    : { status: 1 };
  ok = r.status === 0 && ok;
  const proxyFile = join(root, 'test-results', 'scale-out-proxy.json');
  const perInstance = existsSync(proxyFile) ? JSON.parse(readFileSync(proxyFile, 'utf8')).requestsPerInstance : [];
  console.log(
    `scale out: ${r.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s, ` +
      `requests per instance ${perInstance.join(' / ') || 'none'}`,
  );
  writeFileSync(
    join(reportDir, 'scale-out-postgres.json'),
    JSON.stringify({ requests: perInstance.reduce((a, b) => a + b, 0) }),
  );
}

const keys = ['requests', 'fuzzCases', 'races', 'faults', 'invariantsChecked', 'lost'];
const rows = existsSync(reportDir)
  ? readdirSync(reportDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ suite: f.replace(/\.json$/, ''), ...JSON.parse(readFileSync(join(reportDir, f), 'utf8')) }))
  : [];
const total = Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + (r[k] ?? 0), 0)]));
console.log('\n| suite | ' + keys.join(' | ') + ' |');
console.log('|' + ' --- |'.repeat(keys.length + 1));
for (const r of [...rows, { suite: 'total', ...total }])
  console.log(`| ${r.suite} | ${keys.map((k) => r[k] ?? 0).join(' | ')} |`);
const took = Object.entries(seconds)
  .map(([label, s]) => `${label} ${s} s`)
  .join(', ');
const line = `soak: ${total.requests} requests, ${total.fuzzCases} fuzz cases, ${total.races} races, ${total.faults} faults, ${total.invariantsChecked} invariants checked, ${total.lost} lost`;
console.log(`\n${line} (${tests.passed} passed, ${tests.failed} failed; ${took})`);
// a lost write or broken invariant fails the soak even when its test did not
if (total.lost > 0 && tests.failed === 0) tests.failed += 1;
writeFileSync(join(root, 'test-results', 'summary-soak.json'), JSON.stringify({ ...tests, ...total, line }));
process.exit(ok && total.lost === 0 ? 0 : 1);
