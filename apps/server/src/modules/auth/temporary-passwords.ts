import { randomInt } from 'node:crypto';
import { TEMPORARY_PASSWORD_TTL_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { findUserCredentialsById, type UserCredentials } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { findTemporaryPassword, upsertTemporaryPassword } from './recovery-queries';

// no look-alike characters (0/O, 1/l/I): the password is typed from an e-mail
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%*+-=?@_'];
const TEMPORARY_PASSWORD_LENGTH = 20;

/** A random 20-character password with every character class of the policy (about 120 bits). */
export function generateTemporaryPassword(): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((c) => c[randomInt(c.length)]!);
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** A new temporary password, hashed outside any transaction (argon2 is slow on purpose). */
export async function prepareTemporaryPassword(deps: AuthDeps): Promise<{ password: string; hash: string }> {
  const password = generateTemporaryPassword();
  return { password, hash: await deps.passwords.hash(password) };
}

/** Stores a prepared temporary password and writes its e-mail, in one transaction. */
export async function storeTemporaryPassword(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  prepared: { password: string; hash: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertTemporaryPassword(tx, {
      userId: user.id,
      passwordHash: prepared.hash,
      expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
      createdAt: now,
    });
    await sendMail(
      tx,
      {
        to: user.email,
        locale: user.locale,
        template: 'temporary-password',
        params: {
          name: user.name,
          temporaryPassword: prepared.password,
          loginLink: buildLink(deps.publicUrl, '/login'),
          validHours: TEMPORARY_PASSWORD_TTL_MS / 3_600_000,
        },
      },
      now,
    );
  });
}

/**
 * Gives a user a strong random temporary password (24 h, replaced by the user's own at the first
 * login) and e-mails it; for the operator console and tests. Returns the password.
 */
export async function issueTemporaryPassword(db: Database, deps: AuthDeps, userId: string): Promise<string> {
  const user = await findUserCredentialsById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  const prepared = await prepareTemporaryPassword(deps);
  await storeTemporaryPassword(db, deps, user, prepared, deps.clock.now());
  return prepared.password;
}

export type TemporaryPasswordCheck = 'none' | 'wrong' | 'expired' | 'valid';

/** How `password` relates to the user's pending temporary password, if there is one. */
export async function checkTemporaryPassword(
  db: Database,
  deps: AuthDeps,
  userId: string,
  password: string,
  now: Date,
): Promise<TemporaryPasswordCheck> {
  const temporary = await findTemporaryPassword(db, userId);
  if (!temporary) return 'none';
  if (!(await deps.passwords.verify(temporary.passwordHash, password))) return 'wrong';
  return temporary.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/** True when the user still has a temporary password to replace (expired or not). */
export async function hasPendingTemporaryPassword(db: Database, userId: string): Promise<boolean> {
  return (await findTemporaryPassword(db, userId)) != null;
}

/** Stores a temporary password without e-mailing it (the operator:create command prints it once). */
export async function saveTemporaryPassword(db: Database, userId: string, passwordHash: string, now: Date) {
  await upsertTemporaryPassword(db, {
    userId,
    passwordHash,
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
    createdAt: now,
  });
}
