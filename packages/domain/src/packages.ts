import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { textField } from './field-messages';
import {
  LISTING_TEXT_LIMITS,
  commercialBodyFields,
  commercialReplyFields,
  deliveryTimeframe,
  expiresAtField,
  idField,
  materialAge,
  monetaryAmount,
  originField,
  pricingUnit,
  sellerTermsAccepted,
  testCertificates,
  weightField,
} from './listing-commercial';
import { listingFile, listingFileRef, listingFileRefs } from './listing-files';
import { revisionCommonFields, revisionOf, revisionRejection } from './listing-revisions';
import { checkTradeRules } from './listings';
import { MATERIAL_TYPES, SHAPES } from './material-catalogue';
import { PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_TITLE_MAX_LENGTH, validateMaterial } from './material-rules';
import { addMaterialIssues, materialSchema, toMaterialForm } from './material-schema';
import { listQuery, listReply } from './paging';
import { FEATURES } from './roles';
import type { Feature } from './roles';

/*
 * Packages (spec 001 §3 Package): a mixed lot described by an Excel package list, priced per tonne
 * or kilogram. They need the PACKAGES feature, package drafts PACKAGE_DRAFTS.
 * - `GET api/universal/packaging/packages/` (10 a page, filter `status.value`) and `…/{id}`
 *   (404 LISTING_MESSAGES.packageNotFound);
 * - `POST api/seller/packages/` createPackageBody (201, REVIEW_REQUIRED), `PUT api/seller/packages/{id}`
 *   updatePackageBody, `PUT api/seller/packages/{id}/renewal` packageRenewalBody (the spec's
 *   packageListingRequest: an expired package live again); the other service actions as for listings
 *   under api/seller/packages/{id};
 * - drafts: `POST`/`PUT api/universal/draft-packages/…` draftPackageBody, `GET api/universal/draft-packages/`
 *   (50 a page), `DELETE api/seller/draft-packages/{id}` (and api/manager/… for managers).
 */

/** A package's material: only its type and shape. */
export const packageMaterial = z.object({
  product: z.literal('PACKAGE'),
  materialType: z.enum(MATERIAL_TYPES).nullable(),
  shape: z.enum(SHAPES).nullable(),
});

/** What a live package's revision changes, as the package reply shows those fields (listing-revisions.ts). */
export const packageRevisionContent = z.object({
  ...revisionCommonFields,
  material: packageMaterial,
  packageTitle: z.string(),
  packageDescription: z.string().nullable(),
  packageDocument: listingFile.nullable(),
  deliveryTimeframe: deliveryTimeframe.nullable(),
  certificates: z.array(listingFile),
});
export type PackageRevisionContent = z.infer<typeof packageRevisionContent>;

/** A package as every package call answers it. */
export const listingPackage = z.object({
  ...commercialReplyFields,
  /** The number buyers and support quote, e.g. "PK-000042". */
  packageNumber: z.string(),
  material: packageMaterial,
  packageTitle: z.string(),
  packageDescription: z.string().nullable(),
  /** The Excel package list. */
  packageDocument: listingFile.nullable(),
  deliveryTimeframe: deliveryTimeframe.nullable(),
  certificates: z.array(listingFile),
  /** As for listings (listings.ts): a revision waits for review; its content and a rejection's reason. */
  hasPendingChanges: z.boolean(),
  revision: revisionOf(packageRevisionContent).nullish(),
  revisionRejection: revisionRejection.nullish(),
});
export type ListingPackage = z.infer<typeof listingPackage>;
export const packageList = listReply(listingPackage);
export type PackageList = z.infer<typeof packageList>;
export const packageListQuery = listQuery(PAGE_SIZE.listings);
export const PACKAGE_FILTERS = ['status.value', 'material.materialType', 'prime', 'expiresAt', 'createdAt'] as const;
export const PACKAGE_SORTS = ['createdAt', 'modifiedAt', 'expiresAt', 'weight', 'pricing.netPricePerUnit'] as const;

const packageFields = {
  ...commercialBodyFields,
  material: materialSchema(['PACKAGE']),
  packageTitle: textField(PACKAGE_TITLE_MAX_LENGTH).nullish(),
  packageDescription: textField(PACKAGE_DESCRIPTION_MAX_LENGTH).nullish(),
  packageDocument: listingFileRef.nullish(),
  deliveryTimeframe: deliveryTimeframe,
  certificates: testCertificates,
};

