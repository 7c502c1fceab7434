import { z } from 'zod';
import { checkoutForm } from './checkout';
import { toSafeNumber } from './exact-arithmetic';
import { MAX_MONEY_MINOR_UNITS } from './input-limits';
import type { BadgeTone } from './listing-status';
import { searchResultItem } from './search';
import { isItemUnit, PRICING_UNITS } from './theoretical-weight';
import type { PricingUnit } from './theoretical-weight';

/*
 * Offers: a price negotiation between a buyer organisation and the seller of one live listing
 * (spec 001 §2 Offers, §3 Negotiation and offer, §4 Offer status, §5 Counter offer, §8, §9). Listings
 * only (not packages); buyers and sellers with the BID_OFFERS feature (403 otherwise). Prices are per
 * trade unit including delivery (pricing.priceIncludingDelivery), in minor units.
 *
 * The reading of §4 we build (decision 72): the AWAITED party may accept, reject or counter;
 * the OTHER party may withdraw its standing offer. Each awaited response has a deadline
 * (OFFER_RESPONSE_WINDOW_MS); inaction EXPIRES the negotiation on the job runner. An accepted offer
 * gives the buyer PURCHASE_WINDOW_MS to buy at the accepted price (the offer checkout); then it
 * EXPIRES. While a negotiation is ACCEPTED the listing is held for that buyer organisation. When the
 * listing is bought, every other open negotiation on it is CANCELLED (the buyer sees "Outbid"); when
 * it expires or is withdrawn, they end as NO_SUCCESSFUL_OFFERS. When the operator approves a revision
 * that changes the goods (GOODS_FIELDS), the open ones made before it end WITHDRAWN with endReason
 * LISTING_CHANGED and their buyers are e-mailed (decision 178).
 *
 * Calls:
 * - `POST api/buyer/negotiations` createNegotiationBody → 201 negotiation (AWAITING_SELLER); 409
 *   OFFER_MESSAGES.existingActiveOffer when the buyer organisation already has an open one on the
 *   listing (also when two requests race); 400 with a bounds message; 400 ownListing; 404 listing not
 *   found; 403 featureRequired without BID_OFFERS (every call).
 * - `GET api/buyer/negotiations` and `GET api/seller/negotiations` (PAGE_SIZE.negotiations, 10 a
 *   page, newest activity first; filter `status=A|B`, `listingId=…`) → negotiationList: the buyer
 *   organisation's, or those on the seller organisation's listings.
 * - `GET api/universal/negotiations/by-listing/{listingId}` → negotiation[]: the negotiations on a
 *   listing the viewer may see (the seller's organisation: all; a buyer organisation: its own).
 * - `GET api/universal/negotiations/{id}` → negotiation (404 for anyone else).
 * - `POST api/universal/negotiations/{id}/accept`, `/reject`, `/counter` counterOfferBody; `PUT
 *   …/{id}/withdraw` → the negotiation; 409 OFFER_MESSAGES.notAllowed when the action is not the
 *   caller's to take now (nextNegotiationStatus), e.g. after the other party acted first or after the
 *   deadline; 409 listingReserved when accepting while another buyer's acceptance holds the listing;
 *   409 listingChanged when the goods changed since the negotiation was made (also the offer checkout).
 * - `POST api/buyer/purchase-orders/offer` checkoutOfferBody → 201 order (checkout rules of
 *   checkout.ts at the accepted price): an ACCEPTED negotiation of the caller's organisation within
 *   its window (409 purchaseWindowClosed after it, 409 notAllowed in any other state); the negotiation
 *   becomes PURCHASED with the order, the other open ones on the listing CANCELLED.
 * `GET api/universal/users/self-updates` offers.buyerCount / sellerCount: negotiations awaiting the
 * user's organisation as buyer (AWAITING_BUYER and ACCEPTED) / as seller (AWAITING_SELLER).
 */

