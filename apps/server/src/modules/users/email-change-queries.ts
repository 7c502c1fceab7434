import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { emailChanges, emailCsrfTokens, type EmailChangeRow } from './schema';

/** Stores the user's CSRF token for the e-mail change, replacing an earlier one. */
export async function upsertEmailCsrfToken(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(emailCsrfTokens)
    .values(values)
    .onConflictDoUpdate({
      target: emailCsrfTokens.userId,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: values.createdAt },
    });
}

/** True when the user holds this CSRF token and it has not expired. */
export async function hasLiveEmailCsrfToken(db: Database, userId: string, tokenHash: string, now: Date) {
  const rows = await db
    .select({ userId: emailCsrfTokens.userId })
    .from(emailCsrfTokens)
    .where(
      and(
        eq(emailCsrfTokens.userId, userId),
        eq(emailCsrfTokens.tokenHash, tokenHash),
        gt(emailCsrfTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function deleteEmailCsrfToken(db: Database, userId: string): Promise<void> {
  await db.delete(emailCsrfTokens).where(eq(emailCsrfTokens.userId, userId));
}

export async function insertEmailChange(
  db: Database,
  values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** Ends the user's open e-mail change links (a newer request or a confirmed change replaces them). */
export async function supersedeEmailChanges(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ supersededAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), isNull(emailChanges.supersededAt)));
}

/** How many e-mail changes the user asked for since `since`. */
export async function countEmailChangesSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.createdAt, since)));
  return row?.n ?? 0;
}

export async function findEmailChangeByHash(db: Database, tokenHash: string): Promise<EmailChangeRow | null> {
  const rows = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks the change used; false when another request used it first. */
export async function markEmailChangeUsed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: at })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}
