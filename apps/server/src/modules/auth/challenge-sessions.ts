import type { Database } from '../../platform/db/database';
import { findChallengeByHash } from './challenge-queries';
import type { AuthChallengeRow } from './schema';
import { hashSecretToken } from '../../platform/secret-tokens';

/** Wrong two-factor codes a challenge session takes before it ends. */
export const MAX_CHALLENGE_FAILURES = 5;

/** The challenge of a session that is unused, unexpired and not worn out by wrong codes; else null. */
export async function findLiveChallenge(db: Database, session: string, now: Date): Promise<AuthChallengeRow | null> {
  const row = await findChallengeByHash(db, hashSecretToken(session));
  const live =
    row != null &&
    row.usedAt == null &&
    row.expiresAt.getTime() > now.getTime() &&
    row.failedAttempts < MAX_CHALLENGE_FAILURES;
  return live ? row : null;
}
