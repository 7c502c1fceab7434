import {
  DEFAULT_SEARCH_SORT,
  SEARCH_SORTS,
  searchListingsReply,
  type SearchListingsReply,
  type SearchSort,
} from '@steelyard/domain/search';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/use-collection';

/**
 * The collection hook carries sorts as `property:direction`; search sorts are codes, so the code
 * travels as the property ("PRICE_ASCENDING:asc") and is read back here.
 */
export function sortCodeOf(sort: string | undefined): SearchSort {
  const code = sort?.split(':')[0];
  return (SEARCH_SORTS as readonly string[]).includes(code ?? '') ? (code as SearchSort) : DEFAULT_SEARCH_SORT;
}

export type SearchKind = 'listings' | 'packages';

const PATHS: Record<SearchKind, string> = {
  listings: 'universal/search-listings/',
  packages: 'universal/search-packages/',
};

/** `GET api/universal/search-listings/` (or `search-packages/`): one page of 10 with the alternatives. */
export function fetchSearchPage(
  kind: SearchKind,
  { limit, offset, sort, filter, signal }: PageRequest,
): Promise<SearchListingsReply> {
  return apiRequest(PATHS[kind], {
    query: { limit, offset, sort: sortCodeOf(sort), filter },
    schema: searchListingsReply,
    signal,
  });
}
