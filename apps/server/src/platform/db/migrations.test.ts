import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPgliteMemoryDatabase, type DatabaseHandle } from './database';
import { readRows } from './raw-rows';

let handle: DatabaseHandle;
let folder: string;

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

const rows = <T>(query: ReturnType<typeof sql>) => readRows<T>(handle.db, query);

beforeAll(async () => {
  handle = await openPgliteMemoryDatabase();
  folder = migrationsUpTo(2);
});
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0002 on a database with organisations', () => {
  it('gives existing organisations the e-mail domain and features of their oldest user', async () => {
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    await handle.db.execute(sql`
      insert into organisations (id, name, country, payment_terms, currency_code, purchase_contact_email) values
        ('00000000-0000-4000-8000-000000000001', 'With users', 'GB', 'NET_30', 'GBP', null),
        ('00000000-0000-4000-8000-000000000002', 'Contact only', 'DE', 'NET_60', 'EUR', 'Einkauf@Rhein.Example'),
        ('00000000-0000-4000-8000-000000000003', 'Nothing', 'ES', 'NET_30', 'EUR', null)`);
    await handle.db.execute(sql`
      insert into users (organisation_id, name, email, features, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'First', 'first@old-steel.example', '{CART}', '2026-01-01'),
        ('00000000-0000-4000-8000-000000000001', 'Second', 'second@other.example', '{PACKAGES}', '2026-02-01')`);
    await handle.migrate();
    const organisations = await rows<{ name: string; email_domain: string; default_features: string[] }>(
      sql`select name, email_domain, default_features from organisations order by id`,
    );
    expect(organisations).toEqual([
      { name: 'With users', email_domain: 'old-steel.example', default_features: ['CART'] },
      { name: 'Contact only', email_domain: 'rhein.example', default_features: [] },
      { name: 'Nothing', email_domain: 'example.invalid', default_features: [] },
    ]);
    const nullable = await rows<{ is_nullable: string }>(
      sql`select is_nullable from information_schema.columns where table_name = 'organisations' and column_name = 'email_domain'`,
    );
    expect(nullable).toEqual([{ is_nullable: 'NO' }]);
  });
});
