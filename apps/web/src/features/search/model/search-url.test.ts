import { describe, expect, it } from 'vitest';
import { readSearch, resultsPath } from './search-url';
import { changeSearchChoice, hasRange, invertedRanges, takesItemCount } from './search-material';

describe('search URL', () => {
  it('writes the form as filter and sort and reads it back', () => {
    const path = resultsPath(
      'listings',
      { product: 'SHEET', minLength: 2000, maxLength: 3000, origin: ['DE', 'FR'] },
      'WEIGHT_DESCENDING',
    );
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/search/results');
    expect(url.searchParams.get('filter')).toBe(
      'material.product=SHEET;materialDimensions.length>2000;materialDimensions.length<3000;origin=DE|FR',
    );
    const search = readSearch('listings', url.searchParams);
    expect(search.sort).toBe('WEIGHT_DESCENDING');
    expect(search.form).toMatchObject({ product: 'SHEET', minLength: 2000, maxLength: 3000, origin: ['DE', 'FR'] });
  });

  it('keeps only the package filters for packages and drops an unreadable filter', () => {
    expect(resultsPath('packages', { product: 'PACKAGE', materialType: 'MILD_STEEL', weight: 5 })).toBe(
      '/search/packages/results?filter=material.materialType%3DMILD_STEEL%3Bweight%3E5',
    );
    const search = readSearch('listings', new URLSearchParams('filter=colour=red&sort=NOPE'));
    expect(search).toMatchObject({ criteria: [], sort: 'RELEVANCE' });
  });

  it('sends no item-count filter for coil, but for sheet and a search of any product (issue 23, item 20)', () => {
    const filterOf = (path: string) => new URL(path, 'http://localhost').searchParams.get('filter');
    // "Number of items at least" typed for a sheet, then the product changed to coil
    const coil = changeSearchChoice({ product: 'SHEET', numberOfItems: 3, weight: 20 }, 'product', 'COIL', []);
    expect(coil.numberOfItems).toBeNull();
    expect(takesItemCount(coil)).toBe(false);
    expect(filterOf(resultsPath('listings', coil))).toBe('material.product=COIL;weight>20');
    // a coil search with an item count (e.g. read back from an older address) does not send it
    expect(filterOf(resultsPath('listings', { product: 'COIL', numberOfItems: 3 }))).toBe('material.product=COIL');
    expect(filterOf(resultsPath('listings', { product: 'SHEET', numberOfItems: 3 }))).toBe(
      'material.product=SHEET;numberOfItems>3',
    );
    expect(filterOf(resultsPath('listings', { numberOfItems: 3 }))).toBe('numberOfItems>3');
    expect(takesItemCount({ product: 'PLATE' })).toBe(true);
  });

  it('clears choices no longer offered and finds inverted ranges', () => {
    const form = changeSearchChoice(
      { product: 'PLATE', plateType: 'ROAD_PLATE', minLength: 1000 },
      'product',
      'COIL',
      [],
    );
    expect(form.plateType).toBeNull();
    expect(form.minLength).toBeNull();
    expect(invertedRanges({ minWidth: 2000, maxWidth: 1000, minThickness: 2, maxThickness: 3 })).toEqual(['width']);
    expect(hasRange({ minWidth: 1500, maxWidth: 1500 })).toBe(false);
    expect(hasRange({ minThickness: 2 })).toBe(true);
  });
});
