import { CART_MESSAGES } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';

/** Cart and checkout refusals are the server's answer to the buyer, shown on screen, not reported (decision 35). */
export const isBuyingAnswer = answerPredicate([
  ...Object.values(CART_MESSAGES),
  ...Object.values(CHECKOUT_MESSAGES),
  ...Object.values(LISTING_MESSAGES),
]);

const CART_KEYS = new Map<string, string>(
  Object.entries(CART_MESSAGES).map(([key, message]) => [message, `buying.errors.cart.${key}`]),
);
const CHECKOUT_KEYS = new Map<string, string>(
  Object.entries(CHECKOUT_MESSAGES).map(([key, message]) => [message, `buying.errors.checkout.${key}`]),
);

/** The server's message of a failed call ('' when there is none). */
export const errorReason = (error: unknown): string => (isApiError(error) ? error.reason : '');

/** The catalogue key of a failed cart call (spec 001 §8, mapped by message); a generic text otherwise. */
export function cartErrorKey(error: unknown): string {
  const reason = errorReason(error);
  if (reason === CHECKOUT_MESSAGES.priceUpdated) return 'buying.errors.checkout.priceUpdated';
  if (reason === CHECKOUT_MESSAGES.itemChangedSinceViewed) return 'buying.errors.checkout.itemChangedSinceViewed';
  return CART_KEYS.get(reason) ?? 'buying.errors.cart.failed';
}

/** What the checkout page does after a failure. */
export type CheckoutFailureAction = 'REVIEW' | 'RETRY' | 'SUPPORT' | 'FIX';

export interface CheckoutFailure {
  messageKey: string;
  action: CheckoutFailureAction;
}

/** Refusals whose cause is the item or cart as it is now: the buyer goes back to review it. */
const REVIEW_REASONS: ReadonlySet<string> = new Set([
  CHECKOUT_MESSAGES.priceUpdated,
  CHECKOUT_MESSAGES.cartChanged,
  CHECKOUT_MESSAGES.cartEmpty,
  // the seller changed the material since (decision 178): the buyer reviews it before buying
  CHECKOUT_MESSAGES.itemChanged,
  CHECKOUT_MESSAGES.itemChangedSinceViewed,
]);

/** Refusals the form can fix (another address, another payment option): no retry counting. */
const FIX_REASONS: ReadonlySet<string> = new Set([
  CHECKOUT_MESSAGES.creditLimitExceeded,
  CHECKOUT_MESSAGES.addressInvalid,
  CHECKOUT_MESSAGES.colleagueNegotiating,
  CHECKOUT_MESSAGES.itemSold,
  CHECKOUT_MESSAGES.reservedForOffer,
  CHECKOUT_MESSAGES.ownItem,
  CHECKOUT_MESSAGES.purchaseOrderNumber,
  CHECKOUT_MESSAGES.authorisedToSignRequired,
  CHECKOUT_MESSAGES.termsRequired,
]);

/**
 * Maps a failed checkout to its message (spec 001 §8): price updated or cart changed → back to
 * review; known refusals → their text; anything else "not placed, try again" until
 * `retriesBeforeSupport` failed retries, then "contact support". `failedAttempts` counts this failure.
 */
export function checkoutFailure(error: unknown, failedAttempts: number, retriesBeforeSupport: number): CheckoutFailure {
  const reason = errorReason(error);
  if (REVIEW_REASONS.has(reason)) return { messageKey: CHECKOUT_KEYS.get(reason)!, action: 'REVIEW' };
  if (FIX_REASONS.has(reason)) return { messageKey: CHECKOUT_KEYS.get(reason)!, action: 'FIX' };
  if (CART_KEYS.has(reason)) return { messageKey: CART_KEYS.get(reason)!, action: 'REVIEW' };
  // the first attempt is not a retry: "contact support" after that many failed retries
  if (failedAttempts > retriesBeforeSupport) {
    return { messageKey: 'buying.errors.checkout.orderNotPlacedContactSupport', action: 'SUPPORT' };
  }
  return { messageKey: 'buying.errors.checkout.orderNotPlaced', action: 'RETRY' };
}
