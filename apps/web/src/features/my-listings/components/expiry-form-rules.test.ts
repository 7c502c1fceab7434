import { describe, expect, it } from 'vitest';
import { expiryChangeSchema, priceChangeSchema, renewalSchema } from './expiry-form-rules';

const EXPIRY = '2026-03-20T14:00:00.000Z';

const priceMessage = (price: number | null) =>
  priceChangeSchema('GBP')
    .safeParse({ price })
    .error?.issues.map((issue) => issue.message);

describe('expiry card forms', () => {
  it('sends a typed price as the price body in minor units', () => {
    expect(priceChangeSchema('GBP').parse({ price: 620.5 })).toEqual({
      sellingPrice: { value: 62_050, currencyCode: 'GBP' },
    });
  });

  it('answers a wrong price with the §5 messages', () => {
    expect(priceMessage(null)).toEqual(['shared.validation.required']);
    expect(priceMessage(Number.NaN)).toEqual(['shared.validation.notANumber']);
    expect(priceMessage(0.001)).toEqual(['shared.validation.invalidValue']);
    expect(priceMessage(0)).toEqual(['shared.validation.higherNumber']);
    expect(priceMessage(1_000_000.01)).toEqual(['shared.validation.lowerNumber']);
    expect(priceMessage(1_000_000)).toBeUndefined();
  });

  it('needs a chosen expiry; a renewal keeps the price when none is typed', () => {
    expect(expiryChangeSchema.safeParse({ expiresAt: null }).success).toBe(false);
    expect(expiryChangeSchema.parse({ expiresAt: EXPIRY })).toEqual({ expiresAt: EXPIRY });
    const renewal = renewalSchema('EUR');
    expect(renewal.safeParse({ expiresAt: null, price: 600 }).success).toBe(false);
    expect(renewal.parse({ expiresAt: EXPIRY, price: null })).toEqual({ expiresAt: EXPIRY });
    expect(renewal.parse({ expiresAt: EXPIRY, price: 600 })).toEqual({
      expiresAt: EXPIRY,
      sellingPrice: { value: 60_000, currencyCode: 'EUR' },
    });
    expect(renewal.safeParse({ expiresAt: EXPIRY, price: 0 }).error?.issues[0]?.message).toBe(
      'shared.validation.higherNumber',
    );
  });
});
