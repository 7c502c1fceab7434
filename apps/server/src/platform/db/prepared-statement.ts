import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** What drizzle's `.prepare(name)` answers: a statement run with its placeholders' values. */
export interface PreparedStatement<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

const names = new Set<string>();

/**
 * A fixed statement of a hot read, built by drizzle once per database handle and run as a named
 * statement, which PostgreSQL parses and plans once per connection (issue 11). Building even a
 * one-table select costs drizzle about 70 µs and PostgreSQL's parse about as much again, on every
 * call; prepared, a lookup by id runs in about 40 % of the time (decision 114).
 *
 * `build` gets the handle it is called with: a transaction gets its own statement, built on its own
 * connection, so a prepared read inside a transaction stays inside it. Only for statements whose
 * shape never changes: anything that varies (filters, sorts) goes in as placeholders or is built per call.
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Database, name: string) => PreparedStatement<Result>,
): (db: Database) => PreparedStatement<Result> {
  // PostgreSQL knows a connection's statements by name: two texts under one name would fail at run time
  if (names.has(name)) throw new Error(`A prepared statement is already named ${name}.`);
  names.add(name);
  const built = new WeakMap<Database, PreparedStatement<Result>>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * The row of `table` whose `key` column equals a value (a primary or unique key), as a prepared
 * statement: the lookups by id that most signed-in calls make.
 */
export function preparedRowByKey<T extends PgTable>(
  name: string,
  table: T,
  key: PgColumn,
): (db: Database, value: string) => Promise<T['$inferSelect'] | null> {
  const statement = preparedStatement(name, (db, statementName) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(key, sql.placeholder('key')))
      .limit(1)
      .prepare(statementName),
  );
  return async (db, value) => ((await statement(db).execute({ key: value })) as T['$inferSelect'][])[0] ?? null;
}
