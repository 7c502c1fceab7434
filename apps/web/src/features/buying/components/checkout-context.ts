import { useOutletContext } from 'react-router';
import type { CheckoutSource } from '../model/checkout-source';

/** What the checkout layout gives its pages (the form itself is in react-hook-form's context). */
export interface CheckoutContext {
  source: CheckoutSource;
  /** The item bought now (`?id=`); '' for the whole cart. */
  itemId: string;
  /** Made once per checkout screen and sent with every attempt, so a retry never buys twice. */
  idempotencyKey: string;
  /** A new key after the server refused an attempt (nothing was bought, and the next body may differ). */
  renewIdempotencyKey: () => void;
  /** The query string the sub-pages keep (`?id=…`). */
  search: string;
}

export const useCheckoutContext = () => useOutletContext<CheckoutContext>();