export const NEGOTIATION_STATUSES = [
  'AWAITING_SELLER',
  'AWAITING_BUYER',
  'ACCEPTED',
  'REJECTED',
  'EXPIRED',
  'WITHDRAWN',
  'CANCELLED',
  'PURCHASED',
  'NO_SUCCESSFUL_OFFERS',
] as const;
export const negotiationStatus = z.enum(NEGOTIATION_STATUSES);
export type NegotiationStatus = z.infer<typeof negotiationStatus>;

/** Why a negotiation ended beyond its status (decision 178). */
export const NEGOTIATION_END_REASONS = ['LISTING_CHANGED'] as const;
export type NegotiationEndReason = (typeof NEGOTIATION_END_REASONS)[number];

/** Open negotiations: at most one per listing and buyer organisation. */
export const OPEN_NEGOTIATION_STATUSES = [
  'AWAITING_SELLER',
  'AWAITING_BUYER',
  'ACCEPTED',
] as const satisfies readonly NegotiationStatus[];
export function isOpenNegotiation(status: NegotiationStatus): boolean {
  return (OPEN_NEGOTIATION_STATUSES as readonly NegotiationStatus[]).includes(status);
}

export const NEGOTIATION_PARTIES = ['BUYER', 'SELLER'] as const;
export const negotiationParty = z.enum(NEGOTIATION_PARTIES);
export type NegotiationParty = z.infer<typeof negotiationParty>;

export const NEGOTIATION_ACTIONS = ['ACCEPT', 'REJECT', 'COUNTER', 'WITHDRAW'] as const;
export type NegotiationAction = (typeof NEGOTIATION_ACTIONS)[number];

/** What ends a negotiation without a party acting. */
export const NEGOTIATION_EVENTS = [
  'DEADLINE_PASSED',
  'LISTING_PURCHASED_BY_OTHER',
  'LISTING_ENDED',
  // an approved revision changed the goods the negotiation was about (decision 178)
  'LISTING_CHANGED',
  'PURCHASED',
] as const;
export type NegotiationEvent = (typeof NEGOTIATION_EVENTS)[number];

/** The party whose response is awaited, or null. */
export function awaitedParty(status: NegotiationStatus): NegotiationParty | null {
  if (status === 'AWAITING_SELLER') return 'SELLER';
  if (status === 'AWAITING_BUYER' || status === 'ACCEPTED') return 'BUYER';
  return null;
}

/**
 * The state machine of §4 in our reading: the status after `party` takes `action`, or null when it
 * may not. In ACCEPTED only the purchase (an event) or the window's end moves the negotiation on.
 */
export function nextNegotiationStatus(
  status: NegotiationStatus,
  action: NegotiationAction,
  party: NegotiationParty,
): NegotiationStatus | null {
  if (status !== 'AWAITING_SELLER' && status !== 'AWAITING_BUYER') return null;
  const awaited = awaitedParty(status);
  if (action === 'WITHDRAW') return party === awaited ? null : 'WITHDRAWN';
  if (party !== awaited) return null;
  if (action === 'ACCEPT') return 'ACCEPTED';
  if (action === 'REJECT') return 'REJECTED';
  return party === 'SELLER' ? 'AWAITING_BUYER' : 'AWAITING_SELLER';
}

/** The status after an event, or null when the event does not apply to the status. */
export function negotiationStatusAfter(status: NegotiationStatus, event: NegotiationEvent): NegotiationStatus | null {
  if (!isOpenNegotiation(status)) return null;
  switch (event) {
    case 'DEADLINE_PASSED':
      return 'EXPIRED';
    case 'LISTING_PURCHASED_BY_OTHER':
      return 'CANCELLED';
    case 'LISTING_ENDED':
      return 'NO_SUCCESSFUL_OFFERS';
    // the spec's catalogue has no status for it: withdrawn (neutral) with endReason LISTING_CHANGED
    case 'LISTING_CHANGED':
      return 'WITHDRAWN';
    case 'PURCHASED':
      return status === 'ACCEPTED' ? 'PURCHASED' : null;
  }
}

