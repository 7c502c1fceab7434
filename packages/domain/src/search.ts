import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { isCountryCode } from './countries';
import { FIELD_MESSAGES, choiceField, numberField } from './field-messages';
import { DIMENSION_LIMITS, MAX_LISTING_WEIGHT_TONNES, NUMBER_OF_ITEMS_MAX } from './input-limits';
import { WESTERN_EUROPE_COUNTRIES, listingPricing, monetaryAmount } from './listing-commercial';
import { listingFile } from './listing-files';
import {
  DEFINITIONS,
  FINISHES,
  MATERIAL_TYPES,
  MILL_FINISHES,
  PLATE_TYPES,
  POLISHES,
  PRODUCTS,
  SHAPES,
  SURFACES,
  TEMPERS,
  TOLERANCES,
} from './material-catalogue';
import { COATINGS, COATING_COLOURS, COATING_COVERAGES, COATING_TYPES } from './material-coatings';
import { SPECIFICATION_CATALOGUE, SPECIFICATIONS } from './material-grades';
import { listingMaterial, materialDimensions } from './material-schema';
import { FilterSyntaxError, parseFilter, serializeFilter } from './paging';
import type { FilterCriterion } from './paging';
import { PRICING_UNITS } from './theoretical-weight';

/*
 * Search (spec 001 §2 Search and buying, §3 Search form and Sort options, §5, §7, §9).
 *
 * Calls:
 * - `GET api/universal/search-listings/?limit&offset&sort&filter` → searchListingsReply: live
 *   (PUBLISHED) listings of other organisations, 10 a page; `alternatives` holds close matches when
 *   the exact matches are fewer than a page (first page only, at most a page of them).
 * - `GET api/universal/search-packages/?limit&offset&sort&filter` → searchListingsReply: live
 *   packages of other organisations (filters of SEARCH_PACKAGE_FILTERS); a package's detail is
 *   `GET api/universal/packaging/packages/{id}`, readable by any organisation while it is live.
 * - `GET api/universal/search-listings/target-price-minimum?filter&currencyCode&weight&numberOfItems` →
 *   targetPriceMinimumReply (TARGET_PRICE feature, else 403).
 *
 * Filter syntax (paging.ts): `property comparator value` joined by ';', lists by '|'. In search,
 * '>' and '<' on dimensions, weight and numberOfItems are INCLUSIVE bounds (the form's minimum and
 * maximum): `materialDimensions.thickness>2.5;materialDimensions.thickness<3.5` is 2.5 to 3.5 mm
 * including both. Dimensions are millimetres, weight tonnes. An unknown property or a bad value is
 * 400 'Invalid filter criteria' with details ({ path: 'filter', message }).
 *
 * Matching (server):
 * - choice fields (`material.*`, any of the listed values) must equal the listing's choice;
 * - a dimension matches when every size of the listing lies within the requested bounds: an exact
 *   listing by its size, a listing with a min–max range (width, length) by its whole range; an
 *   exact request (`=`) is the range [v, v];
 * - `weight>w`: the listing weighs at least w tonnes; `numberOfItems>n`: at least n items;
 * - `origin=DE|WESTERN_EUROPE`: every origin country of the listing is among the requested ones
 *   (WESTERN_EUROPE stands for the EU, UK, Switzerland and Norway, spec 001 §9);
 * - `prime=true|false`.
 *
 * Sorts: EXPIRES_AT_* by expiry; WEIGHT_* by weight; PRICE_* by the seller's net price per tonne
 * (listings priced per kilogram or per item converted), GBP and EUR compared at face value (there
 * are no exchange rates yet); every sort ends with id, so pages never overlap. `isNew`: went live
 * (last status change to PUBLISHED: approval or a renewal of an expired listing; auto-renewal keeps
 * it) less than 24 hours ago.
 *
 * RELEVANCE: (1) exact material match first — listings whose requested dimensions are exact sizes
 * (not a min–max range) before ranged ones; (2) closeness of dimensions — the sum over the requested
 * dimensions of the relative distance between the listing's size (the middle of its range) and the
 * middle of the requested range (a one-sided bound counts as the middle), smallest first;
 * (3) newest published first; (4) id, so pages never overlap.
 *
 * Alternatives (ALTERNATIVE_TOLERANCE): same product and material type and every other requested
 * choice, but the dimensions may lie up to ±0.5 mm (thickness) or ±10 % (width, length) outside the
 * requested bounds, the grade may be a neighbouring grade of the same specification (the grades
 * next to it in the catalogue's list) and the weight may be down to 90 % of the requested; never
 * an exact match; each lists its `differences`.
 */

