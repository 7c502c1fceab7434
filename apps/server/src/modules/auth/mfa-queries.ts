import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { userMfa, type UserMfaRow } from './schema';

export async function findUserMfa(db: Database, userId: string): Promise<UserMfaRow | null> {
  const rows = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Stores a fresh pending secret, replacing an earlier pending one; the enabled secret stays. */
export async function upsertPendingSecret(db: Database, userId: string, sealed: string, now: Date): Promise<void> {
  await db
    .insert(userMfa)
    .values({ userId, pendingSecretSealed: sealed, updatedAt: now })
    .onConflictDoUpdate({ target: userMfa.userId, set: { pendingSecretSealed: sealed, updatedAt: now } });
}

// a time step counts only if it is newer than every step used before: a code works once
const stepIsNew = (step: number) => or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step));

/**
 * Turns the pending secret `pendingSealed` into the enabled one and records the step of the code
 * that proved it. False when the pending secret changed meanwhile or the step was used already.
 */
export async function enablePendingSecret(
  db: Database,
  userId: string,
  pendingSealed: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ secretSealed: pendingSealed, pendingSecretSealed: null, enabledAt: now, lastUsedStep: step, updatedAt: now })
    .where(and(eq(userMfa.userId, userId), eq(userMfa.pendingSecretSealed, pendingSealed), stepIsNew(step)))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

/** Records the step of a code used to sign in; false when it (or a later one) was used already. */
export async function recordUsedStep(db: Database, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(and(eq(userMfa.userId, userId), stepIsNew(step)))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

export async function deleteUserMfa(db: Database, userId: string): Promise<void> {
  await db.delete(userMfa).where(eq(userMfa.userId, userId));
}
