import { queryOptions, useQuery } from '@tanstack/react-query';
import { selfUser, type SelfUser } from '@steelyard/domain/users';
import { apiRequest } from '../api/api-client';
import { useSession } from './session-store';

export const selfUserKeys = {
  all: ['users', 'self'] as const,
  detail: (userId: string) => [...selfUserKeys.all, userId] as const,
};

export function getSelfUser(): Promise<SelfUser> {
  return apiRequest('universal/users/self', { schema: selfUser });
}

export const selfUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: selfUserKeys.detail(userId), queryFn: getSelfUser, staleTime: 5 * 60_000 });

/** The signed-in user (roles, features, organisation); undefined while loading or signed out. */
export function useSelfUser() {
  const session = useSession();
  return useQuery({ ...selfUserQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
