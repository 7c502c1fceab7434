import { describe, expect, it } from 'vitest';
import { searchWithStatuses, statusesFromSearch } from './status-filter-param';

describe('the status filter in the address (issue 23, item 17)', () => {
  it('reads the statuses in the filter order, leaving out unknown, repeated and DRAFT', () => {
    expect(statusesFromSearch('?status=EXPIRED,PUBLISHED')).toEqual(['PUBLISHED', 'EXPIRED']);
    expect(statusesFromSearch('?status=PUBLISHED,BOGUS,PUBLISHED,DRAFT')).toEqual(['PUBLISHED']);
    expect(statusesFromSearch('?status=')).toEqual([]);
  });

  it('tells an address without the parameter from an empty filter', () => {
    expect(statusesFromSearch('')).toBeNull();
    expect(statusesFromSearch('?other=1')).toBeNull();
  });

  it('writes the statuses comma-separated and drops the parameter when none is chosen', () => {
    expect(searchWithStatuses('', ['EXPIRED', 'PUBLISHED'])).toBe('?status=PUBLISHED,EXPIRED');
    expect(searchWithStatuses('?status=PURCHASED&x=1', ['PUBLISHED'])).toBe('?status=PUBLISHED&x=1');
    expect(searchWithStatuses('?status=PURCHASED', [])).toBe('');
    expect(statusesFromSearch(searchWithStatuses('', ['PURCHASED', 'WITHDRAWN']))).toEqual(['PURCHASED', 'WITHDRAWN']);
  });
});
