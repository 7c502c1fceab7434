import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartReply, type AddToCartBody, type CartReply } from '@steelyard/domain/cart';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshSelfUpdates } from '../../../shared/session/self-updates';
import { isBuyingAnswer } from './buying-errors';

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

/** `GET api/buyer/cart/fetch-cart`: the buyer's cart (an empty one when there is none). */
export function fetchCart(): Promise<CartReply> {
  return apiRequest('buyer/cart/fetch-cart', { schema: cartReply, isExpectedError: isBuyingAnswer });
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.current(), queryFn: fetchCart, staleTime: 0, meta: { silent: true } });

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

/** `POST api/buyer/cart/entries` with the price per unit including delivery the buyer saw. */
export function addToCart(body: AddToCartBody): Promise<CartReply> {
  return apiRequest('buyer/cart/entries', { method: 'POST', body, schema: cartReply, isExpectedError: isBuyingAnswer });
}

/** `DELETE api/buyer/cart/entries/{entryId}`. */
export function removeCartEntry(entryId: string): Promise<CartReply> {
  return apiRequest(`buyer/cart/entries/${encodeURIComponent(entryId)}`, {
    method: 'DELETE',
    schema: cartReply,
    isExpectedError: isBuyingAnswer,
  });
}

/** `DELETE api/buyer/cart`: answers the empty cart. */
export function emptyCart(): Promise<CartReply> {
  return apiRequest('buyer/cart', { method: 'DELETE', schema: cartReply, isExpectedError: isBuyingAnswer });
}

/** `POST api/buyer/cart/review-prices`: the buyer has seen the new seller prices. */
export function reviewCartPrices(): Promise<CartReply> {
  return apiRequest('buyer/cart/review-prices', { method: 'POST', schema: cartReply, isExpectedError: isBuyingAnswer });
}

/** A cart change: the reply is the new cart, and the header count is fetched again. */
function useCartMutation<T>(mutationFn: (input: T) => Promise<CartReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      queryClient.setQueryData(cartKeys.current(), reply);
      void refreshSelfUpdates(queryClient);
    },
    // the screens say what went wrong in the user's language
    meta: { silent: true },
  });
}

export const useAddToCart = () => useCartMutation(addToCart);
export const useRemoveCartEntry = () => useCartMutation(removeCartEntry);
export const useEmptyCart = () => useCartMutation(() => emptyCart());
export const useReviewCartPrices = () => useCartMutation(() => reviewCartPrices());
