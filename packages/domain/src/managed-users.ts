import { z } from 'zod';
import { listReply } from './paging';
import { feature, role } from './roles';
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
