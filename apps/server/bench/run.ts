// `npm run bench` (apps/server: `tsx bench/run.ts`): runs the benchmarks named on the command line
// (the default set when none), prints each one's tables, then one table of every budget with PASS or
// FAIL, writes bench/results.json, and exits 1 when a budget is missed (unless --no-fail).
// Options: --no-fail (report only), --keep (leave generated databases behind), --list.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiBenchmark } from './api.bench';
import {
  budgetMet,
  fmt,
  formatTable,
  loadAverage,
  markdownTable,
  passes,
  type Benchmark,
  type BenchResult,
  type BudgetCheck,
} from './bench-support';
import { burstBenchmark } from './burst.bench';
import { scaleBenchmark } from './scale.bench';
import { searchBenchmark } from './search.bench';
import { buildServerBundle } from './server-process';
import { webBenchmark } from './web.bench';

/** Every benchmark, in the order they run; `search` (one client, issue 7's table) runs only by name. */
const BENCHMARKS: Benchmark[] = [apiBenchmark, burstBenchmark, scaleBenchmark, webBenchmark, searchBenchmark];
const DEFAULT = ['api', 'burst', 'scale', 'web'];

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const names = args.filter((a) => !a.startsWith('--'));
const known = new Set(['--no-fail', '--keep', '--list']);
const unknownFlag = [...flags].find((f) => !known.has(f));
if (unknownFlag) {
  console.error(`Unknown option ${unknownFlag}. Options: ${[...known].join(', ')}.`);
  process.exit(2);
}
if (flags.has('--list')) {
  for (const b of BENCHMARKS)
    console.log(`${b.name}${DEFAULT.includes(b.name) ? '' : ' (by name only)'}: ${b.description}`);
  process.exit(0);
}
const unknownName = names.find((n) => !BENCHMARKS.some((b) => b.name === n));
if (unknownName) {
  console.error(`Unknown benchmark ${unknownName}. Benchmarks: ${BENCHMARKS.map((b) => b.name).join(', ')}.`);
  process.exit(2);
}
const selected = BENCHMARKS.filter((b) => (names.length > 0 ? names : DEFAULT).includes(b.name));

const log = (message: string) => console.log(message);
// a built tree, as the ready budget says: no measured start builds the server
buildServerBundle();
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const startedAt = new Date();
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
log(`Steelyard bench — ${startedAt.toISOString()} — ${machine} — load average ${loadAverage()}`);

const results: (BenchResult & { loadBefore: string; loadAfter: string; seconds: number })[] = [];
const budgets: (BudgetCheck & { benchmark: string })[] = [];
for (const benchmark of selected) {
  log(`\n## ${benchmark.name}: ${benchmark.description}\n`);
  const loadBefore = loadAverage();
  const t0 = performance.now();
  const result = await benchmark.run({ keep: flags.has('--keep'), log });
  const loadAfter = loadAverage();
  results.push({ ...result, loadBefore, loadAfter, seconds: (performance.now() - t0) / 1000 });
  if (result.rows.length > 0) log(`\n${formatTable(result.rows)}\n`);
  for (const section of result.sections ?? []) log(`\n### ${section.title}\n\n${section.table}\n`);
  for (const note of result.notes) log(note);
  log(`\n${benchmark.name}: load average ${loadBefore} before, ${loadAfter} after.`);
  for (const b of result.budgets ?? []) budgets.push({ ...b, benchmark: benchmark.name });
  const misses = result.rows.filter((r) => !passes(r));
  if (misses.length > 0) {
    budgets.push({
      benchmark: benchmark.name,
      budget: `cases within their p95 budget`,
      measured: result.rows.length - misses.length,
      limit: result.rows.length,
      direction: 'min',
      where: misses.map((r) => Object.values(r.labels).slice(0, 2).join(' / ')).join('; '),
    });
  }
}

const failed = budgets.filter((b) => !budgetMet(b));
const summary = markdownTable(
  ['benchmark', 'budget', 'measured', 'limit', 'result', 'worst case'],
  budgets.map((b) => [
    b.benchmark,
    b.budget,
    fmt(b.measured, Number.isInteger(b.limit) && b.limit >= 10 ? 1 : 2),
    `${b.direction === 'max' ? '≤' : '≥'} ${b.limit}`,
    budgetMet(b) ? 'PASS' : 'FAIL',
    b.where,
  ]),
);
log(`\n## Budgets (load average ${loadAverage()} at the end)\n\n${summary}\n`);

const file = path.join(import.meta.dirname, 'results.json');
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), machine, budgets, benchmarks: results }, null, 2)}\n`,
);
log(`Written ${path.relative(process.cwd(), file)}.`);

if (failed.length > 0 && !flags.has('--no-fail')) {
  console.error(`\n${failed.length} budget(s) missed: ${failed.map((b) => `${b.benchmark}: ${b.budget}`).join('; ')}.`);
  process.exit(1);
}
log(failed.length > 0 ? `\n${failed.length} budget(s) missed (reported only: --no-fail).` : '\nEvery budget met.');
