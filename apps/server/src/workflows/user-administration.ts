import type { z } from 'zod';
import type { createManagedUserBody, ManagedUser, UpdateManagedUserBody } from '@steelyard/domain/managed-users';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { sendActivationLink, type AuthDeps } from '../modules/auth/credentials-port';
import { endUserSessions, forgetUserCredentials } from '../modules/auth/service';
import { recordAudit } from '../modules/audit/service';
import { assertEmailOfDomain, getOrganisationUserPolicy } from '../modules/organisations/service';
import {
  addOrganisationUser,
  changeOrganisationUser,
  findUserCredentialsById,
  removeOrganisationUser,
} from '../modules/users/service';

// A manager's changes to the users of their organisation span three modules: the organisation
// (e-mail domain, default features), the user, and the user's credentials (activation link, sessions).

/**
 * Adds a user to the manager's organisation with the organisation's default features; an active
 * new user gets the welcome e-mail with an activation link, in the manager's language.
 */
export async function createManagedUser(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  body: z.output<typeof createManagedUserBody>,
): Promise<ManagedUser> {
  const policy = await getOrganisationUserPolicy(db, caller.organisationId);
  assertEmailOfDomain(body.email, policy);
  const manager = await findUserCredentialsById(db, caller.userId);
  return db.transaction(async (tx) => {
    const user = await addOrganisationUser(tx, {
      organisationId: caller.organisationId,
      body,
      features: policy.defaultFeatures,
      locale: manager?.locale ?? 'en',
    });
    if (user.activated) await sendActivationLink(tx, deps, user.id);
    await recordAudit(tx, {
      action: 'user.created',
      entityType: 'USER',
      entityId: user.id,
      organisationId: caller.organisationId,
      actor: caller,
      after: user,
      now: deps.clock.now(),
    });
    return user;
  });
}

/**
 * Changes a user's name, roles or activation. Deactivation ends the user's sessions at once (they
 * stay ended after a reactivation); activating a user who never set a password sends the welcome
 * e-mail, so a user created deactivated gets it when they are let in.
 */
export async function updateManagedUser(
  db: Database,
  deps: AuthDeps,
  caller: Caller,
  id: string,
  body: UpdateManagedUserBody,
): Promise<ManagedUser> {
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const { before, after, user } = await changeOrganisationUser(tx, caller, id, body, now);
    const snapshot = (u: typeof before) => ({ name: u.name, roles: u.roles, activated: u.activated });
    if (JSON.stringify(snapshot(before)) !== JSON.stringify(snapshot(after))) {
      await recordAudit(tx, {
        action: 'user.updated',
        entityType: 'USER',
        entityId: after.id,
        organisationId: caller.organisationId,
        actor: caller,
        before: snapshot(before),
        after: snapshot(after),
        now,
      });
    }
    if (before.activated && !after.activated) await endUserSessions(tx, after.id, now);
    if (!before.activated && after.activated && after.passwordHash == null) {
      await sendActivationLink(tx, deps, after.id);
    }
    return user;
  });
}

/** Deletes (anonymises) a user of the manager's organisation and everything they could sign in with. */
export async function deleteManagedUser(db: Database, deps: AuthDeps, caller: Caller, id: string): Promise<void> {
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await removeOrganisationUser(tx, caller, id, now);
    await forgetUserCredentials(tx, id, now);
    await recordAudit(tx, {
      action: 'user.deleted',
      entityType: 'USER',
      entityId: id,
      organisationId: caller.organisationId,
      actor: caller,
      now,
    });
  });
}
