import type { CartFigures } from '@steelyard/domain/cart';
import type { ListingPricing } from '@steelyard/domain/listing-commercial';
import { basisPointsToPercent, vatBasisPointsFor } from '@steelyard/domain/vat-rates';

/** VAT on a total in minor units, rounded half-up like the server's price summary. */
export function vatOf(totalExVat: number, basisPoints: number): number {
  return Math.floor((totalExVat * basisPoints + 5_000) / 10_000);
}

/**
 * The figures of buying one listing now at its current price (spec 001 §3 price summary): total
 * excluding VAT from the reply, VAT at the rate of the buyer's organisation's country. The reply
 * carries no delivery costs apart, so they are null (included in the price per unit).
 */
export function itemFigures(
  pricing: ListingPricing,
  buyerCountry: string,
): Omit<CartFigures, 'deliveryCosts'> & { deliveryCosts: number | null } {
  const basisPoints = vatBasisPointsFor(buyerCountry);
  const totalExVat = pricing.totalExcludingVat.value;
  const vat = vatOf(totalExVat, basisPoints);
  return {
    currencyCode: pricing.currencyCode,
    totalExVat,
    vatPercent: basisPointsToPercent(basisPoints),
    vat,
    totalPrice: totalExVat + vat,
    deliveryCosts: null,
  };
}
