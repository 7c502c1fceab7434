import type { Database } from '../../platform/db/database';
import { setUserPassword } from '../users/service';
import { revokeUserRefreshTokens } from './queries';
import { deleteTemporaryPassword, deleteUnusedPasswordTokens } from './recovery-queries';

/**
 * Stores a new password hash and ends what the old credentials opened: every refresh token (except
 * `keepSessionId`, the session changing its own password), the temporary password and unused
 * reset or activation links. Pass a transaction so it happens entirely or not at all.
 */
export async function replacePassword(
  tx: Database,
  userId: string,
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await setUserPassword(tx, userId, passwordHash, now);
  await revokeUserRefreshTokens(tx, userId, now, keepSessionId);
  await deleteTemporaryPassword(tx, userId);
  await deleteUnusedPasswordTokens(tx, userId);
}
