import { useMutation } from '@tanstack/react-query';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import type { OrderStatus } from '@steelyard/domain/order-status';
import { ORDER_MESSAGES, adminOrderList, order, type AdminOrderList, type Order } from '@steelyard/domain/orders';
import type { FilterCriterion } from '@steelyard/domain/paging';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';
import type { PageRequest } from '../../../shared/collections/collection-query';

/** The operator's order list: 10 a page, newest first, like the customers' list. */
export const OPERATOR_ORDERS_PAGE_SIZE = PAGE_SIZE.purchaseOrders;

export interface OperatorOrderFilters {
  statuses: OrderStatus[];
  /** Our order number or the buyer's purchase order number. */
  number: string;
}

/** The list's filter: `status=A|B` and the number, as our order number ("PO-…") or the buyer's. */
export function operatorOrderCriteria({ statuses, number }: OperatorOrderFilters): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  if (statuses.length > 0) {
    criteria.push({ property: 'status', comparator: '=', value: statuses.length === 1 ? statuses[0]! : [...statuses] });
  }
  const text = number.trim().replace(/[;|]/g, '');
  if (text) {
    const ours = /^PO-\d+$/i.test(text);
    criteria.push({
      property: ours ? 'orderNumber' : 'buyerOrderNumber',
      comparator: '=',
      value: ours ? text.toUpperCase() : text,
    });
  }
  return criteria;
}

/** One page of every organisation's orders (`GET api/admin/purchase-orders`). */
export function fetchOperatorOrdersPage({ limit, offset, filter, signal }: PageRequest): Promise<AdminOrderList> {
  return apiRequest('admin/purchase-orders', {
    query: { limit, offset, sort: 'createdAt:desc', ...(filter ? { filter } : {}) },
    schema: adminOrderList,
    signal,
  });
}

// another operator moving the order first is an answer, not a failure
const isOrderAnswer = answerPredicate([
  ORDER_MESSAGES.transitionNotAllowed,
  ORDER_MESSAGES.awaitingPayment,
  ORDER_MESSAGES.paymentNotAwaited,
]);

/** True when the order had already moved on (another operator was quicker). */
export function isAlreadyChanged(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'VALIDATION' &&
    (error.reason === ORDER_MESSAGES.transitionNotAllowed || error.reason === ORDER_MESSAGES.paymentNotAwaited)
  );
}

export type OrderChange = { order: Order } & ({ change: 'status'; status: OrderStatus } | { change: 'payment' });

/** `PUT api/admin/purchase-orders/{id}/status` (one step forward) or `…/payment` (payment received). */
export function changeOrder(input: OrderChange): Promise<Order> {
  const path = `admin/purchase-orders/${encodeURIComponent(input.order.id)}/${input.change}`;
  return apiRequest(path, {
    method: 'PUT',
    body: input.change === 'status' ? { status: input.status } : {},
    schema: order,
    isExpectedError: isOrderAnswer,
  });
}

export function useOrderChange() {
  // the screen tells the outcome itself
  return useMutation({ mutationFn: changeOrder, meta: { silent: true } });
}
