import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { readRows } from '../platform/db/raw-rows';

/**
 * The EXPLAIN of a query, one line a node, with the named scan kinds switched off in its own
 * transaction: a small test database still shows which index the planner can use (PostgreSQL plan tests).
 */
export async function queryPlan(
  db: Database,
  query: SQLWrapper,
  off: readonly ('seqscan' | 'bitmapscan' | 'indexscan' | 'indexonlyscan')[] = ['seqscan'],
): Promise<string> {
  return db.transaction(async (tx) => {
    for (const kind of off) await tx.execute(sql.raw(`set local enable_${kind} = off`));
    const rows = await readRows<Record<string, string>>(tx, sql`explain ${query as unknown as SQL}`);
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
