import { divideRoundHalfUp, toSafeNumber } from '@steelyard/domain/exact-arithmetic';
import { convertMinor, type ExchangeRates } from '@steelyard/domain/exchange-rates';
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
 * The credit a line gives in the listing's currency, rounded down as the server converts it
 * (decision 83); null when there is no rate (the server decides).
 */
export function creditIn(credit: KnownCredit, currencyCode: string, rates: ExchangeRates): number | null {
  if (credit.value <= 0 || credit.currencyCode === currencyCode) return credit.value;
  try {
    return convertMinor(credit.value, credit.currencyCode, currencyCode, rates, 'down');
  } catch {
    return null;
  }
}

/**
 * The §5 bounds for a party: the seller's are the original price's; the buyer's add the credit cap
 * when the available credit is known, converted into the listing's currency (otherwise the server decides).
 */
export function boundsFor(
  party: NegotiationParty,
  subject: OfferSubject,
  vatBasisPoints: number,
  credit: KnownCredit | null,
  rates: ExchangeRates,
): OfferBounds {
  const spendable = credit ? creditIn(credit, subject.currencyCode, rates) : null;
  const bounds = offerPriceBounds({
    party,
    originalPricePerUnit: subject.originalPricePerUnit,
    tradeUnit: subject.tradeUnit,
    weight: subject.weight,
    numberOfItems: subject.numberOfItems,
    availableCredit: spendable ?? undefined,
    vatPercent: basisPointsToPercent(vatBasisPoints),
  });
  if (party === 'BUYER' && spendable === null) return { ...bounds, maxByCredit: null };
  return bounds;
}
