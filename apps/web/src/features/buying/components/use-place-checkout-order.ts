import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartReply } from '@steelyard/domain/cart';
import { CHECKOUT_RETRIES_BEFORE_SUPPORT, type CheckoutForm } from '@steelyard/domain/checkout';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { checkoutFailure, type CheckoutFailure } from '../api/buying-errors';
import { usePlaceCartOrder, usePlaceOrder, type CheckoutItem } from '../api/checkout';
import { offerRefusalKey, usePlaceOfferOrder } from '../api/offer-checkout';
import { successPathOf, type CheckoutSource } from '../model/checkout-source';
import type { OrderSuccessState } from '../model/order-success';

interface PlaceCheckoutOrderInput {
  source: CheckoutSource;
  itemId: string;
  /** The offer checkout (issue 9) buys the accepted negotiation's listing at the accepted price. */
  isOffer: boolean;
  item: { data: CheckoutItem | undefined; refetch: () => Promise<unknown> };
  cart: { data: CartReply | undefined; refetch: () => Promise<unknown> };
  /** The cart is fetched again after a refusal when the page reads it (a cart checkout, or a buyer with the cart). */
  refetchCart: boolean;
  idempotencyKey: string;
  renewIdempotencyKey: () => void;
}

/**
 * Places the checkout's order (an item, an accepted offer or the cart) and goes to its success page; a failure
 * is kept for the page to show, and after a refusal (409) what is bought is fetched again before the next try.
 */
export function usePlaceCheckoutOrder({
  source,
  itemId,
  isOffer,
  item,
  cart,
  refetchCart,
  idempotencyKey,
  renewIdempotencyKey,
}: PlaceCheckoutOrderInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const placeCartOrder = usePlaceCartOrder();
  const placeOfferOrder = usePlaceOfferOrder();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // after a refusal (409) the cart and the item are fetched again: no second order until they are here
  const [refreshing, setRefreshing] = useState(false);

  const place = async (values: CheckoutForm) => {
    setFailure(null);
    const common = {
      ...values,
      additionalDeliveryInformation: values.additionalDeliveryInformation?.trim() || null,
    };
    try {
      let state: OrderSuccessState;
      if (isOffer) {
        const order = await placeOfferOrder.mutateAsync({ body: { ...common, negotiationId: itemId }, idempotencyKey });
        state = {
          type: 'ORDER',
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentOption: values.paymentOption,
        };
      } else if (source.type === 'ITEM' && item.data) {
        const order = await placeOrder.mutateAsync({
          body: {
            ...common,
            kind: source.kind,
            id: itemId,
            pricePerUnit: item.data.item.pricing.priceIncludingDelivery.value,
            // the material this page shows: a change approved meanwhile is refused (decision 178)
            contentRevision: item.data.item.contentRevision,
          },
          idempotencyKey,
        });
        state = {
          type: 'ORDER',
          orderId: order.id,
          orderNumber: order.orderNumber,
          paymentOption: values.paymentOption,
        };
      } else {
        const group = await placeCartOrder.mutateAsync({
          body: { ...common, entryIds: (cart.data?.cartEntries ?? []).map((e) => e.id) },
          idempotencyKey,
        });
        state = {
          type: 'CART',
          cartRefNo: group.cartRefNo,
          referenceNumber: group.referenceNumber,
          paymentOption: values.paymentOption,
        };
      }
      if (source.type === 'ITEM' && source.from === 'ALERT') state = { ...state, alertId: source.alertId };
      navigate(successPathOf(source), { replace: true, state });
    } catch (error) {
      const attempts = failedAttempts + 1;
      setFailedAttempts(attempts);
      const offerRefusal = isOffer ? offerRefusalKey(error) : null;
      const shown: CheckoutFailure = offerRefusal
        ? { messageKey: offerRefusal, action: 'FIX' }
        : checkoutFailure(error, attempts, CHECKOUT_RETRIES_BEFORE_SUPPORT);
      setFailure(shown);
      // the page's own alert beside Place order announces it: the toast is seen, not announced twice
      notify({ level: 'ERROR', message: t(shown.messageKey), role: 'status' });
      // a refusal bought nothing: the next attempt (maybe with another body) gets its own key;
      // after a lost connection or a server fault the same key makes the retry safe
      if (isApiError(error) && error.status !== null && error.status < 500) renewIdempotencyKey();
      // sold, repriced or negotiated meanwhile: what is bought is fetched again before the next attempt
      if (isApiError(error) && error.status === 409) {
        setRefreshing(true);
        try {
          await Promise.all([refetchCart ? cart.refetch() : null, source.type === 'ITEM' ? item.refetch() : null]);
        } finally {
          setRefreshing(false);
        }
      }
    }
  };

  const pending = placeOrder.isPending || placeCartOrder.isPending || placeOfferOrder.isPending;
  return { place, pending, failure, clearFailure: () => setFailure(null), refreshing };
}
