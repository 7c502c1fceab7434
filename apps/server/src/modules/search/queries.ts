import { INVALID_FILTER_CRITERIA } from '@steelyard/domain/errors';
import { FilterSyntaxError, parseFilter, type FilterCriterion } from '@steelyard/domain/paging';
import {
  SEARCH_DIMENSIONS,
  SEARCH_PACKAGE_FILTERS,
  expandOrigins,
  filterToSearchForm,
  type SearchChoiceField,
  type SearchDimension,
  type SearchForm,
} from '@steelyard/domain/search';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { isStackable, type Product } from '@steelyard/domain/material-catalogue';
import { AppError } from '../../platform/errors';
import type { LiveListingCriteria, SizeBounds } from '../listings/live-listings-port';

/*
 * The filter of a search call read into the listings read model's criteria. The domain
 * (filterToSearchForm) checks every property and value; lists of choice values are kept whole here.
 */

/**
 * The read model's criteria of a filter, without the time they are read at: each read adds the
 * platform clock's now as `liveAt` (decision 175).
 */
export type SearchCriteria = Omit<LiveListingCriteria, 'liveAt'>;

/** A parsed search: the form (for relevance and alternatives) and the read model's criteria. */
export interface ParsedSearch {
  form: SearchForm;
  criteria: SearchCriteria;
}

function invalidFilter(reason: string, path = 'filter'): AppError {
  return new AppError('VALIDATION', INVALID_FILTER_CRITERIA, [{ path, message: reason }]);
}

/**
 * Parses a filter string; 400 'Invalid filter criteria' with details (at `path`, 'filter' by
 * default) on anything unknown or malformed.
 */
export function readFilter(
  filter: string | undefined,
  path = 'filter',
): { criteria: FilterCriterion[]; form: SearchForm } {
  try {
    const criteria = parseFilter(filter);
    return { criteria, form: filterToSearchForm(criteria) };
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalidFilter(error.reason, path);
    throw error;
  }
}

/** The size bounds a form asks for, per dimension. */
export function requestedBounds(form: SearchForm): Partial<Record<SearchDimension, SizeBounds>> {
  const bounds: Partial<Record<SearchDimension, SizeBounds>> = {};
  const pairs = {
    thickness: [form.minThickness, form.maxThickness],
    width: [form.minWidth, form.maxWidth],
    length: [form.minLength, form.maxLength],
  } as const;
  for (const d of SEARCH_DIMENSIONS) {
    const [min, max] = pairs[d];
    if (min != null || max != null) bounds[d] = { min: min ?? null, max: max ?? null };
  }
  return bounds;
}

/** Tonnes as whole grams (the listings table's unit). */
export const tonnesToGrams = (tonnes: number) => Math.round(tonnes * 1_000_000);

/**
 * Does "number of items at least" apply to a search of these products? Not when every product
 * searched has no items (coil): the item count is ignored rather than excluding every coil
 * (issue 23, item 20; decision 165). A search of any product keeps it.
 */
function takesItemCount(products: readonly string[] | undefined): boolean {
  return !products || products.some((p) => isStackable(p as Product));
}

/**
 * A search filter as the read model's criteria for the viewer's organisation (whose rows are left
 * out); packages accept only SEARCH_PACKAGE_FILTERS.
 */
export function parseSearch(
  filter: string | undefined,
  kind: ListingKind,
  viewerOrganisationId: string | null,
  path = 'filter',
) {
  const { criteria: parsed, form } = readFilter(filter, path);
  if (kind === 'PACKAGE') {
    const unknown = parsed.find((c) => !(SEARCH_PACKAGE_FILTERS as readonly string[]).includes(c.property));
    if (unknown) throw invalidFilter(`unknown property ${unknown.property}`, path);
  }
  const choices: Partial<Record<SearchChoiceField, string[]>> = {};
  for (const c of parsed) {
    if (!c.property.startsWith('material.')) continue;
    const field = c.property.slice('material.'.length) as SearchChoiceField;
    const values = Array.isArray(c.value) ? c.value : [c.value];
    // two criteria on one choice must both hold: keep the values they share
    choices[field] = choices[field] ? choices[field].filter((v) => values.includes(v)) : [...values];
  }
  if (kind === 'PACKAGE') choices.product = undefined;
  const criteria: SearchCriteria = {
    kind,
    excludeOrganisationId: viewerOrganisationId,
    choices: Object.fromEntries(Object.entries(choices).filter(([, v]) => v !== undefined)),
    dimensions: requestedBounds(form),
    minWeightGrams: form.weight != null ? tonnesToGrams(form.weight) : null,
    minNumberOfItems: takesItemCount(choices.product) ? (form.numberOfItems ?? null) : null,
    origins: form.origin && form.origin.length > 0 ? expandOrigins(form.origin) : null,
    prime: form.prime ?? null,
  };
  return { form, criteria } satisfies ParsedSearch;
}
