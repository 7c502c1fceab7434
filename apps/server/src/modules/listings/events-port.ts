import type { ListingStatus } from '@steelyard/domain/listing-status';

/*
 * What the listings module announces to other modules (decision 179): jobs enqueued in the
 * transaction of a change, which the modules that care register handlers for, so the listings
 * module knows nothing of alerts or negotiations.
 */

/**
 * The job announcing that a listing went live (approve, renewal, auto-renewal), enqueued in the
 * transaction of the change; the alerts module handles it (matching runs on the job runner, not in
 * the publishing request; issue 7).
 */
export const LISTING_PUBLISHED_JOB = 'listing.published';

export interface ListingPublishedPayload {
  listingId: string;
}

/**
 * The job announcing that a live listing left the market (bought, expired, withdrawn), enqueued in
 * the transaction of the change; the negotiations module handles it (its open negotiations end,
 * issue 9), so the listings module needs to know nothing of offers.
 */
export const LISTING_CLOSED_JOB = 'listing.closed';

export interface ListingClosedPayload {
  listingId: string;
  /** The status it left PUBLISHED for. */
  status: ListingStatus;
}

/**
 * The job announcing that an approved revision changed the goods of a listing (decision 178): the
 * negotiations module ends the open negotiations made on the earlier goods, as it does for
 * LISTING_CLOSED_JOB; until it has run, their actions are refused all the same.
 */
export const LISTING_GOODS_CHANGED_JOB = 'listing.goods-changed';

export interface ListingGoodsChangedPayload {
  listingId: string;
  /** The content revision the approval made. */
  contentRevision: number;
}