/** The actions a party may take now (for the buttons). */
export function allowedNegotiationActions(status: NegotiationStatus, party: NegotiationParty): NegotiationAction[] {
  return NEGOTIATION_ACTIONS.filter((action) => nextNegotiationStatus(status, action, party) !== null);
}

/** The awaited party answers within 24 hours (spec 001 §9: the seller may update within 24 hours after an offer). */
export const OFFER_RESPONSE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** After acceptance the buyer has 24 hours to buy (spec 001 §4, §9). */
export const PURCHASE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Badge tones of §4; an awaited viewer sees "awaiting your response" in the warning tone. */
export const NEGOTIATION_STATUS_TONES: Readonly<Record<NegotiationStatus, BadgeTone>> = {
  AWAITING_SELLER: 'neutral',
  AWAITING_BUYER: 'neutral',
  ACCEPTED: 'positive',
  REJECTED: 'negative',
  EXPIRED: 'warning',
  WITHDRAWN: 'neutral',
  CANCELLED: 'negative',
  PURCHASED: 'positive',
  NO_SUCCESSFUL_OFFERS: 'negative',
};

/** The badge of a negotiation for a viewer: "awaiting your response" (warning) when it is their turn. */
export function negotiationBadge(status: NegotiationStatus, viewer: NegotiationParty) {
  if ((status === 'AWAITING_SELLER' || status === 'AWAITING_BUYER') && awaitedParty(status) === viewer) {
    return { label: 'AWAITING_YOUR_RESPONSE' as const, tone: 'warning' as BadgeTone };
  }
  // the buyer reads CANCELLED as "Outbid"
  const label = status === 'CANCELLED' && viewer === 'BUYER' ? ('OUTBID' as const) : status;
  return { label, tone: NEGOTIATION_STATUS_TONES[status] };
}

/** A countdown shows for awaiting and accepted negotiations; a dash otherwise (spec 001 §2). */
export function showsCountdown(status: NegotiationStatus): boolean {
  return isOpenNegotiation(status);
}

/** Days, hours, minutes and seconds left (all 0 once passed). */
export function timeLeft(expiresAt: string | Date, now: Date) {
  const ms = Math.max(0, new Date(expiresAt).getTime() - now.getTime());
  const seconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  };
}

/* ---------- Price bounds (spec 001 §5 Counter offer) ---------- */

/** Messages of the offer calls and dialogs (spec 001 §8); the client maps by message. */
export const OFFER_MESSAGES = {
  acceptFailed: 'Currently unable to accept the offer, please try again.',
  counterFailed: 'Currently unable to counter the offer, please try again.',
  rejectFailed: 'Currently unable to reject the offer, please try again.',
  withdrawFailed: 'Currently unable to withdraw the offer, please try again.',
  submitFailed: 'Failed to submit offer. Please try again.',
  existingActiveOffer: 'Your organisation already has an active offer on this listing.',
  creditLimitExceeded: 'The amount exceeds your credit limit.',
  priceTooLow: 'Please enter a higher amount to match the market value.',
  priceAboveOriginal: 'The amount entered is higher than the original price.',
  priceRequired: 'Please enter a price.',
  notAllowed: 'This offer has changed in the meantime. Please review it again.',
  notFound: 'Offer not found.',
  listingReserved: 'This listing is reserved for an accepted offer of another buyer.',
  listingChanged: 'The seller changed the material of this listing, so this negotiation has ended.',
  purchaseWindowClosed: 'The time to buy at the accepted price has passed.',
  ownListing: 'You cannot make an offer on your own organisation’s listing.',
  featureRequired: 'Offers are not enabled for your account.',
  // success notices (spec 001 §8)
  submitted: 'Your offer has been sent to the seller.',
  counteredByBuyer: 'Your counter offer has been sent to the seller.',
  counteredBySeller: 'Your counter offer has been sent to the buyer.',
  rejected: 'The offer has been rejected.',
  withdrawn: 'Your offer has been withdrawn.',
  acceptedByBuyer: 'Offer accepted. You have 24 hours to complete the purchase.',
  acceptedBySeller: 'Offer accepted. The buyer can buy at this price until the request expires.',
} as const;

