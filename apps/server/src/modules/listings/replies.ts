import type { ExchangeRates } from '@steelyard/domain/exchange-rates';
import type { DocumentReference } from '@steelyard/domain/documents';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { ListingPricing } from '@steelyard/domain/listing-commercial';
import { nextAutoRenewExpiry } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import type { ListingPackage } from '@steelyard/domain/packages';
import { computePriceSummary, toListingPricing, type PriceSummary } from '@steelyard/domain/price-summary';
import { gramsToWeight, weightUnitOf } from '@steelyard/domain/theoretical-weight';
import type { Database } from '../../platform/db/database';
import { findOwnerDocuments, type DocumentOwner } from '../documents/service';
import { countListingViews } from './queries';
import type { ListingRow } from './schema';

/** Whose prices a reply shows: fees by the route to the viewer's country, VAT by it (spec 001 §1). */
export interface PriceView {
  feeSchedule: FeeSchedule;
  /** The viewing organisation's country: the delivery destination and whose VAT applies. */
  viewerCountry: string;
  /** For comparing prices with the viewer's credit line in another currency (decision 83). */
  exchangeRates?: ExchangeRates;
}

/** The documents of a listing or package: attached to it as owner type LISTING or PACKAGE. */
export const listingOwner = (row: Pick<ListingRow, 'id' | 'kind'>): DocumentOwner => ({
  ownerType: row.kind,
  ownerId: row.id,
});

/** The weight as replies and bodies carry it: tonnes, or kilograms when priced per kilogram. */
export const weightOf = (row: Pick<ListingRow, 'weightGrams' | 'tradeUnit'>): number =>
  gramsToWeight(row.weightGrams, weightUnitOf(row.tradeUnit));

/**
 * The whole price summary of a row for a viewer at a net price per unit (checkout charges it);
 * `offerPricePerUnit` (incl. delivery) adds the figures at that price (an offer, a cart entry's price).
 */
export function priceSummaryAt(
  row: ListingRow,
  netPricePerUnit: number,
  view: PriceView,
  offerPricePerUnit: number | null = null,
): PriceSummary {
  return computePriceSummary(
    {
      product: row.product,
      tradeUnit: row.tradeUnit,
      currencyCode: row.currencyCode,
      netPricePerUnit,
      weight: weightOf(row),
      numberOfItems: row.numberOfItems,
      originCountry: row.country,
      destinationCountry: view.viewerCountry,
      buyerCountry: view.viewerCountry,
      offerPricePerUnit,
    },
    view.feeSchedule,
  );
}

/** The pricing of a row for a viewer at a net price per unit (the current or the previous one). */
export function pricingAt(row: ListingRow, netPricePerUnit: number, view: PriceView): ListingPricing {
  return toListingPricing(priceSummaryAt(row, netPricePerUnit, view));
}

type CommonReply = Omit<
  Listing,
  | 'listingNumber'
  | 'material'
  | 'materialDimensions'
  | 'numberOfItems'
  | 'tradeUnitCalculation'
  | 'deliveryPromise'
  | 'testCertificates'
  | 'hasPendingChanges'
>;

function toCommonReply(row: ListingRow, files: DocumentReference[], views: number, view: PriceView): CommonReply {
  return {
    id: row.id,
    organisationId: row.organisationId,
    weight: weightOf(row),
    tradeUnit: row.tradeUnit,
    prime: row.prime,
    age: row.age,
    origin: row.origin,
    country: row.country,
    expiresAt: row.expiresAt.toISOString(),
    status: { value: row.status, reason: row.statusReason, modifiedAt: row.statusModifiedAt.toISOString() },
    pricing: pricingAt(row, row.netPricePerUnit, view),
    oldPricing: row.previousNetPricePerUnit == null ? null : pricingAt(row, row.previousNetPricePerUnit, view),
    internalSellerSku: row.internalSellerSku,
    description: row.description,
    pictures: files.filter((f) => f.kind === 'PICTURE'),
    autoRenew: {
      enabled: row.autoRenew,
      expiresAt: row.autoRenew ? nextAutoRenewExpiry(row.expiresAt).toISOString() : null,
    },
    pickupAddress: { id: row.pickupAddressId },
    additionalInformation: row.additionalInformation,
    numberOfViews: views,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.updatedAt.toISOString(),
  };
}

/** A listing row as every listing call answers it. */
function toListingReply(row: ListingRow, files: DocumentReference[], views: number, view: PriceView): Listing {
  return {
    ...toCommonReply(row, files, views, view),
    listingNumber: row.listingNumber,
    material: row.material,
    materialDimensions: row.materialDimensions ?? {},
    numberOfItems: row.numberOfItems,
    tradeUnitCalculation: row.tradeUnitCalculation,
    // the organisation's delivery promise is not kept yet (spec 001 §3 names seller.deliveryPromise)
    deliveryPromise: null,
    testCertificates: files.filter((f) => f.kind === 'CERTIFICATE'),
    hasPendingChanges: row.pendingChanges != null,
  };
}

/** A package row as every package call answers it. */
function toPackageReply(row: ListingRow, files: DocumentReference[], views: number, view: PriceView): ListingPackage {
  return {
    ...toCommonReply(row, files, views, view),
    packageNumber: row.listingNumber,
    material: {
      product: 'PACKAGE',
      materialType: (row.material.materialType ?? null) as ListingPackage['material']['materialType'],
      shape: (row.material.shape ?? null) as ListingPackage['material']['shape'],
    },
    packageTitle: row.packageTitle ?? '',
    packageDescription: row.packageDescription,
    packageDocument: files.find((f) => f.kind === 'PACKAGE_LIST') ?? null,
    deliveryTimeframe: row.deliveryTimeframe,
    certificates: files.filter((f) => f.kind === 'CERTIFICATE'),
    hasPendingChanges: row.pendingChanges != null,
  };
}

/** Replies of several rows of one kind, with their files and view counts. */
export async function toListingReplies(db: Database, rows: ListingRow[], view: PriceView): Promise<Listing[]> {
  const views = await countListingViews(
    db,
    rows.map((r) => r.id),
  );
  const replies: Listing[] = [];
  for (const row of rows) {
    const files = await findOwnerDocuments(db, listingOwner(row));
    replies.push(toListingReply(row, files, views.get(row.id) ?? 0, view));
  }
  return replies;
}

/** Replies of several package rows, with their files and view counts. */
export async function toPackageReplies(db: Database, rows: ListingRow[], view: PriceView): Promise<ListingPackage[]> {
  const views = await countListingViews(
    db,
    rows.map((r) => r.id),
  );
  const replies: ListingPackage[] = [];
  for (const row of rows) {
    const files = await findOwnerDocuments(db, listingOwner(row));
    replies.push(toPackageReply(row, files, views.get(row.id) ?? 0, view));
  }
  return replies;
}
