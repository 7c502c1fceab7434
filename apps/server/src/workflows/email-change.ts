import { EMAIL_CHANGE_MESSAGES } from '@steelyard/domain/account-messages';
import type { EmailChangeBody, EmailChangeReply, EmailValidationReply } from '@steelyard/domain/email-change';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { buildLink, sendMail } from '../platform/mail/send-mail';
import type { AuthDeps } from '../modules/auth/credentials-port';
import { endUserSessions } from '../modules/auth/service';
import { recordAudit } from '../modules/audit/service';
import { assertEmailOfDomain, getOrganisationUserPolicy } from '../modules/organisations/service';
import {
  applyEmailChange,
  assertEmailChangeAllowed,
  assertEmailCsrfToken,
  findUsableEmailChange,
  storeEmailChange,
} from '../modules/users/email-change-port';
import { findUserCredentialsById, isEmailTaken, type UserCredentials } from '../modules/users/service';

// An e-mail change spans the user (address, link, CSRF token), the organisation (its e-mail domain)
// and the credentials (other sessions end once the address has changed).

async function requireActiveUser(db: Database, caller: Caller): Promise<UserCredentials> {
  const user = await findUserCredentialsById(db, caller.userId);
  if (!user || !user.activated) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  }
  return user;
}

/** The new address must be of the organisation's domain (as a new user's) and nobody else's. */
async function assertAddressAvailable(db: Database, user: UserCredentials, email: string): Promise<void> {
  assertEmailOfDomain(email, await getOrganisationUserPolicy(db, user.organisationId));
  if (await isEmailTaken(db, email, user.id)) throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.taken);
}

/**
 * `email-change`: with the caller's CSRF token, e-mails the new address a link to
 * `/account/email-validation/:token` (24 h, single use). The address itself changes only when the
 * link is used; a new request ends the earlier links.
 */
export async function requestEmailChange(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  csrfToken: string | undefined,
  body: EmailChangeBody,
): Promise<EmailChangeReply> {
  const now = deps.clock.now();
  await assertEmailCsrfToken(db, caller.userId, csrfToken, now);
  const user = await requireActiveUser(db, caller);
  // users can type the e-mail in any case, but we store it in lowercase
  const email = body.email.toLowerCase();
  if (email === user.email) throw new AppError('VALIDATION', EMAIL_CHANGE_MESSAGES.notUpdated);
  await assertAddressAvailable(db, user, email);
  await assertEmailChangeAllowed(db, user.id, now);
  return db.transaction(async (tx) => {
    const { token, expiresAt } = await storeEmailChange(tx, user.id, email, now);
    const link = buildLink(deps.publicUrl, `/account/email-validation/${token}`);
    await sendMail(
      tx,
      {
        to: email,
        locale: user.locale,
        template: 'email-validation',
        params: { name: user.name, newEmail: email, link },
      },
      now,
    );
    return { email, validTo: expiresAt.toISOString() };
  });
}

/**
 * `email-validation/{token}`: with the caller's CSRF token, signed in as the user who asked, sets
 * the new address (checked again: it may have been taken meanwhile) and ends the user's other sessions.
 */
export async function confirmEmailChange(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  csrfToken: string | undefined,
  token: string,
): Promise<EmailValidationReply> {
  const now = deps.clock.now();
  await assertEmailCsrfToken(db, caller.userId, csrfToken, now);
  const user = await requireActiveUser(db, caller);
  const change = await findUsableEmailChange(db, user.id, token, now);
  await assertAddressAvailable(db, user, change.newEmail);
  await db.transaction(async (tx) => {
    await applyEmailChange(tx, change, now);
    await endUserSessions(tx, user.id, now, caller.sessionId);
    await recordAudit(tx, {
      action: 'user.email-changed',
      entityType: 'USER',
      entityId: user.id,
      organisationId: user.organisationId,
      actor: caller,
      before: { email: user.email },
      after: { email: change.newEmail },
      now,
    });
  });
  return { email: change.newEmail };
}
