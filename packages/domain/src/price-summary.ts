import { divideRoundHalfUp, toSafeNumber } from './exact-arithmetic';
import { deliveryFeePerTonne, findFeeRule } from './fee-schedule';
import type { FeeSchedule } from './fee-schedule';
import type { Product } from './material-catalogue';
import { isItemUnit, multiplyPrice, quantityInThousandths, weightToGrams, weightUnitOf } from './theoretical-weight';
import type { PricingUnit } from './theoretical-weight';
import { VAT_RATE_BASIS_POINTS, basisPointsToPercent, vatBasisPointsFor } from './vat-rates';

/*
 * From the seller's net price to what the buyer pays (spec 001 §1, §3 Price summary). All money is
 * integer minor units. Fees are worked out per trade unit and rounded half-up to a minor unit;
 * every total is a price per unit times the quantity, rounded half-up once; VAT is rounded half-up
 * on the total. So the figures shown always add up: totalPrice = totalExVat + vat.
 */

export interface PriceSummaryInput {
  product: Product;
  tradeUnit: PricingUnit;
  currencyCode: string;
  /** The seller's net price per trade unit, minor units. */
  netPricePerUnit: number;
  /** In weightUnitOf(tradeUnit): kilograms when priced per kilogram, otherwise tonnes. */
  weight: number;
  numberOfItems?: number | null;
  /** Where the material is picked up. */
  originCountry: string;
  /** Where it is delivered. */
  destinationCountry: string;
  /** Whose VAT applies; the destination country when not given. */
  buyerCountry?: string | null;
  /** An offer's price per unit including delivery (negotiations), for the offer figures. */
  offerPricePerUnit?: number | null;
}

/** The price summary of spec 001 §3, plus the fee parts the server keeps. */
export interface PriceSummary {
  currencyCode: string;
  tradeUnit: PricingUnit;
  weight: number;
  numberOfItems: number | null;
  netPricePerUnit: number;
  serviceFeePerUnit: number;
  deliveryFeePerUnit: number;
  /** Net price plus service and delivery fee: pricing.priceIncludingDelivery. */
  pricePerUnit: number;
  /** The seller's net total. */
  netTotal: number;
  /** pricePerUnit × quantity: pricing.totalExcludingVat. */
  totalExVat: number;
  deliveryCosts: number;
  serviceFees: number;
  vatPercent: number;
  vat: number;
  totalPrice: number;
  offerPricePerUnit: number | null;
  offerTotalExVat: number | null;
  offerVat: number | null;
  offerTotalPrice: number | null;
}

/** `pricing` of a listing or package reply (spec 001 §3). */
export interface ListingPricingFigures {
  currencyCode: string;
  netPricePerUnit: number;
  priceIncludingDelivery: { value: number };
  totalExcludingVat: { value: number };
}

const percentOf = (amount: number, basisPoints: number) =>
  toSafeNumber(divideRoundHalfUp(BigInt(amount) * BigInt(basisPoints), 10_000n));

function checkMinor(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole minor units`);
}

/** The delivery fee for one trade unit, from a fee per tonne (minor units, rounded half-up). */
export function deliveryFeePerUnit(
  feePerTonne: number,
  tradeUnit: PricingUnit,
  weight: number,
  numberOfItems?: number | null,
): number {
  if (tradeUnit === 'TON') return feePerTonne;
  if (tradeUnit === 'KILOGRAM') return toSafeNumber(divideRoundHalfUp(BigInt(feePerTonne), 1_000n));
  if (!numberOfItems || !Number.isInteger(numberOfItems)) {
    throw new RangeError(`A price per ${tradeUnit} needs a whole number of items`);
  }
  // the fee of one item's share of the weight
  const grams = BigInt(weightToGrams(weight, weightUnitOf(tradeUnit)));
  return toSafeNumber(divideRoundHalfUp(BigInt(feePerTonne) * grams, 1_000_000n * BigInt(numberOfItems)));
}

/**
 * Works out the price summary with a fee schedule (the server passes its configured one) and a
 * VAT table (ours by default). Throws a RangeError for impossible input, e.g. a per-item price
 * without a number of items, or a currency the schedule has no delivery fee in.
 */
export function computePriceSummary(
  input: PriceSummaryInput,
  schedule: FeeSchedule,
  vatRates: Readonly<Record<string, number>> = VAT_RATE_BASIS_POINTS,
): PriceSummary {
  checkMinor('netPricePerUnit', input.netPricePerUnit);
  const rule = findFeeRule(schedule, input);
  const quantity = quantityInThousandths(input);
  const serviceFeePerUnit = percentOf(input.netPricePerUnit, rule.serviceFeeBasisPoints);
  const deliveryPerUnit = deliveryFeePerUnit(
    deliveryFeePerTonne(rule, input.currencyCode),
    input.tradeUnit,
    input.weight,
    input.numberOfItems,
  );
  const pricePerUnit = input.netPricePerUnit + serviceFeePerUnit + deliveryPerUnit;
  const vatBasisPoints = vatBasisPointsFor(input.buyerCountry ?? input.destinationCountry, vatRates);
  const totalExVat = multiplyPrice(pricePerUnit, quantity);
  const vat = percentOf(totalExVat, vatBasisPoints);

  const offer = input.offerPricePerUnit ?? null;
  if (offer !== null) checkMinor('offerPricePerUnit', offer);
  const offerTotalExVat = offer === null ? null : multiplyPrice(offer, quantity);
  const offerVat = offerTotalExVat === null ? null : percentOf(offerTotalExVat, vatBasisPoints);

  return {
    currencyCode: input.currencyCode,
    tradeUnit: input.tradeUnit,
    weight: input.weight,
    numberOfItems: input.numberOfItems ?? null,
    netPricePerUnit: input.netPricePerUnit,
    serviceFeePerUnit,
    deliveryFeePerUnit: deliveryPerUnit,
    pricePerUnit,
    netTotal: multiplyPrice(input.netPricePerUnit, quantity),
    totalExVat,
    deliveryCosts: multiplyPrice(deliveryPerUnit, quantity),
    serviceFees: multiplyPrice(serviceFeePerUnit, quantity),
    vatPercent: basisPointsToPercent(vatBasisPoints),
    vat,
    totalPrice: totalExVat + vat,
    offerPricePerUnit: offer,
    offerTotalExVat,
    offerVat,
    offerTotalPrice: offerTotalExVat === null || offerVat === null ? null : offerTotalExVat + offerVat,
  };
}

/** The `pricing` block of a listing reply from a price summary. */
export function toListingPricing(summary: PriceSummary): ListingPricingFigures {
  return {
    currencyCode: summary.currencyCode,
    netPricePerUnit: summary.netPricePerUnit,
    priceIncludingDelivery: { value: summary.pricePerUnit },
    totalExcludingVat: { value: summary.totalExVat },
  };
}

/** True when the trade unit prices by the item, so the summary shows a number of items. */
export function showsNumberOfItems(tradeUnit: PricingUnit): boolean {
  return isItemUnit(tradeUnit);
}
