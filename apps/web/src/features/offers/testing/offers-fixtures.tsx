import { Outlet, type RouteObject } from 'react-router';
import type { Negotiation } from '@steelyard/domain/negotiations';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import type { SearchResultItem } from '@steelyard/domain/search';
import type { SelfUser } from '@steelyard/domain/users';
import { offerTargetOf } from '../../../shared/listings/negotiation-slots';
import { ToastArea } from '../../../shared/ui/toast-area';
import { MakeOfferButton } from '../components/make-offer-button';
import { NegotiationBlock } from '../components/negotiation-block';
import { Component as ManageOfferDetailsRoute } from '../routes/manage-offer-details-route';
import { Component as ManageOffersRoute } from '../routes/manage-offers-route';
import { Component as MyOfferDetailsRoute } from '../routes/my-offer-details-route';
import { Component as MyOffersRoute } from '../routes/my-offers-route';

const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };
const SELLER_ORG = { id: 'o2', name: 'Rhein Stahlhandel GmbH' };

export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['BID_OFFERS', 'CART'],
  mfaPreferences: 'Disabled',
  organisation: { ...ORG, financialDetails: null, mfaRequired: false },
};
export const SELLER: SelfUser = {
  ...BUYER,
  id: 'u-seller',
  name: 'Sam Seller',
  email: 'seller@rhein-stahl.example',
  roles: ['SELLER'],
  organisation: { ...SELLER_ORG, financialDetails: null, mfaRequired: false },
};

export const ORGANISATION: OrganisationReply = {
  ...ORG,
  country: 'GB',
  purchaseContactName: null,
  purchaseContactEmail: null,
  invoiceAddress: null,
  warehouseAddresses: [],
  financialDetails: null,
};

export const listingItem = (overrides: Partial<SearchResultItem> = {}): SearchResultItem => ({
  id: 'l1',
  kind: 'LISTING',
  listingNumber: 'CL-000001',
  material: {
    product: 'COIL',
    materialType: 'MILD_STEEL',
    shape: 'FLAT',
    definition: 'HOT_ROLLED',
    specification: 'EN_10025_2',
    grade: 'S355J2',
  },
  materialDimensions: { thickness: 3, width: 1500 },
  packageTitle: null,
  numberOfItems: 1,
  weight: 20,
  tradeUnit: 'TON',
  prime: true,
  origin: ['DE'],
  country: 'DE',
  expiresAt: '2026-12-10T16:00:00.000Z',
  publishedAt: '2026-11-01T09:00:00.000Z',
  isNew: false,
  pricing: {
    currencyCode: 'GBP',
    netPricePerUnit: 65_000,
    priceIncludingDelivery: { value: 70_000 },
    totalExcludingVat: { value: 1_400_000 },
  },
  picture: null,
  differences: [],
  ...overrides,
});

const price = (value: number) => ({ priceIncludingDelivery: { value }, currencyCode: 'GBP' });

/** A negotiation on listing l1 (£700.00 per tonne, 20 t) with one buyer offer of £650.00, awaiting the seller. */
export const negotiation = (overrides: Partial<Negotiation> = {}): Negotiation => ({
  id: 'n1',
  referenceId: 'NG-000001',
  status: 'AWAITING_SELLER',
  expiresAt: new Date(Date.now() + 86_400_000 + 2 * 3_600_000 + 3 * 60_000 + 30_000).toISOString(),
  originalPrice: { ...price(70_000), date: '2026-11-20T09:00:00.000Z' },
  offers: [{ price: price(65_000), createdAt: '2026-11-21T10:00:00.000Z', requestedBy: 'BUYER' }],
  listing: listingItem(),
  tradeUnit: 'TON',
  buyerOrganisation: ORG,
  sellerOrganisation: SELLER_ORG,
  // Demo Steel buys from Great Britain: 20 % VAT
  buyerVatBasisPoints: 2000,
  viewerSide: 'BUYER',
  allowedActions: ['WITHDRAW'],
  awaitingYou: false,
  canPurchase: false,
  orderId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const offer = (value: number, createdAt: string, requestedBy: 'BUYER' | 'SELLER') => ({
  price: price(value),
  createdAt,
  requestedBy,
});

export const page = <T,>(items: T[], currentPage = 1, maxPages = 1, totalItems = items.length) => ({
  items,
  currentPage,
  maxPages,
  totalItems,
});

/** The credit reply a buyer reads: the cart with the organisation's available credit. */
export const cartWithCredit = (value: number, currencyCode = 'GBP') => ({
  cartEntries: [],
  canCheckout: false,
  canCheckoutOnCredit: false,
  blockers: ['EMPTY'],
  expiresAt: null,
  reservationMinutes: 60,
  totals: null,
  availableCredit: { value, currencyCode },
});

function ListingPage({ viewer }: { viewer: 'BUYER' | 'SELLER' }) {
  return (
    <>
      {viewer === 'BUYER' && <MakeOfferButton target={offerTargetOf(listingItem())} />}
      <NegotiationBlock listingId="l1" viewer={viewer} />
    </>
  );
}

/** The offer routes as the app mounts them (with the toasts), and a listing page with the offer pieces. */
export const OFFER_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      { path: '/my-offers', Component: MyOffersRoute },
      { path: '/my-offers/details/:listingId', Component: MyOfferDetailsRoute },
      { path: '/manage-offers', Component: ManageOffersRoute },
      { path: '/manage-offers/details/:listingId', Component: ManageOfferDetailsRoute },
      { path: '/search/details/l1', element: <ListingPage viewer="BUYER" /> },
      { path: '/listings/my/details/l1', element: <ListingPage viewer="SELLER" /> },
    ],
  },
];
