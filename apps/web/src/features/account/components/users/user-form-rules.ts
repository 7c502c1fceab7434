import type { z } from 'zod';
import { createManagedUserBody, normaliseRoles, type UpdateManagedUserBody } from '@steelyard/domain/managed-users';
import type { Role } from '@steelyard/domain/roles';

/** The user form's values as typed, and as checked by the domain's create body. */
export type UserFormValues = z.input<typeof createManagedUserBody>;
export type UserFormOutput = z.output<typeof createManagedUserBody>;

/** The roles the form offers, in the order shown; basic is everyone's and always on (spec 000 §5). */
export const FORM_ROLES: readonly Role[] = ['BUYER', 'SELLER', 'MANAGER'];

/** Spec 000 §5: Save is disabled while the name or the e-mail is empty or nothing has changed. */
export function canSaveUser(values: Pick<UserFormValues, 'name' | 'email'>, changed: boolean): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '' && changed;
}

/** True when an existing user's name or roles differ from the stored ones (roles in any order). */
export function userChanged(stored: { name: string; roles: readonly Role[] }, values: UserFormValues): boolean {
  return (
    values.name.trim() !== stored.name || normaliseRoles(stored.roles).join() !== normaliseRoles(values.roles).join()
  );
}

/** What an edit sends: the name and the roles (activation has its own call, the e-mail cannot change). */
export function toUpdateBody(values: UserFormOutput): UpdateManagedUserBody {
  return { name: values.name.trim(), roles: normaliseRoles(values.roles) };
}

export interface SelfProtection {
  /** The manager's own manager role cannot be removed. */
  managerRoleLocked: boolean;
  /** Managers cannot deactivate (or delete) themselves. */
  activationLocked: boolean;
}

/** Spec 000 §5: a user cannot deactivate themselves or remove their own manager role. */
export function selfProtection(editedUserId: string | null, myUserId: string | undefined): SelfProtection {
  const self = editedUserId !== null && editedUserId === myUserId;
  return { managerRoleLocked: self, activationLocked: self };
}
