import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES, convertMinor, exchangeRates } from './exchange-rates';

describe('convertMinor', () => {
  it('leaves an amount in its own currency alone', () => {
    expect(convertMinor(12_345, 'GBP', 'GBP', DEFAULT_EXCHANGE_RATES, 'up')).toBe(12_345);
  });

  it('charges a foreign amount rounded up and spends credit rounded down', () => {
    // €1,000.00 at GBP 1.16 per EUR 1 → £862.068… : charged £862.07, €1,000.00 of credit is £862.06
    expect(convertMinor(100_000, 'EUR', 'GBP', DEFAULT_EXCHANGE_RATES, 'up')).toBe(86_207);
    expect(convertMinor(100_000, 'EUR', 'GBP', DEFAULT_EXCHANGE_RATES, 'down')).toBe(86_206);
    expect(convertMinor(100_000, 'GBP', 'EUR', DEFAULT_EXCHANGE_RATES, 'down')).toBe(116_000);
  });

  it('refuses a currency without a rate', () => {
    expect(() => convertMinor(1, 'USD', 'EUR', DEFAULT_EXCHANGE_RATES, 'up')).toThrow(RangeError);
  });

  it('validates a configured table', () => {
    expect(exchangeRates.safeParse({ EUR: 1, GBP: 1.15 }).success).toBe(true);
    expect(exchangeRates.safeParse({ EUR: 1 }).success).toBe(false);
    expect(exchangeRates.safeParse({ EUR: 1, GBP: -1 }).success).toBe(false);
  });
});
