import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { decimalPlaces } from './exact-arithmetic';
import { FIELD_MESSAGES } from './field-messages';
import {
  DIMENSION_LIMITS,
  MAX_LISTING_WEIGHT_KG,
  MAX_LISTING_WEIGHT_TONNES,
  NUMBER_OF_ITEMS_MAX,
} from './input-limits';
import {
  commercialBodyFields,
  commercialReplyFields,
  deliveryTimeframe,
  sellerTermsAccepted,
  testCertificates,
  tradeUnitCalculation,
} from './listing-commercial';
import { listingFile } from './listing-files';
import { revisionCommonFields, revisionOf, revisionRejection } from './listing-revisions';
import type { ListingStatus } from './listing-status';
import { MATERIAL_TYPES, isStackable } from './material-catalogue';
import type { MaterialType, Product } from './material-catalogue';
import { validateMaterial } from './material-rules';
import {
  LISTED_PRODUCTS,
  addMaterialIssues,
  listingMaterial,
  materialDimensions,
  materialDimensionsBody,
  materialSchema,
  numberOfItemsField,
  toMaterialForm,
} from './material-schema';
import { listReply, listQuery, serializeFilter } from './paging';
import { FEATURES } from './roles';
import type { Feature } from './roles';
import {
  TRADE_UNIT_CALCULATIONS,
  WEIGHT_DECIMALS,
  isItemUnit,
  pricingUnitsFor,
  theoreticalWeight,
  theoreticalWeightGrams,
  weightUnitOf,
} from './theoretical-weight';
import type { PricingUnit, TradeUnitCalculation, WeightUnit } from './theoretical-weight';

/*
 * The listing calls (spec 001 §7):
 * - `GET api/universal/listings/` (the organisation's listings; filter `status.value=A|B`, 10 a page)
 *   and `GET api/universal/listings/{id}` (404 LISTING_MESSAGES.notFound);
 * - `GET api/universal/listings/views/{id}`: listingViewsReply;
 * - `POST api/seller/listings/` createListingBody (201, the listing, REVIEW_REQUIRED);
 * - `PUT api/seller/listings/{id}` updateListingBody (200): a rejected listing is corrected and
 *   stays REVIEW_REJECTED until submitted; on a live listing a new price applies at once, expiry and
 *   auto-renewal are ignored (their own calls), and changes to what buyers see of the material
 *   become a `revision` that waits for the operator's review (decision 142); the trade unit stays
 *   (400 LISTING_MESSAGES.tradeUnitFixed);
 * - `POST api/seller/listings/{id}/submit` submitListingBody: a rejected listing back to review;
 * - `DELETE api/seller/listings/{id}` (200, the listing): withdraws it;
 * - the service actions of listing-actions.ts. A call not allowed in the listing's status is 400
 *   LISTING_MESSAGES.transitionNotAllowed (canTransition); another organisation's listing is 404,
 *   a caller without the call's role 403.
 */

/** What a live listing's revision changes, as the listing reply shows those fields (listing-revisions.ts). */
export const listingRevisionContent = z.object({
  ...revisionCommonFields,
  material: listingMaterial,
  materialDimensions: materialDimensions,
  numberOfItems: z.number().int().nullable(),
  tradeUnitCalculation: z.enum(TRADE_UNIT_CALCULATIONS),
  testCertificates: z.array(listingFile),
});
export type ListingRevisionContent = z.infer<typeof listingRevisionContent>;

/** The listing number and the listing's only product-specific fields besides the material. */
export const listing = z.object({
  ...commercialReplyFields,
  /** The number buyers and support quote, e.g. "SH-000123" (formatListingNumber). */
  listingNumber: z.string(),
  material: listingMaterial,
  materialDimensions: materialDimensions,
  numberOfItems: z.number().int().nullable(),
  tradeUnitCalculation: z.enum(TRADE_UNIT_CALCULATIONS),
  /** The seller's promised delivery time (the organisation's seller.deliveryPromise). */
  deliveryPromise: deliveryTimeframe.nullable(),
  testCertificates: z.array(listingFile),
  /** A revision of the live listing waits for the operator's review (decision 142); false for other organisations. */
  hasPendingChanges: z.boolean(),
  /** That revision, for the listing's organisation and operators; null or missing otherwise. */
  revision: revisionOf(listingRevisionContent).nullish(),
  /** Why the operator rejected the last revision, for the listing's organisation; null or missing otherwise. */
  revisionRejection: revisionRejection.nullish(),
});
export type Listing = z.infer<typeof listing>;
export const listingList = listReply(listing);
export type ListingList = z.infer<typeof listingList>;

