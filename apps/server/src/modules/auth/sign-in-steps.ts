import type { ChallengeReply, ChallengeType, TokensReply } from '@steelyard/domain/auth';
import { CHALLENGE_SESSION_TTL_MS, REFRESH_TOKEN_TTL_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { isMfaRequiredForOrganisation } from '../organisations/service';
import type { UserCredentials } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { insertChallenge } from './challenge-queries';
import { recordSignIn } from './login-throttle';
import { deleteSpentRefreshTokens, insertRefreshToken } from './queries';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens';
import { hasEnabledSoftwareToken } from './two-factor';

/** A sign-in step ends in tokens, or in a challenge to answer next. */
export type LoginOutcome = { type: 'tokens'; tokens: TokensReply } | { type: 'challenge'; challenge: ChallengeReply };

/** A refresh token (stored hashed) and an access token bound to it by `sid`. */
export async function issueTokens(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  now: Date,
): Promise<TokensReply> {
  // each refresh spends a token (decision 130); those older than any session can live are forgotten
  await deleteSpentRefreshTokens(db, new Date(now.getTime() - REFRESH_TOKEN_TTL_MS));
  const refreshToken = newSecretToken();
  const refreshValidTo = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const sessionId = await insertRefreshToken(db, {
    userId: user.id,
    tokenHash: hashSecretToken(refreshToken),
    tenant: user.tenant,
    expiresAt: refreshValidTo,
  });
  const access = await deps.tokens.sign(
    { userId: user.id, organisationId: user.organisationId, tenant: user.tenant, roles: user.roles, sessionId },
    now,
  );
  return {
    accessToken: access.token,
    refreshToken,
    accessTokenValidTo: access.validTo.toISOString(),
    refreshTokenValidTo: refreshValidTo.toISOString(),
    userId: user.id,
  };
}

/** Opens a challenge session: random, stored hashed, for this user and type, five minutes. */
export async function startChallenge(
  db: Database,
  userId: string,
  type: ChallengeType,
  now: Date,
): Promise<ChallengeReply> {
  const session = newSecretToken();
  await insertChallenge(db, {
    userId,
    type,
    sessionHash: hashSecretToken(session),
    expiresAt: new Date(now.getTime() + CHALLENGE_SESSION_TTL_MS),
    createdAt: now,
  });
  return { session, type };
}

/** The sign-in from `ip` is complete: that address's failures are forgotten, it is remembered, tokens issued. */
export async function completeSignIn(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  ip: string,
  now: Date,
): Promise<LoginOutcome> {
  await recordSignIn(db, user.email, ip, now);
  return { type: 'tokens', tokens: await issueTokens(db, deps, user, now) };
}

/**
 * The step after a correct (and, where asked, renewed) password: a two-factor code when the user
 * has two-factor on, its set-up when the user's preference, the organisation or the ADMIN tenant asks
 * and none is set up yet, otherwise tokens.
 */
export async function continueSignIn(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  ip: string,
  now: Date,
): Promise<LoginOutcome> {
  // two-factor is mandatory for operators, whatever their organisation row says
  const wanted =
    user.tenant === 'ADMIN' ||
    user.mfaPreference === 'Enabled' ||
    (await isMfaRequiredForOrganisation(db, user.organisationId));
  if (!wanted) return completeSignIn(db, deps, user, ip, now);
  const type = (await hasEnabledSoftwareToken(db, user.id)) ? 'SOFTWARE_TOKEN_MFA' : 'MFA_SETUP';
  return { type: 'challenge', challenge: await startChallenge(db, user.id, type, now) };
}
