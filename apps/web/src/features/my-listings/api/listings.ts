import { queryOptions, useQuery } from '@tanstack/react-query';
import { listing, listingList, listingViewsReply, type Listing, type ListingList } from '@steelyard/domain/listings';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isListingAnswer } from './listing-answers';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

export const listingKeys = {
  all: crossFeatureKeys.listings,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  views: (id: string) => [...listingKeys.all, 'views', id] as const,
  /** The organisation's listings; the collection hook adds each load's status filter. */
  list: () => [...listingKeys.all, 'list'] as const,
};

/** One page of the organisation's listings (10 a page, filter `status.value=A|B`), for the collection hook. */
export function fetchListingsPage({ limit, offset, sort, filter, signal }: PageRequest): Promise<ListingList> {
  return apiRequest('universal/listings/', { query: { limit, offset, sort, filter }, schema: listingList, signal });
}

/** `GET api/universal/listings/{id}`: 404 when it is gone (e.g. turned into a draft). */
export function getListing(id: string): Promise<Listing> {
  return apiRequest(`universal/listings/${encodeURIComponent(id)}`, {
    schema: listing,
    isExpectedError: isListingAnswer,
  });
}

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: () => getListing(id),
    retry: false,
    // not found and load failures are shown on the page (spec 001 §8)
    meta: { silent: true },
  });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}

/** `GET api/universal/listings/views/{id}`: how often buyers opened the listing. */
export function getListingViews(id: string): Promise<number> {
  return apiRequest(`universal/listings/views/${encodeURIComponent(id)}`, {
    schema: listingViewsReply,
    isExpectedError: isListingAnswer,
  }).then((reply) => reply.numberOfViews);
}

/** The views line is a nicety: a failure leaves it out rather than bothering the seller. */
export function useListingViews(id: string, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.views(id),
    queryFn: () => getListingViews(id),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
