import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a statement written in SQL. drizzle types `execute` by driver (PGlite and node-postgres
 * differ), but both answer an object with `rows`, so the cast lives here once instead of in every caller.
 */
export async function readRows<Row = Record<string, unknown>>(
  db: Database,
  query: SQLWrapper | string,
): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
