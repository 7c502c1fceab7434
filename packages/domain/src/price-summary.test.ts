import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE, deliveryFeePerTonne, feeSchedule, findFeeRule } from './fee-schedule';
import type { FeeSchedule } from './fee-schedule';
import { computePriceSummary, deliveryFeePerUnit, showsNumberOfItems, toListingPricing } from './price-summary';
import type { PriceSummaryInput } from './price-summary';
import { DEFAULT_VAT_BASIS_POINTS, basisPointsToPercent, vatBasisPointsFor } from './vat-rates';

const ukSheet: PriceSummaryInput = {
  product: 'SHEET',
  tradeUnit: 'TON',
  currencyCode: 'GBP',
  netPricePerUnit: 65_000,
  weight: 24.5,
  originCountry: 'GB',
  destinationCountry: 'GB',
};

describe('computePriceSummary', () => {
  it('adds the service and delivery fee per unit and VAT of the buyer country on the total', () => {
    const s = computePriceSummary(ukSheet, DEFAULT_FEE_SCHEDULE);
    expect(s).toMatchObject({
      netPricePerUnit: 65_000,
      serviceFeePerUnit: 1_950,
      deliveryFeePerUnit: 3_000,
      pricePerUnit: 69_950,
      netTotal: 1_592_500,
      totalExVat: 1_713_775,
      deliveryCosts: 73_500,
      serviceFees: 47_775,
      vatPercent: 20,
      vat: 342_755,
      totalPrice: 2_056_530,
      numberOfItems: null,
      offerPricePerUnit: null,
      offerTotalPrice: null,
    });
    expect(toListingPricing(s)).toEqual({
      currencyCode: 'GBP',
      netPricePerUnit: 65_000,
      priceIncludingDelivery: { value: 69_950 },
      totalExcludingVat: { value: 1_713_775 },
    });
  });

  it('takes the most specific fee rule: coil within the UK', () => {
    expect(computePriceSummary({ ...ukSheet, product: 'COIL' }, DEFAULT_FEE_SCHEDULE).deliveryFeePerUnit).toBe(3_500);
  });

  it('charges the cross-border fee and the German VAT, rounding VAT half-up', () => {
    const s = computePriceSummary(
      { ...ukSheet, currencyCode: 'EUR', netPricePerUnit: 60_000, destinationCountry: 'DE' },
      DEFAULT_FEE_SCHEDULE,
    );
    // 1,697,850 × 19 % = 322,591.5
    expect(s).toMatchObject({
      pricePerUnit: 69_300,
      totalExVat: 1_697_850,
      vatPercent: 19,
      vat: 322_592,
      totalPrice: 2_020_442,
    });
  });

  it('applies VAT by the buyer country when it differs from the destination', () => {
    const s = computePriceSummary({ ...ukSheet, buyerCountry: 'ES' }, DEFAULT_FEE_SCHEDULE);
    expect(s.vatPercent).toBe(21);
    expect(computePriceSummary({ ...ukSheet, buyerCountry: 'FI' }, DEFAULT_FEE_SCHEDULE)).toMatchObject({
      vatPercent: 25.5,
      vat: 437_013,
    });
  });

  it('prices per kilogram with the fee per tonne divided down', () => {
    const s = computePriceSummary(
      { ...ukSheet, tradeUnit: 'KILOGRAM', netPricePerUnit: 65, weight: 24_500 },
      DEFAULT_FEE_SCHEDULE,
    );
    expect(s).toMatchObject({
      serviceFeePerUnit: 2,
      deliveryFeePerUnit: 3,
      pricePerUnit: 70,
      totalExVat: 1_715_000,
      vat: 343_000,
    });
  });

  it('prices per item with each item’s share of the delivery fee', () => {
    const s = computePriceSummary(
      { ...ukSheet, tradeUnit: 'SHEET', netPricePerUnit: 3_200, weight: 0.491, numberOfItems: 10 },
      DEFAULT_FEE_SCHEDULE,
    );
    expect(s).toMatchObject({
      deliveryFeePerUnit: 147,
      serviceFeePerUnit: 96,
      pricePerUnit: 3_443,
      totalExVat: 34_430,
      vat: 6_886,
      totalPrice: 41_316,
      numberOfItems: 10,
    });
    expect(showsNumberOfItems('SHEET')).toBe(true);
    expect(showsNumberOfItems('TON')).toBe(false);
  });

  it('works out the offer figures from an offered price including delivery', () => {
    const s = computePriceSummary({ ...ukSheet, offerPricePerUnit: 68_000 }, DEFAULT_FEE_SCHEDULE);
    expect(s).toMatchObject({
      offerPricePerUnit: 68_000,
      offerTotalExVat: 1_666_000,
      offerVat: 333_200,
      offerTotalPrice: 1_999_200,
    });
  });

  it('adds no VAT for buyers outside Europe (exports)', () => {
    const s = computePriceSummary({ ...ukSheet, destinationCountry: 'US' }, DEFAULT_FEE_SCHEDULE);
    expect(s).toMatchObject({ vatPercent: 0, vat: 0, deliveryFeePerUnit: 6_500 });
    expect(s.totalPrice).toBe(s.totalExVat);
  });

  it('takes the schedule and VAT table it is given', () => {
    const schedule: FeeSchedule = { rules: [{ serviceFeeBasisPoints: 0, deliveryFeePerTonne: { GBP: 0 } }] };
    const s = computePriceSummary(ukSheet, schedule, { GB: 500 });
    expect(s).toMatchObject({ pricePerUnit: 65_000, totalExVat: 1_592_500, vatPercent: 5, vat: 79_625 });
  });

  it('refuses impossible input', () => {
    expect(() => computePriceSummary({ ...ukSheet, currencyCode: 'USD' }, DEFAULT_FEE_SCHEDULE)).toThrow(RangeError);
    expect(() => computePriceSummary({ ...ukSheet, tradeUnit: 'SHEET' }, DEFAULT_FEE_SCHEDULE)).toThrow(RangeError);
    expect(() => computePriceSummary({ ...ukSheet, netPricePerUnit: 650.5 }, DEFAULT_FEE_SCHEDULE)).toThrow(RangeError);
    expect(() => computePriceSummary({ ...ukSheet, offerPricePerUnit: -1 }, DEFAULT_FEE_SCHEDULE)).toThrow(RangeError);
    expect(() => deliveryFeePerUnit(3_000, 'PLATE', 5, 0)).toThrow(RangeError);
  });
});

