import { useQuery } from '@tanstack/react-query';
import type { DocumentExchangeReply, DocumentVariant } from '@steelyard/domain/documents';
import { getDocumentExchange } from './document-exchange';
import { crossFeatureKeys } from '../../shared/api/query-keys';

/** A picture's exchange reply (its address, and for thumbnails each width's); null without one or on failure. */
function usePictureExchange(documentId: string | null, variant: DocumentVariant): DocumentExchangeReply | null {
  const query = useQuery({
    queryKey: [...crossFeatureKeys.listings, 'picture', documentId, variant],
    queryFn: () => getDocumentExchange(documentId!, variant),
    enabled: documentId !== null,
    retry: false,
    // the address lives 300 s; fetch a fresh one before it runs out
    staleTime: 240_000,
    meta: { silent: true },
  });
  return query.data ?? null;
}

/**
 * A picture's short-lived address through the document exchange, or its thumbnail's (made at
 * upload; the server answers the picture itself for one without); null without one or on failure.
 */
export function usePicture(documentId: string | null, variant: DocumentVariant = 'original'): string | null {
  return usePictureExchange(documentId, variant)?.url ?? null;
}

/** `srcset` of a thumbnail exchange: each width's address (`… 160w, … 320w, … 640w`); undefined without any. */
export function thumbnailSrcSet(reply: DocumentExchangeReply): string | undefined {
  if (!reply.thumbnails?.length) return undefined;
  return reply.thumbnails.map(({ width, url }) => `${url} ${width}w`).join(', ');
}

/** What an `<img>` of a picture's thumbnails needs. */
export interface PictureSources {
  src: string;
  srcSet?: string;
}

/**
 * A picture's thumbnails at every width the server made (issue 25) for an `<img srcSet sizes>`:
 * the 320 px one as `src`; the picture itself for one without thumbnails. Null until it comes.
 */
export function usePictureSources(
  file: { documentId: string; thumbnail?: boolean } | null | undefined,
): PictureSources | null {
  const reply = usePictureExchange(file?.documentId ?? null, file?.thumbnail ? 'thumbnail' : 'original');
  if (!reply) return null;
  return { src: reply.url, srcSet: thumbnailSrcSet(reply) };
}