function packageBodyFor<const R extends boolean>(features: readonly Feature[], requireTerms: R) {
  const fields = requireTerms ? { ...packageFields, sellerTermsAccepted } : packageFields;
  return z.object(fields).superRefine((body, ctx) => {
    // title and package list are required by the material rules, like every PACKAGE field
    addMaterialIssues(ctx, validateMaterial(toMaterialForm(body), features));
    checkTradeRules({ ...body, tradeUnitCalculation: 'BY_WEIGHT' }, ctx);
  });
}

/** `POST api/seller/packages/` for a user with these features (stainless steel needs its feature). */
export function createPackageBodyFor(features: readonly Feature[]) {
  return packageBodyFor(features, true);
}

/** `POST api/seller/packages/` (201, the package, REVIEW_REQUIRED), every feature allowed. */
export const createPackageBody = packageBodyFor(FEATURES, true);
export type CreatePackageBody = z.input<typeof createPackageBody>;
export type CreatePackageData = z.output<typeof createPackageBody>;

/** `PUT api/seller/packages/{id}` for a user with these features. */
export function updatePackageBodyFor(features: readonly Feature[]) {
  return packageBodyFor(features, false);
}

/** `PUT api/seller/packages/{id}` (200, the package): every field again, without the terms. */
export const updatePackageBody = packageBodyFor(FEATURES, false);
export type UpdatePackageBody = z.input<typeof updatePackageBody>;

/** `PUT api/seller/packages/{id}/renewal` (RENEW, expired packages): a new expiry, optionally a new price. */
export const packageRenewalBody = z.object({
  expiresAt: expiresAtField,
  sellingPrice: monetaryAmount.nullish(),
  autoRenew: z.boolean().optional(),
});
export type PackageRenewalBody = z.infer<typeof packageRenewalBody>;

/** A draft package's fields: only `material.product` (PACKAGE) is required. */
export const draftPackageBody = z.object({
  material: materialSchema(['PACKAGE']),
  packageTitle: textField(PACKAGE_TITLE_MAX_LENGTH).nullish(),
  packageDescription: textField(PACKAGE_DESCRIPTION_MAX_LENGTH).nullish(),
  packageDocument: listingFileRef.nullish(),
  deliveryTimeframe: deliveryTimeframe.nullish(),
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
  certificates: listingFileRefs('CERTIFICATE').nullish(),
});
export type DraftPackageBody = z.input<typeof draftPackageBody>;

/** A draft package as stored. */
export const draftPackage = draftPackageBody.extend({
  // as stored (a list of codes): the body's single-code shorthand is a one-way transform
  origin: z.array(z.string()).nullish(),
  // as stored: drafts saved before the bounds of issue 22 may weigh more
  weight: z.number().nullish(),
  packageDocument: listingFile.nullish(),
  pictures: z.array(listingFile).nullish(),
  certificates: z.array(listingFile).nullish(),
  id: z.string(),
  organisationId: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type DraftPackage = z.infer<typeof draftPackage>;
export const draftPackageList = listReply(draftPackage);
export type DraftPackageList = z.infer<typeof draftPackageList>;
export const draftPackageListQuery = listQuery(PAGE_SIZE.draftListings);

/** Copy from package (spec 001 §4): a new draft with the package's fields, the seller's SKU and every file cleared. */
export function copyPackageToDraft(source: ListingPackage): z.output<typeof draftPackageBody> {
  return {
    material: { product: 'PACKAGE', materialType: source.material.materialType, shape: source.material.shape },
    packageTitle: source.packageTitle,
    packageDescription: source.packageDescription,
    packageDocument: null,
    deliveryTimeframe: source.deliveryTimeframe,
    prime: source.prime,
    origin: source.origin,
    age: source.age,
    weight: source.weight,
    tradeUnit: source.tradeUnit,
    sellingPrice: {
      value: source.pricing.netPricePerUnit,
      currencyCode: source.pricing.currencyCode as 'GBP' | 'EUR',
    },
    expiresAt: source.expiresAt,
    autoRenew: source.autoRenew.enabled,
    pickupAddressId: source.pickupAddress.id,
    additionalInformation: source.additionalInformation,
    description: source.description,
    internalSellerSku: null,
    pictures: [],
    certificates: [],
  };
}
