import { z } from 'zod';
import { listReply } from './paging';
import { emailField } from './auth';
import { feature, role, ROLES, type Role } from './roles';
import { mfaPreference } from './users';

/** A user as the manager's user list shows it: `GET api/manager/users/`. */
export const managedUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(role),
  activated: z.boolean(),
  features: z.array(feature),
  mfaPreferences: mfaPreference,
});
export type ManagedUser = z.infer<typeof managedUser>;

export const managedUserList = listReply(managedUser);
export type ManagedUserList = z.infer<typeof managedUserList>;

/** The properties the manager's user list can be filtered and sorted on. */
export const MANAGED_USER_FILTERS = ['name', 'email', 'activated', 'roles'] as const;
export const MANAGED_USER_SORTS = ['name', 'email'] as const;

/** A user's display name: trimmed, 1 to 100 characters. */
export const userName = z.string().trim().min(1).max(100);

/**
 * `POST api/manager/users/` (201, the user): the e-mail must be of the organisation's domain; roles
 * may be empty (basic only). Features are not chosen here: a new user gets the organisation's
 * default features. A new active user is e-mailed an activation link.
 */
export const createManagedUserBody = z.object({
  name: userName,
  email: emailField,
  roles: z.array(role).max(ROLES.length),
  activated: z.boolean().default(true),
});
export type CreateManagedUserBody = z.input<typeof createManagedUserBody>;

/**
 * `PATCH api/manager/users/{id}` (200, the user): any of name, roles and activated (the activation
 * toggle sends only `activated`). `email` may be sent but must be the current address.
 */
export const updateManagedUserBody = z.object({
  name: userName.optional(),
  email: emailField.optional(),
  roles: z.array(role).max(ROLES.length).optional(),
  activated: z.boolean().optional(),
});
export type UpdateManagedUserBody = z.infer<typeof updateManagedUserBody>;

/** `api/manager/users/{id}`. */
export const managedUserParams = z.object({ id: z.string().max(64) });

/** Roles without repeats, in the order of ROLES (what the server stores). */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}
