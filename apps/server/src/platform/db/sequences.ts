import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { readRows } from './raw-rows';

/** The next value of a database sequence (the numbers of listings, orders, negotiations, RFQs). */
export async function nextSequenceValue(db: Database, sequence: string): Promise<number> {
  // bigint arrives as text from pg and as a number or bigint from PGlite
  const rows = await readRows<{ n: string | number | bigint }>(db, sql`select nextval(${sequence}::regclass) as n`);
  return Number(rows[0]!.n);
}
