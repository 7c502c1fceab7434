import { z } from 'zod';
import { listingKind } from './admin-listings';
import { FIELD_MESSAGES } from './field-messages';
import { MAX_CONTENT_REVISION, MAX_MONEY_MINOR_UNITS } from './input-limits';
import { revisionField } from './listing-revisions';
import { searchResultItem } from './search';

/*
 * The cart (spec 001 §2 Cart, §3 Cart, §4 Cart, §8). Buyers with the CART feature only (403
 * otherwise). Entries are not reserved: anyone may still buy the material; the cart empties itself
 * `reservationMinutes` after the first entry went in (config CART_RESERVATION_MINUTES, default 60),
 * on the job runner, whatever requests arrive. A cart holds one currency.
 * - `GET api/buyer/cart/fetch-cart` → cartReply (an empty cart when there is none);
 * - `POST api/buyer/cart/entries` addToCartBody → 201 cartReply; 400 CART_MESSAGES.itemUnavailable,
 *   alreadyInCart, insufficientCredit (the organisation has a credit limit and the cart's total
 *   would exceed its available credit; organisations without a credit line buy upfront),
 *   currencyMismatch, ownItem, cartFull, and 400 CHECKOUT_MESSAGES.priceUpdated when the price sent
 *   is no longer the item's, 400 CHECKOUT_MESSAGES.itemChangedSinceViewed when `contentRevision` is
 *   sent and the seller's content changed since (decision 178);
 * - `DELETE api/buyer/cart/entries/{entryId}` → cartReply;
 * - `DELETE api/buyer/cart` → the empty cartReply;
 * - `POST api/buyer/cart/review-prices` → cartReply: the buyer has seen the new seller prices;
 *   every entry takes its item's current price (PRICE_CHANGED entries become AVAILABLE) and, the
 *   buyer having seen the changed content, its current content revision (CONTENT_CHANGED entries too).
 * `GET api/universal/users/self-updates` carries cartDetails { count, expiresAt }.
 */

export const DEFAULT_CART_RESERVATION_MINUTES = 60;
/** Reminders before the cart empties (spec 001 §4), in minutes; each a 5 s toast. */
export const CART_REMINDER_MINUTES = [30, 10] as const;
export const MAX_CART_ENTRIES = 20;

/** Messages of the cart calls and screens (spec 001 §8); the client maps by message. */
export const CART_MESSAGES = {
  itemUnavailable: 'This item may have expired or been sold.',
  alreadyInCart: 'This item is already in your cart.',
  insufficientCredit: 'Your available credit is not enough to add this item to your cart.',
  currencyMismatch: 'Your cart holds items in another currency. Please buy this item separately.',
  ownItem: "You cannot buy your own organisation's material.",
  cartFull: 'Your cart is full. Please check out or remove an item first.',
  entryNotFound: 'This item is no longer in your cart.',
  reservationExpired: 'Your cart reservation expired, so its items were removed.',
  itemsUnavailable: 'Some items have expired or been sold, and your cart has been updated.',
  pricesChanged: 'Some items have new seller prices. Please review them before buying.',
  contentChanged: 'The seller changed some items since you added them. Please review them before buying.',
  creditExceeded: 'Your available credit is not enough to buy this cart on credit.',
  featureRequired: 'The cart is not enabled for your account.',
} as const;

/**
 * What an entry is now: AVAILABLE to buy at the price it was added at; UNAVAILABLE (no longer
 * PUBLISHED: sold, expired, withdrawn); PRICE_CHANGED (the seller changed the price since);
 * CONTENT_CHANGED (an approved revision changed what the buyer saw since: `changedFields`, decision
 * 178; it wins over a price change, which the same review accepts).
 */
export const CART_ENTRY_STATES = ['AVAILABLE', 'UNAVAILABLE', 'PRICE_CHANGED', 'CONTENT_CHANGED'] as const;
export const cartEntryState = z.enum(CART_ENTRY_STATES);
export type CartEntryState = z.infer<typeof cartEntryState>;

/** Why a cart cannot be checked out; each maps to a CART_MESSAGES text. */
export const CART_BLOCKERS = [
  'EMPTY',
  'ITEM_UNAVAILABLE',
  'CONTENT_CHANGED',
  'PRICE_CHANGED',
  'INSUFFICIENT_CREDIT',
] as const;
export const cartBlocker = z.enum(CART_BLOCKERS);
export type CartBlocker = z.infer<typeof cartBlocker>;

