import type { ExchangeRates } from '@steelyard/domain/exchange-rates';
import type { SearchListingsReply } from '@steelyard/domain/search';
import type { Database } from '../../platform/db/database';
import {
  checkSearchFilter,
  findTargetPriceMinimumPerTonne,
  listingMatchesFilter,
  countMatchingListings,
  searchListings,
  type SearchViewer,
} from '../search/service';
import type { ListingRecord } from '../listings/service';

/**
 * What alerts need of the search (issue 7): the search module owns the filter syntax, what matches
 * and in which order, so an alert finds exactly what the same search finds. A port rather than
 * direct calls so that tests can replace a piece (e.g. the market's target-price minimum).
 */
export interface AlertListingSearch {
  /** Throws a 400 AppError ('Invalid filter criteria', details at filterQuery) for a filter the search refuses. */
  checkFilter(filterQuery: string): void;
  /*
   * `now` is the platform clock's: a listing past its expiry is not live, even before the expiry
   * job has turned it (decision 175).
   */
  /** Is this live listing a result of the filter for a viewer of another organisation (the job asks per publication)? */
  matchesListing(db: Database, filterQuery: string, listing: ListingRecord, now: Date): Promise<boolean>;
  /**
   * How many live listings of other organisations than the viewer's match the filter; with
   * publishedSince, only those that went live at or after it.
   */
  countMatches(
    db: Database,
    filterQuery: string,
    viewerOrganisationId: string,
    publishedSince: Date | null,
    now: Date,
  ): Promise<number>;
  /** The search's reply for the filter (results, paging, alternatives): an alert's results page. */
  search(
    db: Database,
    filterQuery: string,
    viewer: SearchViewer,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<SearchListingsReply>;
  /**
   * The lowest target price per tonne (minor units of that currency) the market allows for this
   * filter, over listings in every currency; null when nothing comparable is live.
   */
  targetPriceMinimum(
    db: Database,
    filterQuery: string,
    currencyCode: string,
    viewerOrganisationId: string,
    now: Date,
  ): Promise<number | null>;
}

/** The search module's service behind the port; target-price minimums convert at `exchangeRates`. */
export function createSearchModuleListingSearch(exchangeRates: ExchangeRates): AlertListingSearch {
  return {
    checkFilter: (filterQuery) => checkSearchFilter(filterQuery, 'filterQuery'),
    matchesListing: async (db, filterQuery, listing, now) =>
      listing.status === 'PUBLISHED' && listingMatchesFilter(db, filterQuery, listing.id, null, now),
    countMatches: (db, filterQuery, viewerOrganisationId, publishedSince, now) =>
      countMatchingListings(db, filterQuery, { now, excludeOrganisationId: viewerOrganisationId, publishedSince }),
    search: (db, filterQuery, viewer, page, now) =>
      searchListings(db, viewer, { filter: filterQuery, limit: page.limit, offset: page.offset }, now),
    targetPriceMinimum: (db, filterQuery, currencyCode, viewerOrganisationId, now) =>
      findTargetPriceMinimumPerTonne(db, filterQuery, currencyCode, exchangeRates, viewerOrganisationId, now),
  };
}
