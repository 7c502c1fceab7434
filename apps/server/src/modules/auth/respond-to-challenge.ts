import type { ChallengeRespondBody } from '@steelyard/domain/auth-challenge';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findUserCredentialsById, type UserCredentials } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { recordCredentialChange } from './credential-audit';
import { incrementChallengeFailures, markChallengeUsed } from './challenge-queries';
import { findLiveChallenge } from './challenge-sessions';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle';
import { replacePassword } from './replace-password';
import type { AuthChallengeRow } from './schema';
import { completeSignIn, continueSignIn, type LoginOutcome } from './sign-in-steps';
import { checkSignInCode, codeMismatch, enableSoftwareToken, validationFailed } from './two-factor';

const sessionInvalid = () => new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.challengeSessionInvalid);

interface Answer {
  challenge: AuthChallengeRow;
  user: UserCredentials;
  body: ChallengeRespondBody;
  ip: string;
  now: Date;
}

/** Uses the challenge up; a second answer racing this one gets 401. */
async function consume(db: Database, challenge: AuthChallengeRow, now: Date): Promise<void> {
  if (!(await markChallengeUsed(db, challenge.id, now))) throw sessionInvalid();
}

/** A wrong code wears the session out and counts as a failed login, so codes cannot be tried in bulk. */
async function failCode(db: Database, deps: AuthDeps, a: Answer): Promise<never> {
  await incrementChallengeFailures(db, a.challenge.id);
  await recordLoginFailure(db, a.user.email, a.ip, a.now, deps.limits);
  throw codeMismatch();
}

async function answerNewPassword(db: Database, deps: AuthDeps, a: Answer): Promise<LoginOutcome> {
  const password = a.body.newPassword;
  if (!password) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.newPasswordMissing, [
      { path: 'body.newPassword', message: 'Required' },
    ]);
  }
  deps.passwordPolicy.assertAcceptable(password, a.user.email, 'newPassword');
  const passwordHash = await deps.passwords.hash(password);
  await db.transaction(async (tx) => {
    await consume(tx, a.challenge, a.now);
    await replacePassword(tx, a.user.id, passwordHash, a.now);
    await recordCredentialChange(tx, a.user, { action: 'user.password-changed', via: 'TEMPORARY_PASSWORD' }, a.now);
  });
  // a new user may have to set up two-factor next
  return continueSignIn(db, deps, a.user, a.ip, a.now);
}

async function answerMfaSetup(db: Database, deps: AuthDeps, a: Answer): Promise<LoginOutcome> {
  if (a.body.code) {
    try {
      await enableSoftwareToken(db, deps, a.user, a.body.code, a.now, 'SIGN_IN');
    } catch (error) {
      if (error instanceof AppError && error.message === AUTH_MESSAGES.codeMismatch) await failCode(db, deps, a);
      throw error;
    }
  } else if (!a.challenge.mfaVerifiedAt) {
    // no code, and verify-software-token has not succeeded with this session either
    throw validationFailed();
  }
  await consume(db, a.challenge, a.now);
  return completeSignIn(db, deps, a.user, a.ip, a.now);
}

async function answerSoftwareTokenMfa(db: Database, deps: AuthDeps, a: Answer): Promise<LoginOutcome> {
  if (!a.body.code) throw validationFailed();
  if (!(await checkSignInCode(db, deps, a.user.id, a.body.code, a.now))) await failCode(db, deps, a);
  await consume(db, a.challenge, a.now);
  return completeSignIn(db, deps, a.user, a.ip, a.now);
}

/**
 * `challenge-respond`: checks that the session is live and belongs to `username`, then answers the
 * challenge of its type. Answers tokens or the next challenge of the chain.
 */
export async function respondToChallenge(
  db: Database,
  deps: AuthDeps,
  body: ChallengeRespondBody,
  origin: { ip: string; now: Date },
): Promise<LoginOutcome> {
  const { ip, now } = origin;
  const challenge = await findLiveChallenge(db, body.session, now);
  const user = challenge ? await findUserCredentialsById(db, challenge.userId) : null;
  // someone else's or a stale session looks the same as an unknown one
  if (!challenge || !user || user.email !== body.username.toLowerCase() || user.tenant !== body.tenant) {
    throw sessionInvalid();
  }
  if (challenge.type !== body.type) throw new AppError('VALIDATION', AUTH_MESSAGES.invalidChallengeType);
  if (!user.activated) throw new AppError('ACCESS_DENIED', AUTH_MESSAGES.deactivated);
  await assertLoginAllowed(db, user.email, ip, now);
  const answer: Answer = { challenge, user, body, ip, now };
  switch (challenge.type) {
    case 'NEW_PASSWORD_REQUIRED':
      return answerNewPassword(db, deps, answer);
    case 'MFA_SETUP':
      return answerMfaSetup(db, deps, answer);
    case 'SOFTWARE_TOKEN_MFA':
      return answerSoftwareTokenMfa(db, deps, answer);
  }
}
