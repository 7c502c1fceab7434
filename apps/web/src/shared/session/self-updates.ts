import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { selfUpdatesReply, type SelfUpdatesReply } from '@steelyard/domain/users';
import { apiRequest } from '../api/api-client';

/** Query keys of the navigation poll (`GET api/universal/users/self-updates`), which features refresh after a change. */
export const selfUpdatesKeys = {
  all: ['users', 'self-updates'] as const,
  forUser: (userId: string) => [...selfUpdatesKeys.all, userId] as const,
};

/** The navigation poll (spec 000 §4): cart entries and offer counts, every 60 s. */
export const SELF_UPDATES_POLL_MS = 60_000;

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

/**
 * Reads the poll's cache entry without polling (the shell polls): the cart reminders and the offer
 * toasts. It carries the poll's own fetch, disabled: a query takes the options of the observer that
 * set them last, and a reader with `skipToken` made every refetch that came without options
 * (invalidation, refreshSelfUpdates) fail without a request, so the header's cart count stayed stale.
 */
export function useSelfUpdatesReading(userId: string) {
  return useQuery({ ...selfUpdatesQueryOptions(userId), enabled: false });
}

/**
 * Fetches the navigation poll again after a change (a cart entry added, an offer made). A poll in
 * flight began before the change and answers with the old counts; invalidating alone joins it
 * when the query has no data yet (its first fetch), which left the header's cart count stale for
 * a minute, so it is cancelled first.
 */
export async function refreshSelfUpdates(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: selfUpdatesKeys.all });
  await queryClient.invalidateQueries({ queryKey: selfUpdatesKeys.all });
}
