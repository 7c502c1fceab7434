import type { ChallengeReply, LoginReply } from './auth';

// the challenge types and checks without zod: the sign-in page reads them before any schema is loaded
// (issue 11); auth.ts builds its schemas from them and re-exports them

export const CHALLENGE_TYPES = ['NEW_PASSWORD_REQUIRED', 'MFA_SETUP', 'SOFTWARE_TOKEN_MFA'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

export function isChallengeType(value: unknown): value is ChallengeType {
  return typeof value === 'string' && (CHALLENGE_TYPES as readonly string[]).includes(value);
}

export function isChallenge(reply: LoginReply): reply is ChallengeReply {
  return 'session' in reply && 'type' in reply;
}
