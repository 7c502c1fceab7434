import { generateSecret, generateURI, verify } from 'otplib';
import type { MfaSetupChannel } from '@steelyard/domain/audit-log';
import type { AssociateSoftwareTokenReply, VerifySoftwareTokenReply } from '@steelyard/domain/mfa';
import { MFA_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { TOTP_STEP_SECONDS } from '@steelyard/domain/constants';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import type { SecondFactorChange } from '../../platform/mail/templates/second-factor-changed';
import { isMfaRequiredForOrganisation } from '../organisations/service';
import { findUserCredentialsById, setUserMfaPreference, type UserCredentials } from '../users/service';
import type { AuthDeps } from './auth-deps';
import { findLiveChallenge } from './challenge-sessions';
import { recordCredentialChange } from './credential-audit';
import { assertMfaChangeAllowed, recordMfaChangeFailure } from './login-throttle';
import { markChallengeMfaVerified } from './challenge-queries';
import { deleteUserMfa, enablePendingSecret, findUserMfa, recordUsedStep, upsertPendingSecret } from './mfa-queries';

const ISSUER = 'Steelyard';
const CODE_FORMAT = /^\d{6}$/;

/** Who sets up or checks two-factor: a user in an MFA_SETUP challenge, or a signed-in user. */
export interface MfaSubject {
  user: UserCredentials;
  /** The MFA_SETUP challenge, when the call came with its session. */
  challengeId: string | null;
}

export const codeMismatch = () => new AppError('VALIDATION', AUTH_MESSAGES.codeMismatch);
export const validationFailed = () => new AppError('VALIDATION', AUTH_MESSAGES.validationFailed);

function assertCodeFormat(code: string): void {
  if (!CODE_FORMAT.test(code)) throw validationFailed();
}

/**
 * The time step `code` belongs to, or null: 30-second steps, one step of drift either way, and only
 * steps after `lastUsedStep` (a code works once).
 */
async function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: TOTP_STEP_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_STEP_SECONDS,
    ...(lastUsedStep == null ? {} : { afterTimeStep: lastUsedStep }),
  });
  // verify() resolves to { valid, … }: the object itself is always truthy
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The subject of an associate or verify call: the session of a live MFA_SETUP challenge, or a
 * marketplace access token of an active user; 401 otherwise.
 */
export async function resolveMfaSubject(
  db: Database,
  deps: AuthDeps,
  auth: { session?: string; accessToken?: string | null },
  now: Date,
): Promise<MfaSubject> {
  if (auth.session) {
    const challenge = await findLiveChallenge(db, auth.session, now);
    const user = challenge?.type === 'MFA_SETUP' ? await findUserCredentialsById(db, challenge.userId) : null;
    if (!challenge || !user) throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.challengeSessionInvalid);
    if (!user.activated) throw new AppError('ACCESS_DENIED', AUTH_MESSAGES.deactivated);
    return { user, challengeId: challenge.id };
  }
  const caller = auth.accessToken ? await deps.tokens.verify(auth.accessToken, now) : null;
  const user = caller?.tenant === 'MARKETPLACE' ? await findUserCredentialsById(db, caller.userId) : null;
  if (!user || !user.activated) throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required.');
  return { user, challengeId: null };
}

/** Tells the user that their second factor changed, in the transaction of the change (decision 134). */
async function sendSecondFactorChangedMail(
  tx: Database,
  deps: AuthDeps,
  user: UserCredentials,
  change: SecondFactorChange,
  now: Date,
): Promise<void> {
  await sendMail(
    tx,
    {
      to: user.email,
      locale: user.locale,
      template: 'second-factor-changed',
      params: {
        name: user.name,
        change,
        link: buildLink(deps.publicUrl, '/account/edit-mfa'),
        supportEmail: deps.supportEmail,
      },
    },
    now,
  );
}

/** A fresh secret, kept sealed as pending until a code proves the authenticator has it. */
export async function associateSoftwareToken(
  db: Database,
  deps: AuthDeps,
  subject: MfaSubject,
  now: Date,
): Promise<AssociateSoftwareTokenReply> {
  const secret = generateSecret();
  await upsertPendingSecret(db, subject.user.id, deps.mfaSecrets.seal(secret), now);
  return { secretCode: secret, otpauthUri: generateURI({ issuer: ISSUER, label: subject.user.email, secret }) };
}

/**
 * Checks `code` against the pending secret and enables it (audited, `via` where the user set it up):
 * 400 'Validation Failed' or 'Code mismatch'.
 */
export async function enableSoftwareToken(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  code: string,
  now: Date,
  via: MfaSetupChannel,
): Promise<void> {
  assertCodeFormat(code);
  const mfa = await findUserMfa(db, user.id);
  // verify before associate: nothing to check the code against
  if (!mfa?.pendingSecretSealed) throw validationFailed();
  const pending = mfa.pendingSecretSealed;
  const step = await matchTotp(deps.mfaSecrets.open(pending), code, now, mfa.lastUsedStep);
  if (step == null) throw codeMismatch();
  await db.transaction(async (tx) => {
    if (!(await enablePendingSecret(tx, user.id, pending, step, now))) throw codeMismatch();
    await setUserMfaPreference(tx, user.id, 'Enabled', now);
    // a second set-up while one is enabled swaps the authenticator
    const authenticatorReplaced = mfa.secretSealed != null;
    await recordCredentialChange(tx, user, { action: 'user.mfa-enabled', via, authenticatorReplaced }, now);
    // the first set-up at sign-in is the user's onboarding, in front of them; any other change is told
    if (authenticatorReplaced || via === 'ACCOUNT') {
      await sendSecondFactorChangedMail(tx, deps, user, authenticatorReplaced ? 'REPLACED' : 'ENABLED', now);
    }
  });
}

