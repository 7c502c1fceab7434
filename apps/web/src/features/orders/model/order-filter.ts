import { isOrderStatus, type OrderStatus } from '@steelyard/domain/order-status';
import { isOrderSide, type OrderSide } from '@steelyard/domain/orders';
import { serializeFilter, type FilterCriterion } from '@steelyard/domain/paging';

/** The filter of the orders list: statuses joined by a pipe, and the buyer order number typed (contains). */
export function buildOrderFilter(statuses: readonly OrderStatus[], buyerOrderNumber: string): string {
  const criteria: FilterCriterion[] = [];
  if (statuses.length > 0) criteria.push({ property: 'status', comparator: '=', value: [...statuses] });
  // ';' separates criteria and '|' list values in the filter syntax, so they cannot be searched for
  const text = buyerOrderNumber.replace(/[;|]/g, ' ').trim();
  if (text !== '') criteria.push({ property: 'buyerOrderNumber', comparator: '=', value: text });
  return serializeFilter(criteria);
}

/** The statuses the list's URL names (`status=A|B`), unknown ones left out. */
export function orderStatusesOf(params: URLSearchParams): OrderStatus[] {
  return (params.get('status') ?? '').split('|').filter(isOrderStatus);
}

/** The filter of the list a URL opens: its statuses and its search (`q`), before anything is typed. */
export function orderFilterOf(params: URLSearchParams): string {
  return buildOrderFilter(orderStatusesOf(params), params.get('q') ?? '');
}

/** The side the list's URL keeps (`side=BUYER` bought, `side=SELLER` sold); null for both. */
export function orderSideOf(params: URLSearchParams): OrderSide | null {
  const side = params.get('side');
  return isOrderSide(side) ? side : null;
}

export const ORDERS_PATH = '/orders';

/** Where a row of the list leads: a cart order to its group, others to the order. */
export function orderPathOf(order: { id: string; cartRefNo: string | null }): string {
  return order.cartRefNo
    ? `${ORDERS_PATH}/cart/${encodeURIComponent(order.cartRefNo)}`
    : `${ORDERS_PATH}/${encodeURIComponent(order.id)}`;
}
