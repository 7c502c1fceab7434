import { useQuery } from '@tanstack/react-query';
import { getDocumentExchange } from './document-exchange';

/** A picture's short-lived address through the document exchange; null without one or on failure. */
export function usePicture(documentId: string | null): string | null {
  const query = useQuery({
    queryKey: ['listings', 'picture', documentId],
    queryFn: () => getDocumentExchange(documentId!),
    enabled: documentId !== null,
    retry: false,
    // the address lives 300 s; fetch a fresh one before it runs out
    staleTime: 240_000,
    meta: { silent: true },
  });
  return query.data?.url ?? null;
}
