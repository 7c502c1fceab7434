// `npm run soak`: the long reliability suites (apps/server/src/reliability/*.soak.ts) on PGlite, and again on
// PostgreSQL when DATABASE_URL is set, then one table of what they tried and what held.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, 'test-results', 'soak');
mkdirSync(reportDir, { recursive: true });
// the fuzz cases are recorded by the npm test passes that ran before (.ci/run runs them first); the rest is ours
for (const f of readdirSync(reportDir)) if (!f.startsWith('fuzz-')) rmSync(join(reportDir, f), { recursive: true });

/** Runs a command with its output kept in a log file (the parts run side by side); answers its exit status. */
function runLogged(label, cmd, args, options) {
  const log = join(reportDir, `${label}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', out, out] });
    child.on('close', (status) => {
      closeSync(out);
      resolve({ label, status, log, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const passes = [{ label: 'pglite', env: { DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) passes.push({ label: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } });

// The soak's parts wait on servers starting, crashing and restarting far more than they compute, so
// the PGlite pass, the PostgreSQL pass and the scale-out journeys run side by side (one log each,
// printed when all are done): on two cores that took the soak from 13 to about N minutes.
const parts = passes.map((pass) => {
  const env = { ...process.env, ...pass.env, SOAK_REPORT_DIR: reportDir };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const out = join(reportDir, `vitest-${pass.label}.result`);
  return runLogged(
    `soak-${pass.label}`,
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
    { cwd: join(root, 'apps/server'), env },
  ).then((r) => ({ ...r, out }));
});

// Scale out (issue 12): the main journeys through a round-robin proxy over two server instances on one
// fresh PostgreSQL database (e2e/playwright.scale.config.ts); SKIP_SCALE_OUT=true leaves it out.
const scaleOut = process.env.DATABASE_URL && process.env.SKIP_SCALE_OUT !== 'true';
if (scaleOut) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  parts.push(
    runLogged('scale-out', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.scale.config.ts'], {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: process.env.SCALE_E2E_PORT ?? '3190',
        E2E_STATE_DIR: 'e2e-scale-data',
      },
    }),
    // the same two instances keeping their files in one S3 bucket (s3rver), for the journeys that upload and read files
    runLogged('scale-out-s3', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.scale-s3.config.ts'], {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: process.env.SCALE_S3_E2E_PORT ?? '3170',
        E2E_STATE_DIR: 'e2e-scale-s3-data',
      },
    }),
  );
}

let ok = true;
// the tests of both passes, as scripts/test.mjs counts them, for CI's closing line
const tests = { passed: 0, failed: 0, skipped: 0 };
const seconds = {};
for (const part of await Promise.all(parts)) {
  const title =
    part.label === 'scale-out'
      ? 'scale out (two instances behind a round-robin proxy, postgres)'
      : part.label === 'scale-out-s3'
        ? 'scale out on S3 storage (the file journeys, two instances, one s3rver bucket)'
        : `soak (${part.label.replace('soak-', '')})`;
  console.log(`\n── ${title}: ${part.status === 0 ? 'passed' : 'FAILED'} in ${part.seconds} s ──`);
  process.stdout.write(readFileSync(part.log, 'utf8'));
  seconds[part.label.replace('soak-', '')] = part.seconds;
  ok = part.status === 0 && ok;
  if (part.out) {
    if (existsSync(part.out)) {
      const result = JSON.parse(readFileSync(part.out, 'utf8'));
      tests.passed += result.numPassedTests;
      tests.failed += result.numFailedTests;
      tests.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    } else if (part.status !== 0) tests.failed += 1;
  }
}
if (scaleOut) {
  for (const [pass, suite] of [
    ['', 'scale-out-postgres'],
    ['-s3', 'scale-out-s3'],
  ]) {
    const proxyFile = join(root, 'test-results', `scale-out-proxy${pass}.json`);
    const perInstance = existsSync(proxyFile) ? JSON.parse(readFileSync(proxyFile, 'utf8')).requestsPerInstance : [];
    console.log(`scale out${pass && ' on S3'}: requests per instance ${perInstance.join(' / ') || 'none'}`);
    writeFileSync(
      join(reportDir, `${suite}.json`),
      JSON.stringify({ requests: perInstance.reduce((a, b) => a + b, 0) }),
    );
  }
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
