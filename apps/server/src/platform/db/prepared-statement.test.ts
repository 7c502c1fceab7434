import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from './database';
import { preparedRowByKey, preparedStatement } from './prepared-statement';

// a table of this test's own: the platform reaches no module's data
const probes = pgTable('prepared_statement_probes', { id: uuid('id').primaryKey(), label: text('label').notNull() });

let handle: DatabaseHandle;
let builds = 0;
const probeById = preparedStatement('test_probe_by_id', (db, name) => {
  builds += 1;
  return db
    .select()
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare(name);
});

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table prepared_statement_probes (id uuid primary key, label text not null)`);
});
afterAll(() => handle.close());

describe('preparedStatement', () => {
  it('builds a statement once per database and runs it with each call’s values', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await handle.db.insert(probes).values([
      { id: a, label: 'a' },
      { id: b, label: 'b' },
    ]);
    expect(await probeById(handle.db).execute({ id: a })).toEqual([{ id: a, label: 'a' }]);
    expect(await probeById(handle.db).execute({ id: b })).toEqual([{ id: b, label: 'b' }]);
    expect(await probeById(handle.db).execute({ id: randomUUID() })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction when called with one: it sees the transaction’s own writes', async () => {
    const id = randomUUID();
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(probes).values({ id, label: 'uncommitted' });
        expect(await probeById(tx).execute({ id })).toEqual([{ id, label: 'uncommitted' }]);
        tx.rollback();
      })
      .catch(() => {});
    // the row was never committed: the read that saw it ran inside the transaction
    expect(await probeById(handle.db).execute({ id })).toEqual([]);
  });

  it('refuses a second statement under a name already taken', () => {
    expect(() => preparedStatement('test_probe_by_id', (db) => probeById(db))).toThrow(/already named/);
  });

  it('reads one row by a key column, or null', async () => {
    const probeByLabel = preparedRowByKey('test_probe_by_label', probes, probes.label);
    const id = randomUUID();
    await handle.db.insert(probes).values({ id, label: `keyed-${id}` });
    expect(await probeByLabel(handle.db, `keyed-${id}`)).toEqual({ id, label: `keyed-${id}` });
    expect(await probeByLabel(handle.db, 'no such label')).toBeNull();
  });
});
