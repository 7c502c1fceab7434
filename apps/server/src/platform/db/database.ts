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

/**
 * How long a PostgreSQL client waits for the database (issue 22): for a connection (a new one's
 * start-up, or a free one of the pool), and for a statement (the server's statement_timeout). A
 * database that accepts connections but answers nothing is then a quick 503, not a request timeout.
 */
export interface PostgresTimeouts {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** The configuration's defaults (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectTimeoutMs: 5_000, statementTimeoutMs: 10_000 };

/**
 * The client waits this much longer for an answer than the server's statement_timeout: a slow
 * statement is cancelled by the server first (its connection stays usable), and only a database that
 * answers nothing at all reaches the client's own limit (that connection is dropped).
 */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/** Opens the database of the configuration: PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  database?: PostgresTimeouts;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl, options.database)
    : openPgliteFileDatabase(options.dataDir);
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

/** Opens a node-postgres pool on `url` and checks that the database answers (it throws when not). */
export async function openPostgresDatabase(
  url: string,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Promise<DatabaseHandle> {
  const handle = await createPostgresDatabase(url, timeouts);
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/**
 * A node-postgres pool on `url` with the timeouts, without asking the database anything yet.
 * Migrations and the start-up lock use a connection of their own without the statement timeouts:
 * a migration may build an index for minutes, and a second instance waits for the lock while the
 * first migrates.
 */
export async function createPostgresDatabase(url: string, timeouts: PostgresTimeouts): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: clientDroppingSilentConnections(pg.Client),
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => {});
  // nor one in use: node-postgres emits 'error' on a checked-out client whose connection drops, and
  // without a listener that ends the process. Its query fails as well, and that answers 503 (decision 99).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  /** A connection of its own, without statement timeouts, for the length of `work`. */
  const withOwnConnection = async <T>(work: (client: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectTimeoutMs });
    client.on('error', () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => {});
    }
  };
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () =>
      withOwnConnection((client) =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ),
    withStartupLock: (work) =>
      withOwnConnection(async (client) => {
        await client.query('select pg_advisory_lock($1)', [STARTUP_ADVISORY_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_ADVISORY_LOCK]).catch(() => {});
        }
      }),
    close: () => pool.end(),
  };
}

type PgClientClass = typeof import('pg').Client;
type Release = (error?: Error | boolean) => void;

/**
 * The pool's client class, for a database that stops answering (issue 22):
 * - a query that got no answer within query_timeout drops its connection. node-postgres fails the
 *   query but keeps the connection, whose statement may still be running (or its BEGIN still
 *   pending): the pool would hand it to the next request, which would wait behind it, or run inside
 *   a transaction nobody commits;
 * - a connection that ends while it is checked out goes back to the pool at once, which discards it:
 *   drizzle releases a transaction's client only once its BEGIN succeeded, so a BEGIN that failed
 *   kept its client from the pool for good (ten of them and every request waited for a connection).
 *   Releasing twice is harmless: the later release (drizzle's, or the pool's own) does nothing.
 */
function clientDroppingSilentConnections(Base: PgClientClass): PgClientClass {
  return class extends Base {
    #poolRelease: Release | null = null;

    constructor(...args: ConstructorParameters<PgClientClass>) {
      super(...args);
      this.on('end', () => this.release(new Error('Connection terminated')));
    }

    // the pool sets `release` at every checkout; whoever calls it first gives the client back
    set release(release: Release) {
      this.#poolRelease = release;
    }

    get release(): Release {
      return (error) => {
        const release = this.#poolRelease;
        this.#poolRelease = null;
        release?.(error);
      };
    }

    // node-postgres's query has a dozen overloads; this passes every form through unchanged
    override query(...args: unknown[]): never {
      const dropOnTimeout = (error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          if (error) dropOnTimeout(error);
          (callback as (e: unknown, r: unknown) => void)(error, result);
        };
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      // a side branch only: the caller still gets (and handles) the rejection itself
      if (result instanceof Promise) result.catch(dropOnTimeout);
      return result as never;
    }
  } as PgClientClass;
}
