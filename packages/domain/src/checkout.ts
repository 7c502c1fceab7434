import { z } from 'zod';
import { listingKind } from './admin-listings';
import { addressFields } from './addresses';
import { FIELD_MESSAGES } from './field-messages';
import { MAX_CONTENT_REVISION, MAX_MONEY_MINOR_UNITS } from './input-limits';

/*
 * Checkout (spec 001 §2 Checkout pieces, §5 Checkout, §8). Buyers only (403 otherwise); a cart
 * checkout also needs the CART feature. Every call carries an `Idempotency-Key` header (8–128
 * characters, e.g. a UUID the page makes once per checkout screen): a retry with the same key and
 * body answers the first reply (same status, same order), never a second order; the same key with
 * another body is 422 CHECKOUT_MESSAGES.idempotencyKeyReused; none is 400 idempotencyKeyRequired.
 * - `POST api/buyer/purchase-orders` checkoutItemBody → 201 order (orders.ts): buy now, a listing
 *   or a package;
 * - `POST api/buyer/purchase-orders/cart` checkoutCartBody → 201 cartOrderGroup (orders.ts): the
 *   whole cart, all or nothing; the cart is emptied.
 * In one transaction the item is locked (SELECT … FOR UPDATE) and must still be PUBLISHED (else 409
 * itemSold), at the price the buyer saw (else 409 priceUpdated), not held for another buyer by an
 * accepted offer (409 reservedForOffer) nor under a colleague's negotiation (409
 * colleagueNegotiating), nor changed by an approved revision since the buyer added it to the cart (409
 * itemChanged) or opened it (`contentRevision` of buy now: 409 itemChangedSinceViewed; decision 178);
 * it becomes PURCHASED. CREDIT adds the total (incl. VAT) to the
 * organisation's balance and fails above the available credit (409 creditLimitExceeded); UPFRONT
 * orders await payment and ship after it.
 */

export const PAYMENT_OPTIONS = ['CREDIT', 'UPFRONT'] as const;
export const paymentOption = z.enum(PAYMENT_OPTIONS);
export type PaymentOption = z.infer<typeof paymentOption>;

/** SINGLE_ADDRESS only; MULTIPLE_ADDRESSES is shown disabled (spec 001 §2). */
export const DELIVERY_OPTIONS = ['SINGLE_ADDRESS', 'MULTIPLE_ADDRESSES'] as const;

/** The version of the website and buyer terms a checkout accepts (recorded with the order). */
export const BUYER_TERMS_VERSION = '2026-11';

export const BUYER_ORDER_NUMBER_MAX_LENGTH = 35;
export const ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH = 500;
export { IDEMPOTENCY_KEY_HEADER } from './constants';

/** Messages of checkout (spec 001 §5, §8); the client maps by message. */
export const CHECKOUT_MESSAGES = {
  // spec 001 §5, word for word
  purchaseOrderNumber: 'Please enter a valid purchase order number',
  authorisedToSignRequired: 'Please confirm that you are authorised to sign for your organisation.',
  termsRequired: 'Please accept the website and buyer terms.',
  colleagueNegotiating: 'Another colleague is negotiating this item.',
  creditLimitExceeded: 'This purchase would exceed your credit limit.',
  priceUpdated: 'The price has been updated. Please review it before buying.',
  orderNotPlaced: 'Your order could not be placed. Please try again.',
  orderNotPlacedContactSupport: 'Your order could still not be placed. Please contact support.',
  itemSold: 'This item has just been sold or is no longer available.',
  reservedForOffer: "This item is reserved for another buyer's accepted offer.",
  ownItem: "You cannot buy your own organisation's material.",
  addressInvalid: 'Please choose an approved delivery address of your organisation.',
  cartChanged: 'Your cart has changed. Please review it before buying.',
  // decision 178: an approved revision changed the material, sizes or files the buyer chose
  itemChanged: 'The seller changed this item since you added it. Please review it before buying.',
  itemChangedSinceViewed: 'The seller changed this item since you opened it. Please review it before buying.',
  cartEmpty: 'Your cart is empty.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request.',
} as const;

/** Retries of a failed checkout before the page asks to contact support (spec 001 §8). */
export const CHECKOUT_RETRIES_BEFORE_SUPPORT = 2;

/** Where the order goes: an approved warehouse address of the organisation, or a new one. */
export const deliveryAddressChoice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('EXISTING'), addressId: z.string().trim().min(1).max(64) }),
  /** Saved as a warehouse address of the organisation (pending validation by operations). */
  z.object({ type: z.literal('NEW'), address: addressFields }),
]);
export type DeliveryAddressChoice = z.input<typeof deliveryAddressChoice>;

/** The buyer's purchase order number: letters, digits and ` ._/#-`, starting with a letter or digit. */
export const buyerOrderNumberField = z
  .string({ error: CHECKOUT_MESSAGES.purchaseOrderNumber })
  .trim()
  .min(1, CHECKOUT_MESSAGES.purchaseOrderNumber)
  .max(BUYER_ORDER_NUMBER_MAX_LENGTH, CHECKOUT_MESSAGES.purchaseOrderNumber)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u, CHECKOUT_MESSAGES.purchaseOrderNumber);

export const additionalDeliveryInformationField = z
  .string()
  .trim()
  .max(ADDITIONAL_DELIVERY_INFORMATION_MAX_LENGTH)
  .nullish();

const checkoutFields = {
  buyerOrderNumber: buyerOrderNumberField,
  authorisedToSign: z.literal(true, { error: CHECKOUT_MESSAGES.authorisedToSignRequired }),
  termsAccepted: z.literal(true, { error: CHECKOUT_MESSAGES.termsRequired }),
  deliveryAddress: deliveryAddressChoice,
  additionalDeliveryInformation: additionalDeliveryInformationField,
  /** The haulier must book a delivery slot at the address. */
  haulierSlotBooking: z.boolean(),
  paymentOption: paymentOption,
};

/** `POST api/buyer/purchase-orders`: buy one listing or package now. */
export const checkoutItemBody = z.object({
  ...checkoutFields,
  kind: listingKind,
  id: z.string().trim().min(1).max(64),
  /** The price per unit including delivery the buyer saw (pricing.priceIncludingDelivery.value). */
  pricePerUnit: z.number().int().min(0).max(MAX_MONEY_MINOR_UNITS, FIELD_MESSAGES.lowerNumber),
  /** The content revision the buyer saw (`contentRevision` of the item; decision 178). */
  contentRevision: z.number().int().min(1).max(MAX_CONTENT_REVISION).optional(),
});
export type CheckoutItemBody = z.input<typeof checkoutItemBody>;

/**
 * `POST api/buyer/purchase-orders/cart`: the whole cart. `entryIds` are the entries the buyer saw;
 * a cart that no longer holds exactly those (or has blockers) is 409 cartChanged.
 */
export const checkoutCartBody = z.object({
  ...checkoutFields,
  entryIds: z.array(z.string().max(64)).min(1, CHECKOUT_MESSAGES.cartEmpty).max(50),
});
export type CheckoutCartBody = z.input<typeof checkoutCartBody>;

/** The fields of the checkout form the page validates before sending (react-hook-form). */
export const checkoutForm = z.object(checkoutFields);
export type CheckoutForm = z.input<typeof checkoutForm>;
