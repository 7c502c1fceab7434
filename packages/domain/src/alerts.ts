import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import type { ErrorDetail } from './errors';
import { monetaryAmount } from './listing-commercial';
import { MATERIAL_TYPES, PRODUCTS, type Product } from './material-catalogue';
import { listReply, parseFilter, type FilterCriterion } from './paging';
import { TARGET_PRICE_MESSAGES } from './target-price';

/*
 * Alerts and urgent (immediate material) requests, spec 001 §2, §3 Alert, §4 Urgent request, §5, §7
 * (api/universal/listing-alerts/). An alert is a saved search: its filterQuery uses the filter syntax
 * of every list call (`property` `=|<|>` `value`, joined by ';', lists by '|'), the same string the
 * search form sends to api/universal/search-listings/. An urgent request is an alert of type URGENT
 * whose filter must name the product and, by product, the dimensions, plus the number of items and
 * the weight; sellers whose settings match are told about it.
 */

export const ALERT_TYPES = ['SEARCH', 'URGENT'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The comment of an alert or urgent request (the spec leaves the value open; the form counts down from it). */
export const ALERT_COMMENT_MAX_LENGTH = 500;
export const ALERT_FILTER_MAX_LENGTH = 2_000;
/** How far back "new results" count, in the navigation poll and per alert (spec 001 §4 Urgent request). */
export const ALERT_NEW_RESULTS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The shortest time between two digest e-mails to one user. */
export const ALERT_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** The most matches one digest e-mail lists (it says how many more there are). */
export const ALERT_DIGEST_MAX_ITEMS = 20;

export const ALERT_MESSAGES = {
  /** Spec 001 §8: creation failed (the web scrolls to the page header and shows it). */
  createFailed: 'We cannot create your alert right now, please try again later.',
  notFound: 'Alert not found',
  incomplete: 'Please provide all the required information.',
  urgentProduct: 'Choose a product for the urgent request.',
  invalidFilter: 'The alert must be made from a valid search.',
  // the search's own messages (search.ts), so that the form and the request say the same
  targetPriceFeature: TARGET_PRICE_MESSAGES.featureRequired,
  targetPriceTooLow: TARGET_PRICE_MESSAGES.tooLow,
  commentTooLong: 'Maximum characters limit exceeded.',
  /** The web shows it for a 403 on the seller settings (spec 001 §2: "contact an administrator"). */
  sellerSettingsOnly: 'Only sellers choose which urgent requests reach them. Please contact an administrator.',
} as const;

/** Messages the web shows after an urgent request was created (spec 001 §4 Urgent request). */
export const URGENT_REQUEST_OUTCOMES = ['MATCHES', 'NO_MATCH'] as const;
export type UrgentRequestOutcome = (typeof URGENT_REQUEST_OUTCOMES)[number];
export const urgentRequestOutcome = (numberOfListings: number): UrgentRequestOutcome =>
  numberOfListings > 0 ? 'MATCHES' : 'NO_MATCH';

export const createAlertBody = z.object({
  enabled: z.boolean().default(true),
  filterQuery: z.string().trim().min(1).max(ALERT_FILTER_MAX_LENGTH),
  type: z.enum(ALERT_TYPES).default('SEARCH'),
  comment: z.string().trim().max(ALERT_COMMENT_MAX_LENGTH, ALERT_MESSAGES.commentTooLong).nullish(),
  /**
   * Urgent requests only (TARGET_PRICE feature): the buyer's target price per tonne in minor units.
   * Not part of the filter: search filters take no price.
   */
  targetPrice: monetaryAmount.nullish(),
});
export type CreateAlertBody = z.input<typeof createAlertBody>;

/** Creation answers the alert's id and how many live listings match it now. */
export const createAlertReply = z.object({ id: z.string(), numberOfListings: z.number().int() });
export type CreateAlertReply = z.infer<typeof createAlertReply>;

/** PATCH and PUT api/universal/listing-alerts/{id}: switch the alert on or off. */
export const updateAlertBody = z.object({ enabled: z.boolean() });
export type UpdateAlertBody = z.infer<typeof updateAlertBody>;

export const alertParams = z.object({ id: z.string() });
export const alertIdParams = z.object({ alertId: z.string() });

export const listingAlert = z.object({
  id: z.string(),
  enabled: z.boolean(),
  filterQuery: z.string(),
  type: z.enum(ALERT_TYPES),
  comment: z.string().nullable(),
  targetPrice: z.object({ value: z.number().int(), currencyCode: z.string() }).nullable(),
  createdAt: z.string(),
  /** Listings matched in the last 24 hours. */
  numberOfNewResults: z.number().int(),
  /** All listings ever matched since the alert was created. */
  numberOfResults: z.number().int(),
});
export type ListingAlert = z.infer<typeof listingAlert>;
export const listingAlertList = listReply(listingAlert);
export type ListingAlertList = z.infer<typeof listingAlertList>;
/** The properties the caller's alert list can be filtered and sorted on. */
export const ALERT_FILTERS = ['type', 'enabled'] as const;
export const ALERT_SORTS = ['createdAt'] as const;

/** The alert part of the navigation poll (GET api/universal/users/self-updates). */
export const alertUpdates = z.object({ newResults: z.number().int() });
export type AlertUpdates = z.infer<typeof alertUpdates>;

/**
 * Which urgent requests reach a seller (GET/PUT api/seller/immediate-requests/settings). An empty
 * list means "any": a seller who never chose gets every urgent request; `enabled: false` none.
 * Countries are the requesting organisation's.
 */
export const immediateRequestSettings = z.object({
  enabled: z.boolean(),
  products: z.array(z.enum(PRODUCTS)).max(PRODUCTS.length),
  materialTypes: z.array(z.enum(MATERIAL_TYPES)).max(MATERIAL_TYPES.length),
  countries: z.array(z.enum(COUNTRY_CODES)).max(COUNTRY_CODES.length),
});
export type ImmediateRequestSettings = z.infer<typeof immediateRequestSettings>;
export const DEFAULT_IMMEDIATE_REQUEST_SETTINGS: ImmediateRequestSettings = {
  enabled: true,
  products: [],
  materialTypes: [],
  countries: [],
};

/** Does an urgent request for this material from this country reach a seller with these settings? */
export function urgentRequestReaches(
  settings: ImmediateRequestSettings,
  request: { product: string | null; materialType: string | null; country: string },
): boolean {
  if (!settings.enabled) return false;
  const allows = (chosen: readonly string[], value: string | null) =>
    chosen.length === 0 || (value != null && chosen.includes(value));
  return (
    allows(settings.products, request.product) &&
    allows(settings.materialTypes, request.materialType) &&
    allows(settings.countries, request.country)
  );
}

/*
 * The form's fields an urgent request needs, by product (spec 001 §5): thickness always, width for
 * every flat product, length for the cut ones (sheet, plate, tread; coil has none), number of items
 * and weight always. Packages are bought as listed, not requested. Fields are named as the search
 * names them, with or without their prefix (`material.product`, `materialDimensions.width`); a
 * dimension counts exact (`=`) or as bounds (`>`/`<`), weight and items as minimums (`weight>5`).
 */
export const URGENT_REQUEST_PRODUCTS = ['COIL', 'SHEET', 'PLATE', 'TREAD'] as const satisfies readonly Product[];
export type UrgentRequestProduct = (typeof URGENT_REQUEST_PRODUCTS)[number];

type RequiredField = 'thickness' | 'width' | 'length' | 'numberOfItems' | 'weight';
export const URGENT_REQUEST_REQUIRED_FIELDS: Readonly<Record<UrgentRequestProduct, readonly RequiredField[]>> = {
  COIL: ['thickness', 'width', 'weight'],
  SHEET: ['thickness', 'width', 'length', 'numberOfItems', 'weight'],
  PLATE: ['thickness', 'width', 'length', 'numberOfItems', 'weight'],
  TREAD: ['thickness', 'width', 'length', 'numberOfItems', 'weight'],
};

const FIELD_NAMES: Readonly<Record<RequiredField, readonly string[]>> = {
  thickness: ['thickness'],
  width: ['width', 'minWidth', 'maxWidth'],
  length: ['length', 'minLength', 'maxLength'],
  numberOfItems: ['numberOfItems'],
  weight: ['weight'],
};

/** A criterion's field name without its prefix (`material.product` → product). */
export const criterionField = (c: FilterCriterion): string => c.property.split('.').at(-1)!;

/** The single value of the first criterion on a field, if any. */
export function criterionValue(criteria: readonly FilterCriterion[], field: string): string | null {
  const c = criteria.find((x) => criterionField(x) === field);
  if (!c) return null;
  return Array.isArray(c.value) ? (c.value.length === 1 ? c.value[0]! : null) : c.value;
}

const isPositiveNumber = (value: string | null) => value != null && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;

/**
 * The problems of an urgent request's filter, each at `filterQuery.<field>` (empty when it is
 * complete). A malformed filter is one problem at `filterQuery`.
 */
export function urgentRequestIssues(filterQuery: string): ErrorDetail[] {
  let criteria: FilterCriterion[];
  try {
    criteria = parseFilter(filterQuery);
  } catch {
    return [{ path: 'filterQuery', message: ALERT_MESSAGES.invalidFilter }];
  }
  const product = criterionValue(criteria, 'product');
  if (!product || !(URGENT_REQUEST_PRODUCTS as readonly string[]).includes(product)) {
    return [{ path: 'filterQuery.product', message: ALERT_MESSAGES.urgentProduct }];
  }
  const issues: ErrorDetail[] = [];
  for (const field of URGENT_REQUEST_REQUIRED_FIELDS[product as UrgentRequestProduct]) {
    const named = criteria.filter((c) => FIELD_NAMES[field].includes(criterionField(c)));
    const valid = named.length > 0 && named.every((c) => !Array.isArray(c.value) && isPositiveNumber(c.value));
    if (!valid) issues.push({ path: `filterQuery.${field}`, message: ALERT_MESSAGES.incomplete });
  }
  return issues;
}

/** Where a digest's links point: the buyer's alert result page of a listing. */
export const alertListingPath = (listingId: string) => `/my-alerts/listing-details/${listingId}`;
