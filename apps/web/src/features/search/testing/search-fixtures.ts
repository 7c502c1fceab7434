import type { Listing } from '@steelyard/domain/listings';
import type { SearchResultItem } from '@steelyard/domain/search';
import type { SelfUser } from '@steelyard/domain/users';

/** Demo data for the search screens' tests, shaped by the domain schemas. */
export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['PACKAGES'],
  mfaPreferences: 'Disabled',
  organisation: { id: 'o1', name: 'Demo Steel Trading Ltd', financialDetails: null, mfaRequired: false },
};

export const ORGANISATION = {
  id: 'o1',
  name: 'Demo Steel Trading Ltd',
  country: 'GB',
  purchaseContactName: null,
  purchaseContactEmail: null,
  invoiceAddress: null,
  warehouseAddresses: [],
  financialDetails: null,
};

const PRICING = {
  currencyCode: 'GBP',
  netPricePerUnit: 65_000,
  priceIncludingDelivery: { value: 70_000 },
  totalExcludingVat: { value: 1_715_000 },
};

export const resultItem = (id: string, overrides: Partial<SearchResultItem> = {}): SearchResultItem => ({
  id,
  kind: 'LISTING',
  listingNumber: `CL-${id.padStart(6, '0')}`,
  material: { product: 'COIL', materialType: 'MILD_STEEL', shape: 'FLAT', definition: 'HOT_ROLLED', grade: 'S355J2' },
  materialDimensions: { thickness: 3, width: 1500 },
  packageTitle: null,
  numberOfItems: null,
  weight: 24.5,
  tradeUnit: 'TON',
  prime: true,
  origin: ['DE'],
  country: 'DE',
  expiresAt: '2026-03-20T14:00:00.000Z',
  publishedAt: '2026-03-10T09:00:00.000Z',
  isNew: false,
  pricing: PRICING,
  picture: null,
  differences: [],
  ...overrides,
});

/** A search reply of `items` as page `currentPage` out of `totalItems`. */
export const searchPage = (
  items: SearchResultItem[],
  { totalItems = items.length, currentPage = 1, alternatives = [] as SearchResultItem[] } = {},
) => ({ items, currentPage, maxPages: Math.max(1, Math.ceil(totalItems / 10)), totalItems, alternatives });

export const cert = (id: string) => ({
  documentId: id,
  kind: 'CERTIFICATE' as const,
  contentType: 'application/pdf',
  meta: { fileName: `${id}.pdf`, size: 250_000, lastModifiedDate: null },
  createdAt: '2026-03-01T09:00:00.000Z',
});

export const liveListing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 'l-1',
  organisationId: 'o2',
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
  testCertificates: [cert('cert-1')],
  hasPendingChanges: false,
  weight: 24.5,
  tradeUnit: 'TON',
  prime: true,
  age: 'UNDER_6_MONTHS',
  origin: ['DE'],
  country: 'DE',
  expiresAt: '2026-03-20T14:00:00.000Z',
  status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-03-02T10:00:00.000Z' },
  pricing: PRICING,
  oldPricing: null,
  internalSellerSku: null,
  description: 'Clean coil from stock.',
  pictures: [],
  autoRenew: { enabled: false, expiresAt: null },
  pickupAddress: { id: 'a-1' },
  additionalInformation: 'Forklift on site, gate 3.',
  numberOfViews: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  modifiedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});
