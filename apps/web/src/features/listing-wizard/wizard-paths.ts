import type { ListingType } from '@steelyard/domain/listing-wizard';
import { PATHS } from '../../shared/navigation/paths';

/** The wizard's routes (spec 001 §2 Listing creation). */
export const WIZARD_PATHS = {
  start: PATHS.createListing,
  summary: `${PATHS.createListing}/summary`,
  pickupAddress: `${PATHS.createListing}/pickup-address`,
  addPickupAddress: `${PATHS.createListing}/pickup-address/add`,
} as const;

/** A saved draft's wizard: `/listings/create/:draftId/:listingType`. */
export function draftPath(draftId: string, type: ListingType): string {
  return `${PATHS.createListing}/${encodeURIComponent(draftId)}/${type}`;
}

/** The `:listingType` route part in any case ("LISTING", "package"), or null. */
export function parseListingType(value: string | undefined): ListingType | null {
  const upper = value?.toUpperCase();
  return upper === 'LISTING' || upper === 'PACKAGE' ? upper : null;
}
