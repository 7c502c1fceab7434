import { createContext, useContext, type ComponentType } from 'react';
import type { PricingUnit } from '@steelyard/domain/theoretical-weight';

/** What a buyer makes an offer on: the listing, its price per trade unit including delivery and its quantity. */
export interface OfferTarget {
  listingId: string;
  /** pricing.priceIncludingDelivery.value, minor units: the price the offer starts from. */
  originalPricePerUnit: number;
  currencyCode: string;
  tradeUnit: PricingUnit;
  /** In weightUnitOf(tradeUnit). */
  weight: number;
  numberOfItems: number | null;
}

/** The offer target of a listing as the buyer's replies carry it (listing details, search results). */
export function offerTargetOf(listing: {
  id: string;
  tradeUnit: PricingUnit;
  weight: number;
  numberOfItems: number | null;
  pricing: { currencyCode: string; priceIncludingDelivery: { value: number } };
}): OfferTarget {
  return {
    listingId: listing.id,
    originalPricePerUnit: listing.pricing.priceIncludingDelivery.value,
    currencyCode: listing.pricing.currencyCode,
    tradeUnit: listing.tradeUnit,
    weight: listing.weight,
    numberOfItems: listing.numberOfItems,
  };
}

export interface NegotiationSlotComponents {
  /** "Make an offer" on a buyer's details page. */
  MakeOffer: ComponentType<{ target: OfferTarget }>;
  /** The negotiation block of a listing, for the buyer or the seller. */
  Negotiations: ComponentType<{ listingId: string; viewer: 'BUYER' | 'SELLER' }>;
  /** A hook: whether the seller's listing has negotiations the seller may see ('' asks nothing). */
  useHasNegotiations: (listingId: string) => boolean;
}

const NegotiationSlotContext = createContext<NegotiationSlotComponents | null>(null);

/**
 * The app provides the offers feature's pieces here, so the details pages of search, alerts and
 * My Listings show them without importing that feature.
 */
export const NegotiationSlotProvider = NegotiationSlotContext.Provider;

/** The make-an-offer card; nothing where the app provides none (tests, other areas). */
export function MakeOfferSlot({ target }: { target: OfferTarget }) {
  const slots = useContext(NegotiationSlotContext);
  return slots ? <slots.MakeOffer target={target} /> : null;
}

/** The negotiation block of a listing; nothing where the app provides none. */
export function NegotiationsSlot({ listingId, viewer }: { listingId: string; viewer: 'BUYER' | 'SELLER' }) {
  const slots = useContext(NegotiationSlotContext);
  return slots ? <slots.Negotiations listingId={listingId} viewer={viewer} /> : null;
}

const noNegotiations = () => false;

/**
 * Whether the seller's listing has negotiations (the price card's title says so, spec 001 §2); false
 * where the app provides no offers feature. The provided hook is the same on every render.
 */
export function useListingHasNegotiations(listingId: string): boolean {
  const slots = useContext(NegotiationSlotContext);
  const useHas = slots?.useHasNegotiations ?? noNegotiations;
  return useHas(listingId);
}
