import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, pageInfo, parseFilter, parseSort, serializeFilter, serializeSort } from './paging';

describe('filter syntax', () => {
  it('round-trips single and list criteria', () => {
    const criteria = [
      { property: 'addressType', comparator: '=' as const, value: ['INVOICE', 'WAREHOUSE'] },
      { property: 'createdAt', comparator: '>' as const, value: '2026-01-01' },
    ];
    const raw = serializeFilter(criteria);
    expect(raw).toBe('addressType=INVOICE|WAREHOUSE;createdAt>2026-01-01');
    expect(parseFilter(raw)).toEqual(criteria);
  });

  it('refuses list values with a comparator other than =', () => {
    expect(() => parseFilter('weight>1|2')).toThrow('Invalid filter criteria');
    expect(() => serializeFilter([{ property: 'w', comparator: '<', value: ['1', '2'] }])).toThrow(FilterSyntaxError);
  });

  it('refuses missing properties, values and unknown comparators', () => {
    for (const bad of ['=x', 'name=', 'name~x', 'name!x', ';', 'a=1;;b=2', 'na me=x', 'a=1|']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterSyntaxError);
    }
  });

  it('treats an empty filter as no criteria', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('  ')).toEqual([]);
  });
});

describe('sort syntax', () => {
  it('round-trips and lowercases the direction', () => {
    expect(parseSort('primary:DESC;postalCode:asc')).toEqual([
      { property: 'primary', direction: 'desc' },
      { property: 'postalCode', direction: 'asc' },
    ]);
    expect(serializeSort([{ property: 'name', direction: 'asc' }])).toBe('name:asc');
  });

  it('refuses a sort without a direction', () => {
    expect(() => parseSort('name')).toThrow(FilterSyntaxError);
    expect(() => parseSort('name:up')).toThrow(FilterSyntaxError);
  });
});

describe('pageInfo', () => {
  it('counts pages from limit and offset', () => {
    expect(pageInfo(25, 10, 20)).toEqual({ currentPage: 3, maxPages: 3, totalItems: 25 });
    expect(pageInfo(0, 10, 0)).toEqual({ currentPage: 1, maxPages: 1, totalItems: 0 });
  });
});
