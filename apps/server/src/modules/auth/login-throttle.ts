import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { LOGIN_LOCKOUT_MS, PASSWORD_CHANGE_LOCKOUT_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { deleteSpentThrottles, deleteThrottlesByPrefix, isRemembered, rememberUntil } from './login-throttle-queries';
import { deleteThrottle, findActiveLock, recordFailure } from './queries';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const REQUEST_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_CHANGE_WINDOW_MS = 60 * 60 * 1000;
const PASSWORD_CHANGE_MAX_FAILURES = 5;
/** How long an address an account signed in from stays exempt from the account's brake. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export interface ThrottleLimits {
  /** Failed logins of one e-mail from one client address within 15 minutes before that pair is locked. */
  maxFailuresPerEmail: number;
  /** Failed logins of one e-mail from all addresses within 15 minutes before the account's brake. */
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  /** Calls of the access routes per address within 15 minutes, whatever their outcome. */
  maxRequestsPerIp: number;
}

const normalise = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `email:${normalise(email)}`;
const pairPrefix = (email: string) => `login:${normalise(email)}|`;
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip}`;
const knownAddressKey = (email: string, ip: string) => `signed-in:${normalise(email)}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;
const requestKey = (ip: string) => `auth-ip:${ip}`;
const passwordChangeKey = (userId: string) => `password-change:${userId}`;
const mfaChangeKey = (userId: string) => `mfa-change:${userId}`;

/** Whole seconds from `now` to `until`, at least one: the `Retry-After` of a lock. */
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

// the client maps any rate-limit reply to "retry in one hour" (spec 000 §8, login error 6)
const loginLocked = (until: Date, now: Date) =>
  new AppError('RATE_LIMITED', AUTH_MESSAGES.loginLocked, undefined, secondsUntil(until, now));

/**
 * 429 while this e-mail is locked for this client address, or the address is locked, after too many
 * failed logins (decision 133). Failures from one address never lock the account for another: the
 * account's own brake, after many failures from all addresses, holds back only addresses the account
 * has not signed in from within 30 days.
 */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now: Date): Promise<void> {
  const lockedUntil = await findActiveLock(db, [pairKey(email, ip), ipKey(ip)], now);
  if (lockedUntil) throw loginLocked(lockedUntil, now);
  const brakedUntil = await findActiveLock(db, [accountKey(email)], now);
  if (brakedUntil && !(await isRemembered(db, knownAddressKey(email, ip), now))) throw loginLocked(brakedUntil, now);
}

/**
 * Counts a failed login against the e-mail from this address (the fifth in 15 minutes locks the
 * pair for an hour), the e-mail from every address (the account's brake) and the address.
 */
export async function recordLoginFailure(
  db: Database,
  email: string,
  ip: string,
  now: Date,
  limits: ThrottleLimits,
): Promise<void> {
  const common = { now, windowMs: FAILURE_WINDOW_MS, lockMs: LOGIN_LOCKOUT_MS };
  await recordFailure(db, pairKey(email, ip), { ...common, maxFailures: limits.maxFailuresPerEmail });
  await recordFailure(db, accountKey(email), { ...common, maxFailures: limits.maxFailuresPerAccount });
  await recordFailure(db, ipKey(ip), { ...common, maxFailures: limits.maxFailuresPerIp });
}

/**
 * A complete sign-in from `ip`: forgets that address's failures on the e-mail and remembers the
 * address for 30 days, so the account's brake does not hold its owner back there. Failures from
 * other addresses stay counted.
 */
export async function recordSignIn(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await deleteThrottle(db, pairKey(email, ip));
  await rememberUntil(db, knownAddressKey(email, ip), now, new Date(now.getTime() + KNOWN_ADDRESS_MS));
}

/** Forgets every failure and lock of an e-mail, from every address (the owner reset the password). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await deleteThrottle(db, accountKey(email));
  await deleteThrottlesByPrefix(db, pairPrefix(email));
}

/**
 * Counts one call of an access route for the address and answers 429 past the limit, so that
 * tokens, codes and addresses cannot be tried in bulk. Refused calls are not counted: the lock
 * ends 15 minutes after it started.
 */
export async function countAuthRequest(db: Database, ip: string, now: Date, limit: number): Promise<void> {
  await sweepSpentThrottles(db, now);
  const key = requestKey(ip);
  const refuse = (until: Date) =>
    new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests, undefined, secondsUntil(until, now));
  const lockedUntil = await findActiveLock(db, [key], now);
  if (lockedUntil) throw refuse(lockedUntil);
  const counted = await recordFailure(db, key, {
    now,
    windowMs: REQUEST_WINDOW_MS,
    maxFailures: limit + 1,
    lockMs: REQUEST_WINDOW_MS,
  });
  if (counted.lockedUntil && counted.lockedUntil.getTime() > now.getTime()) throw refuse(counted.lockedUntil);
}

/** Every window above is an hour at most; a row twice that old without a running lock counts nothing. */
const SPENT_AFTER_MS = 2 * 60 * 60 * 1000;
/** When each database (one per app) was last swept by this instance. */
const lastSweep = new WeakMap<Database, number>();

/**
 * Deletes spent throttle rows once an hour per instance, in the access call that notices: every new
 * client address adds a row, which would otherwise stay for good (a botnet could grow the table).
 */
async function sweepSpentThrottles(db: Database, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() - last < SPENT_AFTER_MS / 2 && now.getTime() >= last) return;
  lastSweep.set(db, now.getTime());
  await deleteSpentThrottles(db, now, new Date(now.getTime() - SPENT_AFTER_MS));
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

/**
 * 429 'Attempt Limit Exceed' for an hour after five wrong current codes within an hour, when switching
 * two-factor off or replacing the authenticator (they share the count).
 */
export async function assertMfaChangeAllowed(db: Database, userId: string, now: Date): Promise<void> {
  const lockedUntil = await findActiveLock(db, [mfaChangeKey(userId)], now);
  if (lockedUntil) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.attemptLimitExceed, undefined, secondsUntil(lockedUntil, now));
  }
}

// the same rule as the password change: whoever holds a stolen access token cannot guess codes
export async function recordMfaChangeFailure(db: Database, userId: string, now: Date): Promise<void> {
  await recordFailure(db, mfaChangeKey(userId), {
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
