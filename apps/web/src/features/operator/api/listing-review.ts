import { useMutation } from '@tanstack/react-query';
import {
  adminListing,
  adminListingList,
  DEFAULT_ADMIN_LISTING_SORT,
  type AdminListing,
  type AdminListingList,
} from '@steelyard/domain/admin-listings';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { documentExchangeReply, type DocumentExchangeReply, type DocumentVariant } from '@steelyard/domain/documents';
import type { RejectListingBody } from '@steelyard/domain/listing-actions';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { serializeFilter } from '@steelyard/domain/paging';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';
import type { PageRequest } from '../../../shared/collections/collection-query';

/** The review queue's page: 10, like every listing list. */
export const LISTING_REVIEW_PAGE_SIZE = PAGE_SIZE.listings;

/**
 * Only what waits for a decision: listings under review and the changes sellers made to live ones
 * (`awaitingReview=true`, decision 142).
 */
export const LISTING_REVIEW_FILTER = serializeFilter([{ property: 'awaitingReview', comparator: '=', value: 'true' }]);

/** One page of the listings and packages under review, oldest submission first (for the collection hook). */
export function fetchListingReviewPage({ limit, offset, signal }: PageRequest): Promise<AdminListingList> {
  return apiRequest('admin/listings', {
    query: { limit, offset, sort: DEFAULT_ADMIN_LISTING_SORT, filter: LISTING_REVIEW_FILTER },
    schema: adminListingList,
    signal,
  });
}

// another operator deciding first, the seller withdrawing or changing it meanwhile, an expiry that has
// passed: each is an answer
const isReviewAnswer = answerPredicate([
  LISTING_MESSAGES.transitionNotAllowed,
  LISTING_MESSAGES.notFound,
  LISTING_MESSAGES.reviewOutdated,
  LISTING_MESSAGES.expiryPassed,
]);

/**
 * True when the item no longer waits as loaded: decided or withdrawn (400 not possible now), gone
 * (404), or sent to review again by the seller since (409 reviewOutdated).
 */
export function isAlreadyReviewed(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'NOT_FOUND') return true;
  if (error.reason === LISTING_MESSAGES.reviewOutdated) return true;
  return error.kind === 'VALIDATION' && error.reason === LISTING_MESSAGES.transitionNotAllowed;
}

/** True when a submission cannot be approved because its expiry has passed (409): it is to be rejected. */
export function isExpiryPassed(error: unknown): boolean {
  return isApiError(error) && error.reason === LISTING_MESSAGES.expiryPassed;
}

export type ListingDecision = { item: AdminListing } & (
  { decision: 'approve' } | ({ decision: 'reject' } & RejectListingBody)
);

/**
 * `POST api/admin/listings/{id}/approve` or `…/reject` with the reason the seller reads; both name the
 * submission the operator saw (`submittedAt`), so changes the seller made since are not decided unseen.
 */
export function decideListing(input: ListingDecision): Promise<AdminListing> {
  const submittedAt = input.item.submittedAt ?? undefined;
  return apiRequest(`admin/listings/${encodeURIComponent(input.item.id)}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason, submittedAt } : { submittedAt },
    schema: adminListing,
    isExpectedError: isReviewAnswer,
  });
}

export function useListingDecision() {
  // the screen tells the outcome (decided, already decided elsewhere, failed)
  return useMutation({ mutationFn: decideListing, meta: { silent: true } });
}

/** `GET api/admin/documents/{id}/exchange`: operators read a listing's files through their own family. */
export function getAdminDocumentExchange(
  documentId: string,
  variant: DocumentVariant = 'original',
): Promise<DocumentExchangeReply> {
  return apiRequest(`admin/documents/${encodeURIComponent(documentId)}/exchange`, {
    // a picture's thumbnail made at upload (issue 23, item 14); the picture itself for one without
    query: { variant: variant === 'thumbnail' ? variant : undefined },
    schema: documentExchangeReply,
    isExpectedError: (error) => error.kind === 'NOT_FOUND',
  });
}
