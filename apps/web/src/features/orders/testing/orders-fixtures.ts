import type { CartOrderGroup, Order, OrderItem } from '@steelyard/domain/orders';
import type { SelfUser } from '@steelyard/domain/users';

/** Demo data for the order screens' tests, shaped by the domain schemas. */
export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART'],
  mfaPreferences: 'Disabled',
  organisation: { id: 'o1', name: 'Demo Steel Trading Ltd', financialDetails: null, mfaRequired: false },
};

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  kind: 'LISTING',
  id: 'l-1',
  referenceNumber: 'CL-000012',
  material: { product: 'COIL', materialType: 'MILD_STEEL', shape: 'FLAT', definition: 'HOT_ROLLED', grade: 'S355J2' },
  materialDimensions: { thickness: 3, width: 1500 },
  packageTitle: null,
  numberOfItems: null,
  weight: 24.5,
  tradeUnit: 'TON',
  prime: true,
  origin: ['DE'],
  country: 'DE',
  ...overrides,
});

const address = (name: string, line: string, country = 'GB') => ({
  name,
  addressLine1: line,
  addressLine2: null,
  city: 'Sheffield',
  postalCode: 'S9 3QS',
  country,
});

export const order = (id: string, overrides: Partial<Order> = {}): Order => ({
  id,
  orderNumber: `PO-${id.padStart(6, '0')}`,
  buyerOrderNumber: `ACME-${id}`,
  referenceNumber: 'CL-000012',
  status: 'PROCESSING',
  statusDescription: 'Processing',
  statusHistory: [{ status: 'PROCESSING', at: '2026-11-20T10:00:00.000Z' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  cartRefNo: null,
  cartReferenceNumber: null,
  item: item(),
  listing: item(),
  packaging: null,
  pricing: {
    currencyCode: 'GBP',
    pricePerUnit: 70_000,
    totalExVat: 1_715_000,
    deliveryCosts: 73_500,
    vatPercent: 20,
    vat: 343_000,
    totalPrice: 2_058_000,
  },
  paymentOption: 'CREDIT',
  paymentStatus: 'NOT_REQUIRED',
  deliveryAddressId: 'a-main',
  deliveryAddress: address('Demo Steel Trading Ltd', '1 Attercliffe Road'),
  additionalDeliveryInformation: 'Gate 3, forklift on site',
  haulierSlotBooking: true,
  collectionAddress: address('Rhein Stahlhandel GmbH', 'Hafenstraße 12', 'DE'),
  expectedDelivery: 'WITHIN_1_WEEK',
  buyerOrganisation: { id: 'o1', name: 'Demo Steel Trading Ltd' },
  sellerOrganisation: { id: 'o2', name: 'Rhein Stahlhandel GmbH' },
  placedBy: { id: 'u-buyer', name: 'Ben Buyer' },
  viewerSide: 'BUYER',
  ...overrides,
});

export const ordersPage = (items: Order[], { totalItems = items.length, currentPage = 1 } = {}) => ({
  items,
  currentPage,
  maxPages: Math.max(1, Math.ceil(totalItems / 10)),
  totalItems,
});

export const cartGroup = (overrides: Partial<CartOrderGroup> = {}): CartOrderGroup => ({
  cartRefNo: 'c-1',
  buyerOrderNumber: 'ACME-CART',
  referenceNumber: 'CO-000012',
  createdAt: '2026-11-20T10:00:00.000Z',
  cartOrders: [
    order('11', { cartRefNo: 'c-1', cartReferenceNumber: 'CO-000012', buyerOrderNumber: 'ACME-CART' }),
    order('12', {
      cartRefNo: 'c-1',
      buyerOrderNumber: 'ACME-CART',
      referenceNumber: 'SH-000003',
      status: 'SHIPPING',
      item: item({ referenceNumber: 'SH-000003', material: { product: 'SHEET', materialType: 'MILD_STEEL' } }),
    }),
  ],
  totalValue: 3_430_000,
  totalValueVAT: 4_116_000,
  taxValue: 686_000,
  taxPercent: 20,
  currencyCode: 'GBP',
  materialProductWithCount: [
    { product: 'COIL', count: 1 },
    { product: 'SHEET', count: 1 },
    { product: 'PLATE', count: 2 },
    { product: 'TREAD', count: 1 },
  ],
  primeStatus: 'MIXED',
  materialLocations: ['DE', 'GB'],
  statusWithCount: [
    { status: 'PROCESSING', count: 1 },
    { status: 'SHIPPING', count: 1 },
  ],
  typeWithWeight: [{ type: 'COIL', tradeUnit: 'TON', weight: 24.5 }],
  ...overrides,
});
