import { z } from 'zod';
import { CHALLENGE_TYPES } from './challenge-types';
import { tenant } from './roles';

// the challenge types and checks live in challenge-types.ts (no zod), re-exported for existing imports
export { CHALLENGE_TYPES, isChallenge, isChallengeType, type ChallengeType } from './challenge-types';

/** Login e-mail: trimmed; the server compares it case-insensitively. */
export const emailField = z.string().trim().min(1).max(254).pipe(z.email());

export const loginBody = z.object({
  username: emailField,
  password: z.string().min(1).max(256),
  tenant: tenant,
  recaptchaToken: z.string().max(4096).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokensReply = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenValidTo: z.string(),
  refreshTokenValidTo: z.string(),
  userId: z.string(),
});
export type TokensReply = z.infer<typeof tokensReply>;

export const challengeType = z.enum(CHALLENGE_TYPES);

export const challengeReply = z.object({ session: z.string(), type: challengeType });
export type ChallengeReply = z.infer<typeof challengeReply>;

export const loginReply = z.union([tokensReply, challengeReply]);
export type LoginReply = z.infer<typeof loginReply>;

export const refreshTokenBody = z.object({
  refreshToken: z.string().min(1).max(512),
  tenant: tenant,
  userId: z.string().min(1).max(64),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/**
 * Spec 000 §7 answers the access token; the refresh token is rotated too (decision 130): the one
 * sent is spent, and the client keeps the new one (sending a spent one again ends the session).
 */
export const refreshTokenReply = z.object({
  accessToken: z.string(),
  accessTokenValidTo: z.string(),
  refreshToken: z.string(),
  refreshTokenValidTo: z.string(),
});
export type RefreshTokenReply = z.infer<typeof refreshTokenReply>;

export const revokeTokenBody = refreshTokenBody;
export type RevokeTokenBody = RefreshTokenBody;

/** Claims of our access tokens: roles travel in the group claim. */
export const accessTokenClaims = z.object({
  sub: z.string(),
  exp: z.number(),
  org: z.string(),
  tenant: tenant,
  groups: z.array(z.string()),
  // the refresh-token session the access token belongs to (so a password change keeps this session)
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
