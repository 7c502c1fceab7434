import { LOGIN_LOCKOUT_MS } from '@steelyard/domain/constants';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { deleteThrottle, findActiveLock, recordFailure } from './queries';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** 429 while the e-mail or the address is locked after too many failed logins. */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now: Date): Promise<void> {
  const lockedUntil = await findActiveLock(db, [emailKey(email), ipKey(ip)], now);
  if (lockedUntil) {
    // the client maps any rate-limit reply to "retry in one hour" (spec 000 §8, login error 6)
    throw new AppError('RATE_LIMITED', 'Too many failed login attempts. Please retry in one hour.');
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
