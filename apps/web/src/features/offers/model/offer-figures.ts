import { divideRoundHalfUp, toSafeNumber } from '@steelyard/domain/exact-arithmetic';
import {
  offerPriceBounds,
  type Negotiation,
  type NegotiationParty,
  type OfferBounds,
} from '@steelyard/domain/negotiations';
import { totalPrice } from '@steelyard/domain/theoretical-weight';
import { basisPointsToPercent } from '@steelyard/domain/vat-rates';
import type { OfferTarget } from '../../../shared/listings/negotiation-slots';

/** What an offer is made on: the listing's quantity, its price per trade unit including delivery, its currency. */
export type OfferSubject = OfferTarget;

/** The subject of a running negotiation: its original price, the listing's quantity. */
export function subjectOf(negotiation: Negotiation): OfferSubject {
  return {
    listingId: negotiation.listing.id,
    originalPricePerUnit: negotiation.originalPrice.priceIncludingDelivery.value,
    currencyCode: negotiation.originalPrice.currencyCode,
    tradeUnit: negotiation.tradeUnit,
    weight: negotiation.listing.weight,
    numberOfItems: negotiation.listing.numberOfItems,
  };
}

/** A price per trade unit times the listing's quantity (minor units, rounded half-up); null when it cannot be worked out. */
export function offerTotal(pricePerUnit: number, subject: OfferSubject): number | null {
  try {
    return totalPrice(pricePerUnit, subject);
  } catch {
    // a price per item without a number of items
    return null;
  }
}

export interface OfferFigures {
  totalExVat: number;
  vatPercent: number;
  vat: number;
  totalPrice: number;
}

/** Total, VAT at the buyer's rate (basis points, rounded half-up as the price summary does) and the total with VAT. */
export function offerFigures(pricePerUnit: number, subject: OfferSubject, vatBasisPoints: number): OfferFigures | null {
  const totalExVat = offerTotal(pricePerUnit, subject);
  if (totalExVat === null) return null;
  const vat = toSafeNumber(divideRoundHalfUp(BigInt(totalExVat) * BigInt(vatBasisPoints), 10_000n));
  return { totalExVat, vatPercent: basisPointsToPercent(vatBasisPoints), vat, totalPrice: totalExVat + vat };
}

/** The buyer organisation's available credit, when the buyer can know it (in the credit line's currency). */
export interface KnownCredit {
  value: number;
  currencyCode: string;
}

/**
 * The §5 bounds for a party: the seller's are the original price's; the buyer's add the credit cap
 * when the available credit is known and in the listing's currency (otherwise the server decides).
 */
export function boundsFor(
  party: NegotiationParty,
  subject: OfferSubject,
  vatBasisPoints: number,
  credit: KnownCredit | null,
): OfferBounds {
  const bounds = offerPriceBounds({
    party,
    originalPricePerUnit: subject.originalPricePerUnit,
    tradeUnit: subject.tradeUnit,
    weight: subject.weight,
    numberOfItems: subject.numberOfItems,
    availableCredit: credit?.value,
    vatPercent: basisPointsToPercent(vatBasisPoints),
  });
  if (party === 'BUYER' && (!credit || credit.currencyCode !== subject.currencyCode)) {
    return { ...bounds, maxByCredit: null };
  }
  return bounds;
}
