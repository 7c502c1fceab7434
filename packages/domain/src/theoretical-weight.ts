import { divideRoundHalfUp, fromScaledInteger, toSafeNumber, toScaledInteger } from './exact-arithmetic';
import type { MaterialType, Product } from './material-catalogue';

/*
 * Weights and trade units. Weights are computed in whole grams on bigint; a weight is written with
 * three decimals in its unit: tonnes to the kilogram, kilograms to the gram. Quantities in the
 * trade unit are held as thousandths, so a price times a quantity is one exact integer product.
 */

/** Units a listing is priced in (spec 001 §9): per tonne, kilogram, or per sheet, plate or tread plate. */
export const PRICING_UNITS = ['TON', 'KILOGRAM', 'SHEET', 'PLATE', 'TREAD'] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];
export const DEFAULT_TRADE_UNIT: PricingUnit = 'TON';

export const WEIGHT_UNITS = ['TON', 'KILOGRAM'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Per-item units; each belongs to the stackable product of the same name. */
export const ITEM_UNITS = ['SHEET', 'PLATE', 'TREAD'] as const satisfies readonly PricingUnit[];
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** True for SHEET, PLATE and TREAD. */
export function isItemUnit(unit: string | null | undefined): unit is ItemUnit {
  return (ITEM_UNITS as readonly string[]).includes(unit ?? '');
}

/** The units a product may be priced in: by weight always, by item only in its own unit (a sheet per SHEET). */
export function pricingUnitsFor(product: Product | null | undefined): readonly PricingUnit[] {
  return isItemUnit(product) ? ['TON', 'KILOGRAM', product] : ['TON', 'KILOGRAM'];
}

/**
 * How the weight is found: BY_WEIGHT entered by the seller (weighed coil), BY_ITEM calculated from
 * the number of items and the dimensions (theoretical and read-only, spec 001 §4).
 */
export const TRADE_UNIT_CALCULATIONS = ['BY_WEIGHT', 'BY_ITEM'] as const;
export type TradeUnitCalculation = (typeof TRADE_UNIT_CALCULATIONS)[number];

/** Weights carry at most three decimals in their unit. */
export const WEIGHT_DECIMALS = 3;

/** The unit a listing's `weight` is written in: kilograms when priced per kilogram, otherwise tonnes. */
export function weightUnitOf(tradeUnit: PricingUnit): WeightUnit {
  return tradeUnit === 'KILOGRAM' ? 'KILOGRAM' : 'TON';
}

/** Densities in kg/m³: 7.85 kg/dm³ for carbon steel, coated or not (the coating is ignored), 7.9 for stainless. */
export const DENSITY_KG_PER_CUBIC_METRE: Readonly<Record<MaterialType, number>> = {
  MILD_STEEL: 7_850,
  COATED_STEEL: 7_850,
  PRE_PAINTED: 7_850,
  STAINLESS_STEEL: 7_900,
};

const GRAMS_PER: Record<WeightUnit, bigint> = { TON: 1_000_000n, KILOGRAM: 1_000n };

export interface TheoreticalWeightInput {
  materialType: MaterialType;
  /** Millimetres, at most two decimals. */
  thickness: number;
  /** Millimetres, at most two decimals (whole in listings). */
  width: number;
  /** Millimetres, at most two decimals (whole in listings). */
  length: number;
  numberOfItems: number;
}

/**
 * Theoretical weight in whole grams, rounded half-up: thickness × width × length (mm) × density ×
 * number of items. Dimensions are scaled to hundredths of a millimetre, so the product is exact.
 */
export function theoreticalWeightGrams(input: TheoreticalWeightInput): number {
  const { thickness, width, length, numberOfItems } = input;
  if (!Number.isInteger(numberOfItems) || numberOfItems < 0)
    throw new RangeError('numberOfItems must be a whole number');
  const hundredths = [thickness, width, length].map((mm) => toScaledInteger(mm, 2));
  const density = BigInt(DENSITY_KG_PER_CUBIC_METRE[input.materialType]);
  // (mm/100)³ × kg/m³ → g: × 1e-6 (hundredths³) × 1e-9 (mm³ per m³) × 1e3 (g per kg) = / 1e12
  const numerator = hundredths.reduce((a, b) => a * b, 1n) * density * BigInt(numberOfItems);
  return toSafeNumber(divideRoundHalfUp(numerator, 1_000_000_000_000n));
}

/** Whole grams as a weight in a unit: tonnes rounded half-up to the kilogram, kilograms exact to the gram. */
export function gramsToWeight(grams: number, unit: WeightUnit): number {
  const g = BigInt(grams);
  if (unit === 'KILOGRAM') return fromScaledInteger(g, WEIGHT_DECIMALS);
  return fromScaledInteger(divideRoundHalfUp(g, 1_000n), WEIGHT_DECIMALS);
}

/** A weight (at most three decimals) in whole grams; throws a RangeError for a finer weight. */
export function weightToGrams(weight: number, unit: WeightUnit): number {
  const thousandths = toScaledInteger(weight, WEIGHT_DECIMALS);
  return toSafeNumber((thousandths * GRAMS_PER[unit]) / 1_000n);
}

/** Converts a weight between tonnes and kilograms, with the rounding of gramsToWeight. */
export function convertWeight(weight: number, from: WeightUnit, to: WeightUnit): number {
  return gramsToWeight(weightToGrams(weight, from), to);
}

/** The theoretical weight in a unit (three decimals). */
export function theoreticalWeight(input: TheoreticalWeightInput, unit: WeightUnit): number {
  return gramsToWeight(theoreticalWeightGrams(input), unit);
}

/** What a listing's quantity is made of: the weight in weightUnitOf(tradeUnit), and the items. */
export interface TradeQuantity {
  tradeUnit: PricingUnit;
  weight: number;
  numberOfItems?: number | null;
}

/**
 * The quantity in the trade unit, in thousandths: tonnes or kilograms with three decimals, or
 * the number of items × 1000 when priced per item (which needs numberOfItems).
 */
export function quantityInThousandths(q: TradeQuantity): bigint {
  if (isItemUnit(q.tradeUnit)) {
    if (q.numberOfItems == null || !Number.isInteger(q.numberOfItems)) {
      throw new RangeError(`A price per ${q.tradeUnit} needs a whole number of items`);
    }
    return BigInt(q.numberOfItems) * 1_000n;
  }
  return toScaledInteger(q.weight, WEIGHT_DECIMALS);
}

/** A price per unit (minor units) times a quantity in thousandths, rounded half-up to a minor unit. */
export function multiplyPrice(pricePerUnit: number, thousandths: bigint): number {
  return toSafeNumber(divideRoundHalfUp(BigInt(pricePerUnit) * thousandths, 1_000n));
}

/** The total of a net price per trade unit (minor units) for the listing's quantity. */
export function totalPrice(pricePerUnit: number, quantity: TradeQuantity): number {
  return multiplyPrice(pricePerUnit, quantityInThousandths(quantity));
}

/** Grams in one unit; an item's grams must be given for the per-item units. */
export function gramsPerUnit(unit: PricingUnit, gramsPerItem?: number | null): bigint {
  if (unit === 'TON' || unit === 'KILOGRAM') return GRAMS_PER[unit];
  if (gramsPerItem == null || !Number.isInteger(gramsPerItem) || gramsPerItem <= 0) {
    throw new RangeError(`Converting a price per ${unit} needs the item's weight in whole grams`);
  }
  return BigInt(gramsPerItem);
}

/**
 * Converts a price per unit between units through the weight they stand for, rounded half-up to
 * a minor unit: £650.00/t is 65p/kg; per item it needs the item's (theoretical) weight in grams.
 */
export function convertUnitPrice(
  pricePerUnit: number,
  from: PricingUnit,
  to: PricingUnit,
  gramsPerItem?: number | null,
): number {
  if (from === to) return pricePerUnit;
  const numerator = BigInt(pricePerUnit) * gramsPerUnit(to, gramsPerItem);
  return toSafeNumber(divideRoundHalfUp(numerator, gramsPerUnit(from, gramsPerItem)));
}