export const MIN_OFFER_PRICE = 1;

export interface OfferBoundsInput {
  party: NegotiationParty;
  /** The listing's price per unit including delivery when the negotiation began. */
  originalPricePerUnit: number;
  tradeUnit: PricingUnit;
  /** In weightUnitOf(tradeUnit). */
  weight: number;
  numberOfItems: number | null;
  /** The buyer organisation's available credit (buyers only). */
  availableCredit?: number;
  /** VAT percent the buyer pays (e.g. 20). */
  vatPercent?: number;
}

export interface OfferBounds {
  min: number;
  /** Original price − 0.01. */
  maxByOriginal: number;
  /** The buyer's credit bound: (credit ÷ (100 + VAT %) × 100) ÷ weight or items; null for sellers. */
  maxByCredit: number | null;
}

/** The bounds of §5 in minor units per trade unit. */
export function offerPriceBounds(input: OfferBoundsInput): OfferBounds {
  const maxByOriginal = input.originalPricePerUnit - 1;
  if (input.party === 'SELLER') return { min: MIN_OFFER_PRICE, maxByOriginal, maxByCredit: null };
  const credit = Math.max(0, input.availableCredit ?? 0);
  const quantity = isItemUnit(input.tradeUnit) ? (input.numberOfItems ?? 0) : input.weight;
  if (!(quantity > 0)) return { min: MIN_OFFER_PRICE, maxByOriginal, maxByCredit: 0 };
  // exact: credit × 100 ÷ (100 + VAT) ÷ quantity, quantity to thousandths, rounded down
  const vatHundredths = BigInt(Math.round((input.vatPercent ?? 0) * 100));
  const quantityThousandths = BigInt(Math.round(quantity * 1000));
  const numerator = BigInt(credit) * 10_000n * 1000n;
  const denominator = (10_000n + vatHundredths) * quantityThousandths;
  const maxByCredit = toSafeNumber(numerator / denominator);
  return { min: MIN_OFFER_PRICE, maxByOriginal, maxByCredit };
}

/** The message for a price outside the bounds, or null when it is acceptable. */
export function checkOfferPrice(price: number | null | undefined, bounds: OfferBounds): string | null {
  if (price == null || !Number.isFinite(price) || price === 0) return OFFER_MESSAGES.priceRequired;
  if (!Number.isInteger(price) || price < bounds.min) return OFFER_MESSAGES.priceTooLow;
  if (price > bounds.maxByOriginal) return OFFER_MESSAGES.priceAboveOriginal;
  if (bounds.maxByCredit !== null && price > bounds.maxByCredit) return OFFER_MESSAGES.creditLimitExceeded;
  return null;
}

/**
 * How the prices of a negotiation read in a list (spec 001 §2): one price; both when there are two
 * distinct prices; the range (lowest–highest) when more than two.
 */
export function offerPriceDisplay(prices: readonly number[]) {
  const distinct = [...new Set(prices)].sort((a, b) => a - b);
  if (distinct.length <= 1) return { kind: 'single' as const, prices: distinct };
  if (distinct.length === 2) return { kind: 'both' as const, prices: distinct };
  return { kind: 'range' as const, prices: [distinct[0]!, distinct.at(-1)!] };
}

/* ---------- Replies and bodies ---------- */

export const offerPrice = z.object({
  priceIncludingDelivery: z.object({ value: z.number().int() }),
  currencyCode: z.string().length(3),
});

