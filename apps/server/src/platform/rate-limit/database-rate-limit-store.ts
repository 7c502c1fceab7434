import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statement';
import { rateLimitHits } from './schema';

interface CountedHit {
  hits: number;
  expiresAt: Date;
}

// a window that has ended starts again at 1 with the new end; otherwise the count goes up and the end stays
const ended = sql`${rateLimitHits.expiresAt} <= ${sql.placeholder('now')}::timestamptz`;

/** One statement per request: counts a hit of `key` and answers the window's count and end. */
const countHitStatement = preparedStatement('rate_limit_hits_count', (db, name) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
    .prepare(name),
);

/** Counts one request of `key` in a window of `windowMs` that starts with the first request after the last ended. */
async function countHit(db: Database, key: string, now: Date, windowMs: number): Promise<CountedHit> {
  const rows = (await countHitStatement(db).execute({
    key,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + windowMs).toISOString(),
  })) as { hits: number; expiresAt: Date | string }[];
  const row = rows[0]!;
  return { hits: row.hits, expiresAt: new Date(row.expiresAt) };
}

/** Deletes the rows whose window has ended (their address has not come back since). */
async function deleteEndedWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now));
}

interface DatabaseRateLimitStoreOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The store of @fastify/rate-limit in the database (decision 22, issue 26): every instance on one
 * database counts against the same limit, with one upsert per request. Once a window per instance,
 * the request that notices it also deletes the rows of addresses that have not come back.
 */
export function databaseRateLimitStore(options: DatabaseRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { db, clock, log } = options;
  let lastSweepMs = Number.NEGATIVE_INFINITY;
  const sweepIfDue = async (now: Date, windowMs: number) => {
    if (now.getTime() - lastSweepMs < windowMs) return;
    lastSweepMs = now.getTime();
    // the count is already kept: a failed sweep only leaves rows for the next one
    await deleteEndedWindows(db, now).catch((error: unknown) => log.warn({ err: error }, 'rate limit sweep failed'));
  };
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = clock.now();
      countHit(db, key, now, timeWindow)
        .then(async (counted) => {
          await sweepIfDue(now, timeWindow);
          return { current: counted.hits, ttl: Math.max(0, counted.expiresAt.getTime() - now.getTime()) };
        })
        .then(
          (result) => callback(null, result),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
    // the plugin asks for a route's own store; there are none: the app-level hook counts every request
    // first and marks it counted, so a route's own limiter would never run
    child: () => store,
  };
  // the plugin constructs the store class it is given; this one hands back the store made above
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
