import { adminOrganisationList, type AdminOrganisationList } from '@steelyard/domain/admin-organisations';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/use-collection';

export const operatorOrganisationKeys = {
  all: ['operator', 'organisations'] as const,
  detail: (id: string) => [...operatorOrganisationKeys.all, 'detail', id] as const,
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