/** `GET api/universal/listings/views/{id}`. */
export const listingViewsReply = z.object({ numberOfViews: z.number().int().min(0) });
export type ListingViewsReply = z.infer<typeof listingViewsReply>;

/** `…/listings/{id}` and the other calls on one listing. */
export const listingParams = z.object({ id: z.string().max(64) });

/** The list's query: limit (10 by default), offset, sort, filter. */
export const listingListQuery = listQuery(PAGE_SIZE.listings);
export const LISTING_FILTERS = [
  'status.value',
  'material.product',
  'material.materialType',
  'prime',
  'expiresAt',
  'createdAt',
] as const;
/** Sorts of My Listings (expiry, weight and price either way); newest first by default. */
export const LISTING_SORTS = ['createdAt', 'modifiedAt', 'expiresAt', 'weight', 'pricing.netPricePerUnit'] as const;
export const DEFAULT_LISTING_SORT = 'createdAt:desc';

/** The filter of a status multi-select: `status.value=PUBLISHED|EXPIRED`; none for an empty choice. */
export function listingStatusFilter(statuses: readonly ListingStatus[]): string | undefined {
  if (statuses.length === 0) return undefined;
  return serializeFilter([
    { property: 'status.value', comparator: '=', value: statuses.length === 1 ? statuses[0]! : [...statuses] },
  ]);
}

interface TradeParts {
  material: { product: Product; materialType?: string | null };
  materialDimensions?: { thickness?: number | null; width?: number | null; length?: number | null } | null;
  numberOfItems?: number | null;
  weight?: number | null;
  tradeUnit: PricingUnit;
  tradeUnitCalculation: TradeUnitCalculation;
}

/**
 * The weight, unit and item rules: the trade unit must suit the product (a sheet only for SHEET);
 * a price per item needs the number of items; calculating by item needs a stackable product, the
 * number of items and exact dimensions; the weight is required otherwise, with at most three
 * decimals and at most 1,000 tonnes.
 */
export function checkTradeRules(body: TradeParts, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path });
  const { product } = body.material;
  if (!pricingUnitsFor(product).includes(body.tradeUnit)) issue(['tradeUnit'], FIELD_MESSAGES.invalidValue);
  const byItem = body.tradeUnitCalculation === 'BY_ITEM';
  if (byItem && !isStackable(product)) issue(['tradeUnitCalculation'], FIELD_MESSAGES.invalidValue);
  if ((byItem || isItemUnit(body.tradeUnit)) && isStackable(product) && body.numberOfItems == null) {
    issue(['numberOfItems'], FIELD_MESSAGES.required);
  }
  if (byItem) {
    for (const f of ['thickness', 'width', 'length'] as const) {
      if (body.materialDimensions?.[f] == null) issue(['materialDimensions', f], FIELD_MESSAGES.required);
    }
    // the theoretical weight is bound like an entered one (a kilogram price times it overflowed)
    const grams = theoreticalGramsOf(body);
    if (grams != null && grams > MAX_LISTING_WEIGHT_KG * 1000) issue(['numberOfItems'], FIELD_MESSAGES.lowerNumber);
    return;
  }
  if (body.weight == null) {
    issue(['weight'], FIELD_MESSAGES.required);
  } else if (decimalPlaces(body.weight) > WEIGHT_DECIMALS) {
    issue(['weight'], FIELD_MESSAGES.invalidValue);
  } else if (!(body.weight <= maxWeightIn(weightUnitOf(body.tradeUnit)))) {
    // compared in its own unit: weightToGrams throws for what grams cannot hold (9e12 t)
    issue(['weight'], FIELD_MESSAGES.lowerNumber);
  }
}

const isMaterialType = (value: unknown): value is MaterialType =>
  (MATERIAL_TYPES as readonly unknown[]).includes(value);

