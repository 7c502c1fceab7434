import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mapUserFormError, type UserFormErrorKey } from '@steelyard/domain/account-messages';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import {
  managedUser,
  managedUserList,
  type CreateManagedUserBody,
  type ManagedUser,
  type ManagedUserList,
  type UpdateManagedUserBody,
} from '@steelyard/domain/managed-users';
import type { SortCriterion } from '@steelyard/domain/paging';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { selfUserKeys } from '../../../shared/session/self-user';
import { getSession } from '../../../shared/session/session-store';
import { isAccountAnswer } from './account-answers';

export const managedUserKeys = {
  all: ['managed-users'] as const,
  detail: (id: string) => [...managedUserKeys.all, 'detail', id] as const,
  /** The user list; the collection hook adds its sort. */
  list: () => [...managedUserKeys.all, 'list'] as const,
};

/** The user list of spec 000 §7: sorted by name ascending, 10 a page. */
export const MANAGED_USERS_SORT: SortCriterion[] = [{ property: 'name', direction: 'asc' }];
export const MANAGED_USERS_PAGE_SIZE = PAGE_SIZE.users;

/** One page of the users of the manager's organisation (for the collection hook). */
export function fetchManagedUsersPage({ limit, offset, sort, filter, signal }: PageRequest): Promise<ManagedUserList> {
  return apiRequest('manager/users/', { query: { limit, offset, sort, filter }, schema: managedUserList, signal });
}

export function getManagedUser(id: string): Promise<ManagedUser> {
  return apiRequest(`manager/users/${encodeURIComponent(id)}`, {
    schema: managedUser,
    isExpectedError: isAccountAnswer,
  });
}

export const managedUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: managedUserKeys.detail(id),
    queryFn: () => getManagedUser(id),
    retry: false,
    // a missing user is shown on the page, not as a toast
    meta: { silent: true },
  });

export function useManagedUser(id: string) {
  return useQuery(managedUserQueryOptions(id));
}

export function createManagedUser(body: CreateManagedUserBody): Promise<ManagedUser> {
  return apiRequest('manager/users/', {
    method: 'POST',
    body,
    schema: managedUser,
    isExpectedError: isAccountAnswer,
  });
}

export function updateManagedUser({ id, body }: { id: string; body: UpdateManagedUserBody }): Promise<ManagedUser> {
  return apiRequest(`manager/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: managedUser,
    isExpectedError: isAccountAnswer,
  });
}

export async function deleteManagedUser(id: string): Promise<void> {
  await apiRequest(`manager/users/${encodeURIComponent(id)}`, { method: 'DELETE', isExpectedError: isAccountAnswer });
}

/**
 * Stores the answer (the list reloads whenever it is shown) and, when managers change themselves,
 * refreshes their own user.
 */
function useManagedUserChanged() {
  const queryClient = useQueryClient();
  return (user: ManagedUser | null, id: string) => {
    if (user) queryClient.setQueryData(managedUserKeys.detail(id), user);
    else queryClient.removeQueries({ queryKey: managedUserKeys.detail(id) });
    if (id === getSession()?.userId) void queryClient.invalidateQueries({ queryKey: selfUserKeys.all });
  };
}

export function useCreateManagedUser() {
  const changed = useManagedUserChanged();
  return useMutation({
    mutationFn: createManagedUser,
    onSuccess: (user) => changed(user, user.id),
    meta: { silent: true },
  });
}

export function useUpdateManagedUser() {
  const changed = useManagedUserChanged();
  return useMutation({
    mutationFn: updateManagedUser,
    onSuccess: (user) => changed(user, user.id),
    meta: { silent: true },
  });
}

export function useDeleteManagedUser() {
  const changed = useManagedUserChanged();
  return useMutation({
    mutationFn: deleteManagedUser,
    onSuccess: (_reply, id) => changed(null, id),
    meta: { silent: true },
  });
}

/** The user form's message of spec 000 §8: invalidDomain, a taken address, otherwise the general error. */
export function userFormErrorKey(error: unknown): UserFormErrorKey {
  if (!isApiError(error)) return 'generalError';
  return mapUserFormError(error.reason);
}
