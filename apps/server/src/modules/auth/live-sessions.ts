import type { AccessTokens, Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import { findSessionStanding } from './queries';

/**
 * Access tokens whose `verify` also asks the database (decision 130): the token's session must be
 * live (not revoked by sign-out, a password change or reset, deactivation or deletion, and not
 * expired) and its user active, not deleted, of the token's organisation and tenant, and that
 * organisation not suspended (reinstating it lets the session on again, decision 177). The caller's
 * roles are the user's roles now, not the token's, so a role removed or added applies to the next
 * request. A token without a session is refused. One prepared statement per verified token; nothing
 * is cached, so every instance refuses a revoked token at once.
 */
export function withLiveSessions(tokens: AccessTokens, db: Database): AccessTokens {
  return {
    sign: (caller, now) => tokens.sign(caller, now),
    async verify(token, now) {
      const caller = await tokens.verify(token, now);
      if (!caller?.sessionId || !isUuid(caller.sessionId)) return null;
      return currentCaller(db, caller, caller.sessionId, now);
    },
  };
}

/** The caller with the user's roles now if `sessionId` is live for them (the checks above), else null. */
export async function currentCaller(
  db: Database,
  caller: Caller,
  sessionId: string,
  now: Date,
): Promise<Caller | null> {
  const session = await findSessionStanding(db, sessionId);
  const live =
    session != null &&
    session.userId === caller.userId &&
    session.revokedAt == null &&
    session.expiresAt.getTime() > now.getTime() &&
    session.activated &&
    session.deletedAt == null &&
    session.organisationSuspended !== true &&
    session.organisationId === caller.organisationId &&
    session.tenant === caller.tenant;
  return live ? { ...caller, roles: session.roles } : null;
}