export const SEARCH_SORTS = [
  'RELEVANCE',
  'EXPIRES_AT_ASCENDING',
  'EXPIRES_AT_DESCENDING',
  'WEIGHT_ASCENDING',
  'WEIGHT_DESCENDING',
  'PRICE_ASCENDING',
  'PRICE_DESCENDING',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'RELEVANCE';

/** The origin choice standing for the EU, the UK, Switzerland and Norway (spec 001 §9). */
export const WESTERN_EUROPE = 'WESTERN_EUROPE';

/** Expands WESTERN_EUROPE in an origin choice to its countries, without repeats. */
export function expandOrigins(origins: readonly string[]): string[] {
  const result = new Set<string>();
  for (const o of origins) {
    if (o === WESTERN_EUROPE) WESTERN_EUROPE_COUNTRIES.forEach((c) => result.add(c));
    else result.add(o);
  }
  return [...result];
}

/** A listing is new for this long after it was published (spec 001 §2). */
export const NEW_LISTING_MS = 24 * 60 * 60 * 1000;

/** True when a listing published at `publishedAt` is still new at `now`. */
export function isNewListing(publishedAt: Date | string, now: Date): boolean {
  const at = typeof publishedAt === 'string' ? new Date(publishedAt) : publishedAt;
  return now.getTime() - at.getTime() < NEW_LISTING_MS;
}

/** The material choices a search filters on, in the order of MATERIAL_CHOICE_FIELDS. */
export const SEARCH_CHOICE_FIELDS = {
  product: PRODUCTS,
  materialType: MATERIAL_TYPES,
  shape: SHAPES,
  definition: DEFINITIONS,
  plateType: PLATE_TYPES,
  coating: COATINGS,
  specification: SPECIFICATIONS,
  grade: null,
  surface: SURFACES,
  finish: FINISHES,
  millFinish: MILL_FINISHES,
  polish: POLISHES,
  temper: TEMPERS,
  coatingThicknessValue: null,
  coatingColour: COATING_COLOURS,
  coatingType: COATING_TYPES,
  coatingCoverage: COATING_COVERAGES,
  tolerance: TOLERANCES,
} as const;
export type SearchChoiceField = keyof typeof SEARCH_CHOICE_FIELDS;
export const SEARCH_CHOICE_FIELD_NAMES = Object.keys(SEARCH_CHOICE_FIELDS) as SearchChoiceField[];

export const SEARCH_DIMENSIONS = ['thickness', 'width', 'length'] as const;
export type SearchDimension = (typeof SEARCH_DIMENSIONS)[number];

/** Every filter property of `search-listings` (and of an alert's filterQuery). */
export const SEARCH_FILTERS = [
  ...SEARCH_CHOICE_FIELD_NAMES.map((f) => `material.${f}` as const),
  ...SEARCH_DIMENSIONS.map((d) => `materialDimensions.${d}` as const),
  'weight',
  'numberOfItems',
  'origin',
  'prime',
] as const;
export type SearchFilterProperty = (typeof SEARCH_FILTERS)[number];

/** The filter properties of `search-packages`. */
export const SEARCH_PACKAGE_FILTERS = ['material.materialType', 'weight', 'origin', 'prime'] as const;

/**
 * The largest value of each number a search takes, in the filter's units (millimetres, tonnes,
 * items): nothing larger can match (input-limits.ts), and the filter is refused beyond it.
 */
export const SEARCH_NUMBER_LIMITS = {
  'materialDimensions.thickness': DIMENSION_LIMITS.thickness.max,
  'materialDimensions.width': DIMENSION_LIMITS.width.max,
  'materialDimensions.length': DIMENSION_LIMITS.length.max,
  weight: MAX_LISTING_WEIGHT_TONNES,
  numberOfItems: NUMBER_OF_ITEMS_MAX,
} as const satisfies Partial<Record<SearchFilterProperty, number>>;
type SearchNumberProperty = keyof typeof SEARCH_NUMBER_LIMITS;

/** A number of the search: at least 0 and at most its limit. */
const searchNumber = (property: SearchNumberProperty) =>
  numberField().min(0, FIELD_MESSAGES.higherNumber).max(SEARCH_NUMBER_LIMITS[property], FIELD_MESSAGES.lowerNumber);

/**
 * The search form (spec 001 §3 Search form): every material choice (one value each; the filter
 * also takes lists), dimension bounds in millimetres (an exact value sets both bounds), the
 * minimum weight in tonnes and number of items, origins (countries or WESTERN_EUROPE), prime, and
 * the target price per tonne (TARGET_PRICE feature; not a filter — urgent requests and the minimum
 * check use it) and a comment (urgent requests).
 */
export const searchForm = z.object({
  product: choiceField(PRODUCTS).nullish(),
  materialType: choiceField(MATERIAL_TYPES).nullish(),
  shape: choiceField(SHAPES).nullish(),
  definition: choiceField(DEFINITIONS).nullish(),
  plateType: choiceField(PLATE_TYPES).nullish(),
  coating: choiceField(COATINGS).nullish(),
  specification: choiceField(SPECIFICATIONS).nullish(),
  grade: z.string().trim().min(1).max(20).nullish(),
  surface: choiceField(SURFACES).nullish(),
  finish: choiceField(FINISHES).nullish(),
  millFinish: choiceField(MILL_FINISHES).nullish(),
  polish: choiceField(POLISHES).nullish(),
  temper: choiceField(TEMPERS).nullish(),
  coatingThicknessValue: z.string().trim().min(1).max(20).nullish(),
  coatingColour: choiceField(COATING_COLOURS).nullish(),
  coatingType: choiceField(COATING_TYPES).nullish(),
  coatingCoverage: choiceField(COATING_COVERAGES).nullish(),
  tolerance: choiceField(TOLERANCES).nullish(),
  minThickness: searchNumber('materialDimensions.thickness').nullish(),
  maxThickness: searchNumber('materialDimensions.thickness').nullish(),
  minWidth: searchNumber('materialDimensions.width').nullish(),
  maxWidth: searchNumber('materialDimensions.width').nullish(),
  minLength: searchNumber('materialDimensions.length').nullish(),
  maxLength: searchNumber('materialDimensions.length').nullish(),
  /** At least this many tonnes. */
  weight: searchNumber('weight').nullish(),
  /** At least this many items. */
  numberOfItems: searchNumber('numberOfItems')
    .int(FIELD_MESSAGES.invalidValue)
    .min(1, FIELD_MESSAGES.higherNumber)
    .nullish(),
  /** Country codes or WESTERN_EUROPE; empty means any origin. */
  origin: z.array(z.string().refine((v) => isOriginChoice(v), FIELD_MESSAGES.invalidValue)).nullish(),
  prime: z.boolean().nullish(),
  /** The buyer's target price per tonne (minor units). */
  targetPrice: monetaryAmount.nullish(),
  comment: z.string().max(255).nullish(),
});
export type SearchForm = z.infer<typeof searchForm>;

const DIMENSION_BOUNDS: Record<
  SearchDimension,
  ['minThickness' | 'minWidth' | 'minLength', 'maxThickness' | 'maxWidth' | 'maxLength']
> = {
  thickness: ['minThickness', 'maxThickness'],
  width: ['minWidth', 'maxWidth'],
  length: ['minLength', 'maxLength'],
};

/** The search form as filter criteria (targetPrice and comment are not filters). */
export function searchFormToCriteria(form: SearchForm): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  for (const field of SEARCH_CHOICE_FIELD_NAMES) {
    const value = form[field];
    if (value != null && value !== '') criteria.push({ property: `material.${field}`, comparator: '=', value });
  }
  for (const d of SEARCH_DIMENSIONS) {
    const [minKey, maxKey] = DIMENSION_BOUNDS[d];
    const min = form[minKey];
    const max = form[maxKey];
    const property = `materialDimensions.${d}`;
    if (min != null && max != null && min === max) {
      criteria.push({ property, comparator: '=', value: String(min) });
      continue;
    }
    if (min != null) criteria.push({ property, comparator: '>', value: String(min) });
    if (max != null) criteria.push({ property, comparator: '<', value: String(max) });
  }
  if (form.weight != null) criteria.push({ property: 'weight', comparator: '>', value: String(form.weight) });
  if (form.numberOfItems != null) {
    criteria.push({ property: 'numberOfItems', comparator: '>', value: String(form.numberOfItems) });
  }
  if (form.origin && form.origin.length > 0) {
    criteria.push({
      property: 'origin',
      comparator: '=',
      value: form.origin.length === 1 ? form.origin[0]! : [...form.origin],
    });
  }
  if (form.prime != null) criteria.push({ property: 'prime', comparator: '=', value: String(form.prime) });
  return criteria;
}

