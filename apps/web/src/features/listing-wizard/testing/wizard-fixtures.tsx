import { Outlet, type RouteObject } from 'react-router';
import type { DraftListing } from '@steelyard/domain/listing-drafts';
import type { Listing } from '@steelyard/domain/listings';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import { FEATURES } from '@steelyard/domain/roles';
import type { SelfUser } from '@steelyard/domain/users';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as AddAddressRoute } from '../routes/add-pickup-address-route';
import { Component as LayoutRoute } from '../routes/create-listing-layout-route';
import { Component as SummaryRoute } from '../routes/summary-route';
import { Component as WizardRoute } from '../routes/wizard-route';

/** Demo data and routes for the wizard's tests, shaped by the domain schemas. */
const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };

export const SELLER: SelfUser = {
  id: 'u-seller',
  name: 'Sam Seller',
  email: 'seller@demo-steel.example',
  roles: ['SELLER'],
  activated: true,
  features: [...FEATURES],
  mfaPreferences: 'Disabled',
  organisation: { ...ORG, financialDetails: null, mfaRequired: false },
};

export const MANAGER: SelfUser = { ...SELLER, id: 'u-manager', roles: ['MANAGER', 'SELLER'] };

export const address = (overrides: Partial<Address> = {}): Address => ({
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

/** The calls every wizard screen makes first. */
export const startReplies = (user: SelfUser = SELLER, org: OrganisationReply = organisation()) => ({
  'GET /api/universal/users/self': user,
  'GET /api/universal/organisations/self/': org,
});

/** A saved draft of a complete hot-rolled sheet listing. */
export const draft = (overrides: Partial<DraftListing> = {}): DraftListing => ({
  id: 'dr-1',
  organisationId: 'o1',
  createdAt: '2026-03-09T10:00:00Z',
  modifiedAt: '2026-03-09T10:00:00Z',
  material: {
    product: 'SHEET',
    materialType: 'MILD_STEEL',
    shape: 'FLAT',
    definition: 'HOT_ROLLED',
    specification: 'EN_10025_2',
    grade: 'S355J2',
  },
  materialDimensions: { thickness: 2, width: 1250, length: 2500 },
  numberOfItems: 10,
  tradeUnitCalculation: 'BY_ITEM',
  prime: true,
  origin: ['DE'],
  age: null,
  weight: 0.491,
  tradeUnit: 'TON',
  sellingPrice: { value: 65_000, currencyCode: 'GBP' },
  expiresAt: null,
  autoRenew: true,
  pickupAddressId: 'a-sheffield',
  invoiceAddressId: null,
  additionalInformation: null,
  internalSellerSku: 'SKU-7',
  description: null,
  pictures: [],
  testCertificates: [],
  ...overrides,
});

/** A live coil listing to copy from. */
export const liveListing = (): Listing => ({
  id: 'l-1',
  organisationId: 'o1',
  listingNumber: 'CL-000001',
  material: {
    product: 'COIL',
    materialType: 'MILD_STEEL',
    shape: 'FLAT',
    definition: 'HOT_ROLLED',
    specification: 'EN_10025_2',
    grade: 'S275JR',
  },
  materialDimensions: {
    thickness: 3,
    width: 1500,
    length: null,
    minWidth: null,
    maxWidth: null,
    minLength: null,
    maxLength: null,
  },
  numberOfItems: null,
  tradeUnitCalculation: 'BY_WEIGHT',
  deliveryPromise: null,
  testCertificates: [
    {
      documentId: 'doc-cert',
      kind: 'CERTIFICATE',
      contentType: 'application/pdf',
      meta: { fileName: 'mill.pdf', size: 80_000, lastModifiedDate: null },
      createdAt: '2026-03-01T10:00:00Z',
    },
  ],
  hasPendingChanges: false,
  weight: 24.5,
  tradeUnit: 'TON',
  prime: true,
  age: null,
  origin: ['GB'],
  country: 'GB',
  expiresAt: '2026-03-01T18:00:00Z',
  status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-03-01T10:00:00Z' },
  pricing: {
    currencyCode: 'GBP',
    netPricePerUnit: 62_000,
    priceIncludingDelivery: { value: 67_000 },
    totalExcludingVat: { value: 1_641_500 },
  },
  oldPricing: null,
  internalSellerSku: 'OLD-SKU',
  description: 'Clean coil',
  pictures: [],
  autoRenew: { enabled: false, expiresAt: null },
  pickupAddress: { id: 'a-sheffield' },
  additionalInformation: 'Gate 3',
  numberOfViews: 4,
  createdAt: '2026-02-20T10:00:00Z',
  modifiedAt: '2026-02-20T10:00:00Z',
});

/** The wizard's routes as the app mounts them, with a stand-in for My Listings. */
export const WIZARD_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      {
        path: '/listings/create',
        Component: LayoutRoute,
        children: [
          { index: true, Component: WizardRoute },
          { path: 'wizard', Component: WizardRoute },
          { path: 'summary', Component: SummaryRoute },
          { path: 'pickup-address', Component: WizardRoute },
          { path: 'pickup-address/add', Component: AddAddressRoute },
          { path: ':draftId/:listingType', Component: WizardRoute },
        ],
      },
      {
        path: '/listings/edit/:listingId',
        Component: LayoutRoute,
        children: [
          { index: true, Component: WizardRoute },
          { path: 'summary', Component: SummaryRoute },
        ],
      },
      { path: '/listings/my', element: <div data-testid="my-listings" /> },
      { path: '/listings/my/details/:listingId', element: <div data-testid="listing-details" /> },
      { path: '/listings/my/details/:listingId/renewed', element: <div data-testid="renewed" /> },
    ],
  },
];
