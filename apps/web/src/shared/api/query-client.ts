import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleGlobalError } from './global-error-handler';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const RETRYABLE = new Set(['NETWORK', 'TIMEOUT']);

/** Creates the query client: no refetch on window focus (spec 000 §9), retries only for network trouble. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) handleGlobalError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) handleGlobalError(error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && RETRYABLE.has(error.kind),
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client; logout and the unauthenticated event clear it. */
export const queryClient = createQueryClient();