const maxWeightIn = (unit: WeightUnit) => (unit === 'KILOGRAM' ? MAX_LISTING_WEIGHT_KG : MAX_LISTING_WEIGHT_TONNES);

/** The theoretical weight in grams of a body calculated by item, or null while its parts are missing or out of bounds. */
function theoreticalGramsOf(body: TradeParts): number | null {
  const d = body.materialDimensions;
  const items = body.numberOfItems;
  const materialType = body.material.materialType;
  if (!d || items == null || !isMaterialType(materialType)) return null;
  const sizes = [d.thickness, d.width, d.length];
  const limits = [DIMENSION_LIMITS.thickness, DIMENSION_LIMITS.width, DIMENSION_LIMITS.length];
  const valid = sizes.every(
    (size, i) => typeof size === 'number' && size > 0 && size <= limits[i]!.max && decimalPlaces(size) <= 2,
  );
  if (!valid || !Number.isInteger(items) || items < 0 || items > NUMBER_OF_ITEMS_MAX) return null;
  return theoreticalWeightGrams({
    materialType,
    thickness: d.thickness!,
    width: d.width!,
    length: d.length!,
    numberOfItems: items,
  });
}

/** Calculated by item, the weight is the theoretical weight (spec 001 §4), whatever was sent. */
function withTheoreticalWeight<T extends TradeParts>(body: T): T & { weight: number } {
  if (body.tradeUnitCalculation !== 'BY_ITEM') return body as T & { weight: number };
  const d = body.materialDimensions!;
  const weight = theoreticalWeight(
    {
      materialType: body.material.materialType as Parameters<typeof theoreticalWeight>[0]['materialType'],
      thickness: d.thickness!,
      width: d.width!,
      length: d.length!,
      numberOfItems: body.numberOfItems!,
    },
    weightUnitOf(body.tradeUnit),
  );
  return { ...body, weight };
}

const listingFields = {
  ...commercialBodyFields,
  material: materialSchema(LISTED_PRODUCTS),
  // missing dimensions are reported field by field by the material rules
  materialDimensions: materialDimensionsBody.nullish(),
  numberOfItems: numberOfItemsField.nullish(),
  tradeUnitCalculation: tradeUnitCalculation.default('BY_WEIGHT'),
  testCertificates,
};

/**
 * The listing body for a user with these features: the fields, the material rules
 * (validateMaterial: stainless steel needs its feature), the trade rules; calculated by item, the
 * parsed weight is the theoretical one. `requireTerms` adds the seller-terms checkbox.
 */
function listingBodyFor<const R extends boolean>(features: readonly Feature[], requireTerms: R) {
  const fields = requireTerms ? { ...listingFields, sellerTermsAccepted } : listingFields;
  return z
    .object(fields)
    .superRefine((body, ctx) => {
      const errors = validateMaterial(toMaterialForm(body), features);
      addMaterialIssues(ctx, errors);
      checkTradeRules(body, ctx);
    })
    .transform((body) => withTheoreticalWeight(body));
}

/** `POST api/seller/listings/` for a user with these features (the server passes the user's). */
export function createListingBodyFor(features: readonly Feature[]) {
  return listingBodyFor(features, true);
}

/**
 * `POST api/seller/listings/` (201, the listing, REVIEW_REQUIRED), every feature allowed. Errors
 * carry the messages of spec 001 §5 at their paths (`material.grade`, `materialDimensions.width`).
 */
export const createListingBody = listingBodyFor(FEATURES, true);
export type CreateListingBody = z.input<typeof createListingBody>;
export type CreateListingData = z.output<typeof createListingBody>;

/** `PUT api/seller/listings/{id}` for a user with these features. */
export function updateListingBodyFor(features: readonly Feature[]) {
  return listingBodyFor(features, false);
}

/** `PUT api/seller/listings/{id}`: every field again, without the terms (submitting asks for them). */
export const updateListingBody = listingBodyFor(FEATURES, false);
export type UpdateListingBody = z.input<typeof updateListingBody>;
export type UpdateListingData = z.output<typeof updateListingBody>;

/** `POST api/seller/listings/{id}/submit` (200, the listing, REVIEW_REQUIRED): a rejected listing to review again. */
export const submitListingBody = z.object({ sellerTermsAccepted });
export type SubmitListingBody = z.infer<typeof submitListingBody>;
