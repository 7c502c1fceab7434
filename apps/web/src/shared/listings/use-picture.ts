import { useQuery } from '@tanstack/react-query';
import type { DocumentVariant } from '@steelyard/domain/documents';
import { getDocumentExchange } from './document-exchange';
import { crossFeatureKeys } from '../../shared/api/query-keys';

/**
 * A picture's short-lived address through the document exchange, or its thumbnail's (made at
 * upload; the server answers the picture itself for one without); null without one or on failure.
 */
export function usePicture(documentId: string | null, variant: DocumentVariant = 'original'): string | null {
  const query = useQuery({
    queryKey: [...crossFeatureKeys.listings, 'picture', documentId, variant],
    queryFn: () => getDocumentExchange(documentId!, variant),
    enabled: documentId !== null,
    retry: false,
    // the address lives 300 s; fetch a fresh one before it runs out
    staleTime: 240_000,
    meta: { silent: true },
  });
  return query.data?.url ?? null;
}
