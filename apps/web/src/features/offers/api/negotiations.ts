import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import {
  negotiation,
  negotiationList,
  OFFER_MESSAGES,
  type CreateNegotiationBody,
  type Negotiation,
  type NegotiationAction,
  type NegotiationList,
  type NegotiationParty,
  type NegotiationStatus,
} from '@steelyard/domain/negotiations';
import { apiRequest } from '../../../shared/api/api-client';
import { collectionQueryOptions } from '../../../shared/collections/collection-query';
import { answerPredicate } from '../../../shared/api/server-answers';
import { refreshSelfUpdates } from '../../../shared/session/self-updates';

/** Offer failures the server answers to the user (bounds, existing offer, changed meanwhile) are shown, not reported. */
export const isOfferAnswer = answerPredicate(Object.values(OFFER_MESSAGES));

export const negotiationKeys = {
  all: ['negotiations'] as const,
  lists: () => [...negotiationKeys.all, 'list'] as const,
  list: (side: NegotiationParty, statuses: readonly NegotiationStatus[]) =>
    [...negotiationKeys.lists(), side, statuses.join('|')] as const,
  byListing: (listingId: string) => [...negotiationKeys.all, 'by-listing', listingId] as const,
  detail: (id: string) => [...negotiationKeys.all, 'detail', id] as const,
};

/** The list filter in the spec's syntax: `status=A|B` (none: every status). */
export function statusFilter(statuses: readonly NegotiationStatus[]): string | undefined {
  return statuses.length ? `status=${statuses.join('|')}` : undefined;
}

/**
 * `GET api/buyer/negotiations` (the buyer organisation's) or `GET api/seller/negotiations` (those on the
 * seller organisation's listings): 10 a page, newest activity first.
 */
export function fetchNegotiations(
  side: NegotiationParty,
  statuses: readonly NegotiationStatus[],
  offset: number,
): Promise<NegotiationList> {
  return apiRequest(side === 'BUYER' ? 'buyer/negotiations' : 'seller/negotiations', {
    query: { limit: PAGE_SIZE.listings, offset, filter: statusFilter(statuses) },
    schema: negotiationList,
    isExpectedError: isOfferAnswer,
  });
}

export const negotiationsQueryOptions = (side: NegotiationParty, statuses: readonly NegotiationStatus[]) =>
  infiniteQueryOptions({
    ...collectionQueryOptions({
      queryKey: negotiationKeys.list(side, statuses),
      fetchPage: ({ offset }) => fetchNegotiations(side, statuses, offset),
      pageSize: PAGE_SIZE.listings,
    }),
    // the page shows the failure with a retry button
    meta: { silent: true },
  });

export function useNegotiations(side: NegotiationParty, statuses: readonly NegotiationStatus[], enabled = true) {
  return useInfiniteQuery({
    ...negotiationsQueryOptions(side, statuses),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** `GET api/universal/negotiations/by-listing/{listingId}`: the seller's organisation sees all, a buyer its own. */
export function fetchListingNegotiations(listingId: string): Promise<Negotiation[]> {
  return apiRequest(`universal/negotiations/by-listing/${encodeURIComponent(listingId)}`, {
    schema: z.array(negotiation),
    isExpectedError: isOfferAnswer,
  });
}

export const listingNegotiationsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: negotiationKeys.byListing(listingId),
    queryFn: () => fetchListingNegotiations(listingId),
    retry: false,
    meta: { silent: true },
  });

export function useListingNegotiations(listingId: string, enabled = true) {
  return useQuery({ ...listingNegotiationsQueryOptions(listingId), enabled: enabled && listingId !== '' });
}

/** After any offer action every cached negotiation and the navigation counts are stale (spec 001 §4). */
function useOfferMutation<I>(mutationFn: (input: I) => Promise<Negotiation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: negotiationKeys.all });
      void refreshSelfUpdates(queryClient);
    },
    // each dialog shows its own success and failure notices (spec 001 §8)
    meta: { silent: true },
  });
}

/** `POST api/buyer/negotiations`: a first offer on a live listing. */
export function createNegotiation(body: CreateNegotiationBody): Promise<Negotiation> {
  return apiRequest('buyer/negotiations', {
    method: 'POST',
    body,
    schema: negotiation,
    isExpectedError: isOfferAnswer,
  });
}

export const useCreateNegotiation = () => useOfferMutation(createNegotiation);

export interface NegotiationActionInput {
  id: string;
  action: NegotiationAction;
  /** The counter offer's price per unit (COUNTER only). */
  price?: number;
}

/** `POST …/{id}/accept|reject|counter` and `PUT …/{id}/withdraw`: the negotiation as it is afterwards. */
export function actOnNegotiation({ id, action, price }: NegotiationActionInput): Promise<Negotiation> {
  const path = `universal/negotiations/${encodeURIComponent(id)}/${action.toLowerCase()}`;
  return apiRequest(path, {
    method: action === 'WITHDRAW' ? 'PUT' : 'POST',
    body: action === 'COUNTER' ? { price } : undefined,
    schema: negotiation,
    isExpectedError: isOfferAnswer,
  });
}

export const useNegotiationAction = () => useOfferMutation(actOnNegotiation);
