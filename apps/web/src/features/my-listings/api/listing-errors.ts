import { mapListingError } from '@steelyard/domain/listing-messages';
import { isApiError } from '../../../shared/api/api-error';

/**
 * The catalogue key explaining a failed listing change: the spec's "Changes to the listing could not
 * be saved." (spec 001 §8) unless the server said something the seller can act on.
 */
export function listingErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'my-listings.errors.saveFailed';
  if (error.status === 404) return 'my-listings.errors.notFound';
  const key = mapListingError(error.reason);
  return key === 'sellerTermsRequired' ? 'my-listings.errors.saveFailed' : `my-listings.errors.${key}`;
}
