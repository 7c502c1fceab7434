import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPgliteMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from '../platform/db/database';

/** Where test files get their database from; set up once per run by global-setup.ts. */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

/** The same server and credentials as `adminUrl`, another database. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let pgliteDump: Blob | null = null;

/**
 * A fresh copy of the migrated, seeded template for one test file: an in-memory PGlite loaded from
 * the dump, or a PostgreSQL database created from the template and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    pgliteDump ??= new Blob([readFileSync(source.dumpPath)]);
    return openPgliteMemoryDatabase(pgliteDump);
  }
  const name = `steelyard_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(source.adminUrl, name);
  const handle = await openPostgresDatabase(url);
  return {
    ...handle,
    // tests that need several pools on this database (concurrent job claimers) open their own
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: source.adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
