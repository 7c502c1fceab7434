import {
  offerPriceDisplay,
  type Negotiation,
  type NegotiationOffer,
  type NegotiationParty,
} from '@steelyard/domain/negotiations';

/** The accordion's order: the latest activity first. */
export function sortNegotiations(negotiations: readonly Negotiation[]): Negotiation[] {
  return [...negotiations].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * The entries open at first (spec 001 §2): the first one, and in the seller's view every one
 * awaiting the seller.
 */
export function initiallyOpen(negotiations: readonly Negotiation[], viewer: NegotiationParty): string[] {
  const open = new Set<string>();
  if (negotiations[0]) open.add(negotiations[0].id);
  if (viewer === 'SELLER') {
    for (const n of negotiations) if (n.status === 'AWAITING_SELLER') open.add(n.id);
  }
  return [...open];
}

export type NegotiationRow =
  | { kind: 'OFFER'; offer: NegotiationOffer; price: number; date: string }
  | { kind: 'ORIGINAL'; price: number; date: string };

/** The table of an entry: offers newest first, then the original price as the last row. */
export function negotiationRows(negotiation: Negotiation): NegotiationRow[] {
  const offers = [...negotiation.offers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [
    ...offers.map((offer) => ({
      kind: 'OFFER' as const,
      offer,
      price: offer.price.priceIncludingDelivery.value,
      date: offer.createdAt,
    })),
    {
      kind: 'ORIGINAL' as const,
      price: negotiation.originalPrice.priceIncludingDelivery.value,
      date: negotiation.originalPrice.date,
    },
  ];
}

/** The newest offer's price (what a counter starts from), or the original price before any offer. */
export function latestPrice(negotiation: Negotiation): number {
  const [latest] = negotiationRows(negotiation);
  return latest!.price;
}

/** The prices of §2 for a negotiation's headline: one price, both, or the range of the offers made. */
export function headlinePrices(negotiation: Negotiation) {
  return offerPriceDisplay(negotiation.offers.map((o) => o.price.priceIncludingDelivery.value));
}

/** The count badge shows from two offers on (spec 001 §2). */
export function offerCountBadge(negotiation: Negotiation): number | null {
  return negotiation.offers.length >= 2 ? negotiation.offers.length : null;
}
