import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from './db/connection-errors';
import { MIGRATIONS_DIR, type Database } from './db/database';

/** One migration of drizzle's journal (`drizzle/meta/_journal.json`): its tag and when it was generated. */
export interface JournalEntry {
  tag: string;
  /** Milliseconds; the migrator records it as `created_at` of the applied migration. */
  when: number;
}

/** The migrations this build ships with, oldest first; read once at start, it does not change while running. */
export function readMigrationJournal(migrationsDir: string = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database-unreachable'; cause: unknown }
  | { ready: false; reason: 'migrations-pending'; pending: number };

// the migrator's defaults (drizzle-orm pg-core: migrationsSchema 'drizzle', migrationsTable '__drizzle_migrations');
// database.ts passes neither option
const lastAppliedMigration = sql`select max(created_at) as last from drizzle.__drizzle_migrations`;
const UNDEFINED_TABLE = '42P01';

function isUndefinedTable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e != null && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === UNDEFINED_TABLE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Resolves with `work`'s answer, or rejects when it fails or takes longer than `timeoutMs` (a live
 * database answers in a millisecond; the pool's own timeouts end the abandoned query later, issue 22).
 */
export async function withDeadline<T>(work: PromiseLike<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${timeoutMs} ms`)), timeoutMs);
  });
  // drizzle runs a query at each then(): one promise of one run
  const answer = Promise.resolve(work);
  answer.catch(() => {}); // when it loses the race, its failure comes later and is nobody's
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: the database answers, and it has every migration of this build.
 * As drizzle's migrator decides what to apply, a migration counts as applied when the newest applied
 * one is at least as recent; a database ahead of the build (a newer instance migrated it during a
 * rolling deploy) is ready. One query, which is also the ping.
 */
export async function checkReadiness(db: Database, journal: JournalEntry[], timeoutMs: number): Promise<Readiness> {
  let last: number | null;
  try {
    const result = (await withDeadline(db.execute(lastAppliedMigration), timeoutMs)) as unknown as {
      rows: { last: string | number | null }[];
    };
    const value = result.rows[0]?.last;
    last = value == null ? null : Number(value);
  } catch (error) {
    // a database without the migrator's table has had no migration at all
    if (isUndefinedTable(error) && !isDatabaseUnavailable(error)) last = null;
    else return { ready: false, reason: 'database-unreachable', cause: error };
  }
  const pending = journal.filter((entry) => last == null || entry.when > last).length;
  return pending === 0 ? { ready: true } : { ready: false, reason: 'migrations-pending', pending };
}
