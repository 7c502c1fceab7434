import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { LOGIN_LOCKOUT_MS, PASSWORD_CHANGE_LOCKOUT_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { deleteThrottle, findActiveLock, recordFailure } from './queries';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const REQUEST_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_CHANGE_WINDOW_MS = 60 * 60 * 1000;
const PASSWORD_CHANGE_MAX_FAILURES = 5;

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  /** Calls of the access routes per address within 15 minutes, whatever their outcome. */
  maxRequestsPerIp: number;
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
const requestKey = (ip: string) => `auth-ip:${ip}`;
const passwordChangeKey = (userId: string) => `password-change:${userId}`;
const mfaDisableKey = (userId: string) => `mfa-disable:${userId}`;

/** 429 while the e-mail or the address is locked after too many failed logins. */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now: Date): Promise<void> {
  const lockedUntil = await findActiveLock(db, [emailKey(email), ipKey(ip)], now);
  if (lockedUntil) {
    // the client maps any rate-limit reply to "retry in one hour" (spec 000 §8, login error 6)
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.loginLocked);
  }
}

/** Counts a failed login against the e-mail and the address; the fifth in 15 minutes locks for an hour. */
export async function recordLoginFailure(
  db: Database,
  email: string,
  ip: string,
  now: Date,
  limits: ThrottleLimits,
): Promise<void> {
  const common = { now, windowMs: FAILURE_WINDOW_MS, lockMs: LOGIN_LOCKOUT_MS };
  await recordFailure(db, emailKey(email), { ...common, maxFailures: limits.maxFailuresPerEmail });
  await recordFailure(db, ipKey(ip), { ...common, maxFailures: limits.maxFailuresPerIp });
}

/** Forgets the failures of an e-mail after a successful login. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await deleteThrottle(db, emailKey(email));
}

/**
 * Counts one call of an access route for the address and answers 429 past the limit, so that
 * tokens, codes and addresses cannot be tried in bulk. Refused calls are not counted: the lock
 * ends 15 minutes after it started.
 */
export async function countAuthRequest(db: Database, ip: string, now: Date, limit: number): Promise<void> {
  const key = requestKey(ip);
  const refuse = () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests);
  if (await findActiveLock(db, [key], now)) throw refuse();
  const counted = await recordFailure(db, key, {
    now,
    windowMs: REQUEST_WINDOW_MS,
    maxFailures: limit + 1,
    lockMs: REQUEST_WINDOW_MS,
  });
  if (counted.lockedUntil && counted.lockedUntil.getTime() > now.getTime()) throw refuse();
}

/** 429 'Attempt Limit Exceed' for an hour after five wrong current passwords within an hour. */
export async function assertPasswordChangeAllowed(db: Database, userId: string, now: Date): Promise<void> {
  if (await findActiveLock(db, [passwordChangeKey(userId)], now)) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.attemptLimitExceed);
  }
}

export async function recordPasswordChangeFailure(db: Database, userId: string, now: Date): Promise<void> {
  await recordFailure(db, passwordChangeKey(userId), {
    now,
    windowMs: PASSWORD_CHANGE_WINDOW_MS,
    maxFailures: PASSWORD_CHANGE_MAX_FAILURES,
    lockMs: PASSWORD_CHANGE_LOCKOUT_MS,
  });
}

export async function clearPasswordChangeFailures(db: Database, userId: string): Promise<void> {
  await deleteThrottle(db, passwordChangeKey(userId));
}

/** 429 'Attempt Limit Exceed' for an hour after five wrong codes when switching two-factor off. */
export async function assertMfaDisableAllowed(db: Database, userId: string, now: Date): Promise<void> {
  if (await findActiveLock(db, [mfaDisableKey(userId)], now)) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.attemptLimitExceed);
  }
}

// the same rule as the password change: whoever holds a stolen access token cannot guess codes
export async function recordMfaDisableFailure(db: Database, userId: string, now: Date): Promise<void> {
  await recordFailure(db, mfaDisableKey(userId), {
    now,
    windowMs: PASSWORD_CHANGE_WINDOW_MS,
    maxFailures: PASSWORD_CHANGE_MAX_FAILURES,
    lockMs: PASSWORD_CHANGE_LOCKOUT_MS,
  });
}

const RECOVERY_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Recovery e-mails (reset, welcome, fresh link) sent per address or token within an hour. */
export const MAX_RECOVERY_MAILS_PER_HOUR = 5;

/**
 * Counts a request for a recovery e-mail about `subject` (e.g. `forgot:<address>`); false past five
 * within an hour, so nobody's mailbox can be flooded. The count is kept whether or not the account
 * exists, so it tells nothing either.
 */
export async function countRecoveryMail(db: Database, subject: string, now: Date): Promise<boolean> {
  const counted = await recordFailure(db, `recovery-mail:${subject}`, {
    now,
    windowMs: RECOVERY_MAIL_WINDOW_MS,
    maxFailures: MAX_RECOVERY_MAILS_PER_HOUR + 1,
    lockMs: RECOVERY_MAIL_WINDOW_MS,
  });
  return counted.failures <= MAX_RECOVERY_MAILS_PER_HOUR;
}
