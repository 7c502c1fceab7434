import { describe, expect, it } from 'vitest';
import {
  convertUnitPrice,
  convertWeight,
  gramsToWeight,
  pricingUnitsFor,
  quantityInThousandths,
  theoreticalWeight,
  theoreticalWeightGrams,
  totalPrice,
  weightToGrams,
  weightUnitOf,
} from './theoretical-weight';

describe('theoretical weight', () => {
  it('is thickness × width × length × 7.85 kg/dm³ × items, in whole grams rounded half-up', () => {
    const sheet = { materialType: 'MILD_STEEL' as const, thickness: 2, width: 1250, length: 2500, numberOfItems: 1 };
    // 6.25 dm³ × 7.85 = 49.0625 kg
    expect(theoreticalWeightGrams(sheet)).toBe(49_063);
    expect(theoreticalWeightGrams({ ...sheet, numberOfItems: 10 })).toBe(490_625);
    expect(theoreticalWeight({ ...sheet, numberOfItems: 10 }, 'KILOGRAM')).toBe(490.625);
    expect(theoreticalWeight({ ...sheet, numberOfItems: 10 }, 'TON')).toBe(0.491);
  });
  it('uses 7.9 kg/dm³ for stainless steel and the same 7.85 for coated steel', () => {
    const dims = { thickness: 1.5, width: 1000, length: 2000, numberOfItems: 1 };
    expect(theoreticalWeightGrams({ ...dims, materialType: 'STAINLESS_STEEL' })).toBe(23_700);
    expect(theoreticalWeightGrams({ ...dims, materialType: 'COATED_STEEL' })).toBe(23_550);
    expect(theoreticalWeightGrams({ ...dims, materialType: 'PRE_PAINTED' })).toBe(23_550);
  });
  it('is exact for thin sheet and heavy plate', () => {
    expect(
      theoreticalWeightGrams({
        materialType: 'MILD_STEEL',
        thickness: 0.45,
        width: 1000,
        length: 2000,
        numberOfItems: 1,
      }),
    ).toBe(7_065);
    expect(
      theoreticalWeight(
        { materialType: 'MILD_STEEL', thickness: 20, width: 2000, length: 6000, numberOfItems: 3 },
        'TON',
      ),
    ).toBe(5.652);
    expect(
      theoreticalWeightGrams({ materialType: 'MILD_STEEL', thickness: 2, width: 1250, length: 2500, numberOfItems: 0 }),
    ).toBe(0);
  });
  it('refuses finer dimensions than 0.01 mm and partial items', () => {
    const plate = {
      materialType: 'MILD_STEEL' as const,
      thickness: 0.455,
      width: 1000,
      length: 2000,
      numberOfItems: 1,
    };
    expect(() => theoreticalWeightGrams(plate)).toThrow(RangeError);
    expect(() => theoreticalWeightGrams({ ...plate, thickness: 1, numberOfItems: 1.5 })).toThrow(RangeError);
  });
});

describe('weights and units', () => {
  it('writes tonnes to the kilogram (half-up) and kilograms to the gram', () => {
    expect(gramsToWeight(1_500, 'TON')).toBe(0.002);
    expect(gramsToWeight(1_499, 'TON')).toBe(0.001);
    expect(gramsToWeight(1_499, 'KILOGRAM')).toBe(1.499);
    expect(weightToGrams(24.5, 'TON')).toBe(24_500_000);
    expect(weightToGrams(0.001, 'KILOGRAM')).toBe(1);
    expect(() => weightToGrams(1.2345, 'TON')).toThrow(RangeError);
  });
  it('converts between tonnes and kilograms', () => {
    expect(convertWeight(24.5, 'TON', 'KILOGRAM')).toBe(24_500);
    expect(convertWeight(1_234.567, 'KILOGRAM', 'TON')).toBe(1.235);
    expect(convertWeight(0.3, 'TON', 'TON')).toBe(0.3);
  });
  it('offers item units only for the matching stackable product', () => {
    expect(pricingUnitsFor('SHEET')).toEqual(['TON', 'KILOGRAM', 'SHEET']);
    expect(pricingUnitsFor('TREAD')).toEqual(['TON', 'KILOGRAM', 'TREAD']);
    expect(pricingUnitsFor('COIL')).toEqual(['TON', 'KILOGRAM']);
    expect(pricingUnitsFor('PACKAGE')).toEqual(['TON', 'KILOGRAM']);
    expect(weightUnitOf('KILOGRAM')).toBe('KILOGRAM');
    expect(weightUnitOf('TON')).toBe('TON');
    expect(weightUnitOf('PLATE')).toBe('TON');
  });
});

describe('total price', () => {
  it('multiplies the price per unit by the quantity exactly', () => {
    expect(quantityInThousandths({ tradeUnit: 'TON', weight: 24.5 })).toBe(24_500n);
    expect(quantityInThousandths({ tradeUnit: 'SHEET', weight: 0.491, numberOfItems: 10 })).toBe(10_000n);
    // £650.00/t × 24.5 t
    expect(totalPrice(65_000, { tradeUnit: 'TON', weight: 24.5 })).toBe(1_592_500);
    // 0.1 + 0.2 style weights stay exact
    expect(totalPrice(100, { tradeUnit: 'TON', weight: 0.3 })).toBe(30);
    // 10.05 × 0.5 kg = 5.025 → 5.03
    expect(totalPrice(1_005, { tradeUnit: 'KILOGRAM', weight: 0.5 })).toBe(503);
    expect(totalPrice(3_200, { tradeUnit: 'SHEET', weight: 0.491, numberOfItems: 10 })).toBe(32_000);
  });
  it('needs the number of items to price per item', () => {
    expect(() => quantityInThousandths({ tradeUnit: 'PLATE', weight: 5 })).toThrow(RangeError);
  });
  it('converts prices between units through their weight', () => {
    expect(convertUnitPrice(65_000, 'TON', 'KILOGRAM')).toBe(65);
    expect(convertUnitPrice(65_555, 'TON', 'KILOGRAM')).toBe(66);
    expect(convertUnitPrice(65, 'KILOGRAM', 'TON')).toBe(65_000);
    // a 49.063 kg sheet at £650/t
    expect(convertUnitPrice(65_000, 'TON', 'SHEET', 49_063)).toBe(3_189);
    expect(convertUnitPrice(3_189, 'SHEET', 'TON', 49_063)).toBe(64_998);
    expect(convertUnitPrice(3_189, 'SHEET', 'SHEET')).toBe(3_189);
    expect(() => convertUnitPrice(65_000, 'TON', 'SHEET')).toThrow(RangeError);
  });
});
