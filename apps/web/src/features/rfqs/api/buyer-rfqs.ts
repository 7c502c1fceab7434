import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import {
  acceptQuotesReply,
  rfq,
  rfqList,
  type AcceptQuotesBody,
  type AcceptQuotesReply,
  type RenewRfqBody,
  type Rfq,
  type RfqDraftBody,
  type RfqList,
} from '@steelyard/domain/rfqs';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isRfqAnswer } from './rfq-answers';

const BASE = 'buyer/rfqs';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const buyerRfqKeys = {
  all: ['buyer-rfqs'] as const,
  lists: () => [...buyerRfqKeys.all, 'list'] as const,
  detail: (id: string) => [...buyerRfqKeys.all, 'detail', id] as const,
};

/** `GET api/buyer/rfqs` (10 a page, newest first; `status=…` filter, drafts with `status=DRAFT`). */
export function fetchBuyerRfqPage({ limit, offset, filter, signal }: PageRequest): Promise<RfqList> {
  return apiRequest(BASE, { query: { limit, offset, filter }, schema: rfqList, signal });
}

/** `GET api/buyer/rfqs/{id}`: one RFQ of the organisation with the quotes received (404 otherwise). */
export function getBuyerRfq(id: string): Promise<Rfq> {
  return apiRequest(one(id), { schema: rfq, isExpectedError: isRfqAnswer });
}

export const buyerRfqQueryOptions = (id: string) =>
  queryOptions({ queryKey: buyerRfqKeys.detail(id), queryFn: () => getBuyerRfq(id), meta: { silent: true } });

export function useBuyerRfq(id: string | null | undefined) {
  return useQuery({ ...buyerRfqQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Saves the wizard as a draft: `POST api/buyer/rfqs` (201) the first time, then `PUT …/{id}` the whole draft. */
export function saveRfqDraft({ id, body }: { id: string | null; body: RfqDraftBody }): Promise<Rfq> {
  return apiRequest(id ? one(id) : BASE, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: rfq,
    isExpectedError: isRfqAnswer,
  });
}

/** `DELETE api/buyer/rfqs/{id}` (drafts only, 204). */
export async function deleteRfqDraft(id: string): Promise<void> {
  await apiRequest(one(id), { method: 'DELETE', isExpectedError: isRfqAnswer });
}

export type RfqAction = 'submit' | 'withdraw' | 'to-draft' | 'copy';

/** `POST api/buyer/rfqs/{id}/{submit|withdraw|to-draft|copy}` → the RFQ (copy: the new draft). */
export function runRfqAction({ id, action }: { id: string; action: RfqAction }): Promise<Rfq> {
  return apiRequest(`${one(id)}/${action}`, { method: 'POST', schema: rfq, isExpectedError: isRfqAnswer });
}

/** `POST api/buyer/rfqs/{id}/renew` with the new quote deadline (EXPIRED or WITHDRAWN → UNDER_REVIEW). */
export function renewRfq({ id, body }: { id: string; body: RenewRfqBody }): Promise<Rfq> {
  return apiRequest(`${one(id)}/renew`, { method: 'POST', body, schema: rfq, isExpectedError: isRfqAnswer });
}

/** `POST api/buyer/rfqs/{id}/accept`: the chosen quote items become orders; the key makes a retry answer the same orders. */
export function acceptQuotes({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: AcceptQuotesBody;
  idempotencyKey: string;
}): Promise<AcceptQuotesReply> {
  return apiRequest(`${one(id)}/accept`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: acceptQuotesReply,
    isExpectedError: isRfqAnswer,
  });
}

/** Keeps the cache right after a change: the RFQ's own entry and every list. */
function useRfqCacheUpdate() {
  const queryClient = useQueryClient();
  return (changed: Rfq | null) => {
    if (changed) queryClient.setQueryData(buyerRfqKeys.detail(changed.id), changed);
    void queryClient.invalidateQueries({ queryKey: buyerRfqKeys.lists() });
  };
}

export function useSaveRfqDraft() {
  const update = useRfqCacheUpdate();
  return useMutation({ mutationFn: saveRfqDraft, meta: { silent: true }, onSuccess: update });
}

/** The drafts list takes the draft out itself (spec 000 §4: a delete lowers the total), without refetching. */
export function useDeleteRfqDraft() {
  return useMutation({ mutationFn: deleteRfqDraft, meta: { silent: true } });
}

export function useRfqAction() {
  const update = useRfqCacheUpdate();
  return useMutation({ mutationFn: runRfqAction, meta: { silent: true }, onSuccess: update });
}

export function useRenewRfq() {
  const update = useRfqCacheUpdate();
  return useMutation({ mutationFn: renewRfq, meta: { silent: true }, onSuccess: update });
}

export function useAcceptQuotes() {
  const update = useRfqCacheUpdate();
  return useMutation({ mutationFn: acceptQuotes, meta: { silent: true }, onSuccess: (reply) => update(reply.rfq) });
}