/** The search form as the `filter` query value (an alert's filterQuery); undefined when empty. */
export function searchFormToFilter(form: SearchForm): string | undefined {
  const criteria = searchFormToCriteria(form);
  return criteria.length > 0 ? serializeFilter(criteria) : undefined;
}

/** A number of the filter, within its limit (SEARCH_NUMBER_LIMITS): the read model holds grams in bigint. */
function toNumber(property: SearchNumberProperty, raw: string): number {
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new FilterSyntaxError(`"${raw}" is not a number for ${property}`);
  const parsed = searchNumber(property).safeParse(Number(raw));
  if (!parsed.success) {
    throw new FilterSyntaxError(`"${raw}" is more than ${SEARCH_NUMBER_LIMITS[property]}, the most ${property} takes`);
  }
  return parsed.data;
}

function single(c: FilterCriterion): string {
  if (Array.isArray(c.value)) throw new FilterSyntaxError(`${c.property} takes one value`);
  return c.value;
}

function checkChoice(field: SearchChoiceField, value: string) {
  const allowed = SEARCH_CHOICE_FIELDS[field] as readonly string[] | null;
  if (allowed && !allowed.includes(value))
    throw new FilterSyntaxError(`"${value}" is not a value of material.${field}`);
}

/** Checks an origin value: a country code or WESTERN_EUROPE. */
export function isOriginChoice(value: string): boolean {
  return value === WESTERN_EUROPE || isCountryCode(value);
}

