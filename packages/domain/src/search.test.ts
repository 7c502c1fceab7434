import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from './paging';
import {
  expandOrigins,
  filterToSearchForm,
  isNewListing,
  neighbouringGrades,
  searchForm,
  searchFormToFilter,
  searchListingsQuery,
} from './search';
import { checkTargetPrice, medianPrice, targetPriceMinimum, TARGET_PRICE_MESSAGES } from './target-price';

describe('search form and filter', () => {
  it('writes the form in the filter syntax and reads it back', () => {
    const form = searchForm.parse({
      product: 'COIL',
      materialType: 'MILD_STEEL',
      definition: 'HOT_ROLLED',
      grade: 'S355J2',
      minThickness: 3,
      maxThickness: 3,
      minWidth: 1400,
      maxWidth: 1600,
      minLength: 2000,
      weight: 20,
      numberOfItems: 2,
      origin: ['DE', 'WESTERN_EUROPE'],
      prime: true,
      targetPrice: { value: 50000, currencyCode: 'EUR' },
    });
    const filter = searchFormToFilter(form);
    expect(filter).toBe(
      'material.product=COIL;material.materialType=MILD_STEEL;material.definition=HOT_ROLLED;material.grade=S355J2;' +
        'materialDimensions.thickness=3;materialDimensions.width>1400;materialDimensions.width<1600;' +
        'materialDimensions.length>2000;weight>20;numberOfItems>2;origin=DE|WESTERN_EUROPE;prime=true',
    );
    const back = filterToSearchForm(filter);
    expect(back).toEqual({
      product: 'COIL',
      materialType: 'MILD_STEEL',
      definition: 'HOT_ROLLED',
      grade: 'S355J2',
      minThickness: 3,
      maxThickness: 3,
      minWidth: 1400,
      maxWidth: 1600,
      minLength: 2000,
      weight: 20,
      numberOfItems: 2,
      origin: ['DE', 'WESTERN_EUROPE'],
      prime: true,
    });
  });

  it('accepts countries and WESTERN_EUROPE as origins', () => {
    expect(searchForm.safeParse({ origin: ['GB', 'WESTERN_EUROPE'] }).success).toBe(true);
    expect(searchForm.safeParse({ origin: ['EUROPE'] }).success).toBe(false);
  });

  it('has no filter for an empty form', () => {
    expect(searchFormToFilter({})).toBeUndefined();
    expect(filterToSearchForm(undefined)).toEqual({});
  });

  it('refuses unknown properties and values', () => {
    expect(() => filterToSearchForm('material.colour=RED')).toThrow(FilterSyntaxError);
    expect(() => filterToSearchForm('material.product=BAR')).toThrow(FilterSyntaxError);
    expect(() => filterToSearchForm('materialDimensions.thickness>abc')).toThrow(FilterSyntaxError);
    expect(() => filterToSearchForm('origin=XX')).toThrow(FilterSyntaxError);
    expect(() => filterToSearchForm('prime=maybe')).toThrow(FilterSyntaxError);
    expect(() => filterToSearchForm('weight<3')).toThrow(FilterSyntaxError);
  });

  it('defaults the query to 10 a page by relevance', () => {
    expect(searchListingsQuery.parse({})).toEqual({ limit: 10, offset: 0, sort: 'RELEVANCE' });
    expect(() => searchListingsQuery.parse({ sort: 'NAME' })).toThrow();
  });
});

describe('search rules', () => {
  it('expands Western Europe', () => {
    const countries = expandOrigins(['WESTERN_EUROPE', 'CN']);
    expect(countries).toEqual(expect.arrayContaining(['DE', 'GB', 'CH', 'NO', 'CN']));
    expect(countries).not.toContain('US');
  });

  it('marks listings new for 24 hours', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(isNewListing('2026-03-01T12:00:01Z', now)).toBe(true);
    expect(isNewListing('2026-03-01T12:00:00Z', now)).toBe(false);
  });

  it('finds neighbouring grades', () => {
    expect(neighbouringGrades('S355J2').sort()).toEqual(['S355J0', 'S355K2']);
    expect(neighbouringGrades('UNKNOWN')).toEqual([]);
  });

  it('derives the target price minimum from the median', () => {
    expect(medianPrice([])).toBeNull();
    expect(medianPrice([3, 1, 2])).toBe(2);
    expect(medianPrice([1, 2, 3, 4])).toBe(3);
    const min = targetPriceMinimum([60000, 70000, 80000], 'EUR', { weight: 2.5, numberOfItems: 3 });
    expect(min).toEqual({
      currencyCode: 'EUR',
      minimumPerTonne: 56000,
      minimumTotal: 140000,
      minimumPerItem: 46667,
      comparableListings: 3,
    });
    expect(checkTargetPrice(55999, min)).toBe(TARGET_PRICE_MESSAGES.tooLow);
    expect(checkTargetPrice(56000, min)).toBeNull();
    expect(checkTargetPrice(1, targetPriceMinimum([], 'EUR'))).toBeNull();
  });
});
