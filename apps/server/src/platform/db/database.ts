import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../../db-schema';
import { REPO_ROOT } from '../config';
import { acquireLockFile } from './lock-file';

/** The database as every query sees it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations of `apps/server/drizzle/`. */
  migrate(): Promise<void>;
  /** Runs start-up work (migrate, seed) so that only one instance does it at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar archive (tests load it with `loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

// any constant works; it only has to be the same for every instance of this application
const STARTUP_ADVISORY_LOCK = 7_351_220_026;

/** Opens the database of the configuration: PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgresDatabase(options.databaseUrl) : openPgliteFileDatabase(options.dataDir);
}

// each driver is imported only when used: it saves start-up time (STACK: ready in under 3 s)
const importPglite = async () => (await import('@electric-sql/pglite')).PGlite;

/** The extensions the migrations create (pg_trgm: the order-number searches, decision 124), loaded at every open. */
async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/** Opens the PGlite file database in `dataDir`, holding the exclusive lock file `<dataDir>.lock`. */
export async function openPgliteFileDatabase(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = acquireLockFile(`${dataDir}.lock`);
  try {
    const client = await (await importPglite()).create(dataDir, { extensions: await pgliteExtensions() });
    return await wrapPglite(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens an in-memory PGlite, optionally from a `dumpDataDir` archive (tests). */
export async function openPgliteMemoryDatabase(loadDataDir?: Blob): Promise<DatabaseHandle> {
  const extensions = await pgliteExtensions();
  const client = await (await importPglite()).create(loadDataDir ? { loadDataDir, extensions } : { extensions });
  return wrapPglite(client, () => {});
}

async function wrapPglite(client: PGlite, release: () => void): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // the lock file already makes this process the only one on the directory
    withStartupLock: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens a node-postgres pool on `url`. */
export async function openPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => {});
  // nor one in use: node-postgres emits 'error' on a checked-out client whose connection drops, and
  // without a listener that ends the process. Its query fails as well, and that answers 503 (decision 99).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_ADVISORY_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_ADVISORY_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
