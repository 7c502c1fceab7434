/** Router state of the order-success page: the order bought now, or the cart order. */
export type OrderSuccessState = (
  | { type: 'ORDER'; orderId: string; orderNumber: string; paymentOption: 'CREDIT' | 'UPFRONT' }
  | { type: 'CART'; cartRefNo: string; referenceNumber: string; paymentOption: 'CREDIT' | 'UPFRONT' }
) & {
  /** Bought from an alert's result: the success page leads back to that alert's results. */
  alertId?: string;
};

export function isOrderSuccessState(state: unknown): state is OrderSuccessState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as Record<string, unknown>;
  if (s.alertId !== undefined && typeof s.alertId !== 'string') return false;
  return (
    (s.type === 'ORDER' && typeof s.orderId === 'string' && typeof s.orderNumber === 'string') ||
    (s.type === 'CART' && typeof s.cartRefNo === 'string' && typeof s.referenceNumber === 'string')
  );
}
