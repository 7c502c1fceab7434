import { queryOptions, useQuery } from '@tanstack/react-query';
import { selfUpdatesReply, type SelfUpdatesReply } from '@steelyard/domain/users';
import { apiRequest } from '../../../shared/api/api-client';
import { selfUpdatesKeys } from '../../../shared/session/self-updates-keys';
import { useSession } from '../../../shared/session/session-store';

/** The navigation poll (spec 000 §4): cart entries and offer counts, every 60 s. */
export const SELF_UPDATES_POLL_MS = 60_000;

export { selfUpdatesKeys };

export function getSelfUpdates(signal?: AbortSignal): Promise<SelfUpdatesReply> {
  return apiRequest('universal/users/self-updates', { schema: selfUpdatesReply, signal });
}

export const selfUpdatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: selfUpdatesKeys.forUser(userId),
    queryFn: ({ signal }) => getSelfUpdates(signal),
    refetchInterval: SELF_UPDATES_POLL_MS,
    staleTime: 0,
    // a failed poll is retried by the next one; no toast every minute
    meta: { silent: true },
  });

export function useSelfUpdates() {
  const session = useSession();
  return useQuery({ ...selfUpdatesQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
