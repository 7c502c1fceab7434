import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '@steelyard/domain/constants';
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

/** `PUT api/universal/users/self/language`: the user's language, for the app and their e-mails. */
export function saveSelfLanguage(locale: Language): Promise<SelfUser> {
  return apiRequest('universal/users/self/language', { method: 'PUT', body: { locale }, schema: selfUser });
}

/**
 * Keeps a language as the signed-in user's; a failure is left quiet (it is a preference, and the
 * next sign-in sends the device's choice again).
 */
export function useSaveSelfLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Language) =>
      saveSelfLanguage(locale).then(
        (user) => queryClient.setQueryData(selfUserKeys.detail(user.id), user),
        () => undefined,
      ),
    [queryClient],
  );
}
