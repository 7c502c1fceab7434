import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tenant, UserRole } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared-statement';
import { organisations } from '../organisations/schema';
import { users } from '../users/schema';
import { loginThrottles, refreshTokens, spentRefreshTokens, type RefreshTokenRow } from './schema';

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

/**
 * Replaces a live session's refresh token (rotation): only while `oldHash` is still its current
 * token, so of two refreshes with one token exactly one succeeds; the old hash is kept as spent.
 * Answers false when the token was replaced or revoked meanwhile. Pass a transaction.
 */
export async function replaceRefreshTokenHash(
  tx: Database,
  id: string,
  hashes: { oldHash: string; newHash: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ tokenHash: hashes.newHash })
    .where(and(eq(refreshTokens.id, id), eq(refreshTokens.tokenHash, hashes.oldHash), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (rows.length === 0) return false;
  await tx.insert(spentRefreshTokens).values({ tokenHash: hashes.oldHash, sessionId: id, spentAt: now });
  return true;
}

/** The session whose refresh token this hash once was (replaced by a refresh), or null. */
export async function findSessionOfSpentToken(db: Database, tokenHash: string): Promise<string | null> {
  const rows = await db
    .select({ sessionId: spentRefreshTokens.sessionId })
    .from(spentRefreshTokens)
    .where(eq(spentRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.sessionId ?? null;
}

/**
 * Forgets spent tokens older than `before`: a session lives at most 24 hours, so a token spent
 * before then belongs to an ended session, whose tokens are refused whether remembered or not.
 */
export async function deleteSpentRefreshTokens(db: Database, before: Date): Promise<void> {
  await db.delete(spentRefreshTokens).where(lt(spentRefreshTokens.spentAt, before));
}

/** What the per-request check needs of a session and its user, read together. */
export interface SessionStanding {
  userId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  organisationId: string;
  tenant: Tenant;
  roles: UserRole[];
  activated: boolean;
  deletedAt: Date | null;
  /** Null for a user of no organisation (the operators). */
  organisationSuspended: boolean | null;
}

// every guarded request reads its session: one statement, two primary-key probes, planned once per
// connection. The user's row is joined here (not read through the users service) so the session and
// the user's standing are one snapshot, in one round trip (decision 130); so is the organisation's
// suspension, which ends its users' sessions at once (decision 177)
const sessionStandingById = preparedStatement('session_standing_by_id', (db, name) =>
  db
    .select({
      userId: refreshTokens.userId,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
      organisationId: users.organisationId,
      tenant: users.tenant,
      roles: users.roles,
      activated: users.activated,
      deletedAt: users.deletedAt,
      organisationSuspended: organisations.suspended,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(refreshTokens.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** The session of this id with its user's current standing, or null. */
export async function findSessionStanding(db: Database, sessionId: string): Promise<SessionStanding | null> {
  return ((await sessionStandingById(db).execute({ id: sessionId })) as SessionStanding[])[0] ?? null;
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
