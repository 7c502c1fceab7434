import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrganisation,
  adminOrganisationList,
  type AdminOrganisation,
  type AdminOrganisationList,
  type SuspensionBody,
} from '@steelyard/domain/admin-organisations';
import { adminUserList } from '@steelyard/domain/admin-users';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';

export const operatorOrganisationKeys = {
  all: ['operator', 'organisations'] as const,
  detail: (id: string) => [...operatorOrganisationKeys.all, 'detail', id] as const,
  /** The organisations list; the collection hook adds each load's sort and filter. */
  list: () => [...operatorOrganisationKeys.all, 'list'] as const,
};

/** One page of the organisations list (for the collection hook). */
export function fetchOrganisationsPage({
  limit,
  offset,
  sort,
  filter,
  signal,
}: PageRequest): Promise<AdminOrganisationList> {
  return apiRequest('admin/organisations/', {
    query: { limit, offset, sort, filter },
    schema: adminOrganisationList,
    signal,
  });
}

export function getOrganisation(id: string): Promise<AdminOrganisation> {
  return apiRequest(`admin/organisations/${encodeURIComponent(id)}`, { schema: adminOrganisation });
}

export const organisationQueryOptions = (id: string) =>
  queryOptions({ queryKey: operatorOrganisationKeys.detail(id), queryFn: () => getOrganisation(id), retry: false });

export function useOrganisation(id: string) {
  return useQuery(organisationQueryOptions(id));
}

export const organisationUsersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...operatorOrganisationKeys.detail(id), 'users'] as const,
    queryFn: () =>
      apiRequest(`admin/organisations/${encodeURIComponent(id)}/users`, {
        query: { limit: 100, offset: 0 },
        schema: adminUserList,
      }),
  });

export function useOrganisationUsers(id: string) {
  return useQuery(organisationUsersQueryOptions(id));
}

/** Suspends or reinstates the organisation with a reason for the audit log. */
export function useSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean } & SuspensionBody) =>
      apiRequest(`admin/organisations/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`, {
        method: 'POST',
        body: { reason },
        schema: adminOrganisation,
      }),
    onSuccess: (organisation) => {
      queryClient.setQueryData(operatorOrganisationKeys.detail(id), organisation);
      void queryClient.invalidateQueries({ queryKey: operatorOrganisationKeys.all });
    },
  });
}
