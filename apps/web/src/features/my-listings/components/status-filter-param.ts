import { SELLER_LISTING_FILTER_STATUSES, type ListingStatus } from '@steelyard/domain/listing-status';

/** The query parameter that holds My Listings' status filter, so a reload or a shared link keeps it. */
export const STATUS_PARAM = 'status';

/**
 * The statuses of `?status=PUBLISHED,EXPIRED` in the filter's order, unknown or repeated values left out;
 * null when the address has no status parameter (an empty one is an empty filter).
 */
export function statusesFromSearch(search: string): ListingStatus[] | null {
  const raw = new URLSearchParams(search).get(STATUS_PARAM);
  if (raw === null) return null;
  const asked = new Set(raw.split(','));
  return SELLER_LISTING_FILTER_STATUSES.filter((status) => asked.has(status));
}

/** `search` with the status filter set (comma-separated, in the filter's order), or without it when none is chosen. */
export function searchWithStatuses(search: string, statuses: readonly ListingStatus[]): string {
  const params = new URLSearchParams(search);
  const chosen = SELLER_LISTING_FILTER_STATUSES.filter((status) => statuses.includes(status));
  if (chosen.length === 0) params.delete(STATUS_PARAM);
  else params.set(STATUS_PARAM, chosen.join(','));
  // commas stay readable in the address bar
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
