import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ADDRESS_MESSAGES,
  pendingAddressList,
  type PendingAddress,
  type PendingAddressList,
  type RejectAddressBody,
} from '@steelyard/domain/admin-addresses';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { address, type Address } from '@steelyard/domain/organisations';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { operatorOrganisationKeys } from './organisations';

/** The queue's page: the server's default for `api/admin/addresses/pending` (10). */
export const ADDRESS_QUEUE_PAGE_SIZE = PAGE_SIZE.organisations;

/** One page of the pending warehouse addresses, oldest first (for the collection hook). */
export function fetchPendingAddressesPage({ limit, offset, filter, signal }: PageRequest): Promise<PendingAddressList> {
  return apiRequest('admin/addresses/pending', {
    query: { limit, offset, filter },
    schema: pendingAddressList,
    signal,
  });
}

// another operator approving or rejecting first, or the customer deleting the address, is an answer
const isDecisionAnswer = answerPredicate([ADMIN_ADDRESS_MESSAGES.notPending]);

/** True when the address is no longer waiting: already approved or rejected (400) or deleted (404). */
export function isAlreadyHandled(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'NOT_FOUND') return true;
  return error.kind === 'VALIDATION' && error.reason === ADMIN_ADDRESS_MESSAGES.notPending;
}

export type AddressDecision = { address: PendingAddress } & (
  { decision: 'approve' } | ({ decision: 'reject' } & RejectAddressBody)
);

/** `POST api/admin/addresses/{id}/approve` (no body) or `…/reject` with the reason the managers see. */
export function decideAddress(input: AddressDecision): Promise<Address> {
  return apiRequest(`admin/addresses/${encodeURIComponent(input.address.id)}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : undefined,
    schema: address,
    isExpectedError: isDecisionAnswer,
  });
}

/** Approves or rejects a pending address; the organisation's page then shows the new state. */
export function useAddressDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAddress,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: operatorOrganisationKeys.detail(input.address.organisation.id) }),
    // the queue says what went wrong (useQueueDecision); the global handler would add a second toast
    meta: { silent: true },
  });
}
