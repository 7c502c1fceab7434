import { FilterSyntaxError, parseFilter, serializeFilter, type FilterCriterion } from '@steelyard/domain/paging';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_PACKAGE_FILTERS,
  SEARCH_SORTS,
  filterToSearchForm,
  searchFormToCriteria,
  type SearchForm,
  type SearchSort,
} from '@steelyard/domain/search';
import { PATHS } from '../../../shared/navigation/paths';
import type { SearchKind } from '../api/search-listings';
import { takesItemCount } from './search-material';

export const SEARCH_PATHS = {
  form: PATHS.search,
  results: `${PATHS.search}/results`,
  packageResults: `${PATHS.search}/packages/results`,
  listingDetails: (id: string) => `${PATHS.search}/details/${encodeURIComponent(id)}`,
  packageDetails: (id: string) => `${PATHS.search}/packages/details/${encodeURIComponent(id)}`,
} as const;

/** A search as the URL keeps it: the filter in the spec's syntax and the sort code. */
export interface SearchState {
  kind: SearchKind;
  form: SearchForm;
  criteria: FilterCriterion[];
  sort: SearchSort;
}

/**
 * The criteria a search sends (no item count for a product without items, e.g. coil). Packages only filter on their few properties (the material
 * type, weight, origin and prime of SEARCH_PACKAGE_FILTERS); the product PACKAGE picks them.
 */
export function criteriaFor(kind: SearchKind, form: SearchForm): FilterCriterion[] {
  if (kind === 'listings') return searchFormToCriteria(takesItemCount(form) ? form : { ...form, numberOfItems: null });
  const allowed = new Set<string>(SEARCH_PACKAGE_FILTERS);
  return searchFormToCriteria({ ...form, product: null }).filter((c) => allowed.has(c.property));
}

/** The results page of a search: `/search/results?filter=…&sort=…` (the sort only when not RELEVANCE). */
export function resultsPath(kind: SearchKind, form: SearchForm, sort: SearchSort = DEFAULT_SEARCH_SORT): string {
  const params = new URLSearchParams();
  const criteria = criteriaFor(kind, form);
  if (criteria.length > 0) params.set('filter', serializeFilter(criteria));
  if (sort !== DEFAULT_SEARCH_SORT) params.set('sort', sort);
  const query = params.toString();
  const path = kind === 'packages' ? SEARCH_PATHS.packageResults : SEARCH_PATHS.results;
  return query ? `${path}?${query}` : path;
}

/** The filter a search sends (empty for none): the results page's and its loader's query key. */
export function searchFilterText(search: SearchState): string {
  return search.criteria.length > 0 ? serializeFilter(search.criteria) : '';
}

/** Reads the search back from the URL; an unreadable filter is dropped (a hand-edited address). */
export function readSearch(kind: SearchKind, params: URLSearchParams): SearchState {
  const sortParam = params.get('sort') ?? '';
  const sort = (SEARCH_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as SearchSort)
    : DEFAULT_SEARCH_SORT;
  try {
    const criteria = parseFilter(params.get('filter') ?? undefined);
    const form = filterToSearchForm(criteria);
    return { kind, form, criteria: criteriaFor(kind, form), sort };
  } catch (error) {
    if (!(error instanceof FilterSyntaxError)) throw error;
    return { kind, form: {}, criteria: [], sort };
  }
}
