import { z } from 'zod';
import { toSafeNumber, toScaledInteger } from './exact-arithmetic';
import { SUPPORTED_CURRENCIES, type ExchangeRates } from './constants';

// the default rates live in constants.ts (no zod: the web's shell needs them at start), re-exported here
export { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from './constants';

/*
 * Credit across currencies (decision 83): an organisation's credit line is in its own currency, but
 * it buys from sellers in other countries. A credit purchase in another currency is charged to the
 * credit line at the configured rate (EXCHANGE_RATES_JSON), rounded up; the credit a buyer may spend
 * in another currency is converted rounded down. The order itself stays in the seller's currency.
 */

const RATE_PLACES = 6;

export const exchangeRates = z.record(z.string().length(3), z.number().positive()).superRefine((rates, ctx) => {
  for (const currency of SUPPORTED_CURRENCIES) {
    if (!(currency in rates)) ctx.addIssue({ code: 'custom', message: `needs a rate for ${currency}` });
  }
});

export type Rounding = 'down' | 'up';

/** An amount in minor units converted between currencies (both with two decimals). */
export function convertMinor(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates,
  rounding: Rounding,
): number {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (fromRate == null || toRate == null) throw new RangeError(`No exchange rate between ${from} and ${to}`);
  const numerator = BigInt(amount) * toScaledInteger(fromRate, RATE_PLACES);
  const denominator = toScaledInteger(toRate, RATE_PLACES);
  const quotient = numerator / denominator;
  const exact = quotient * denominator === numerator;
  return toSafeNumber(rounding === 'up' && !exact && amount > 0 ? quotient + 1n : quotient);
}

/** The rate to multiply an amount in `from` by to get `to` (for display: "1 EUR = 0.8621 GBP"). */
export function exchangeRate(from: string, to: string, rates: ExchangeRates): number {
  const fromRate = rates[from];
  const toRate = rates[to];
  if (fromRate == null || toRate == null) throw new RangeError(`No exchange rate between ${from} and ${to}`);
  return fromRate / toRate;
}
