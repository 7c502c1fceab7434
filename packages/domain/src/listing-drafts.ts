import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { numberField, textField } from './field-messages';
import {
  LISTING_TEXT_LIMITS,
  expiresAtField,
  idField,
  materialAge,
  monetaryAmount,
  originField,
  pricingUnit,
  tradeUnitCalculation,
  weightField,
} from './listing-commercial';
import { isValidExpiry } from './listing-expiry';
import { listingFile, listingFileRefs } from './listing-files';
import type { Listing } from './listings';
import {
  LISTED_PRODUCTS,
  materialDimensions,
  materialDimensionsBody,
  materialSchema,
  numberOfItemsField,
} from './material-schema';
import { listQuery, listReply } from './paging';

/*
 * Draft listings (spec 001 §3 Draft): the listing's fields, every one optional but the product,
 * with their types and limits checked and nothing else, so a half-filled wizard can be saved.
 * - `POST api/universal/draft-listings/` (201, the draft) and `PUT api/universal/draft-listings/{id}`
 *   (200): draftListingBody; everyone may keep drafts (spec 001 §6);
 * - `GET api/universal/draft-listings/` (50 a page, last changed first) and `GET …/{id}` (404
 *   LISTING_MESSAGES.draftNotFound);
 * - `DELETE api/seller/draft-listings/{id}` (the seller's own drafts) and
 *   `DELETE api/manager/draft-listings/{id}` (the organisation's) answer 204.
 * Submitting a draft is `POST api/seller/listings/` with its `draftId`.
 */

/** A draft listing's fields: only `material.product` is required. */
export const draftListingBody = z.object({
  material: materialSchema(LISTED_PRODUCTS),
  materialDimensions: materialDimensionsBody.nullish(),
  numberOfItems: numberOfItemsField.nullish(),
  tradeUnitCalculation: tradeUnitCalculation.nullish(),
  prime: z.boolean().nullish(),
  origin: originField.nullish(),
  age: materialAge.nullish(),
  weight: weightField.nullish(),
  tradeUnit: pricingUnit.nullish(),
  sellingPrice: monetaryAmount.nullish(),
  expiresAt: expiresAtField.nullish(),
  autoRenew: z.boolean().nullish(),
  pickupAddressId: idField.nullish(),
  invoiceAddressId: idField.nullish(),
  additionalInformation: textField(LISTING_TEXT_LIMITS.additionalInformation).nullish(),
  internalSellerSku: textField(LISTING_TEXT_LIMITS.internalSellerSku).nullish(),
  description: textField(LISTING_TEXT_LIMITS.description).nullish(),
  pictures: listingFileRefs('PICTURE').nullish(),
  testCertificates: listingFileRefs('CERTIFICATE').nullish(),
});
export type DraftListingBody = z.input<typeof draftListingBody>;
export type DraftListingData = z.output<typeof draftListingBody>;

/** A draft as stored: its fields plus id and times; its files answered as document references. */
export const draftListing = draftListingBody.extend({
  // as stored (a list of codes): the body's single-code shorthand is a one-way transform
  origin: z.array(z.string()).nullish(),
  // as stored: drafts saved before the bounds of issue 22 may hold more
  materialDimensions: materialDimensions.nullish(),
  numberOfItems: numberField().nullish(),
  weight: numberField().nullish(),
  pictures: z.array(listingFile).nullish(),
  testCertificates: z.array(listingFile).nullish(),
  id: z.string(),
  organisationId: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type DraftListing = z.infer<typeof draftListing>;
export const draftListingList = listReply(draftListing);
export type DraftListingList = z.infer<typeof draftListingList>;

export const draftListingListQuery = listQuery(PAGE_SIZE.draftListings);
export const DRAFT_LISTING_FILTERS = ['material.product'] as const;
export const DRAFT_LISTING_SORTS = ['modifiedAt', 'createdAt'] as const;
export const DEFAULT_DRAFT_LISTING_SORT = 'modifiedAt:desc';

/**
 * A draft loaded into the wizard loses an expiry that is no longer one of the choices offered now
 * (spec 001 §4 drops one in the past; one inside the next 4 hours could not be submitted either).
 */
export function withoutStaleExpiry<T extends { expiresAt?: string | null }>(draft: T, now: Date): T {
  if (!draft.expiresAt || isValidExpiry(draft.expiresAt, now, 0)) return draft;
  return { ...draft, expiresAt: null };
}

/** Copy from listing (spec 001 §4): a new form with the listing's fields, the seller's SKU and every file cleared. */
export function copyListingToDraft(source: Listing): DraftListingData {
  return {
    material: source.material as DraftListingData['material'],
    materialDimensions: source.materialDimensions,
    numberOfItems: source.numberOfItems,
    tradeUnitCalculation: source.tradeUnitCalculation,
    prime: source.prime,
    origin: source.origin,
    age: source.age,
    weight: source.weight,
    tradeUnit: source.tradeUnit,
    sellingPrice: {
      value: source.pricing.netPricePerUnit,
      currencyCode: source.pricing.currencyCode as NonNullable<DraftListingData['sellingPrice']>['currencyCode'],
    },
    expiresAt: source.expiresAt,
    autoRenew: source.autoRenew.enabled,
    pickupAddressId: source.pickupAddress.id,
    additionalInformation: source.additionalInformation,
    description: source.description,
    internalSellerSku: null,
    pictures: [],
    testCertificates: [],
  };
}
