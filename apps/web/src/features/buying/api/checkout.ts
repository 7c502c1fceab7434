import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type CheckoutCartBody, type CheckoutItemBody } from '@steelyard/domain/checkout';
import { listing, type Listing } from '@steelyard/domain/listings';
import { cartOrderGroup, order, type CartOrderGroup, type Order } from '@steelyard/domain/orders';
import { listingPackage, type ListingPackage } from '@steelyard/domain/packages';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshSelfUpdates } from '../../../shared/session/self-updates';
import { isBuyingAnswer } from './buying-errors';
import { cartKeys } from './cart';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

export const checkoutKeys = {
  all: ['checkout'] as const,
  item: (kind: 'LISTING' | 'PACKAGE', id: string) => [...checkoutKeys.all, kind, id] as const,
};

/** What the buyer is about to buy now: the live listing or package as `GET` answers it today. */
export type CheckoutItem = { kind: 'LISTING'; item: Listing } | { kind: 'PACKAGE'; item: ListingPackage };

/** `GET api/universal/listings/{id}` or `GET api/universal/packaging/packages/{id}` (404 once gone). */
export async function getCheckoutItem(kind: 'LISTING' | 'PACKAGE', id: string): Promise<CheckoutItem> {
  if (kind === 'LISTING') {
    const item = await apiRequest(`universal/listings/${encodeURIComponent(id)}`, {
      schema: listing,
      isExpectedError: isBuyingAnswer,
    });
    return { kind, item };
  }
  const item = await apiRequest(`universal/packaging/packages/${encodeURIComponent(id)}`, {
    schema: listingPackage,
    isExpectedError: isBuyingAnswer,
  });
  return { kind, item };
}

export function useCheckoutItem(kind: 'LISTING' | 'PACKAGE', id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.item(kind, id),
      queryFn: () => getCheckoutItem(kind, id),
      enabled: enabled && id !== '',
      retry: false,
      meta: { silent: true },
    }),
  );
}

/** `POST api/buyer/purchase-orders`: buy one listing or package now; a retry with the same key answers the same order. */
export function placeOrder({
  body,
  idempotencyKey,
}: {
  body: CheckoutItemBody;
  idempotencyKey: string;
}): Promise<Order> {
  return apiRequest('buyer/purchase-orders', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: order,
    isExpectedError: isBuyingAnswer,
  });
}

/** `POST api/buyer/purchase-orders/cart`: the whole cart, all or nothing. */
export function placeCartOrder({
  body,
  idempotencyKey,
}: {
  body: CheckoutCartBody;
  idempotencyKey: string;
}): Promise<CartOrderGroup> {
  return apiRequest('buyer/purchase-orders/cart', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: cartOrderGroup,
    isExpectedError: isBuyingAnswer,
  });
}

/** After an order the cart, the header count and the order lists are stale. */
function usePlaced<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void refreshSelfUpdates(queryClient);
      void queryClient.invalidateQueries({ queryKey: crossFeatureKeys.purchaseOrders });
    },
    meta: { silent: true },
  });
}

export const usePlaceOrder = () => usePlaced(placeOrder);
export const usePlaceCartOrder = () => usePlaced(placeCartOrder);
