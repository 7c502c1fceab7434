import os from 'node:os';

/*
 * What every benchmark of `npm run bench` shares: its options, its result rows and the table they
 * are printed as. A benchmark measures and reports; run.ts decides the exit code.
 */

/** Options of one bench run (run.ts reads them from the command line). */
export interface BenchOptions {
  /** Leave the generated database behind (--keep). */
  keep: boolean;
  log: (message: string) => void;
}

/** One measured case: latencies in milliseconds against an optional p95 budget. */
export interface BenchRow {
  /** Columns that name the case, e.g. filter set and sort. */
  labels: Record<string, string>;
  p50: number;
  p95: number;
  max: number;
  requestsPerSecond: number;
  /** p95 budget in milliseconds; none means report only. */
  budgetP95?: number;
}

/** One budget of the issue, checked against what a run measured. */
export interface BudgetCheck {
  /** What is limited, e.g. "search p95 at 100k published (ms)". */
  budget: string;
  measured: number | null;
  /** The limit and its direction: at most (≤) or at least (≥). */
  limit: number;
  direction: 'max' | 'min';
  /** Which case measured it (the worst one), e.g. "S355J2 plate / PRICE_DESCENDING". */
  where: string;
}

/** A table of a benchmark: a title and Markdown. */
export interface BenchSection {
  title: string;
  table: string;
}

export interface BenchResult {
  name: string;
  /** Latency rows with p95 budgets (the search benchmark's table). */
  rows: BenchRow[];
  /** Further tables (API, scale, web). */
  sections?: BenchSection[];
  /** Budgets beyond the rows' own p95 budgets. */
  budgets?: BudgetCheck[];
  /** Notes printed under the table (data generation time, machine). */
  notes: string[];
  /** Everything measured, for bench/results.json. */
  data?: unknown;
}

export interface Benchmark {
  name: string;
  description: string;
  run(options: BenchOptions): Promise<BenchResult>;
}

/** The q-quantile (0–1) of sorted values, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** p50, p95, max and requests per second of sequential durations (ms). */
export function summarise(durations: readonly number[]): Pick<BenchRow, 'p50' | 'p95' | 'max' | 'requestsPerSecond'> {
  const sorted = [...durations].sort((a, b) => a - b);
  const total = durations.reduce((a, b) => a + b, 0);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    requestsPerSecond: total > 0 ? (durations.length * 1000) / total : NaN,
  };
}

export const budgetMet = (b: BudgetCheck) =>
  b.measured !== null &&
  Number.isFinite(b.measured) &&
  (b.direction === 'max' ? b.measured <= b.limit : b.measured >= b.limit);

/** The 1-, 5- and 15-minute load averages as "11.5 / 13.8 / 14.5" (the bench prints it next to every run). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}

/** A Markdown table of strings; columns whose header ends in a unit or "/s" are right-aligned. */
export function markdownTable(header: string[], lines: string[][], numericFrom = Infinity): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const numeric = (i: number) => i >= numericFrom;
  const cell = (v: string, i: number) => (numeric(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!));
  const row = (cells: string[]) => `| ${header.map((_, i) => cell(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [row(header), rule, ...lines.map(row)].join('\n');
}

/** Formats a number with `digits` decimals, or "–" when not measured. */
export const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);

export const passes = (row: BenchRow) => row.budgetP95 === undefined || row.p95 <= row.budgetP95;

/** The rows as a Markdown table (readable in a terminal, pasted as is into docs/benchmarks.md). */
export function formatTable(rows: readonly BenchRow[]): string {
  const labelNames = [...new Set(rows.flatMap((r) => Object.keys(r.labels)))];
  const header = [...labelNames, 'p50 ms', 'p95 ms', 'max ms', 'req/s', 'budget'];
  const lines = rows.map((r) => [
    ...labelNames.map((n) => r.labels[n] ?? ''),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.max.toFixed(1),
    r.requestsPerSecond.toFixed(0),
    r.budgetP95 === undefined ? '–' : `${passes(r) ? 'PASS' : 'FAIL'} (p95 ≤ ${r.budgetP95})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const numeric = (i: number) => i >= labelNames.length && i < header.length - 1;
  const cell = (v: string, i: number) => (numeric(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!));
  const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [row(header), rule, ...lines.map(row)].join('\n');
}
