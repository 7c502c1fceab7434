import { EMAIL_CHANGE_MESSAGES } from '@steelyard/domain/account-messages';
import { EMAIL_CSRF_TOKEN_TTL_MS, EMAIL_VALIDATION_LINK_TTL_MS } from '@steelyard/domain/constants';
import type { EmailCsrfTokenReply } from '@steelyard/domain/email-change';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens';
import {
  countEmailChangesSince,
  deleteEmailCsrfToken,
  findEmailChangeByHash,
  hasLiveEmailCsrfToken,
  insertEmailChange,
  markEmailChangeUsed,
  supersedeEmailChanges,
  upsertEmailCsrfToken,
} from './email-change-queries';
import { updateUserEmail } from './queries';
import type { EmailChangeRow } from './schema';

/*
 * The user's side of an e-mail change (the CSRF token, the link, the new address), published to the
 * e-mail change workflow (workflows/email-change.ts, decision 179), which adds the organisation's
 * domain rule, the mails, the sessions and the audit.
 */

/** A link of an e-mail change as the workflow holds it between the check and the change. */
export type UsableEmailChange = Pick<EmailChangeRow, 'id' | 'userId' | 'newEmail'>;

// e-mail changes a user may ask for within an hour: each one sends a message to an address
const MAX_EMAIL_CHANGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** A fresh CSRF token for the e-mail change calls (valid an hour); it replaces the user's previous one. */
export async function issueEmailCsrfToken(db: Database, userId: string, now: Date): Promise<EmailCsrfTokenReply> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CSRF_TOKEN_TTL_MS);
  await upsertEmailCsrfToken(db, { userId, tokenHash: hashSecretToken(token), expiresAt, createdAt: now });
  return { csrfEmailToken: token, validTo: expiresAt.toISOString() };
}

/** 403 unless `token` is the user's own live CSRF token (another user's, an old or no token are refused). */
export async function assertEmailCsrfToken(
  db: Database,
  userId: string,
  token: string | undefined,
  now: Date,
): Promise<void> {
  const valid = token != null && token !== '' && (await hasLiveEmailCsrfToken(db, userId, hashSecretToken(token), now));
  if (!valid) throw new AppError('ACCESS_DENIED', EMAIL_CHANGE_MESSAGES.csrfInvalid);
}

/** 429 past five e-mail change requests of the user within an hour. */
export async function assertEmailChangeAllowed(db: Database, userId: string, now: Date): Promise<void> {
  if ((await countEmailChangesSince(db, userId, new Date(now.getTime() - HOUR_MS))) >= MAX_EMAIL_CHANGES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests);
  }
}

/**
 * Stores a requested change and its link token (24 h); older open links of the user end, and the
 * CSRF token is used up. Returns the token for the link and its expiry; call it in the transaction
 * that writes the e-mail.
 */
export async function storeEmailChange(
  tx: Database,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VALIDATION_LINK_TTL_MS);
  await supersedeEmailChanges(tx, userId, now);
  await insertEmailChange(tx, { userId, newEmail, tokenHash: hashSecretToken(token), expiresAt, createdAt: now });
  await deleteEmailCsrfToken(tx, userId);
  return { token, expiresAt };
}

/**
 * The change of a link for the signed-in user: 404 unknown (or someone else's), 400 used, 400
 * expired or replaced by a newer request (checked in this order).
 */
export async function findUsableEmailChange(
  db: Database,
  userId: string,
  token: string,
  now: Date,
): Promise<UsableEmailChange> {
  const change = await findEmailChangeByHash(db, hashSecretToken(token));
  if (!change || change.userId !== userId) throw new AppError('NOT_FOUND', EMAIL_CHANGE_MESSAGES.tokenUnknown);
  if (change.usedAt) throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.tokenUsed);
  if (change.supersededAt || change.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.tokenExpired);
  }
  return change;
}

/**
 * Uses the link and sets the new address; other open links and the CSRF token end. 400 when the
 * link was used meanwhile or another user took the address; call it in the flow's transaction.
 */
export async function applyEmailChange(tx: Database, change: UsableEmailChange, now: Date): Promise<void> {
  if (!(await markEmailChangeUsed(tx, change.id, now))) {
    throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.tokenUsed);
  }
  try {
    await updateUserEmail(tx, change.userId, change.newEmail, now);
  } catch (error) {
    // another user took the address after the check: the unique index refuses it, the transaction rolls back
    if (isUniqueViolation(error, 'users_email_lower_idx'))
      throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.taken);
    throw error;
  }
  await supersedeEmailChanges(tx, change.userId, now);
  await deleteEmailCsrfToken(tx, change.userId);
}
