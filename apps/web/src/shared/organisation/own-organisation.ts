import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisationReply, type OrganisationReply } from '@steelyard/domain/organisations';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/session-store';

export const organisationKeys = {
  all: ['organisations'] as const,
  self: (userId: string) => [...organisationKeys.all, 'self', userId] as const,
};

export function getOwnOrganisation(): Promise<OrganisationReply> {
  return apiRequest('universal/organisations/self/', { schema: organisationReply });
}

export const ownOrganisationQueryOptions = (userId: string) =>
  queryOptions({ queryKey: organisationKeys.self(userId), queryFn: getOwnOrganisation });

/** The signed-in user's organisation (the dashboard and the account read the same cache entry). */
export function useOwnOrganisation() {
  const session = useSession();
  return useQuery({ ...ownOrganisationQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
