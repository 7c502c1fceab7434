import { queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { listing, type Listing } from '@steelyard/domain/listings';
import { listingPackage, type ListingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import { answerPredicate } from '../../../shared/api/server-answers';

// a listing sold or withdrawn meanwhile is an answer shown on the page, not a fault (decision 35)
const isOfferAnswer = answerPredicate(Object.values(LISTING_MESSAGES));

export const searchDetailKeys = {
  listing: (id: string) => ['search', 'listing', id] as const,
  package: (id: string) => ['search', 'package', id] as const,
};

/** `GET api/universal/listings/{id}`: a live listing of another organisation (404 once it is gone). */
export function getSearchListing(id: string): Promise<Listing> {
  return apiRequest(`universal/listings/${encodeURIComponent(id)}`, {
    schema: listing,
    isExpectedError: isOfferAnswer,
  });
}

/** `GET api/universal/packaging/packages/{id}`: a live package of another organisation. */
export function getSearchPackage(id: string): Promise<ListingPackage> {
  return apiRequest(`universal/packaging/packages/${encodeURIComponent(id)}`, {
    schema: listingPackage,
    isExpectedError: isOfferAnswer,
  });
}

export const searchListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: searchDetailKeys.listing(id),
    queryFn: () => getSearchListing(id),
    retry: false,
    meta: { silent: true },
  });

export const searchPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: searchDetailKeys.package(id),
    queryFn: () => getSearchPackage(id),
    retry: false,
    meta: { silent: true },
  });

export function useSearchListing(id: string) {
  return useQuery(searchListingQueryOptions(id));
}

export function useSearchPackage(id: string) {
  return useQuery(searchPackageQueryOptions(id));
}
