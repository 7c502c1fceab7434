import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import { listing } from '@steelyard/domain/listings';
import { negotiation, OFFER_MESSAGES, type CheckoutOfferBody, type Negotiation } from '@steelyard/domain/negotiations';
import { order, type Order } from '@steelyard/domain/orders';
import { totalPrice } from '@steelyard/domain/theoretical-weight';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/api-client';
import { answerPredicate } from '../../../shared/api/server-answers';
import { refreshSelfUpdates } from '../../../shared/session/self-updates';
import { isBuyingAnswer } from './buying-errors';
import { cartKeys } from './cart';
import type { CheckoutItem } from './checkout';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/*
 * The offer checkout (spec 001 §2 /my-offers/details/checkout, issue 9): the checkout of buy now,
 * for the listing of an ACCEPTED negotiation at the accepted price, within its purchase window.
 */

const isOfferAnswer = answerPredicate(Object.values(OFFER_MESSAGES));
const isOfferCheckoutAnswer = (error: ApiError) => isBuyingAnswer(error) || isOfferAnswer(error);

/** The offers feature's query keys start so; its caches are stale once the offer is bought. */
const NEGOTIATION_KEYS = ['negotiations'] as const;

export const offerCheckoutKeys = {
  all: ['checkout', 'offer'] as const,
  item: (negotiationId: string) => [...offerCheckoutKeys.all, negotiationId] as const,
};

/** The accepted price: the newest offer's (the one the other party accepted). */
export function acceptedPrice(n: Negotiation): number {
  const newest = [...n.offers].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return (newest?.price ?? n.originalPrice).priceIncludingDelivery.value;
}

/** What the offer checkout buys: the listing as checkout shows it, priced at the accepted price. */
export interface OfferCheckoutItem extends Extract<CheckoutItem, { kind: 'LISTING' }> {
  negotiation: Negotiation;
}

/**
 * `GET api/universal/negotiations/{id}`, then the live listing (`GET api/universal/listings/{id}`,
 * for its delivery promise), with its pricing replaced by the accepted price and its total. A
 * negotiation the buyer cannot buy now fails as the server would refuse it (409 purchaseWindowClosed).
 */
export async function getOfferCheckoutItem(negotiationId: string): Promise<OfferCheckoutItem> {
  const uri = `universal/negotiations/${encodeURIComponent(negotiationId)}`;
  const accepted = await apiRequest(uri, { schema: negotiation, isExpectedError: isOfferCheckoutAnswer });
  if (!accepted.canPurchase) {
    throw new ApiError({ kind: 'API', status: 409, message: OFFER_MESSAGES.purchaseWindowClosed });
  }
  const live = await apiRequest(`universal/listings/${encodeURIComponent(accepted.listing.id)}`, {
    schema: listing,
    isExpectedError: isOfferCheckoutAnswer,
  });
  const price = acceptedPrice(accepted);
  const total = totalPrice(price, {
    tradeUnit: live.tradeUnit,
    weight: live.weight,
    numberOfItems: live.numberOfItems,
  });
  return {
    kind: 'LISTING',
    negotiation: accepted,
    item: {
      ...live,
      pricing: { ...live.pricing, priceIncludingDelivery: { value: price }, totalExcludingVat: { value: total } },
    },
  };
}

export function useOfferCheckoutItem(negotiationId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: offerCheckoutKeys.item(negotiationId),
      queryFn: () => getOfferCheckoutItem(negotiationId),
      enabled: enabled && negotiationId !== '',
      retry: false,
      meta: { silent: true },
    }),
  );
}

/** `POST api/buyer/purchase-orders/offer`: buy at the accepted price; a retry with the same key answers the same order. */
export function placeOfferOrder({
  body,
  idempotencyKey,
}: {
  body: CheckoutOfferBody;
  idempotencyKey: string;
}): Promise<Order> {
  return apiRequest('buyer/purchase-orders/offer', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: order,
    isExpectedError: isOfferCheckoutAnswer,
  });
}

/** After an offer order the negotiations, the counts, the cart's credit and the order lists are stale. */
export function usePlaceOfferOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOfferOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: NEGOTIATION_KEYS });
      void queryClient.invalidateQueries({ queryKey: offerCheckoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void refreshSelfUpdates(queryClient);
      void queryClient.invalidateQueries({ queryKey: crossFeatureKeys.purchaseOrders });
    },
    meta: { silent: true },
  });
}

const OFFER_KEYS = new Map<string, string>(
  Object.entries(OFFER_MESSAGES).map(([key, message]) => [message, `offers.messages.${key}`]),
);

/** The offers catalogue's key of an offer refusal (window closed, not found…), or null for any other failure. */
export function offerRefusalKey(error: unknown): string | null {
  return error instanceof ApiError ? (OFFER_KEYS.get(error.reason) ?? null) : null;
}
