import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from './database';
import { wholeRowsOf } from './whole-rows';

// a table of this test's own: the platform reaches no module's data
const samples = pgTable('whole_rows_samples', {
  id: uuid('id').primaryKey(),
  label: text('label').notNull(),
  note: text('note'),
  weightGrams: integer('weight_grams').notNull(),
  details: jsonb('details').$type<{ sizes: number[] }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const sampleRows = wholeRowsOf(samples);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table whole_rows_samples (
    id uuid primary key, label text not null, note text, weight_grams integer not null,
    details jsonb not null, created_at timestamptz not null)`);
});
afterAll(() => handle.close());

describe('wholeRowsOf', () => {
  it('reads rows as drizzle does: keys, dates, JSON and nulls, in the statement’s order, with its extra fields', async () => {
    const rows = [
      {
        id: randomUUID(),
        label: 'b',
        note: null,
        weightGrams: 2,
        details: { sizes: [2] },
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      },
      {
        id: randomUUID(),
        label: 'a',
        note: 'n',
        weightGrams: 1,
        details: { sizes: [1, 3] },
        createdAt: new Date('2026-05-06T07:08:09.000Z'),
      },
    ];
    await handle.db.insert(samples).values(rows);
    const { rows: read, raw } = await sampleRows.read(
      handle.db,
      sql`select ${sampleRows.columns}, count(*) over () as matches from ${samples} order by ${samples.label}`,
    );
    expect(read).toEqual([rows[1], rows[0]]);
    expect(read).toEqual(await handle.db.select().from(samples).orderBy(samples.label));
    expect(Number(raw[0]!.matches)).toBe(2);
  });
});