/**
 * Signed in with an enabled authenticator, a new one replaces it only with `currentCode`, a current
 * code of the one in use (decision 134): an access token alone must not swap the second factor.
 * Wrong codes count with those of the switch-off (five in an hour lock for an hour). The code is
 * checked, not used up: the new secret's first code, often of the same time step, follows.
 */
async function assertCurrentCode(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  currentCode: string | undefined,
  now: Date,
): Promise<void> {
  const mfa = await findUserMfa(db, user.id);
  if (!mfa?.secretSealed) return;
  if (!currentCode) {
    throw new AppError('VALIDATION', MFA_MESSAGES.currentCodeRequired, [
      { path: 'body.currentCode', message: 'Required' },
    ]);
  }
  await assertMfaChangeAllowed(db, user.id, now);
  assertCodeFormat(currentCode);
  if ((await matchTotp(deps.mfaSecrets.open(mfa.secretSealed), currentCode, now, mfa.lastUsedStep)) == null) {
    await recordMfaChangeFailure(db, user.id, now);
    throw new AppError('VALIDATION', MFA_MESSAGES.currentCodeMismatch);
  }
}

/**
 * `verify-software-token`: enables two-factor; with a session, that challenge then needs no code.
 * Signed in, replacing an enabled authenticator needs a current code of it.
 */
export async function verifySoftwareToken(
  db: Database,
  deps: AuthDeps,
  subject: MfaSubject,
  body: { username?: string; userCode: string; currentCode?: string },
  now: Date,
): Promise<VerifySoftwareTokenReply> {
  if (body.username && body.username.toLowerCase() !== subject.user.email) throw validationFailed();
  // a challenge session proved the password; an access token proves only that someone holds it
  if (!subject.challengeId) await assertCurrentCode(db, deps, subject.user, body.currentCode, now);
  await enableSoftwareToken(db, deps, subject.user, body.userCode, now, subject.challengeId ? 'SIGN_IN' : 'ACCOUNT');
  if (subject.challengeId) await markChallengeMfaVerified(db, subject.challengeId, now);
  return { status: 'SUCCESS' };
}

/** Checks a sign-in code against the enabled secret and uses up its time step; false on a mismatch. */
export async function checkSignInCode(
  db: Database,
  deps: AuthDeps,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  assertCodeFormat(code);
  const mfa = await findUserMfa(db, userId);
  if (!mfa?.secretSealed) return false;
  const step = await matchTotp(deps.mfaSecrets.open(mfa.secretSealed), code, now, mfa.lastUsedStep);
  return step != null && (await recordUsedStep(db, userId, step, now));
}

/** True when the user has a verified software token. */
export async function hasEnabledSoftwareToken(db: Database, userId: string): Promise<boolean> {
  return (await findUserMfa(db, userId))?.secretSealed != null;
}

/** Turns two-factor off for a user, forgets the secrets, records it as the user's own change and tells them. */
export async function disableSoftwareToken(
  db: Database,
  deps: AuthDeps,
  user: UserCredentials,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteUserMfa(tx, user.id);
    await setUserMfaPreference(tx, user.id, 'Disabled', now);
    await recordCredentialChange(tx, user, { action: 'user.mfa-disabled' }, now);
    await sendSecondFactorChangedMail(tx, deps, user, 'DISABLED', now);
  });
}

/**
 * `mfa/disable` (the edit-mfa screen): switches two-factor off with a current code of the enabled
 * secret, used up like a sign-in code. Refused while the organisation requires two-factor; five
 * wrong codes within an hour lock it for an hour. A preference without a secret yet (set-up pending
 * at the next sign-in) has no code to give and is simply switched off.
 */
export async function disableTwoFactor(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  code: string,
  now: Date,
): Promise<void> {
  const user = await findUserCredentialsById(db, caller.userId);
  if (!user || !user.activated) throw new AppError('AUTHENTICATION_REQUIRED', 'Authentication required.');
  if (await isMfaRequiredForOrganisation(db, user.organisationId)) {
    throw new AppError('VALIDATION', MFA_MESSAGES.requiredByOrganisation);
  }
  if (!(await hasEnabledSoftwareToken(db, user.id))) {
    if (user.mfaPreference !== 'Enabled') throw new AppError('VALIDATION', MFA_MESSAGES.notEnabled);
    return disableSoftwareToken(db, deps, user, now);
  }
  await assertMfaChangeAllowed(db, user.id, now);
  if (!(await checkSignInCode(db, deps, user.id, code, now))) {
    await recordMfaChangeFailure(db, user.id, now);
    throw codeMismatch();
  }
  await disableSoftwareToken(db, deps, user, now);
}
