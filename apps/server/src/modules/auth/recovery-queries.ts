import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  passwordTokens,
  temporaryPasswords,
  type PasswordTokenKind,
  type PasswordTokenRow,
  type TemporaryPasswordRow,
} from './schema';

export async function insertPasswordToken(
  db: Database,
  values: { userId: string; kind: PasswordTokenKind; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

export async function findPasswordTokenByHash(db: Database, tokenHash: string): Promise<PasswordTokenRow | null> {
  const rows = await db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function markPasswordTokenUsed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return rows.length > 0;
}

/** Deletes a user's unused links: once a password is set, older links lead nowhere. */
export async function deleteUnusedPasswordTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordTokens).where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/** Stores the user's temporary password, replacing an earlier one. */
export async function upsertTemporaryPassword(
  db: Database,
  values: { userId: string; passwordHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(temporaryPasswords)
    .values(values)
    .onConflictDoUpdate({
      target: temporaryPasswords.userId,
      set: { passwordHash: values.passwordHash, expiresAt: values.expiresAt, createdAt: values.createdAt },
    });
}

export async function findTemporaryPassword(db: Database, userId: string): Promise<TemporaryPasswordRow | null> {
  const rows = await db.select().from(temporaryPasswords).where(eq(temporaryPasswords.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function deleteTemporaryPassword(db: Database, userId: string): Promise<void> {
  await db.delete(temporaryPasswords).where(eq(temporaryPasswords.userId, userId));
}
