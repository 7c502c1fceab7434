import type { z } from 'zod';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { ErrorDetail } from '@steelyard/domain/errors';
import { isValidExpiry } from '@steelyard/domain/listing-expiry';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { updateListingBody } from '@steelyard/domain/listings';
import type { updatePackageBody } from '@steelyard/domain/packages';
import { weightToGrams, weightUnitOf } from '@steelyard/domain/theoretical-weight';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { DocumentClaim } from '../documents/service';
import { findUsableAddress, type OrganisationTradingProfile } from '../organisations/service';
import type { ListingValues } from './schema';

/*
 * From a validated listing or package body to the columns of a listing: the seller's choices, the
 * files to attach, and the checks that need the database or the clock (pickup and invoice address,
 * currency, expiry). Every failure is a 400 with one detail per field.
 */

/** A listing body as the seller's calls parse it (create adds the terms, which are not stored). */
export type ListingBodyData = z.output<typeof updateListingBody>;
/** A package body as the seller's calls parse it. */
export type PackageBodyData = z.output<typeof updatePackageBody>;

/** A file the body names: the document, its kind, and where the body named it (for error details). */
export interface FileClaim extends DocumentClaim {
  path: string;
}

/** What a seller submits or edits, before the checks against the organisation. */
export interface SellerSubmission {
  kind: ListingKind;
  fields: Omit<ListingValues, 'country'>;
  /** Pictures, certificates and the package list, in that order. */
  files: FileClaim[];
  draftId: string | null;
}

// only a picture can be the main one (the search card's); other kinds ignore the flag
const claims = (
  refs: readonly { documentId: string; main?: boolean | undefined }[] | null | undefined,
  kind: DocumentClaim['kind'],
  field: string,
): FileClaim[] =>
  (refs ?? []).map((r, i) => ({
    documentId: r.documentId,
    kind,
    path: `body.${field}.${i}`,
    ...(kind === 'PICTURE' && r.main === true ? { main: true } : {}),
  }));

const commonFields = (body: ListingBodyData | PackageBodyData) => ({
  tradeUnit: body.tradeUnit,
  weightGrams: weightToGrams(body.weight!, weightUnitOf(body.tradeUnit)),
  currencyCode: body.sellingPrice.currencyCode,
  netPricePerUnit: body.sellingPrice.value,
  prime: body.prime,
  origin: body.origin,
  age: body.age ?? null,
  pickupAddressId: body.pickupAddressId,
  invoiceAddressId: body.invoiceAddressId ?? null,
  additionalInformation: body.additionalInformation || null,
  internalSellerSku: body.internalSellerSku || null,
  description: body.description || null,
  expiresAt: new Date(body.expiresAt),
  autoRenew: body.autoRenew,
});

/** A listing body as a submission. */
export function listingSubmission(body: ListingBodyData): SellerSubmission {
  return {
    kind: 'LISTING',
    fields: {
      ...commonFields(body),
      material: body.material,
      product: body.material.product,
      materialType: body.material.materialType ?? null,
      materialDimensions: body.materialDimensions ?? null,
      numberOfItems: body.numberOfItems ?? null,
      tradeUnitCalculation: body.tradeUnitCalculation,
      packageTitle: null,
      packageDescription: null,
      deliveryTimeframe: null,
    },
    files: [
      ...claims(body.pictures, 'PICTURE', 'pictures'),
      ...claims(body.testCertificates, 'CERTIFICATE', 'testCertificates'),
    ],
    draftId: body.draftId ?? null,
  };
}

/** A package body as a submission. */
export function packageSubmission(body: PackageBodyData): SellerSubmission {
  return {
    kind: 'PACKAGE',
    fields: {
      ...commonFields(body),
      material: body.material,
      product: 'PACKAGE',
      materialType: body.material.materialType ?? null,
      materialDimensions: null,
      numberOfItems: null,
      tradeUnitCalculation: 'BY_WEIGHT',
      packageTitle: body.packageTitle || null,
      packageDescription: body.packageDescription || null,
      deliveryTimeframe: body.deliveryTimeframe,
    },
    files: [
      ...claims(body.pictures, 'PICTURE', 'pictures'),
      ...claims(body.certificates, 'CERTIFICATE', 'certificates'),
      ...(body.packageDocument
        ? [{ documentId: body.packageDocument.documentId, kind: 'PACKAGE_LIST' as const, path: 'body.packageDocument' }]
        : []),
    ],
    draftId: body.draftId ?? null,
  };
}

/** A 400 with the failing fields, each at its body path. */
export function invalidFields(details: ErrorDetail[]): AppError {
  return new AppError('VALIDATION', details[0]!.message, details);
}

/** The price must be in the organisation's currency; answers the detail or null. */
export function currencyIssue(currencyCode: string, organisation: OrganisationTradingProfile, path: string) {
  return currencyCode === organisation.currencyCode ? null : { path, message: LISTING_MESSAGES.currencyMismatch };
}

/** The expiry must be one of the choices offered now (with the grace of decision 55). */
export function expiryIssue(expiresAt: Date | string, now: Date, path = 'body.expiresAt'): ErrorDetail | null {
  return isValidExpiry(expiresAt, now) ? null : { path, message: LISTING_MESSAGES.invalidExpiry };
}

/**
 * Checks a submission against the organisation: pickup at one of its approved warehouses, invoice
 * address its own, price in its currency, and (when asked) an offered expiry. Answers the columns.
 */
export async function resolveSubmission(
  db: Database,
  organisation: OrganisationTradingProfile,
  submission: SellerSubmission,
  now: Date,
  options: { checkExpiry: boolean },
): Promise<ListingValues> {
  const { fields } = submission;
  const details: ErrorDetail[] = [];
  const pickup = await findUsableAddress(db, organisation.id, fields.pickupAddressId, 'WAREHOUSE');
  if (!pickup) details.push({ path: 'body.pickupAddressId', message: LISTING_MESSAGES.pickupAddressInvalid });
  if (fields.invoiceAddressId) {
    const invoice = await findUsableAddress(db, organisation.id, fields.invoiceAddressId, 'INVOICE');
    if (!invoice) details.push({ path: 'body.invoiceAddressId', message: LISTING_MESSAGES.invoiceAddressInvalid });
  }
  const currency = currencyIssue(fields.currencyCode, organisation, 'body.sellingPrice.currencyCode');
  if (currency) details.push(currency);
  const expiry = options.checkExpiry ? expiryIssue(fields.expiresAt, now) : null;
  if (expiry) details.push(expiry);
  if (details.length > 0) throw invalidFields(details);
  return { ...fields, country: pickup!.country };
}