export const negotiationOffer = z.object({
  price: offerPrice,
  createdAt: z.string(),
  requestedBy: negotiationParty,
});
export type NegotiationOffer = z.infer<typeof negotiationOffer>;

export const negotiation = z.object({
  id: z.string(),
  /** "NG-000012": what support and both parties quote. */
  referenceId: z.string(),
  status: negotiationStatus,
  /** The deadline of the awaited response, or the end of the purchase window; null once closed. */
  expiresAt: z.string().nullable(),
  /** The listing's price per unit including delivery when the negotiation began. */
  originalPrice: offerPrice.extend({ date: z.string() }),
  /** Newest first. */
  offers: z.array(negotiationOffer),
  /** The listing as the buyer sees it. */
  listing: searchResultItem,
  tradeUnit: z.enum(PRICING_UNITS),
  buyerOrganisation: z.object({ id: z.string(), name: z.string() }),
  sellerOrganisation: z.object({ id: z.string(), name: z.string() }),
  /**
   * The VAT rate the buyer pays on these prices, in basis points (1900 = 19 %): its country's rate, as
   * its checkout adds it (vat-rates.ts), so that both sides review an offer's figures as the buyer
   * will pay them (issue 23, item 18; decision 164). The rate only, not the buyer's country.
   */
  buyerVatBasisPoints: z.number().int().min(0),
  /** Whose view this is, what the viewer may do now, and whether their response is awaited. */
  viewerSide: negotiationParty,
  allowedActions: z.array(z.enum(NEGOTIATION_ACTIONS)),
  awaitingYou: z.boolean(),
  /** ACCEPTED and the viewer is the buyer: the offer checkout is open until expiresAt. */
  canPurchase: z.boolean(),
  /**
   * Why a negotiation ended when no party ended it and the status does not say: LISTING_CHANGED, an
   * approved revision changed the goods (status WITHDRAWN; decision 178). Optional for older servers.
   */
  endReason: z.enum(NEGOTIATION_END_REASONS).nullable().optional(),
  /** The order, once PURCHASED (buyer and seller organisations only). */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Negotiation = z.infer<typeof negotiation>;

export const negotiationList = z.object({
  items: z.array(negotiation),
  currentPage: z.number().int(),
  maxPages: z.number().int(),
  totalItems: z.number().int(),
});
export type NegotiationList = z.infer<typeof negotiationList>;
/** The properties the buyer's and the seller's negotiation lists can be filtered and sorted on. */
export const NEGOTIATION_FILTERS = ['status', 'listingId'] as const;
export const NEGOTIATION_SORTS = ['updatedAt', 'createdAt'] as const;

const priceField = z
  .number({ error: OFFER_MESSAGES.priceRequired })
  .int(OFFER_MESSAGES.priceTooLow)
  .min(MIN_OFFER_PRICE, OFFER_MESSAGES.priceTooLow)
  // no listing's price comes near it: above the original price whatever the listing
  .max(MAX_MONEY_MINOR_UNITS, OFFER_MESSAGES.priceAboveOriginal);

/** `POST api/buyer/negotiations`: a first offer on a live listing. */
export const createNegotiationBody = z.object({
  listingId: z.string().trim().min(1).max(64),
  price: priceField,
});
export type CreateNegotiationBody = z.infer<typeof createNegotiationBody>;

/** `POST api/universal/negotiations/{id}/counter`. */
export const counterOfferBody = z.object({ price: priceField });
export type CounterOfferBody = z.infer<typeof counterOfferBody>;

export const negotiationParams = z.object({ id: z.string().max(64) });
export const negotiationListingParams = z.object({ listingId: z.string().max(64) });

/** `POST api/buyer/purchase-orders/offer`: buy at the accepted price (the checkout fields of checkout.ts). */
export const checkoutOfferBody = checkoutForm.extend({ negotiationId: z.string().trim().min(1).max(64) });
export type CheckoutOfferBody = z.input<typeof checkoutOfferBody>;
