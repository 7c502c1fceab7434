import { createHash, randomBytes } from 'node:crypto';
import type {
  ChallengeReply,
  LoginBody,
  RefreshTokenBody,
  RefreshTokenReply,
  RevokeTokenBody,
  TokensReply,
} from '@steelyard/domain/auth';
import { REFRESH_TOKEN_TTL_MS } from '@steelyard/domain/constants';
import type { AccessTokens } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { PasswordHasher } from '../../platform/passwords';
import { findUserCredentialsByEmail, findUserCredentialsById, type UserCredentials } from '../users/service';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, type ThrottleLimits } from './login-throttle';
import { findRefreshTokenByHash, insertRefreshToken, markRefreshTokenRevoked } from './queries';

export interface AuthDeps {
  tokens: AccessTokens;
  passwords: PasswordHasher;
  limits: ThrottleLimits;
}

/** A login ends in tokens, or (from the next issue on) in a challenge such as MFA or a new password. */
export type LoginOutcome = { type: 'tokens'; tokens: TokensReply } | { type: 'challenge'; challenge: ChallengeReply };

export const INCORRECT_CREDENTIALS = 'Your email or password is incorrect.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueTokens(db: Database, deps: AuthDeps, user: UserCredentials, now: Date): Promise<TokensReply> {
  const access = await deps.tokens.sign(
    { userId: user.id, organisationId: user.organisationId, tenant: user.tenant, roles: user.roles },
    now,
  );
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshValidTo = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(db, {
    userId: user.id,
    tokenHash: hashRefreshToken(refreshToken),
    tenant: user.tenant,
    expiresAt: refreshValidTo,
  });
  return {
    accessToken: access.token,
    refreshToken,
    accessTokenValidTo: access.validTo.toISOString(),
    refreshTokenValidTo: refreshValidTo.toISOString(),
    userId: user.id,
  };
}

/**
 * Signs a user in with e-mail and password. Unknown e-mails cost the same password check as known
 * ones; a wrong tenant is told apart only after the password is right.
 */
export async function logIn(
  db: Database,
  deps: AuthDeps,
  body: LoginBody,
  origin: { ip: string; now: Date },
): Promise<LoginOutcome> {
  const { ip, now } = origin;
  await assertLoginAllowed(db, body.username, ip, now);
  const user = await findUserCredentialsByEmail(db, body.username);
  const passwordOk = await deps.passwords.verify(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, body.username, ip, now, deps.limits);
    throw new AppError('AUTHENTICATION_REQUIRED', INCORRECT_CREDENTIALS);
  }
  if (!user.activated) throw new AppError('AUTHENTICATION_REQUIRED', INCORRECT_CREDENTIALS);
  if (user.tenant !== body.tenant) {
    throw new AppError('ACCESS_DENIED', 'UNAUTHORIZED: this account cannot sign in here.');
  }
  await clearLoginFailures(db, body.username);
  return { type: 'tokens', tokens: await issueTokens(db, deps, user, now) };
}

/** A new access token for a live refresh token of an active user; 401 otherwise. */
export async function refreshAccessToken(
  db: Database,
  deps: AuthDeps,
  body: RefreshTokenBody,
  now: Date,
): Promise<RefreshTokenReply> {
  const stored = await findRefreshTokenByHash(db, hashRefreshToken(body.refreshToken));
  const live =
    stored != null &&
    stored.userId === body.userId &&
    stored.tenant === body.tenant &&
    stored.revokedAt == null &&
    stored.expiresAt.getTime() > now.getTime();
  if (!live) throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  // roles and activation are read again, so a change by the manager applies at the next refresh
  const user = await findUserCredentialsById(db, stored.userId);
  if (!user || !user.activated || user.tenant !== body.tenant) {
    throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  }
  const access = await deps.tokens.sign(
    { userId: user.id, organisationId: user.organisationId, tenant: user.tenant, roles: user.roles },
    now,
  );
  return { accessToken: access.token, accessTokenValidTo: access.validTo.toISOString() };
}

/** Revokes a refresh token (logout); unknown or already revoked tokens are fine, so it is idempotent. */
export async function revokeRefreshToken(db: Database, body: RevokeTokenBody, now: Date): Promise<void> {
  const stored = await findRefreshTokenByHash(db, hashRefreshToken(body.refreshToken));
  if (stored && stored.userId === body.userId && stored.tenant === body.tenant && stored.revokedAt == null) {
    await markRefreshTokenRevoked(db, stored.id, now);
  }
}
