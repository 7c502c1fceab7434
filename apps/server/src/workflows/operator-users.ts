import type { AdminUser, UpdateAdminUserBody } from '@steelyard/domain/admin-users';
import { ADMIN_USER_MESSAGES, type createManagerBody } from '@steelyard/domain/admin-users';
import type { z } from 'zod';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { endUserSessions } from '../modules/auth/service';
import {
  hasPendingTemporaryPassword,
  prepareTemporaryPassword,
  storeTemporaryPassword,
  type AuthDeps,
} from '../modules/auth/credentials-port';
import { recordAudit } from '../modules/audit/service';
import { requireCustomerOrganisationId } from '../modules/organisations/operator-port';
import { assertEmailOfDomain, getOrganisationUserPolicy } from '../modules/organisations/service';
import {
  addOrganisationUser,
  changeUserByOperator,
  findUserCredentialsById,
  requireMarketplaceUser,
} from '../modules/users/service';

// An operator's changes to customers' users span the organisation (domain, default features), the
// user, the credentials (temporary password, sessions) and the audit log.

/**
 * Creates a manager of a customer organisation with its default features and e-mails a temporary
 * password (24 h; the first sign-in asks for a new password). The password is hashed before the
 * transaction, which then holds the user, the password, its e-mail and the audit entry.
 */
export async function createOrganisationManager(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  organisationId: string,
  body: z.output<typeof createManagerBody>,
): Promise<AdminUser> {
  const customerId = await requireCustomerOrganisationId(db, organisationId);
  const policy = await getOrganisationUserPolicy(db, customerId);
  assertEmailOfDomain(body.email, policy);
  const prepared = await prepareTemporaryPassword(deps);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const created = await addOrganisationUser(tx, {
      organisationId: customerId,
      body: { name: body.name, email: body.email, roles: ['MANAGER', ...body.additionalRoles], activated: true },
      features: policy.defaultFeatures,
      locale: body.locale,
    });
    const credentials = (await findUserCredentialsById(tx, created.id))!;
    await storeTemporaryPassword(tx, deps, credentials, prepared, now);
    await recordAudit(tx, {
      action: 'user.created',
      entityType: 'USER',
      entityId: created.id,
      organisationId: customerId,
      actor: caller,
      after: created,
      now,
    });
    return { ...created, organisationId: customerId };
  });
}

/**
 * Sends a user who has not chosen a password yet a new welcome e-mail with a fresh temporary
 * password (the old one stops working); 400 once the user has chosen one.
 */
export async function resendWelcomeEmail(db: Database, deps: AuthDeps, caller: Caller, userId: string): Promise<void> {
  const { credentials } = await requireMarketplaceUser(db, userId);
  const waiting = credentials.passwordHash == null || (await hasPendingTemporaryPassword(db, credentials.id));
  if (!waiting) throw new AppError('VALIDATION', ADMIN_USER_MESSAGES.passwordAlreadySet);
  const prepared = await prepareTemporaryPassword(deps);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await storeTemporaryPassword(tx, deps, credentials, prepared, now);
    await recordAudit(tx, {
      action: 'user.welcome-email-sent',
      entityType: 'USER',
      entityId: credentials.id,
      organisationId: credentials.organisationId,
      actor: caller,
      now,
    });
  });
}

/** Sets a user's activation and/or features; deactivation ends the user's sessions at once. */
export async function updateUserByOperator(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  userId: string,
  body: UpdateAdminUserBody,
): Promise<AdminUser> {
  await requireMarketplaceUser(db, userId);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const { before, after } = await changeUserByOperator(tx, userId, body, now);
    if (before.activated && !after.activated) await endUserSessions(tx, after.id, now);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        action: 'user.updated',
        entityType: 'USER',
        entityId: after.id,
        organisationId: after.organisationId,
        actor: caller,
        before,
        after,
        now,
      });
    }
    return after;
  });
}
