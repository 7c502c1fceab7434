import type { Offer } from '../api/listing-actions';

/** The number buyers and support quote: "SH-000123" for listings, "PK-000042" for packages. */
export function offerNumber(offer: Offer): string {
  return offer.kind === 'listing' ? offer.item.listingNumber : offer.item.packageNumber;
}
