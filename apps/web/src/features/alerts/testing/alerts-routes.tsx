import { Outlet, type RouteObject } from 'react-router';
import type { ListingAlert } from '@steelyard/domain/alerts';
import type { SearchListingsReply, SearchResultItem } from '@steelyard/domain/search';
import type { SelfUser } from '@steelyard/domain/users';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as AlertSearchRoute } from '../routes/alert-search-route';
import { Component as ImmediateRequestsRoute } from '../routes/immediate-requests-route';
import { Component as MyAlertsRoute } from '../routes/my-alerts-route';
import { Component as SettingsRoute } from '../routes/settings-route';
import { Component as UrgentRequestRoute } from '../routes/urgent-request-route';

/** The alert routes as the app mounts them (with the toasts), for the screens' tests. */
export const ALERT_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      { path: '/my-alerts', Component: MyAlertsRoute },
      { path: '/my-alerts/search', Component: AlertSearchRoute },
      { path: '/my-alerts/settings', Component: SettingsRoute },
      { path: '/immediate-request', Component: UrgentRequestRoute },
      { path: '/immediate-requests', Component: ImmediateRequestsRoute },
      { path: '/immediate-requests/settings', Component: SettingsRoute },
    ],
  },
];

const ORG = { id: 'o1', name: 'Demo Steel Trading Ltd' };

export const BUYER: SelfUser = {
  id: 'u-buyer',
  name: 'Ben Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: [],
  mfaPreferences: 'Disabled',
  organisation: {
    ...ORG,
    financialDetails: null,
    mfaRequired: false,
  },
};
export const SELLER: SelfUser = { ...BUYER, id: 'u-seller', name: 'Sam Seller', roles: ['SELLER'] };

export const alert = (overrides: Partial<ListingAlert> = {}): ListingAlert => ({
  id: 'a1',
  enabled: true,
  filterQuery: 'material.product=COIL;material.materialType=MILD_STEEL;materialDimensions.thickness=3',
  type: 'SEARCH',
  comment: null,
  targetPrice: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  numberOfNewResults: 2,
  numberOfResults: 5,
  ...overrides,
});

export const page = <T,>(items: T[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });

export const resultItem = (overrides: Partial<SearchResultItem> = {}): SearchResultItem => ({
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
  expiresAt: '2026-03-10T16:00:00.000Z',
  publishedAt: '2026-03-01T09:00:00.000Z',
  isNew: true,
  pricing: {
    currencyCode: 'EUR',
    netPricePerUnit: 65_000,
    priceIncludingDelivery: { value: 72_000 },
    totalExcludingVat: { value: 1_440_000 },
  },
  picture: null,
  differences: [],
  ...overrides,
});

export const results = (items: SearchResultItem[]): SearchListingsReply => ({ ...page(items), alternatives: [] });
