import { z } from 'zod';
import { MAX_LISTING_WEIGHT_TONNES, NUMBER_OF_ITEMS_MAX } from './input-limits';

/* Target price (TARGET_PRICE feature, spec 001 §5): the market minimum a buyer's target price is held to. */

/**
 * The minimum target price is this share of the median net price per tonne of live comparable
 * listings (same product and material type as the search, any seller of another organisation, in
 * any currency converted to the buyer's at the configured rates, rounded down: decision 173).
 */
export const TARGET_PRICE_MINIMUM_SHARE_PERCENT = 80;

export const TARGET_PRICE_MESSAGES = {
  // spec 001 §5: a target price below market minimum asks for a higher amount
  tooLow: 'Please enter a higher amount to match the market value.',
  featureRequired: 'Target prices are not enabled for your account.',
} as const;

/** `GET api/universal/search-listings/target-price-minimum`: the search's filter, weight (t), number of items. */
export const targetPriceMinimumQuery = z.object({
  filter: z.string().max(2000).optional(),
  currencyCode: z.enum(['GBP', 'EUR']).optional(),
  weight: z.coerce.number().positive().max(MAX_LISTING_WEIGHT_TONNES).optional(),
  numberOfItems: z.coerce.number().int().positive().max(NUMBER_OF_ITEMS_MAX).optional(),
});
export type TargetPriceMinimumQuery = z.input<typeof targetPriceMinimumQuery>;

export const targetPriceMinimumReply = z.object({
  currencyCode: z.string().length(3),
  /** Minor units per tonne; null when no comparable listing is live (any price is accepted). */
  minimumPerTonne: z.number().int().nullable(),
  /** For the given weight; null without weight or minimum. */
  minimumTotal: z.number().int().nullable(),
  /** For the given weight and number of items; null without both. */
  minimumPerItem: z.number().int().nullable(),
  /** How many live listings the median was taken over. */
  comparableListings: z.number().int(),
});
export type TargetPriceMinimumReply = z.infer<typeof targetPriceMinimumReply>;

/** The median of prices (minor units), rounded half-up; null for none. */
export function medianPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The minimum target price from the net prices per tonne of live comparable listings:
 * ceil(80 % of the median) per tonne; × weight (t) for the total; ÷ number of items per item
 * (each rounded up to a minor unit, so a price at the minimum is never refused by rounding).
 */
export function targetPriceMinimum(
  pricesPerTonne: readonly number[],
  currencyCode: string,
  options: { weight?: number | null; numberOfItems?: number | null } = {},
): TargetPriceMinimumReply {
  const median = medianPrice(pricesPerTonne);
  const minimumPerTonne = median == null ? null : Math.ceil((median * TARGET_PRICE_MINIMUM_SHARE_PERCENT) / 100);
  const minimumTotal =
    minimumPerTonne != null && options.weight != null ? Math.ceil(minimumPerTonne * options.weight) : null;
  const minimumPerItem =
    minimumTotal != null && options.numberOfItems != null ? Math.ceil(minimumTotal / options.numberOfItems) : null;
  return { currencyCode, minimumPerTonne, minimumTotal, minimumPerItem, comparableListings: pricesPerTonne.length };
}

/** Checks a target price per tonne against the minimum: the §5 message, or null when fine. */
export function checkTargetPrice(targetPerTonne: number, minimum: Pick<TargetPriceMinimumReply, 'minimumPerTonne'>) {
  if (minimum.minimumPerTonne != null && targetPerTonne < minimum.minimumPerTonne) return TARGET_PRICE_MESSAGES.tooLow;
  return null;
}
