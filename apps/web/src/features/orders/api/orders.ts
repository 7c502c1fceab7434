import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ORDERS_CACHE_MS, PAGE_SIZE } from '@steelyard/domain/constants';
import {
  cartOrderGroup,
  order,
  orderList,
  ORDER_MESSAGES,
  type CartOrderGroup,
  type Order,
  type OrderList,
  type OrderSide,
  type UpdateOrderBody,
} from '@steelyard/domain/orders';
import { apiRequest } from '../../../shared/api/api-client';
import { collectionQueryOptions } from '../../../shared/collections/collection-query';
import { answerPredicate } from '../../../shared/api/server-answers';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/** An order of another organisation, or one that does not exist, is a page of its own (spec 001 §8), not a fault. */
const isOrderAnswer = answerPredicate(Object.values(ORDER_MESSAGES));

export const orderKeys = {
  all: crossFeatureKeys.purchaseOrders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filter: string, side: OrderSide | null = null) => [...orderKeys.all, 'list', filter, side] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  carts: () => [...orderKeys.all, 'cart'] as const,
  cart: (cartRefNo: string) => [...orderKeys.all, 'cart', cartRefNo] as const,
};

/** `GET api/universal/purchase-orders`: 10 a page, newest first, with the list's filter and side (bought or sold). */
export function fetchOrders(filter: string, offset: number, side: OrderSide | null = null): Promise<OrderList> {
  return apiRequest('universal/purchase-orders', {
    query: { limit: PAGE_SIZE.purchaseOrders, offset, filter: filter || undefined, side: side ?? undefined },
    schema: orderList,
    isExpectedError: isOrderAnswer,
  });
}

/** The list is kept 5 minutes and not refetched when the window regains focus (spec 001 §7). */
export const ordersQueryOptions = (filter: string, side: OrderSide | null = null) =>
  infiniteQueryOptions({
    ...collectionQueryOptions({
      queryKey: orderKeys.list(filter, side),
      fetchPage: ({ offset }) => fetchOrders(filter, offset, side),
      pageSize: PAGE_SIZE.purchaseOrders,
    }),
    staleTime: ORDERS_CACHE_MS,
    gcTime: ORDERS_CACHE_MS,
    refetchOnWindowFocus: false,
    // the page shows the failure with a retry button
    meta: { silent: true },
  });

export function useOrders(filter: string, side: OrderSide | null = null) {
  return useInfiniteQuery({ ...ordersQueryOptions(filter, side), placeholderData: (previous) => previous });
}

/** `GET api/universal/purchase-orders/{id}` (404 Order not found). */
export function getOrder(id: string): Promise<Order> {
  return apiRequest(`universal/purchase-orders/${encodeURIComponent(id)}`, {
    schema: order,
    isExpectedError: isOrderAnswer,
  });
}

export function useOrder(id: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: () => getOrder(id),
      staleTime: ORDERS_CACHE_MS,
      refetchOnWindowFocus: false,
      retry: false,
      meta: { silent: true },
    }),
  );
}

/** `GET api/universal/purchase-orders/cart-orders/{cartRefNo}`. */
export function getCartOrder(cartRefNo: string): Promise<CartOrderGroup> {
  return apiRequest(`universal/purchase-orders/cart-orders/${encodeURIComponent(cartRefNo)}`, {
    schema: cartOrderGroup,
    isExpectedError: isOrderAnswer,
  });
}

export function useCartOrder(cartRefNo: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.cart(cartRefNo),
      queryFn: () => getCartOrder(cartRefNo),
      staleTime: ORDERS_CACHE_MS,
      refetchOnWindowFocus: false,
      retry: false,
      meta: { silent: true },
    }),
  );
}

/** `PUT api/buyer/purchase-orders/{id}`: the buyer corrects the PO number or delivery text while PROCESSING. */
export function updateOrder(id: string, body: UpdateOrderBody): Promise<Order> {
  return apiRequest(`buyer/purchase-orders/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: order,
    isExpectedError: isOrderAnswer,
  });
}

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderBody) => updateOrder(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(id), updated);
      // lists and cart orders show the PO number too (the detail is the reply itself)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.carts() });
    },
    // the dialog shows its own success and failure
    meta: { silent: true },
  });
}
