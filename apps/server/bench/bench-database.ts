import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TokensReply } from '@steelyard/domain/auth';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { loadConfig } from '../src/platform/config';
import { openPostgresDatabase } from '../src/platform/db/database';
import { createPasswordHasher } from '../src/platform/passwords';
import { createBenchAccounts, generateListings } from './search-data';
import { BENCH_SERVER_ENV } from './server-process';
import { readRows } from '../src/platform/db/raw-rows';

/*
 * The PostgreSQL databases of the benchmarks: created fresh, migrated, the seed's accounts plus the
 * benchmark's sellers, listings generated (search-data.ts); dropped at the end unless --keep.
 */

export const BENCH_BUYER = 'buyer@demo-steel.example';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/steelyard_bench';

/** The bench database URL with another database name (`steelyard_bench_10k` …). */
export function benchUrl(suffix = ''): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL);
  url.pathname = `${url.pathname}${suffix}`;
  return url.toString();
}

function adminUrlOf(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const databaseName = (url: string) => quoteIdent(decodeURIComponent(new URL(url).pathname.slice(1)));

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrlOf(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (url: string) => admin(url, `DROP DATABASE IF EXISTS ${databaseName(url)} WITH (FORCE)`);

/** Drops and creates the (empty) database of `url`. */
export async function createEmptyDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await admin(url, `CREATE DATABASE ${databaseName(url)}`);
}

/** The configuration the bench's own in-process work uses (cheap hashing: the seed hashes once). */
export function benchConfig(url: string) {
  return loadConfig({
    ...BENCH_SERVER_ENV,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    SEED_DEMO: 'false',
    JOBS_POLL_MS: '0',
    WEB_DIST_DIR: '/nonexistent/steelyard-web-dist',
  });
}

/**
 * Drops and creates the database of `url`, migrates it, adds the accounts and `listings` listings;
 * answers the generation time in milliseconds and the rows by status.
 */
export async function createListingsDatabase(
  url: string,
  listings: number,
  log: (message: string) => void,
  now: Date,
): Promise<{ generationMs: number; byStatus: string }> {
  await createEmptyDatabase(url);
  const handle = await openPostgresDatabase(url);
  try {
    await handle.migrate();
    await createBenchAccounts(handle.db, createPasswordHasher(benchConfig(url).argon2));
    log(`Generating ${listings.toLocaleString('en')} listings into ${new URL(url).pathname.slice(1)}…`);
    const generationMs = await generateListings(url, listings, now, log);
    const counts = await readRows<{ status: string; n: number }>(
      handle.db,
      sql`select status, count(*)::int as n from listings group by status order by status`,
    );
    const byStatus = counts.map((r) => `${r.status} ${r.n.toLocaleString('en')}`).join(', ');
    return { generationMs, byStatus };
  } finally {
    await handle.close();
  }
}

/** Signs a demo user in over HTTP (the demo buyer unless told); answers the bearer header. */
export async function signInBuyer(base: string, username: string = BENCH_BUYER): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, tenant: 'MARKETPLACE' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as TokensReply;
  return { authorization: `Bearer ${tokens.accessToken}` };
}
