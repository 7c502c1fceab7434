import { infiniteQueryOptions } from '@tanstack/react-query';
import { searchListingsReply, type SearchListingsReply, type SearchSort } from '@steelyard/domain/search';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { apiRequest } from '../../../shared/api/api-client';
import { collectionQueryOptions } from '../../../shared/collections/collection-query';

export type SearchKind = 'listings' | 'packages';

const PATHS: Record<SearchKind, string> = {
  listings: 'universal/search-listings/',
  packages: 'universal/search-packages/',
};

/** Results come 10 a page (spec 001 §2 Search and buying). */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchPageRequest {
  /** The filter in the spec's syntax; '' for none. */
  filter: string;
  sort: SearchSort;
  offset: number;
  signal?: AbortSignal;
}

/** `GET api/universal/search-listings/` (or `search-packages/`): one page of 10 with the alternatives. */
export function fetchSearchPage(
  kind: SearchKind,
  { filter, sort, offset, signal }: SearchPageRequest,
): Promise<SearchListingsReply> {
  return apiRequest(PATHS[kind], {
    query: { limit: SEARCH_PAGE_SIZE, offset, sort, filter: filter || undefined },
    schema: searchListingsReply,
    signal,
  });
}

export const searchKeys = {
  all: ['search'] as const,
  results: (kind: SearchKind, filter: string, sort: SearchSort) => [...searchKeys.all, kind, filter, sort] as const,
};

/** The offset of the page after those loaded, or undefined when all are. */
export function nextSearchOffset(pages: SearchListingsReply[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages[pages.length - 1];
  return last && last.items.length > 0 && loaded < last.totalItems ? loaded : undefined;
}

/**
 * The pages of one search (filter and sort), kept a minute so that Back from a listing shows the
 * pages loaded before without asking again. Every first page fetched is the analytics event Search
 * Listing Result, whoever asked for it (the results page, or its route loader ahead of it).
 */
export function searchResultsQueryOptions(kind: SearchKind, filter: string, sort: SearchSort) {
  return infiniteQueryOptions({
    ...collectionQueryOptions({
      queryKey: searchKeys.results(kind, filter, sort),
      fetchPage: async ({ offset, signal }) => {
        const reply = await fetchSearchPage(kind, { filter, sort, offset, signal });
        if (offset === 0) {
          trackEvent(ANALYTICS_EVENTS.searchListingResult, {
            kind,
            filter: filter || null,
            sort,
            numberOfResults: reply.totalItems,
            numberOfAlternatives: reply.alternatives.length,
          });
        }
        return reply;
      },
      pageSize: SEARCH_PAGE_SIZE,
      nextOffset: nextSearchOffset,
    }),
    staleTime: 60_000,
  });
}
