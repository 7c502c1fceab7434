import { z } from 'zod';
import { MAX_BASIS_POINTS, MAX_NET_PRICE_PER_UNIT } from './input-limits';
import { PRODUCTS } from './material-catalogue';
import type { Product } from './material-catalogue';

/*
 * The service and delivery fees added to a seller's net price (spec 001 §1: amounts not shown).
 * The schedule is configuration: the server passes its own; DEFAULT_FEE_SCHEDULE holds our
 * starting values. A rule may name a product, an origin (pickup) country and a destination
 * (delivery) country; the matching rule that names the most of them wins, the first on a tie.
 */

export const feeRule = z.object({
  product: z.enum(PRODUCTS).optional(),
  originCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  destinationCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** The service fee as a share of the net price, in basis points (300 = 3 %). */
  serviceFeeBasisPoints: z.number().int().min(0).max(MAX_BASIS_POINTS),
  /** The delivery fee per tonne in minor units, by currency (GBP, EUR). */
  deliveryFeePerTonne: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().min(0).max(MAX_NET_PRICE_PER_UNIT)),
});
export type FeeRule = z.infer<typeof feeRule>;

const isCatchAll = (r: FeeRule) => !r.product && !r.originCountry && !r.destinationCountry;

/** A fee schedule as the server reads it from configuration; it needs one rule that matches everything. */
export const feeSchedule = z.object({
  rules: z
    .array(feeRule)
    .min(1)
    .refine((rules) => rules.some(isCatchAll), {
      message: 'The fee schedule needs a rule without product or countries.',
    }),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;

/**
 * Our starting fees: 3 % service fee everywhere; delivery £30/€35 a tonne within the UK, Germany
 * or Spain, £35/€40 for coil within the UK (coil travels on cradle trailers), £65/€75 across a
 * border. Replace them through configuration once commercial terms are set.
 */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  rules: [
    { serviceFeeBasisPoints: 300, deliveryFeePerTonne: { GBP: 6_500, EUR: 7_500 } },
    {
      originCountry: 'GB',
      destinationCountry: 'GB',
      serviceFeeBasisPoints: 300,
      deliveryFeePerTonne: { GBP: 3_000, EUR: 3_500 },
    },
    {
      originCountry: 'DE',
      destinationCountry: 'DE',
      serviceFeeBasisPoints: 300,
      deliveryFeePerTonne: { GBP: 3_000, EUR: 3_500 },
    },
    {
      originCountry: 'ES',
      destinationCountry: 'ES',
      serviceFeeBasisPoints: 300,
      deliveryFeePerTonne: { GBP: 3_000, EUR: 3_500 },
    },
    {
      product: 'COIL',
      originCountry: 'GB',
      destinationCountry: 'GB',
      serviceFeeBasisPoints: 300,
      deliveryFeePerTonne: { GBP: 3_500, EUR: 4_000 },
    },
  ],
};

/** What a fee depends on. */
export interface FeeRoute {
  product: Product;
  originCountry: string;
  destinationCountry: string;
}

/** The rule for a product and route: the most specific match, the first on a tie. */
export function findFeeRule(schedule: FeeSchedule, route: FeeRoute): FeeRule {
  let best: FeeRule | undefined;
  let bestScore = -1;
  for (const r of schedule.rules) {
    if (r.product && r.product !== route.product) continue;
    if (r.originCountry && r.originCountry !== route.originCountry.toUpperCase()) continue;
    if (r.destinationCountry && r.destinationCountry !== route.destinationCountry.toUpperCase()) continue;
    const score = Number(!!r.product) + Number(!!r.originCountry) + Number(!!r.destinationCountry);
    if (score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  if (!best) throw new RangeError('The fee schedule has no rule for this route');
  return best;
}

/** The delivery fee per tonne of a rule in a currency; a schedule without the currency is a configuration error. */
export function deliveryFeePerTonne(rule: FeeRule, currencyCode: string): number {
  const fee = rule.deliveryFeePerTonne[currencyCode.toUpperCase()];
  if (fee === undefined) throw new RangeError(`The fee schedule has no delivery fee in ${currencyCode}`);
  return fee;
}