export const CART_BLOCKER_MESSAGES: Readonly<Record<CartBlocker, string>> = {
  EMPTY: CART_MESSAGES.reservationExpired,
  ITEM_UNAVAILABLE: CART_MESSAGES.itemsUnavailable,
  CONTENT_CHANGED: CART_MESSAGES.contentChanged,
  PRICE_CHANGED: CART_MESSAGES.pricesChanged,
  INSUFFICIENT_CREDIT: CART_MESSAGES.creditExceeded,
};

/** Money figures of an entry or a cart (minor units, the cart's currency). */
export const cartFigures = z.object({
  currencyCode: z.string().length(3),
  totalExVat: z.number().int(),
  vatPercent: z.number(),
  vat: z.number().int(),
  totalPrice: z.number().int(),
  deliveryCosts: z.number().int(),
});
export type CartFigures = z.infer<typeof cartFigures>;

export const cartEntry = z.object({
  id: z.string(),
  addedAt: z.string(),
  state: cartEntryState,
  /** The listing or package as a buyer sees it now (`product.id` is the listing's id). */
  product: searchResultItem,
  /** Price per unit including delivery when it went into the cart (what checkout will charge). */
  pricePerUnitWhenAdded: z.number().int(),
  /** The entry's figures at the price it was added at. */
  figures: cartFigures,
  /** CONTENT_CHANGED: what the seller changed since the buyer added it (decision 178); optional for older servers. */
  changedFields: z.array(revisionField).optional(),
});
export type CartEntry = z.infer<typeof cartEntry>;

export const cartReply = z.object({
  cartEntries: z.array(cartEntry),
  /** No blocker but INSUFFICIENT_CREDIT: the cart can be bought (upfront at least). */
  canCheckout: z.boolean(),
  /** canCheckout, and the total fits the available credit: the credit option is offered. */
  canCheckoutOnCredit: z.boolean(),
  /** Everything in the way, in CART_BLOCKERS order (empty when the cart can be bought on credit). */
  blockers: z.array(cartBlocker),
  /** When the cart empties itself; null for an empty cart. */
  expiresAt: z.string().nullable(),
  reservationMinutes: z.number().int(),
  /** The sum of the available entries; null for an empty cart. */
  totals: cartFigures.nullable(),
  /** The organisation's available credit in its credit currency (buyers see it to choose credit). */
  availableCredit: z.object({ value: z.number().int(), currencyCode: z.string().length(3) }),
});
export type CartReply = z.infer<typeof cartReply>;

/** `POST api/buyer/cart/entries`: the item and the price per unit (incl. delivery) the buyer saw. */
export const addToCartBody = z.object({
  kind: listingKind,
  id: z.string().trim().min(1).max(64),
  pricePerUnit: z.number().int().min(0).max(MAX_MONEY_MINOR_UNITS, FIELD_MESSAGES.lowerNumber),
  /** The content revision the buyer saw (`contentRevision` of the item), decision 178. */
  contentRevision: z.number().int().min(1).max(MAX_CONTENT_REVISION).optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const cartEntryParams = z.object({ entryId: z.string().max(64) });

/**
 * The blockers of a cart: what the server and the page agree on. INSUFFICIENT_CREDIT blocks only a
 * credit purchase (canCheckoutOnCredit), the others any checkout (canCheckout).
 */
export function cartBlockers(
  entries: readonly Pick<CartEntry, 'state'>[],
  total: number,
  availableCredit: number,
): CartBlocker[] {
  const blockers: CartBlocker[] = [];
  if (entries.length === 0) return ['EMPTY'];
  if (entries.some((e) => e.state === 'UNAVAILABLE')) blockers.push('ITEM_UNAVAILABLE');
  if (entries.some((e) => e.state === 'CONTENT_CHANGED')) blockers.push('CONTENT_CHANGED');
  if (entries.some((e) => e.state === 'PRICE_CHANGED')) blockers.push('PRICE_CHANGED');
  if (total > availableCredit) blockers.push('INSUFFICIENT_CREDIT');
  return blockers;
}

/** canCheckout and canCheckoutOnCredit of a reply from its blockers. */
export function checkoutAllowed(blockers: readonly CartBlocker[]) {
  const canCheckout = blockers.every((b) => b === 'INSUFFICIENT_CREDIT');
  return { canCheckout, canCheckoutOnCredit: canCheckout && !blockers.includes('INSUFFICIENT_CREDIT') };
}

/** Minutes left before the cart empties, rounded up; 0 once it has. */
export function minutesUntilCartEmpties(expiresAt: string | Date, now: Date): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 60_000);
}
