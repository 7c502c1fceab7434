// `npm run bench` (apps/server: `tsx bench/run.ts`): runs the benchmarks named on the command line
// (all by default), prints each one's table and exits 1 when a budget is missed (unless --no-fail).
// Options: --no-fail (report only), --keep (leave generated databases behind), --list.
import os from 'node:os';
import { formatTable, passes, type Benchmark } from './bench-support';
import { searchBenchmark } from './search.bench';

/** Every benchmark, in the order they run; add new ones here. */
const BENCHMARKS: Benchmark[] = [searchBenchmark];

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
  for (const b of BENCHMARKS) console.log(`${b.name}: ${b.description}`);
  process.exit(0);
}
const unknownName = names.find((n) => !BENCHMARKS.some((b) => b.name === n));
if (unknownName) {
  console.error(`Unknown benchmark ${unknownName}. Benchmarks: ${BENCHMARKS.map((b) => b.name).join(', ')}.`);
  process.exit(2);
}
const selected = names.length > 0 ? BENCHMARKS.filter((b) => names.includes(b.name)) : BENCHMARKS;

const log = (message: string) => console.log(message);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
log(
  `Steelyard bench — ${new Date().toISOString()} — ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

let failed = 0;
for (const benchmark of selected) {
  log(`\n## ${benchmark.name}: ${benchmark.description}\n`);
  const result = await benchmark.run({ keep: flags.has('--keep'), log });
  log(`\n${formatTable(result.rows)}\n`);
  for (const note of result.notes) log(note);
  const misses = result.rows.filter((r) => !passes(r));
  failed += misses.length;
  if (misses.length > 0) log(`\n${benchmark.name}: ${misses.length} of ${result.rows.length} cases over budget.`);
}
if (failed > 0 && !flags.has('--no-fail')) {
  console.error(`\n${failed} case(s) over budget.`);
  process.exit(1);
}
log(failed > 0 ? `\n${failed} case(s) over budget (reported only: --no-fail).` : '\nEvery budget met.');
