import type { PasswordChangeBody } from '@steelyard/domain/password-change';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findUserCredentialsById } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { recordCredentialChange } from './credential-audit';
import {
  assertPasswordChangeAllowed,
  clearPasswordChangeFailures,
  recordPasswordChangeFailure,
} from './login-throttle';
import { replacePassword } from './replace-password';

/**
 * `password-change`: needs the current password (five wrong ones in an hour lock the change for an
 * hour) and a new one meeting the policy; every other session of the user ends. Audited.
 */
export async function changePassword(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  body: PasswordChangeBody,
): Promise<void> {
  const now = deps.clock.now();
  await assertPasswordChangeAllowed(db, caller.userId, now);
  const user = await findUserCredentialsById(db, caller.userId);
  if (!user || !user.activated) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  }
  if (!(await deps.passwords.verify(user.passwordHash, body.oldPassword))) {
    await recordPasswordChangeFailure(db, user.id, now);
    throw new AppError('VALIDATION', AUTH_MESSAGES.wrongPassword);
  }
  deps.passwordPolicy.assertAcceptable(body.newPassword, user.email, 'newPassword');
  const passwordHash = await deps.passwords.hash(body.newPassword);
  await db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash, now, caller.sessionId);
    await recordCredentialChange(tx, user, { action: 'user.password-changed', via: 'CHANGE' }, now);
  });
  await clearPasswordChangeFailures(db, user.id);
}