/**
 * Reads a filter value (or parsed criteria) back into the search form; lists of choice values keep
 * their first value (the form holds one). Throws FilterSyntaxError on an unknown property or value.
 */
export function filterToSearchForm(filter: string | readonly FilterCriterion[] | undefined): SearchForm {
  const criteria = typeof filter === 'string' || filter === undefined ? parseFilter(filter) : filter;
  const form: Record<string, unknown> = {};
  for (const c of criteria) {
    const values = Array.isArray(c.value) ? c.value : [c.value];
    if (c.property.startsWith('material.')) {
      const field = c.property.slice('material.'.length) as SearchChoiceField;
      if (!Object.hasOwn(SEARCH_CHOICE_FIELDS, field)) throw new FilterSyntaxError(`unknown property ${c.property}`);
      if (c.comparator !== '=') throw new FilterSyntaxError(`${c.property} can only be compared with "="`);
      values.forEach((v) => checkChoice(field, v));
      form[field] = values[0];
    } else if (c.property.startsWith('materialDimensions.')) {
      const d = c.property.slice('materialDimensions.'.length) as SearchDimension;
      if (!SEARCH_DIMENSIONS.includes(d)) throw new FilterSyntaxError(`unknown property ${c.property}`);
      const n = toNumber(`materialDimensions.${d}`, single(c));
      const [minKey, maxKey] = DIMENSION_BOUNDS[d];
      if (c.comparator !== '<') form[minKey] = n;
      if (c.comparator !== '>') form[maxKey] = n;
    } else if (c.property === 'weight' || c.property === 'numberOfItems') {
      if (c.comparator !== '>') throw new FilterSyntaxError(`${c.property} can only be compared with ">"`);
      form[c.property] = toNumber(c.property, single(c));
    } else if (c.property === 'origin') {
      if (c.comparator !== '=') throw new FilterSyntaxError(`origin can only be compared with "="`);
      for (const v of values) if (!isOriginChoice(v)) throw new FilterSyntaxError(`"${v}" is not a value of origin`);
      form.origin = values;
    } else if (c.property === 'prime') {
      const v = single(c);
      if (c.comparator !== '=' || (v !== 'true' && v !== 'false'))
        throw new FilterSyntaxError(`"${v}" is not true or false for prime`);
      form.prime = v === 'true';
    } else {
      throw new FilterSyntaxError(`unknown property ${c.property}`);
    }
  }
  return form as SearchForm;
}

/**
 * How far a search pages: the first 1,000 results (100 pages of 10). Deeper offsets would make the
 * database walk past every skipped row (decision 89); a narrower filter finds the rest.
 */
