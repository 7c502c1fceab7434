import { formatListingNumber } from '@steelyard/domain/listing-commercial';
import type { DeliveryTimeframe } from '@steelyard/domain/listing-commercial';
import type { Product } from '@steelyard/domain/material-catalogue';
import { listingMaterial, materialDimensions, type ListingMaterial } from '@steelyard/domain/material-schema';
import { weightToGrams } from '@steelyard/domain/theoretical-weight';
import type { Database } from '../../platform/db/database';
import { insertListing, nextListingSequence } from './queries';
// a type only: the service imports nothing from here
import type { ListingRecord } from './service';

/*
 * Listings made for an accepted RFQ quote (issue 10, decision 'RFQ acceptance'), published to the
 * RFQ acceptance workflow (decision 179): orders always reference a listing, so the quoted material
 * becomes a listing of the seller, inserted live in the acceptance's transaction and bought
 * (PURCHASED) by the checkout in that same transaction. No other transaction ever sees it live:
 * search, alerts and carts never meet it; My Listings shows it as sold.
 */

/** What a quote item says of the material, in the RFQ item's words. */
export interface QuotedMaterial {
  product: Exclude<Product, 'PACKAGE'>;
  materialType: string;
  grade: string;
  specification: string | null;
  finish: string | null;
  surface: string | null;
  coating: string | null;
  coatingThicknessValue: string | null;
  tolerance: string | null;
  /** Millimetres. */
  thickness: number;
  width: number;
  length: number | null;
}

export interface QuotedListingValues {
  sellerOrganisationId: string;
  /** The seller user who gave the quote. */
  createdByUserId: string;
  material: QuotedMaterial;
  /** Tonnes. */
  weight: number;
  currencyCode: string;
  /** The seller's net price per tonne, minor units. */
  netPricePerTonne: number;
  pickupAddressId: string;
  /** The pickup address's country. */
  country: string;
  deliveryTimeframe: DeliveryTimeframe;
  /** E.g. "Quote for RQ-000012" and the seller's comment. */
  additionalInformation: string;
}

/**
 * The RFQ item's free-text words kept where the catalogue knows them (an order's snapshot is read
 * with the catalogue's choices); the full wording stays in the listing's description.
 */
function toListingMaterial(m: QuotedMaterial): ListingMaterial {
  const candidate: Record<string, unknown> = {
    product: m.product,
    materialType: m.materialType,
    grade: m.grade,
    specification: m.specification,
    finish: m.finish,
    surface: m.surface,
    coating: m.coating,
    coatingThicknessValue: m.coatingThicknessValue,
    tolerance: m.tolerance,
  };
  const shape = listingMaterial.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidate)) {
    if (value == null) continue;
    const parsed = shape[field]!.safeParse(value);
    if (parsed.success) kept[field] = parsed.data;
  }
  return listingMaterial.parse(kept);
}

const describe = (m: QuotedMaterial) =>
  [
    m.materialType,
    m.grade,
    m.specification,
    m.finish,
    m.surface,
    m.coating,
    m.coatingThicknessValue,
    `${m.thickness} × ${m.width}${m.length != null ? ` × ${m.length}` : ''} mm`,
    m.tolerance,
  ]
    .filter((v) => v != null && v !== '')
    .join(', ');

/**
 * Inserts the live listing of an accepted quote item in the caller's transaction (which must buy it
 * before committing): priced per tonne at the seller's net price, the quoted weight, picked up at the
 * quote's address, expiring now so that nothing could ever renew it.
 */
export async function createListingForQuote(
  tx: Database,
  values: QuotedListingValues,
  now: Date,
): Promise<ListingRecord> {
  const m = values.material;
  const dimensions = materialDimensions.parse({
    thickness: Math.round(m.thickness * 100) / 100,
    width: Math.round(m.width),
    ...(m.length != null ? { length: Math.round(m.length) } : {}),
  });
  return insertListing(tx, {
    kind: 'LISTING',
    listingNumber: formatListingNumber(m.product, await nextListingSequence(tx, m.product)),
    organisationId: values.sellerOrganisationId,
    createdByUserId: values.createdByUserId,
    status: 'PUBLISHED',
    statusModifiedAt: now,
    submittedAt: null,
    material: toListingMaterial(m),
    product: m.product,
    materialType: m.materialType,
    materialDimensions: dimensions,
    numberOfItems: null,
    tradeUnit: 'TON',
    tradeUnitCalculation: 'BY_WEIGHT',
    weightGrams: weightToGrams(values.weight, 'TON'),
    currencyCode: values.currencyCode,
    netPricePerUnit: values.netPricePerTonne,
    // an RFQ asks for a specification, which prime material meets
    prime: true,
    origin: [values.country],
    pickupAddressId: values.pickupAddressId,
    country: values.country,
    additionalInformation: values.additionalInformation,
    description: describe(m),
    deliveryTimeframe: values.deliveryTimeframe,
    expiresAt: now,
    autoRenew: false,
    createdAt: now,
    updatedAt: now,
  });
}
