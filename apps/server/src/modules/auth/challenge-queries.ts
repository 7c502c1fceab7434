import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChallengeType } from '@steelyard/domain/auth';
import type { Database } from '../../platform/db/database';
import { authChallenges, type AuthChallengeRow } from './schema';

export async function insertChallenge(
  db: Database,
  values: { userId: string; type: ChallengeType; sessionHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(authChallenges).values(values);
}

export async function findChallengeByHash(db: Database, sessionHash: string): Promise<AuthChallengeRow | null> {
  const rows = await db.select().from(authChallenges).where(eq(authChallenges.sessionHash, sessionHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks the challenge used; false when another request used it first (single use under concurrency). */
export async function markChallengeUsed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: at })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}

export async function markChallengeMfaVerified(db: Database, id: string, at: Date): Promise<void> {
  await db.update(authChallenges).set({ mfaVerifiedAt: at }).where(eq(authChallenges.id, id));
}

export async function incrementChallengeFailures(db: Database, id: string): Promise<void> {
  await db
    .update(authChallenges)
    .set({ failedAttempts: sql`${authChallenges.failedAttempts} + 1` })
    .where(eq(authChallenges.id, id));
}