export const SEARCH_MAX_RESULTS = 1000;

/** `GET api/universal/search-listings/` and `search-packages/`: 10 a page, a sort code, a filter. */
export const searchListingsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.search),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(SEARCH_MAX_RESULTS - 1)
    .default(0),
  sort: z.enum(SEARCH_SORTS).default(DEFAULT_SEARCH_SORT),
  filter: z.string().max(2000).optional(),
});
export type SearchListingsQuery = z.input<typeof searchListingsQuery>;

/** How far an alternative result may lie outside the requested bounds. */
export const ALTERNATIVE_TOLERANCE = {
  /** Millimetres either side of the requested thickness bounds. */
  thicknessMm: 0.5,
  /** Fraction of the requested width or length bound either side. */
  widthFraction: 0.1,
  lengthFraction: 0.1,
  /** The weight may be down to this fraction of the requested minimum. */
  weightFraction: 0.9,
} as const;

/** The grades next to `grade` in its specification's list (e.g. S355J0 and S355K2 for S355J2). */
export function neighbouringGrades(grade: string): string[] {
  const result = new Set<string>();
  for (const entry of Object.values(SPECIFICATION_CATALOGUE)) {
    const i = entry.grades.indexOf(grade);
    if (i < 0) continue;
    if (i > 0) result.add(entry.grades[i - 1]!);
    if (i < entry.grades.length - 1) result.add(entry.grades[i + 1]!);
  }
  result.delete(grade);
  return [...result];
}

/** How an alternative result differs from the search: `search.difference.<field>.<code>` on the web. */
export const SEARCH_DIFFERENCE_FIELDS = ['thickness', 'width', 'length', 'weight', 'grade'] as const;
export const SEARCH_DIFFERENCE_CODES = ['ABOVE', 'BELOW', 'NEIGHBOURING'] as const;
export const searchDifference = z.object({
  field: z.enum(SEARCH_DIFFERENCE_FIELDS),
  /** ABOVE / BELOW the requested bounds (dimensions, weight), NEIGHBOURING (grade). */
  code: z.enum(SEARCH_DIFFERENCE_CODES),
  /** The requested value or range as text ("3", "2.5–3.5", "S355J2"). */
  requested: z.string(),
  /** The listing's value or range as text. */
  actual: z.string(),
});
export type SearchDifference = z.infer<typeof searchDifference>;

/** A buyer's view of a live listing or package in search results. */
export const searchResultItem = z.object({
  id: z.string(),
  kind: z.enum(['LISTING', 'PACKAGE']),
  /** "SH-000123", or the package's "PK-000042". */
  listingNumber: z.string(),
  material: listingMaterial,
  materialDimensions: materialDimensions.nullable(),
  packageTitle: z.string().nullable(),
  numberOfItems: z.number().int().nullable(),
  /** In weightUnitOf(tradeUnit). */
  weight: z.number(),
  tradeUnit: z.enum(PRICING_UNITS),
  prime: z.boolean(),
  origin: z.array(z.string()),
  /** Where the material lies (flag). */
  country: z.string().length(2),
  expiresAt: z.string(),
  /** When it went live (status change to PUBLISHED). */
  publishedAt: z.string(),
  /** Published within the last 24 hours. */
  isNew: z.boolean(),
  /** Priced for delivery to the viewer's organisation's country. */
  pricing: listingPricing,
  /** The first picture, if any (non-prime material). */
  picture: listingFile.nullable(),
  /** Empty for exact matches. */
  differences: z.array(searchDifference),
  /** The listing's content revision (decision 178); optional for older servers. */
  contentRevision: z.number().int().optional(),
});
export type SearchResultItem = z.infer<typeof searchResultItem>;

/** `GET api/universal/search-listings/` and `search-packages/`. */
export const searchListingsReply = z.object({
  items: z.array(searchResultItem),
  currentPage: z.number().int(),
  maxPages: z.number().int(),
  totalItems: z.number().int(),
  /**
   * The count stopped at totalItems (SEARCH_MAX_RESULTS, 1,000): at least that many match ("1,000+");
   * the search pages no further. Missing (older servers): exact.
   */
  totalItemsCapped: z.boolean().optional(),
  /** Close matches when the exact matches are fewer than a page (first page only); else empty. */
  alternatives: z.array(searchResultItem),
});
export type SearchListingsReply = z.infer<typeof searchListingsReply>;
