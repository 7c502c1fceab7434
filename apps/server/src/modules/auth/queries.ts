import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tenant } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { loginThrottles, refreshTokens, type RefreshTokenRow } from './schema';

export async function insertRefreshToken(
  db: Database,
  values: { userId: string; tokenHash: string; tenant: Tenant; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return row!.id;
}

/** Revokes every live refresh token of a user, except `exceptId` (the session making the change). */
export async function revokeUserRefreshTokens(db: Database, userId: string, at: Date, exceptId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptId ? ne(refreshTokens.id, exceptId) : undefined,
      ),
    );
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function markRefreshTokenRevoked(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.id, id), sql`${refreshTokens.revokedAt} is null`));
}

/** The latest lock among `keys` that is still running at `now`, or null. */
export async function findActiveLock(db: Database, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(inArray(loginThrottles.key, keys), gt(loginThrottles.lockedUntil, now)));
  const ends = rows.map((r) => r.lockedUntil!.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/**
 * Counts one failure for `key` in a single upsert, so concurrent instances never lose a count:
 * a failure after the window starts a new window; reaching `maxFailures` sets the lock.
 */
export async function recordFailure(
  db: Database,
  key: string,
  options: { now: Date; windowMs: number; maxFailures: number; lockMs: number },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const now = options.now.toISOString();
  const windowStart = new Date(options.now.getTime() - options.windowMs).toISOString();
  const lockEnd = new Date(options.now.getTime() + options.lockMs).toISOString();
  const expired = sql`${loginThrottles.windowStartedAt} <= ${windowStart}::timestamptz`;
  const nextFailures = sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: options.now,
      lockedUntil: options.maxFailures <= 1 ? new Date(lockEnd) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${expired} then ${now}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${options.maxFailures} then ${lockEnd}::timestamptz else ${loginThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  return row!;
}

export async function deleteThrottle(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
