import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../platform/config';

/** What a soak suite tried and what held; `scripts/soak.mjs` adds every suite's counts into one report. */
export interface SoakCounts {
  requests: number;
  fuzzCases: number;
  races: number;
  faults: number;
  invariantsChecked: number;
  /** acknowledged writes that were not found afterwards, or invariants that did not hold */
  lost: number;
}

const zero: SoakCounts = { requests: 0, fuzzCases: 0, races: 0, faults: 0, invariantsChecked: 0, lost: 0 };

function reportFile(suite: string): string {
  const dir = process.env.SOAK_REPORT_DIR ?? path.join(REPO_ROOT, 'test-results', 'soak');
  mkdirSync(dir, { recursive: true });
  const label = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  return path.join(dir, `${suite}-${label}.json`);
}

/** Adds a suite's counts to its report file (suites call it as they go, so a failing run still reports). */
export function recordSoak(suite: string, counts: Partial<SoakCounts>): void {
  const file = reportFile(suite);
  const before: SoakCounts = existsSync(file) ? { ...zero, ...JSON.parse(readFileSync(file, 'utf8')) } : { ...zero };
  for (const key of Object.keys(zero) as (keyof SoakCounts)[]) before[key] += counts[key] ?? 0;
  writeFileSync(file, JSON.stringify(before));
}
