import type { CartEntry, CartReply } from '@steelyard/domain/cart';
import type { Listing } from '@steelyard/domain/listings';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import type { SearchResultItem } from '@steelyard/domain/search';
import type { SelfUser } from '@steelyard/domain/users';

/** Demo data for the buying screens' tests, shaped by the domain schemas. */
export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART', 'PACKAGES'],
  mfaPreferences: 'Disabled',
  organisation: { id: 'o1', name: 'Demo Steel Trading Ltd', financialDetails: null, mfaRequired: false },
};

export const address = (id: string, overrides: Partial<OrganisationReply['warehouseAddresses'][number]> = {}) => ({
  id,
  addressType: 'WAREHOUSE' as const,
  name: 'Demo Steel Trading Ltd',
  addressLine1: `${id.length} Attercliffe Road`,
  addressLine2: null,
  city: 'Sheffield',
  postalCode: 'S9 3QS',
  country: 'GB',
  primary: false,
  phone: null,
  validationState: 'APPROVED' as const,
  rejectionReason: null,
  organisation: { id: 'o1', name: 'Demo Steel Trading Ltd' },
  ...overrides,
});

export const ORGANISATION: OrganisationReply = {
  id: 'o1',
  name: 'Demo Steel Trading Ltd',
  country: 'GB',
  purchaseContactName: null,
  purchaseContactEmail: null,
  invoiceAddress: null,
  warehouseAddresses: [
    address('a-main', { primary: true, addressLine1: '1 Attercliffe Road' }),
    address('a-yard', { addressLine1: '7 Meadowhall Way', city: 'Rotherham' }),
    address('a-pending', { addressLine1: '9 Pending Lane', validationState: 'PENDING' }),
  ],
  financialDetails: null,
};

const PRICING = {
  currencyCode: 'GBP',
  netPricePerUnit: 65_000,
  priceIncludingDelivery: { value: 70_000 },
  totalExcludingVat: { value: 1_715_000 },
};

export const product = (id: string, overrides: Partial<SearchResultItem> = {}): SearchResultItem => ({
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
  expiresAt: '2026-12-20T14:00:00.000Z',
  publishedAt: '2026-11-10T09:00:00.000Z',
  isNew: false,
  pricing: PRICING,
  picture: null,
  differences: [],
  ...overrides,
});

export const entry = (id: string, overrides: Partial<CartEntry> = {}): CartEntry => ({
  id,
  addedAt: '2026-11-22T09:30:00.000Z',
  state: 'AVAILABLE',
  product: product(`l-${id}`),
  pricePerUnitWhenAdded: 70_000,
  figures: {
    currencyCode: 'GBP',
    totalExVat: 1_715_000,
    vatPercent: 20,
    vat: 343_000,
    totalPrice: 2_058_000,
    deliveryCosts: 73_500,
  },
  ...overrides,
});

export const cartReply = (entries: CartEntry[], overrides: Partial<CartReply> = {}): CartReply => ({
  cartEntries: entries,
  canCheckout: entries.length > 0,
  canCheckoutOnCredit: entries.length > 0,
  blockers: entries.length > 0 ? [] : ['EMPTY'],
  expiresAt: entries.length > 0 ? new Date(Date.now() + 42 * 60_000).toISOString() : null,
  reservationMinutes: 60,
  totals:
    entries.length > 0
      ? {
          currencyCode: 'GBP',
          totalExVat: 1_715_000 * entries.length,
          vatPercent: 20,
          vat: 343_000 * entries.length,
          totalPrice: 2_058_000 * entries.length,
          deliveryCosts: 73_500 * entries.length,
        }
      : null,
  availableCredit: { value: 21_000_000, currencyCode: 'GBP' },
  ...overrides,
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
  testCertificates: [],
  hasPendingChanges: false,
  weight: 24.5,
  tradeUnit: 'TON',
  prime: true,
  age: 'UNDER_6_MONTHS',
  origin: ['DE'],
  country: 'DE',
  expiresAt: '2026-12-20T14:00:00.000Z',
  status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-11-02T10:00:00.000Z' },
  pricing: PRICING,
  oldPricing: null,
  internalSellerSku: null,
  description: null,
  pictures: [],
  autoRenew: { enabled: false, expiresAt: null },
  pickupAddress: { id: 'a-9' },
  additionalInformation: null,
  numberOfViews: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  modifiedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});
