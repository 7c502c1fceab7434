/**
 * Messages of the listing, package and draft calls and screens (spec 001 §2, §8). The client maps
 * by message, so these strings are part of the contract: change them on both sides. The field
 * messages of §5 are in field-messages.ts.
 */
export const LISTING_MESSAGES = {
  // spec 001 §8, word for word
  saveFailed: 'Changes to the listing could not be saved.',
  // spec 001 §2, word for word
  draftDeleted: 'Your draft has been deleted successfully',
  draftDeleteFailed: 'Your draft could not be deleted',
  notFound: 'Listing not found or no longer available.',
  packageNotFound: 'Package not found or no longer available.',
  draftNotFound: 'Draft not found.',
  sellerTermsRequired: 'Please accept the seller terms to submit the listing.',
  transitionNotAllowed: 'This action is not possible for the listing in its current status.',
  invalidExpiry: 'Please choose one of the offered expiry dates and times.',
  featureRequired: 'This material or listing type is not enabled for your account.',
  pickupAddressInvalid: 'Please choose an approved warehouse address of your organisation.',
  invoiceAddressInvalid: "Please choose your organisation's invoice address.",
  currencyMismatch: "The price must be in your organisation's currency.",
  fileNotFound: 'A file of the listing could not be found. Please upload it again.',
  uploadsPending: 'Please wait until all files have been uploaded.',
  weightMismatch: 'The weight must be the theoretical weight of the items.',
  draftDeleteNotAllowed: "Only the draft's author (a seller) or a manager may delete this draft.",
  packagesFeatureRequired: 'Packages are not enabled for your account.',
  packageDraftsFeatureRequired: 'Package drafts are not enabled for your account.',
  organisationSuspended: 'The organisation was suspended.',
  // issue 23: what a live edit, the review and an approval refuse
  tradeUnitFixed:
    'The trade unit of a live listing cannot be changed: its price is per trade unit. Withdraw it and create a new listing instead.',
  expiryPassed:
    'The expiry of this listing has passed, so it cannot go live. Reject it with a reason: the seller chooses a new expiry and submits it again.',
  reviewOutdated: 'The seller has changed this listing since you opened it. Please review it again.',
} as const;
export type ListingMessageKey = keyof typeof LISTING_MESSAGES;

/** The listing failures a screen tells apart; everything else is the general "could not be saved". */
export type ListingErrorKey =
  'notFound' | 'sellerTermsRequired' | 'transitionNotAllowed' | 'invalidExpiry' | 'saveFailed';

/** Maps a failed listing call's message to what the screen shows. */
export function mapListingError(message: string): ListingErrorKey {
  if (message.includes(LISTING_MESSAGES.notFound) || message.includes(LISTING_MESSAGES.packageNotFound)) {
    return 'notFound';
  }
  if (message.includes(LISTING_MESSAGES.sellerTermsRequired)) return 'sellerTermsRequired';
  if (message.includes(LISTING_MESSAGES.transitionNotAllowed)) return 'transitionNotAllowed';
  if (message.includes(LISTING_MESSAGES.invalidExpiry)) return 'invalidExpiry';
  return 'saveFailed';
}
