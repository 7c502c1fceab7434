import type {
  SetPasswordWithTokenBody,
  SetPasswordWithTokenReply,
  VerifyPasswordTokenReply,
} from '@steelyard/domain/auth-recovery';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { ACTIVATION_LINK_TTL_MS, RESET_LINK_TTL_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { findUserCredentialsById, type UserCredentials } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { recordCredentialChange } from './credential-audit';
import { clearLoginFailures } from './login-throttle';
import { findPasswordTokenByHash, insertPasswordToken, markPasswordTokenUsed } from './recovery-queries';
import { replacePassword } from './replace-password';
import type { PasswordTokenKind, PasswordTokenRow } from './schema';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens';

const LINKS: Record<PasswordTokenKind, { path: string; ttlMs: number; template: 'password-reset' | 'activation' }> = {
  reset: { path: '/login/reset-password', ttlMs: RESET_LINK_TTL_MS, template: 'password-reset' },
  activation: { path: '/login/set-new-password', ttlMs: ACTIVATION_LINK_TTL_MS, template: 'activation' },
};

/**
 * Creates a reset (24 h) or activation (48 h) token and writes the e-mail with its link
 * (`/login/reset-password` or `/login/set-new-password`, `?token=…&email=…`), in one transaction.
 */
export async function sendPasswordLink(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  kind: PasswordTokenKind,
  now: Date,
): Promise<void> {
  const link = LINKS[kind];
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await insertPasswordToken(tx, {
      userId: user.id,
      kind,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(now.getTime() + link.ttlMs),
      createdAt: now,
    });
    await sendMail(
      tx,
      {
        to: user.email,
        locale: user.locale,
        template: link.template,
        params: {
          name: user.name,
          link: buildLink(deps.publicUrl, link.path, { token, email: user.email }),
          validHours: link.ttlMs / 3_600_000,
        },
      },
      now,
    );
  });
}

/** E-mails a user added by a manager the link to set a first password (48 h, single use). */
export async function sendActivationLink(db: Database, deps: AuthDeps, userId: string): Promise<void> {
  const user = await findUserCredentialsById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found.');
  await sendPasswordLink(db, deps, user, 'activation', deps.clock.now());
}

/** The token row and its active user; 404 unknown, 400 used, 400 expired (checked in this order). */
async function findUsableToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ row: PasswordTokenRow; user: UserCredentials }> {
  const row = await findPasswordTokenByHash(db, hashSecretToken(token));
  const user = row ? await findUserCredentialsById(db, row.userId) : null;
  if (!row || !user || !user.activated) throw new AppError('NOT_FOUND', AUTH_MESSAGES.tokenUnknown);
  if (row.usedAt) throw new AppError('VALIDATION', AUTH_MESSAGES.tokenUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('VALIDATION', AUTH_MESSAGES.tokenExpired);
  return { row, user };
}

/** `forgot-password/verify`: whether a reset or activation token can still set a password. */
export async function verifyPasswordToken(
  db: Database,
  deps: AuthDeps,
  token: string,
): Promise<VerifyPasswordTokenReply> {
  const { user } = await findUsableToken(db, token, deps.clock.now());
  return { valid: true, email: user.email };
}

/**
 * `reset-password` and `set-new-password`: sets the password of a live reset or activation token,
 * uses the token up and signs the user out everywhere (audited). Answers the e-mail for the login form.
 */
export async function setPasswordWithToken(
  db: Database,
  deps: AuthDeps,
  body: SetPasswordWithTokenBody,
): Promise<SetPasswordWithTokenReply> {
  const now = deps.clock.now();
  const { row, user } = await findUsableToken(db, body.token, now);
  if (user.tenant !== body.tenant) throw new AppError('NOT_FOUND', AUTH_MESSAGES.tokenUnknown);
  deps.passwordPolicy.assertAcceptable(body.password, user.email, 'password');
  const passwordHash = await deps.passwords.hash(body.password);
  await db.transaction(async (tx) => {
    if (!(await markPasswordTokenUsed(tx, row.id, now))) throw new AppError('VALIDATION', AUTH_MESSAGES.tokenUsed);
    await replacePassword(tx, user.id, passwordHash, now);
    const via = row.kind === 'reset' ? 'RESET_LINK' : 'ACTIVATION_LINK';
    await recordCredentialChange(tx, user, { action: 'user.password-changed', via }, now);
  });
  // whoever reads the mailbox owns the account: a lockout from earlier guesses ends here
  await clearLoginFailures(db, user.email);
  return { email: user.email };
}
