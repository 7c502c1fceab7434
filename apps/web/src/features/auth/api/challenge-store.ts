import type { ChallengeReply } from '@steelyard/domain/auth';
import { isChallengeType } from '@steelyard/domain/challenge-types';
import { CHALLENGE_SCREEN_TIMEOUT_MS } from '@steelyard/domain/constants';
import type { Tenant } from '@steelyard/domain/roles';

const CHALLENGE_KEY = 'steelyard.login-challenge';

/** The pending login challenge (session, type and the username it was started for). */
export interface PendingChallenge extends ChallengeReply {
  username: string;
  /** The tenant the login was for: operators answer their challenges for ADMIN. */
  tenant: Tenant;
  /** When the server issued the challenge (ms); the screen times out 300,000 ms later, reloads included. */
  issuedAt: number;
}

/** Keeps a challenge the server has just answered, for the challenge screen (survives a reload). */
export function saveChallenge(
  challenge: ChallengeReply & { username: string; tenant?: Tenant },
  now = Date.now(),
): PendingChallenge {
  const pending: PendingChallenge = {
    session: challenge.session,
    type: challenge.type,
    username: challenge.username,
    tenant: challenge.tenant ?? 'MARKETPLACE',
    issuedAt: now,
  };
  window.sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(pending));
  return pending;
}

/** The stored challenge, or null when session, username or a valid type is missing. */
export function readChallenge(): PendingChallenge | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(CHALLENGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const c = raw as Record<string, unknown>;
    if (typeof c.session !== 'string' || c.session === '' || !isChallengeType(c.type)) return null;
    if (typeof c.username !== 'string' || c.username === '') return null;
    const issuedAt = typeof c.issuedAt === 'number' && Number.isFinite(c.issuedAt) ? c.issuedAt : Date.now();
    const tenant = c.tenant === 'ADMIN' ? 'ADMIN' : 'MARKETPLACE';
    return { session: c.session, username: c.username, type: c.type, tenant, issuedAt };
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  window.sessionStorage.removeItem(CHALLENGE_KEY);
}

/** Milliseconds the challenge screen has left before it goes back to /login (never below 0). */
export function challengeTimeLeft(challenge: Pick<PendingChallenge, 'issuedAt'>, now = Date.now()): number {
  return Math.max(0, challenge.issuedAt + CHALLENGE_SCREEN_TIMEOUT_MS - now);
}
