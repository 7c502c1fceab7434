import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { readRows } from './raw-rows';

/** Reads whole rows of one table in a statement written by the caller (see `wholeRowsOf`). */
export interface WholeRows<Row> {
  /** Every column of the table, qualified by its name: `"t"."a", "t"."b", …` */
  columns: SQL;
  /** Runs a statement selecting `columns` (and any extra fields) and decodes its rows. */
  read(db: Database, statement: SQL): Promise<{ rows: Row[]; raw: Record<string, unknown>[] }>;
}

/**
 * Whole rows of a wide table for the hot lists (a search page, a page of orders): the select list is
 * written once and each row is decoded by its columns' own mappers. Built by drizzle, a select of
 * 40–50 columns costs about 0.3 ms on every call, and decoding checks every column of every row with
 * `is()` (issue 11, decision 116). Columns are read by their database names, so extra fields of the
 * statement must not share one.
 */
export function wholeRowsOf<T extends PgTable>(table: T): WholeRows<T['$inferSelect']> {
  const name = getTableName(table);
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column }));
  const list = sql.raw(columns.map(({ column }) => `"${name}"."${column.name}"`).join(', '));
  const decode = (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const { key, column } of columns) {
      const value = raw[column.name];
      row[key] = value == null ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
  return {
    columns: list,
    async read(db, statement) {
      // both drivers answer rows of objects keyed by column name
      const raw = await readRows(db, statement);
      return { rows: raw.map(decode), raw };
    },
  };
}
