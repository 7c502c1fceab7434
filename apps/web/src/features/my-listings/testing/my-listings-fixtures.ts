import type { DocumentReference } from '@steelyard/domain/documents';
import type { DraftListing } from '@steelyard/domain/listing-drafts';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import type { Listing } from '@steelyard/domain/listings';
import type { Address } from '@steelyard/domain/organisations';
import type { DraftPackage, ListingPackage } from '@steelyard/domain/packages';
import type { SelfUser } from '@steelyard/domain/users';

/** Demo data for the My Listings screens' tests, shaped by the domain schemas. */
const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };

export const SELLER: SelfUser = {
  id: 'u-seller',
  name: 'Sam Seller',
  email: 'seller@demo-steel.example',
  roles: ['SELLER'],
  activated: true,
  features: ['PACKAGES', 'PACKAGE_DRAFTS'],
  mfaPreferences: 'Disabled',
  organisation: { ...ORG, financialDetails: null, mfaRequired: false },
};

export const BUYER: SelfUser = { ...SELLER, id: 'u-buyer', name: 'Ben Buyer', roles: ['BUYER'], features: [] };
export const MANAGER: SelfUser = { ...SELLER, id: 'u-manager', name: 'Alice Manager', roles: ['MANAGER', 'SELLER'] };

export const file = (id: string, overrides: Partial<DocumentReference> = {}): DocumentReference => ({
  documentId: id,
  kind: 'CERTIFICATE',
  contentType: 'application/pdf',
  meta: { fileName: `${id}.pdf`, size: 250_000, lastModifiedDate: null },
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const status = (value: ListingStatus, reason: string | null = null) => ({
  value,
  reason,
  modifiedAt: '2026-03-02T10:00:00.000Z',
});

export const listing = (
  overrides: Partial<Listing> & { statusValue?: ListingStatus; reason?: string } = {},
): Listing => {
  const { statusValue = 'PUBLISHED', reason = null, ...rest } = overrides;
  return {
    id: 'l-1',
    organisationId: 'o1',
    listingNumber: 'CL-000012',
    material: {
      product: 'COIL',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S355J2',
      tolerance: 'EN_10051',
    },
    materialDimensions: { thickness: 3, width: 1500 },
    numberOfItems: null,
    tradeUnitCalculation: 'BY_WEIGHT',
    deliveryPromise: 'WITHIN_1_WEEK',
    testCertificates: [file('cert-1')],
    hasPendingChanges: false,
    weight: 24.5,
    tradeUnit: 'TON',
    prime: true,
    age: 'UNDER_6_MONTHS',
    origin: ['DE'],
    country: 'GB',
    expiresAt: '2026-03-20T14:00:00.000Z',
    status: status(statusValue, reason),
    pricing: {
      currencyCode: 'GBP',
      netPricePerUnit: 65_000,
      priceIncludingDelivery: { value: 70_000 },
      totalExcludingVat: { value: 1_715_000 },
    },
    oldPricing: null,
    internalSellerSku: 'SHF-C-0042',
    description: 'Clean coil from stock.',
    pictures: [],
    autoRenew: { enabled: true, expiresAt: '2026-03-27T14:00:00.000Z' },
    pickupAddress: { id: 'a-sheffield' },
    additionalInformation: 'Forklift on site, gate 3.',
    numberOfViews: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    modifiedAt: '2026-03-02T10:00:00.000Z',
    ...rest,
  };
};

export const listingPackage = (
  overrides: Partial<ListingPackage> & { statusValue?: ListingStatus } = {},
): ListingPackage => {
  const { statusValue = 'PUBLISHED', ...rest } = overrides;
  const base = listing({ statusValue });
  return {
    id: 'p-1',
    organisationId: 'o1',
    packageNumber: 'PK-000003',
    material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
    packageTitle: 'Mixed hot rolled sheets',
    packageDescription: 'Offcuts and sheets from a cancelled order.',
    packageDocument: file('list-1', {
      kind: 'PACKAGE_LIST',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      meta: { fileName: 'package-list.xlsx', size: 12_000, lastModifiedDate: null },
    }),
    deliveryTimeframe: 'WITHIN_2_WEEKS',
    certificates: [],
    hasPendingChanges: false,
    weight: base.weight,
    tradeUnit: base.tradeUnit,
    prime: false,
    age: null,
    origin: ['GB'],
    country: 'GB',
    expiresAt: base.expiresAt,
    status: base.status,
    pricing: base.pricing,
    oldPricing: null,
    internalSellerSku: null,
    description: null,
    pictures: [],
    autoRenew: { enabled: false, expiresAt: null },
    pickupAddress: { id: 'a-sheffield' },
    additionalInformation: null,
    numberOfViews: 4,
    createdAt: base.createdAt,
    modifiedAt: base.modifiedAt,
    ...rest,
  };
};

export const draftListing = (overrides: Partial<DraftListing> = {}): DraftListing => ({
  id: 'd-1',
  organisationId: 'o1',
  material: { product: 'SHEET', materialType: 'MILD_STEEL', definition: 'COLD_ROLLED', grade: 'DC01' },
  materialDimensions: { thickness: 1.5, width: 1250, length: 2500 },
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-03T11:00:00.000Z',
  ...overrides,
});

export const draftPackage = (overrides: Partial<DraftPackage> = {}): DraftPackage => ({
  id: 'dp-1',
  organisationId: 'o1',
  material: { product: 'PACKAGE', materialType: 'MILD_STEEL' },
  packageTitle: 'Galvanised offcuts',
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-03T11:00:00.000Z',
  ...overrides,
});

export const pickupAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 'a-sheffield',
  addressType: 'WAREHOUSE',
  name: 'Demo Steel – Sheffield Depot',
  addressLine1: 'Unit 4, Attercliffe Road',
  addressLine2: null,
  city: 'Sheffield',
  postalCode: 'S4 7WZ',
  country: 'GB',
  primary: true,
  phone: null,
  validationState: 'APPROVED',
  organisation: ORG,
  ...overrides,
});

/** A list reply of `items` as page `currentPage` of `size`-item pages out of `totalItems`. */
export const page = <T>(items: T[], totalItems = items.length, currentPage = 1, size = 10) => ({
  items,
  currentPage,
  maxPages: Math.max(1, Math.ceil(totalItems / size)),
  totalItems,
});
