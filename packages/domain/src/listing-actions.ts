import { z } from 'zod';
import { changeReason } from './admin-organisations';
import { expiresAtField, monetaryAmount } from './listing-commercial';

/*
 * The service actions on one listing (spec 001 §2, §4, §7). Each answers 200 with the listing;
 * one not allowed in the listing's status is 400 LISTING_MESSAGES.transitionNotAllowed, an expiry
 * that is not one of the offered choices 400 LISTING_MESSAGES.invalidExpiry (isValidExpiry). The
 * price's currency must be the listing's.
 */

/** `PUT api/seller/listings/{id}/price` (UPDATE_PRICE, live listings): the new net price per trade unit. */
export const updateListingPriceBody = z.object({ sellingPrice: monetaryAmount });
export type UpdateListingPriceBody = z.infer<typeof updateListingPriceBody>;

/** `PUT api/seller/listings/{id}/expiry` (UPDATE_EXPIRY, live listings): a new expiry from the choices. */
export const updateListingExpiryBody = z.object({ expiresAt: expiresAtField });
export type UpdateListingExpiryBody = z.infer<typeof updateListingExpiryBody>;

/** `PUT api/seller/listings/{id}/auto-renew` (SET_AUTO_RENEW: live, under review or expired listings). */
export const listingAutoRenewBody = z.object({ enabled: z.boolean() });
export type ListingAutoRenewBody = z.infer<typeof listingAutoRenewBody>;

/**
 * `PUT api/seller/listings/{id}/renewal` (RENEW, expired listings): a new expiry and optionally a
 * new price; the listing is live again at once, without a new review.
 */
export const renewListingBody = z.object({
  expiresAt: expiresAtField,
  sellingPrice: monetaryAmount.nullish(),
  autoRenew: z.boolean().optional(),
});
export type RenewListingBody = z.infer<typeof renewListingBody>;

/*
 * Without a body:
 * - `POST api/seller/listings/{id}/draft` (TURN_INTO_DRAFT, rejected listings; 201, the draft): the
 *   listing leaves My Listings and continues as a draft;
 */

/**
 * What the operator decided on: the `submittedAt` of the item as loaded. When given and the seller
 * has sent the listing or a revision to review since, the decision is refused (409
 * LISTING_MESSAGES.reviewOutdated), so nothing goes live unseen.
 */
const reviewedSubmission = { submittedAt: z.iso.datetime().optional() };

/**
 * `POST api/admin/listings/{id}/approve` (APPROVE, or APPROVE_REVISION for a live listing's
 * revision; operators): an optional body.
 */
export const approveListingBody = z.object(reviewedSubmission).nullish();
export type ApproveListingBody = z.infer<typeof approveListingBody>;

/**
 * `POST api/admin/listings/{id}/reject` (REJECT, operators; listings under review): the reason the
 * seller reads on the listing (`status.reason`); for a live listing's revision (REJECT_REVISION)
 * the reason is its `revisionRejection.reason`.
 */
export const rejectListingBody = z.object({ reason: changeReason, ...reviewedSubmission });
export type RejectListingBody = z.infer<typeof rejectListingBody>;
