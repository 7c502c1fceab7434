import { Outlet, type RouteObject } from 'react-router';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import { FEATURES } from '@steelyard/domain/roles';
import type { Quote, QuoteItem, Rfq, RfqItem } from '@steelyard/domain/rfqs';
import type { SelfUser } from '@steelyard/domain/users';
import { ToastArea } from '../../../shared/ui/toast-area';
import { rfqRoutesForTests } from './rfq-test-routes';

/** Demo data for the RFQ tests, shaped by the domain schemas. */
const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };

export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Bea Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: [...FEATURES],
  mfaPreferences: 'Disabled',
  organisation: { ...ORG, financialDetails: null, mfaRequired: false },
};

export const SELLER: SelfUser = {
  ...BUYER,
  id: 'u-seller',
  name: 'Sam Seller',
  roles: ['SELLER'],
  organisation: { id: 'o2', name: 'Rhein Stahlhandel GmbH', financialDetails: null, mfaRequired: false },
};

export const address = (overrides: Partial<Address> = {}): Address => ({
  id: 'a-sheffield',
  addressType: 'WAREHOUSE',
  name: 'Sheffield Depot',
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

export const organisation = (overrides: Partial<OrganisationReply> = {}): OrganisationReply => ({
  ...ORG,
  country: 'GB',
  purchaseContactName: null,
  purchaseContactEmail: null,
  invoiceAddress: null,
  warehouseAddresses: [
    address(),
    address({ id: 'a-leeds', name: 'Leeds Yard', primary: false, validationState: 'PENDING', city: 'Leeds' }),
  ],
  financialDetails: null,
  ...overrides,
});

export const startReplies = (user: SelfUser = BUYER, org: OrganisationReply = organisation()) => ({
  'GET /api/universal/users/self': user,
  'GET /api/universal/organisations/self/': org,
});

export const coilItem = (overrides: Partial<RfqItem> = {}): RfqItem => ({
  id: 'i-1',
  product: 'COIL',
  materialType: 'MILD_STEEL',
  grade: 'S355J2',
  specification: 'EN_10025_2',
  finish: null,
  surface: null,
  coating: null,
  coatingThicknessValue: null,
  thickness: 3,
  width: 1500,
  length: null,
  weight: 24,
  tolerance: null,
  ...overrides,
});

export const rfq = (overrides: Partial<Rfq> = {}): Rfq => ({
  id: 'r-1',
  referenceNumber: 'RQ-000012',
  quoteRef: null,
  status: 'DRAFT',
  rejectionReason: null,
  items: [coilItem()],
  preferredOrigins: ['WESTERN_EUROPE'],
  requiredDeliveryMonth: '2027-03',
  quoteDeadline: '2027-01-15T12:00:00.000Z',
  deliveryAddressId: 'a-sheffield',
  deliveryCountry: 'GB',
  currencyCode: 'GBP',
  comments: null,
  buyerOrganisation: ORG,
  quotes: [],
  myQuote: null,
  numberOfQuotes: 0,
  submittedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const quoteItem = (overrides: Partial<QuoteItem> = {}): QuoteItem => ({
  id: 'qi-1',
  rfqItemId: 'i-1',
  status: 'OPEN',
  pricePerTonne: 65_000,
  priceIncludingDelivery: 70_000,
  totalExVat: 1_680_000,
  vatPercent: 20,
  totalPrice: 2_016_000,
  currencyCode: 'GBP',
  availableWeight: 24,
  deliveryPromise: 'WITHIN_2_WEEKS',
  country: 'DE',
  comment: null,
  orderId: null,
  ...overrides,
});

export const quote = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'q-1',
  sellerOrganisation: { id: 'o2', name: 'Rhein Stahlhandel GmbH' },
  items: [quoteItem()],
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const list = (items: Rfq[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });

/** The RFQ routes as the app mounts them, with toasts and stand-ins for other areas. */
export const RFQ_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [...rfqRoutesForTests, { path: '/orders/:orderId', element: <div data-testid="order" /> }],
  },
];
