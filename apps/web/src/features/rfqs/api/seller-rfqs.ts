import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rfq, rfqList, type QuoteBody, type Rfq, type RfqList } from '@steelyard/domain/rfqs';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { isRfqAnswer } from './rfq-answers';

const BASE = 'seller/rfqs';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const sellerRfqKeys = {
  all: ['seller-rfqs'] as const,
  lists: () => [...sellerRfqKeys.all, 'list'] as const,
  detail: (id: string) => [...sellerRfqKeys.all, 'detail', id] as const,
};

/** `GET api/seller/rfqs`: live RFQs of other organisations that match the seller's settings, with `myQuote`. */
export function fetchSellerRfqPage({ limit, offset, signal }: PageRequest): Promise<RfqList> {
  return apiRequest(BASE, { query: { limit, offset }, schema: rfqList, signal });
}

/** `GET api/seller/rfqs/{id}`. */
export function getSellerRfq(id: string): Promise<Rfq> {
  return apiRequest(one(id), { schema: rfq, isExpectedError: isRfqAnswer });
}

export const sellerRfqQueryOptions = (id: string) =>
  queryOptions({ queryKey: sellerRfqKeys.detail(id), queryFn: () => getSellerRfq(id), meta: { silent: true } });

export function useSellerRfq(id: string) {
  return useQuery(sellerRfqQueryOptions(id));
}

/** `PUT api/seller/rfqs/{id}/quote`: gives or replaces the seller's quote until the deadline. */
export function saveQuote({ id, body }: { id: string; body: QuoteBody }): Promise<Rfq> {
  return apiRequest(`${one(id)}/quote`, { method: 'PUT', body, schema: rfq, isExpectedError: isRfqAnswer });
}

/** `DELETE api/seller/rfqs/{id}/quote` (204): withdraws the seller's quote. */
export async function withdrawQuote(id: string): Promise<void> {
  await apiRequest(`${one(id)}/quote`, { method: 'DELETE', isExpectedError: isRfqAnswer });
}

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    meta: { silent: true },
    onSuccess: (changed) => {
      queryClient.setQueryData(sellerRfqKeys.detail(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: sellerRfqKeys.lists() });
    },
  });
}

export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawQuote,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerRfqKeys.all }),
  });
}