describe('fee schedule', () => {
  const schedule: FeeSchedule = {
    rules: [
      { serviceFeeBasisPoints: 100, deliveryFeePerTonne: { GBP: 1 } },
      { product: 'PLATE', serviceFeeBasisPoints: 200, deliveryFeePerTonne: { GBP: 2 } },
      { originCountry: 'GB', destinationCountry: 'IE', serviceFeeBasisPoints: 300, deliveryFeePerTonne: { GBP: 3 } },
      { destinationCountry: 'IE', serviceFeeBasisPoints: 400, deliveryFeePerTonne: { GBP: 4 } },
      { product: 'PLATE', destinationCountry: 'IE', serviceFeeBasisPoints: 500, deliveryFeePerTonne: { GBP: 5 } },
    ],
  };
  const fee = (product: 'PLATE' | 'COIL', originCountry: string, destinationCountry: string) =>
    findFeeRule(schedule, { product, originCountry, destinationCountry }).serviceFeeBasisPoints;

  it('picks the matching rule naming the most criteria, the first on a tie', () => {
    expect(fee('COIL', 'DE', 'FR')).toBe(100);
    expect(fee('PLATE', 'DE', 'FR')).toBe(200);
    expect(fee('COIL', 'GB', 'IE')).toBe(300);
    expect(fee('COIL', 'DE', 'IE')).toBe(400);
    // PLATE→IE and GB→IE both name two criteria: the earlier rule wins
    expect(fee('PLATE', 'GB', 'IE')).toBe(300);
    expect(fee('PLATE', 'DE', 'ie')).toBe(500);
  });

  it('is read from configuration only with a catch-all rule', () => {
    expect(feeSchedule.parse(DEFAULT_FEE_SCHEDULE)).toEqual(DEFAULT_FEE_SCHEDULE);
    expect(
      feeSchedule.safeParse({ rules: [{ product: 'COIL', serviceFeeBasisPoints: 1, deliveryFeePerTonne: {} }] })
        .success,
    ).toBe(false);
    expect(
      feeSchedule.safeParse({ rules: [{ serviceFeeBasisPoints: 10_001, deliveryFeePerTonne: { GBP: 1 } }] }).success,
    ).toBe(false);
    expect(() =>
      findFeeRule({ rules: [] }, { product: 'COIL', originCountry: 'GB', destinationCountry: 'GB' }),
    ).toThrow(RangeError);
    expect(deliveryFeePerTonne(schedule.rules[0]!, 'gbp')).toBe(1);
  });
});

describe('VAT rates', () => {
  it('knows the operating countries and defaults to none outside Europe', () => {
    expect(vatBasisPointsFor('GB')).toBe(2000);
    expect(vatBasisPointsFor('de')).toBe(1900);
    expect(vatBasisPointsFor('ES')).toBe(2100);
    expect(vatBasisPointsFor('CH')).toBe(810);
    expect(vatBasisPointsFor('US')).toBe(DEFAULT_VAT_BASIS_POINTS);
    expect(basisPointsToPercent(810)).toBe(8.1);
  });
});
