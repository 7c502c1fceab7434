import { useQuery } from '@tanstack/react-query';
import { selfUpdatesQueryOptions } from '../../../shared/session/self-updates';
import { useSession } from '../../../shared/session/session-store';

/** The shell's navigation poll (spec 000 §4): the one observer that fetches and polls it. */
export function useSelfUpdates() {
  const session = useSession();
  return useQuery({ ...selfUpdatesQueryOptions(session?.userId ?? ''), enabled: session !== null });
}
