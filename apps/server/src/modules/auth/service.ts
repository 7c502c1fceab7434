import type { LoginBody, RefreshTokenBody, RefreshTokenReply, RevokeTokenBody } from '@steelyard/domain/auth';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { isOrganisationSuspended } from '../organisations/service';
import { findUserCredentialsByEmail, findUserCredentialsById } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle';
import { deleteUserMfa } from './mfa-queries';
import {
  findRefreshTokenByHash,
  findSessionOfSpentToken,
  markRefreshTokenRevoked,
  replaceRefreshTokenHash,
  revokeUserRefreshTokens,
} from './queries';
import { deleteTemporaryPassword, deleteUnusedPasswordTokens } from './recovery-queries';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens';
import { continueSignIn, startChallenge, type LoginOutcome } from './sign-in-steps';
import { checkTemporaryPassword, type TemporaryPasswordCheck } from './temporary-passwords';

export type { LoginOutcome } from './sign-in-steps';

export const INCORRECT_CREDENTIALS = AUTH_MESSAGES.incorrectCredentials;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Signs a user in with e-mail and password (or a pending temporary password). Unknown e-mails cost
 * the same password check as known ones; deactivation, another tenant and an expired temporary
 * password are told apart only after the password is right. Answers tokens or a challenge.
 */
export async function logIn(
  db: Database,
  deps: AuthDeps,
  body: LoginBody,
  origin: { ip: string; now: Date },
): Promise<LoginOutcome> {
  const { ip, now } = origin;
  await deps.captcha.assertHuman(body.recaptchaToken, ip);
  await assertLoginAllowed(db, body.username, ip, now);
  const user = await findUserCredentialsByEmail(db, body.username);
  const temporary: TemporaryPasswordCheck = user
    ? await checkTemporaryPassword(db, deps, user.id, body.password, now)
    : 'none';
  const passwordOk =
    temporary === 'valid' ||
    temporary === 'expired' ||
    (await deps.passwords.verify(user?.passwordHash ?? null, body.password));
  if (!user || !passwordOk) {
    await recordLoginFailure(db, body.username, ip, now, deps.limits);
    throw new AppError('AUTHENTICATION_REQUIRED', INCORRECT_CREDENTIALS);
  }
  if (!user.activated) throw new AppError('ACCESS_DENIED', AUTH_MESSAGES.deactivated);
  if (user.tenant !== body.tenant) {
    throw new AppError('ACCESS_DENIED', 'UNAUTHORIZED: this account cannot sign in here.');
  }
  if (await isOrganisationSuspended(db, user.organisationId)) {
    throw new AppError('ACCESS_DENIED', ADMIN_ORGANISATION_MESSAGES.suspended);
  }
  if (temporary === 'expired') throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.temporaryPasswordExpired);
  if (temporary === 'valid') {
    return { type: 'challenge', challenge: await startChallenge(db, user.id, 'NEW_PASSWORD_REQUIRED', now) };
  }
  return continueSignIn(db, deps, user, ip, now);
}

/**
 * A new access token and a new refresh token for a live refresh token of an active user; 401
 * otherwise. The refresh token is rotated: the one presented is spent, and a spent token presented
 * again (stolen, or replayed) ends its whole session, so the thief's and the owner's tokens both
 * stop working (decision 130). The session keeps its expiry: rotation does not make it longer.
 */
export async function refreshAccessToken(
  db: Database,
  deps: AuthDeps,
  body: RefreshTokenBody,
  now: Date,
): Promise<RefreshTokenReply> {
  const oldHash = hashSecretToken(body.refreshToken);
  const stored = await findRefreshTokenByHash(db, oldHash);
  if (!stored) {
    await endSessionOfSpentToken(db, oldHash, now);
    throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  }
  const live =
    stored.userId === body.userId &&
    stored.tenant === body.tenant &&
    stored.revokedAt == null &&
    stored.expiresAt.getTime() > now.getTime();
  if (!live) throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  // roles and activation are read again, so a change by the manager applies at the next refresh
  const user = await findUserCredentialsById(db, stored.userId);
  // a suspended organisation's sessions cannot refresh (its access tokens are refused at once, decision 177)
  if (
    !user ||
    !user.activated ||
    user.tenant !== body.tenant ||
    (await isOrganisationSuspended(db, user.organisationId))
  ) {
    throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  }
  const refreshToken = newSecretToken();
  const rotated = await db.transaction((tx) =>
    replaceRefreshTokenHash(tx, stored.id, { oldHash, newHash: hashSecretToken(refreshToken) }, now),
  );
  if (!rotated) {
    // another refresh spent this token first: the same token used twice is treated as stolen
    await markRefreshTokenRevoked(db, stored.id, now);
    throw new AppError('AUTHENTICATION_REQUIRED', SESSION_EXPIRED);
  }
  const access = await deps.tokens.sign(
    {
      userId: user.id,
      organisationId: user.organisationId,
      tenant: user.tenant,
      roles: user.roles,
      sessionId: stored.id,
    },
    now,
  );
  return {
    accessToken: access.token,
    accessTokenValidTo: access.validTo.toISOString(),
    refreshToken,
    refreshTokenValidTo: stored.expiresAt.toISOString(),
  };
}

/** A replaced refresh token came back: its session (the whole family of its tokens) ends. */
async function endSessionOfSpentToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  const sessionId = await findSessionOfSpentToken(db, tokenHash);
  if (sessionId) await markRefreshTokenRevoked(db, sessionId, now);
}

/**
 * Revokes a refresh token's session (logout); unknown or already revoked tokens are fine, so it is
 * idempotent. A replaced token ends its session too, as it would on a refresh.
 */
export async function revokeRefreshToken(db: Database, body: RevokeTokenBody, now: Date): Promise<void> {
  const tokenHash = hashSecretToken(body.refreshToken);
  const stored = await findRefreshTokenByHash(db, tokenHash);
  if (!stored) return endSessionOfSpentToken(db, tokenHash, now);
  if (stored.userId === body.userId && stored.tenant === body.tenant && stored.revokedAt == null) {
    await markRefreshTokenRevoked(db, stored.id, now);
  }
}

/** Ends every session of a user (all refresh tokens but `keepSessionId`): deactivation, a new e-mail address. */
export async function endUserSessions(db: Database, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await revokeUserRefreshTokens(db, userId, now, keepSessionId);
}

/**
 * Removes everything a deleted user could sign in with: sessions, two-factor secrets, the temporary
 * password and unused links. Call it in the transaction that deletes the user.
 */
export async function forgetUserCredentials(db: Database, userId: string, now: Date): Promise<void> {
  await revokeUserRefreshTokens(db, userId, now);
  await deleteUserMfa(db, userId);
  await deleteTemporaryPassword(db, userId);
  await deleteUnusedPasswordTokens(db, userId);
}
