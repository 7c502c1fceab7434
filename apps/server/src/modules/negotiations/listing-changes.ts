import { changesTheGoods, contentChangesSince } from '@steelyard/domain/listing-revisions';
import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import { findListingRecord, type ListingRecord } from '../listings/service';
import { applyNegotiationEvent } from './events';
import { lockOpenNegotiationsOnListing } from './queries';
import type { NegotiationRow } from './schema';

/*
 * A negotiation's price was agreed for the goods it was made on (decision 178): once the operator
 * approves a revision that changes them (material, sizes, quantity, prime; a package's list), the
 * open negotiations made before it end, WITHDRAWN with endReason LISTING_CHANGED, and their buyers are
 * e-mailed. Until the job has ended them, no action and no offer checkout goes through.
 */

/** True when an approved revision changed the goods since the negotiation was made. */
export function isOnOtherGoods(
  negotiation: Pick<NegotiationRow, 'listingContentRevision'>,
  listing: Pick<ListingRecord, 'contentChanges'>,
): boolean {
  return changesTheGoods(contentChangesSince(listing.contentChanges, negotiation.listingContentRevision));
}

/** The job's work: ends the listing's open negotiations on other goods; answers how many ended. */
export async function endNegotiationsOnOtherGoods(
  tx: Database,
  publicUrl: string,
  listingId: string,
  now: Date,
): Promise<number> {
  if (!isUuid(listingId)) return 0;
  const listing = await findListingRecord(tx, listingId);
  if (!listing) return 0;
  let ended = 0;
  for (const row of await lockOpenNegotiationsOnListing(tx, listingId)) {
    if (!isOnOtherGoods(row, listing)) continue;
    await applyNegotiationEvent(tx, publicUrl, row, 'LISTING_CHANGED', now, { endReason: 'LISTING_CHANGED' });
    ended += 1;
  }
  return ended;
}
