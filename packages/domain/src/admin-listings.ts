import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { listing } from './listings';
import { listingPackage } from './packages';
import { listQuery, listReply } from './paging';

/*
 * The operator's listing review (spec 001 §4: "Listings under review are reviewed by the operator").
 * - `GET api/admin/listings` (10 a page, oldest submission first): listings and packages of every
 *   organisation; filter `awaitingReview=true` (what waits for a decision: listings under review and
 *   live or expired listings with a revision, decision 142), `status.value=REVIEW_REQUIRED` (pipes
 *   for several), `kind`, `organisationId`, `material.product`;
 * - `GET api/admin/listings/{id}`: one of them;
 * - `POST api/admin/listings/{id}/approve` approveListingBody and `…/reject` rejectListingBody
 *   (listing-actions.ts): the review of a listing under review (APPROVE / REJECT) or of a live
 *   listing's revision (APPROVE_REVISION / REJECT_REVISION: applied at once or dropped, the status
 *   stays); each answers the reviewed item and writes 'listing.approved' / 'listing.rejected' to the
 *   audit log (with `after.revision`: the changed fields, for a revision). A submission whose expiry
 *   has passed is not approved (409 LISTING_MESSAGES.expiryPassed); with `submittedAt`, a listing
 *   sent to review again since is not decided (409 LISTING_MESSAGES.reviewOutdated). Read-only
 *   operators may read, not decide.
 * - `GET api/admin/documents/{id}` and `…/{id}/exchange`: the pictures, certificates and package
 *   lists attached to a listing or package (never drafts or loose uploads), so the queue can show them.
 */

/** What a row of the listings table is: a listing of a product, or a package. */
export const LISTING_KINDS = ['LISTING', 'PACKAGE'] as const;
export const listingKind = z.enum(LISTING_KINDS);
export type ListingKind = z.infer<typeof listingKind>;

/** One item of the review queue: the listing or the package as the seller sees it, and whose it is. */
export const adminListing = z.object({
  id: z.string(),
  kind: listingKind,
  organisation: z.object({ id: z.string(), name: z.string() }),
  /** When it (or its revision) was last sent to review; null for listings that never were (none today). */
  submittedAt: z.string().nullable(),
  /** Set when kind is LISTING. */
  listing: listing.nullable(),
  /** Set when kind is PACKAGE. */
  package: listingPackage.nullable(),
});
export type AdminListing = z.infer<typeof adminListing>;
export const adminListingList = listReply(adminListing);
export type AdminListingList = z.infer<typeof adminListingList>;

export const adminListingListQuery = listQuery(PAGE_SIZE.listings);
export const ADMIN_LISTING_FILTERS = [
  'awaitingReview',
  'status.value',
  'kind',
  'organisationId',
  'material.product',
] as const;
export const ADMIN_LISTING_SORTS = ['submittedAt', 'createdAt', 'expiresAt'] as const;
/** The queue works from the oldest submission. */
export const DEFAULT_ADMIN_LISTING_SORT = 'submittedAt:asc';
