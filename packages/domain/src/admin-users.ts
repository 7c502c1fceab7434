import { z } from 'zod';
import { emailField } from './auth';
import { LANGUAGES } from './constants';
import { managedUser, userName } from './managed-users';
import { listReply } from './paging';
import { feature, FEATURES } from './roles';

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found.',
  passwordAlreadySet: 'The user has already chosen a password.',
} as const;

/** A marketplace user as operators see it: the manager's view plus the organisation. */
export const adminUser = managedUser.extend({ organisationId: z.string() });
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = listReply(adminUser);
export type AdminUserList = z.infer<typeof adminUserList>;

/**
 * `POST api/admin/organisations/{id}/managers` (201, the user): a MANAGER of the organisation (plus
 * BUYER/SELLER when asked) with the organisation's default features; a temporary password is e-mailed
 * (24 h, replaced at the first sign-in). The e-mail must be of the organisation's domain and unused.
 */
export const createManagerBody = z.object({
  name: userName,
  email: emailField,
  additionalRoles: z
    .array(z.enum(['BUYER', 'SELLER']))
    .max(2)
    .default([]),
  /** The language of the user's e-mails. */
  locale: z.enum(LANGUAGES).default('en'),
});
export type CreateManagerBody = z.input<typeof createManagerBody>;

/**
 * `PATCH api/admin/users/{id}` (200, the user): activation and/or features. Deactivation ends the
 * user's sessions; features replace the user's list.
 */
export const updateAdminUserBody = z
  .object({
    activated: z.boolean().optional(),
    features: z.array(feature).max(FEATURES.length).optional(),
  })
  .refine((b) => b.activated !== undefined || b.features !== undefined, {
    message: 'Nothing to change',
    path: ['activated'],
  });
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBody>;
