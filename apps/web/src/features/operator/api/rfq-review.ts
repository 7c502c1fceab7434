import { useMutation } from '@tanstack/react-query';
import { rfq, rfqList, RFQ_MESSAGES, type Rfq, type RfqList } from '@steelyard/domain/rfqs';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';
import type { PageRequest } from '../../../shared/collections/collection-query';

/** The RFQ review queue's page: 10, like the listing review. */
export const RFQ_REVIEW_PAGE_SIZE = 10;

/** `GET api/admin/rfqs`: the RFQs waiting for review (UNDER_REVIEW by default), oldest first. */
export function fetchRfqReviewPage({ limit, offset, signal }: PageRequest): Promise<RfqList> {
  return apiRequest('admin/rfqs', { query: { limit, offset, filter: 'status=UNDER_REVIEW' }, schema: rfqList, signal });
}

// another operator deciding first, or the buyer withdrawing meanwhile, is an answer
const isRfqReviewAnswer = answerPredicate([RFQ_MESSAGES.transitionNotAllowed, RFQ_MESSAGES.notFound]);

/** True when the RFQ no longer waits: decided or withdrawn (400 not possible now) or gone (404). */
export function isRfqAlreadyReviewed(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'NOT_FOUND') return true;
  return error.kind === 'VALIDATION' && error.reason === RFQ_MESSAGES.transitionNotAllowed;
}

export type RfqDecision = { item: Rfq } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

/** `POST api/admin/rfqs/{id}/approve` (→ LIVE) or `…/reject` with the reason the buyer reads (→ REJECTED). */
export function decideRfq(input: RfqDecision): Promise<Rfq> {
  return apiRequest(`admin/rfqs/${encodeURIComponent(input.item.id)}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : undefined,
    schema: rfq,
    isExpectedError: isRfqReviewAnswer,
  });
}

export function useRfqDecision() {
  return useMutation({ mutationFn: decideRfq, meta: { silent: true } });
}
