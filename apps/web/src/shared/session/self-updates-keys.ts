import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the navigation poll (`GET api/universal/users/self-updates`), which features refresh after a change. */
export const selfUpdatesKeys = {
  all: ['users', 'self-updates'] as const,
  forUser: (userId: string) => [...selfUpdatesKeys.all, userId] as const,
};

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
