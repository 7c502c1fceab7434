import type { SearchSort } from '@steelyard/domain/search';
import type { LiveListingOrder } from '../listings/live-listings-port';
import type { ParsedSearch } from './queries';

/*
 * RELEVANCE (see the domain's search.ts): every result already matches the material asked for, so
 * "exact material match first" ranks rows whose requested sizes are exact (not a min–max range)
 * first; then the closeness of the sizes (sum of the relative distances of the middle of the row's
 * size from the middle of the requested bounds); then the newest published; then id. The ranking
 * itself runs in SQL in the listings read model.
 */

const SORTS: Record<Exclude<SearchSort, 'RELEVANCE'>, LiveListingOrder> = {
  EXPIRES_AT_ASCENDING: { by: 'EXPIRES_AT', direction: 'asc' },
  EXPIRES_AT_DESCENDING: { by: 'EXPIRES_AT', direction: 'desc' },
  WEIGHT_ASCENDING: { by: 'WEIGHT', direction: 'asc' },
  WEIGHT_DESCENDING: { by: 'WEIGHT', direction: 'desc' },
  // net price per tonne, so that listings priced per tonne, kilogram or item compare
  PRICE_ASCENDING: { by: 'PRICE', direction: 'asc' },
  PRICE_DESCENDING: { by: 'PRICE', direction: 'desc' },
};

/** The read model's order for a sort code of the search. */
export function orderOf(sort: SearchSort, search: ParsedSearch): LiveListingOrder {
  if (sort === 'RELEVANCE') return { by: 'RELEVANCE', target: search.criteria.dimensions ?? {} };
  return SORTS[sort];
}
