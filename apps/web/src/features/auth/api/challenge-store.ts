import { challengeType, type ChallengeReply } from '@steelyard/domain/auth';

const CHALLENGE_KEY = 'steelyard.login-challenge';

/** The pending login challenge (session, type and the username it was started for). */
export interface PendingChallenge extends ChallengeReply {
  username: string;
}

export function saveChallenge(challenge: PendingChallenge): void {
  window.sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(challenge));
}

/** The stored challenge, or null when session, username or a valid type is missing. */
export function readChallenge(): PendingChallenge | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(CHALLENGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const c = raw as Record<string, unknown>;
    const type = challengeType.safeParse(c.type);
    if (typeof c.session !== 'string' || typeof c.username !== 'string' || !type.success) return null;
    return { session: c.session, username: c.username, type: type.data };
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  window.sessionStorage.removeItem(CHALLENGE_KEY);
}
