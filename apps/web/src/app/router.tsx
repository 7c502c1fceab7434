import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { detailPage, PATHS, UNKNOWN_PATH_TARGET, type RouteHandle } from '../shared/navigation/paths';
import { RouteErrorPage } from '../shared/ui/route-error-page';
import { preloadBuyActions } from './buy-actions-slot';
import { offerRoutes, preloadOfferHooks, preloadOfferSlots } from './offers-slot';
import {
  prefetchOrders,
  prefetchSearchListing,
  prefetchSearchPackage,
  prefetchSearchResults,
  prefetchShellUser,
} from './page-prefetch';
import { PENDING_AREAS } from './pending-areas';
import { operatorRfqRoute, rfqRoutes } from './rfq-routes';
import { RootLayout } from './root-layout';
import { GuestOnly, MarketplaceOnly, OperatorGuestOnly, RequireOperatorSession, RequireSession } from './route-guards';

// the account's sub-pages go back to the tab they belong to, not to the parent path
const backToOrganisation: RouteHandle = { backTo: `${PATHS.account}#organisation` };
const backToUsers: RouteHandle = { backTo: `${PATHS.account}#user-management` };
const backToAccount: RouteHandle = { backTo: PATHS.account };
// a listing's pages go back to My Listings (packages to their sub-tab), not to the parent path
const backToMyListings: RouteHandle = { backTo: PATHS.myListings };
const backToMyPackages: RouteHandle = { backTo: `${PATHS.myListings}#listings-packages` };

/** The account routes of spec 000 §2. */
const accountRoutes: RouteObject[] = [
  { index: true, lazy: withCatalogues('account', () => import('../features/account/routes/account-route')) },
  {
    path: 'address',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/address-route')),
  },
  {
    path: 'address/:addressId',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/address-route')),
  },
  {
    path: 'edit-user',
    handle: backToUsers,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-user-route')),
  },
  {
    path: 'edit-user/:userId',
    handle: backToUsers,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-user-route')),
  },
  {
    path: 'edit-email',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-email-route')),
  },
  {
    path: 'edit-mfa',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-mfa-route')),
  },
  {
    path: 'change-password',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/change-password-route')),
  },
  {
    path: 'payment-terms',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/payment-terms-route')),
  },
  {
    path: 'purchase-contact',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/purchase-contact-route')),
  },
  {
    path: 'email-validation/:token',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/email-validation-route')),
  },
];

/** The seller's listings of spec 001 §2 (issue 6); `/listings` itself goes to `/listings/my`. */
// My Listings' price cards ask the offers feature whether a listing has negotiations (offers-slot.tsx)
const myListingsPage = <T,>(load: () => Promise<T>) =>
  withCatalogues('my-listings', () => {
    void preloadOfferHooks();
    return load();
  });
const myListingsRoutes: RouteObject[] = [
  {
    path: 'listings/my',
    lazy: myListingsPage(() => import('../features/my-listings/routes/my-listings-route')),
  },
  {
    path: 'listings/my/details/:listingId',
    handle: detailPage(backToMyListings),
    lazy: myListingsPage(() => import('../features/my-listings/routes/listing-details-route')),
  },
  {
    path: 'listings/my/details/:listingId/renewed',
    handle: backToMyListings,
    lazy: myListingsPage(() => import('../features/my-listings/routes/renewed-route')),
  },
  {
    path: 'listings/my/packages/details/:packageId',
    handle: detailPage(backToMyPackages),
    lazy: myListingsPage(() => import('../features/my-listings/routes/package-details-route')),
  },
  {
    path: 'listings/my/packages/details/:packageId/renewed',
    handle: backToMyPackages,
    lazy: myListingsPage(() => import('../features/my-listings/routes/renewed-route')),
  },
];

/**
 * A buyer's details page: its buying and offer pieces start loading with it, so that they are there when the
 * page first renders rather than arriving one by one and moving the price summary down (issue 11: layout shift).
 */
function detailsPage<T>(feature: string, load: () => Promise<T>): () => Promise<T> {
  return withCatalogues(feature, () => {
    void preloadBuyActions();
    void preloadOfferSlots();
    return load();
  });
}

/** The buyer's search of spec 001 §2 (issue 7): the form, results and details of listings and packages. */
const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: withCatalogues('search', () => import('../features/search/routes/search-route')) },
  {
    path: 'search/results',
    loader: prefetchSearchResults('listings'),
    lazy: withCatalogues('search', () => import('../features/search/routes/results-route')),
  },
  {
    path: 'search/details/:listingId',
    handle: detailPage(),
    loader: prefetchSearchListing,
    lazy: detailsPage('search', () => import('../features/search/routes/listing-details-route')),
  },
  {
    path: 'search/packages/results',
    loader: prefetchSearchResults('packages'),
    lazy: withCatalogues('search', () => import('../features/search/routes/package-results-route')),
  },
  {
    path: 'search/packages/details/:packageId',
    handle: detailPage(),
    loader: prefetchSearchPackage,
    lazy: detailsPage('search', () => import('../features/search/routes/package-details-route')),
  },
];

/** Buying of spec 001 §2 (issue 8): each checkout flow is a layout keeping the form over its address pages. */
const checkoutLayout: RouteObject['lazy'] = withCatalogues(
  'buying',
  () => import('../features/buying/routes/checkout-layout-route'),
);
const checkoutPages: RouteObject[] = [
  { index: true, lazy: withCatalogues('buying', () => import('../features/buying/routes/checkout-route')) },
  {
    path: 'choose-address',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/choose-address-route')),
  },
  { path: 'add-address', lazy: withCatalogues('buying', () => import('../features/buying/routes/add-address-route')) },
];
const backToCart: RouteHandle = { backTo: PATHS.cart };
const buyingRoutes: RouteObject[] = [
  { path: 'search/checkout', lazy: checkoutLayout, children: checkoutPages },
  { path: 'search/packages/checkout', lazy: checkoutLayout, children: checkoutPages },
  {
    path: 'search/offer-success',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/order-success-route')),
  },
  { path: 'cart', lazy: withCatalogues('buying', () => import('../features/buying/routes/cart-route')) },
  // an item of the cart is shown by the search's details pages, with the cart's actions
  {
    path: 'cart/details/:listingId',
    handle: detailPage(backToCart),
    lazy: detailsPage('search', () => import('../features/search/routes/listing-details-route')),
  },
  {
    path: 'cart/packages/details/:packageId',
    handle: detailPage(backToCart),
    lazy: detailsPage('search', () => import('../features/search/routes/package-details-route')),
  },
  { path: 'cart/checkout', handle: backToCart, lazy: checkoutLayout, children: checkoutPages },
  { path: 'cart/listings/checkout', handle: backToCart, lazy: checkoutLayout, children: checkoutPages },
  { path: 'cart/packages/checkout', handle: backToCart, lazy: checkoutLayout, children: checkoutPages },
  {
    path: 'cart/offer-success',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/order-success-route')),
  },
  // buying a result of an alert (spec 001 §2 Alerts; issue 23, item 23): the checkout goes back to the alert
  { path: 'my-alerts/:alertId/checkout', lazy: checkoutLayout, children: checkoutPages },
  {
    path: 'my-alerts/offer-success',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/order-success-route')),
  },
];

/** Purchase orders of spec 001 §2 (issue 8). */
const backToOrders: RouteHandle = { backTo: PATHS.orders };
const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    loader: prefetchOrders,
    lazy: withCatalogues('orders', () => import('../features/orders/routes/orders-route')),
  },
  {
    path: 'orders/cart/:cartRefNo',
    handle: detailPage(backToOrders),
    lazy: withCatalogues('orders', () => import('../features/orders/routes/cart-order-route')),
  },
  {
    path: 'orders/cart/:cartRefNo/details',
    lazy: withCatalogues('orders', () => import('../features/orders/routes/cart-order-details-redirect-route')),
  },
  {
    path: 'orders/cart/:cartRefNo/details/:orderId',
    handle: detailPage(),
    lazy: withCatalogues('orders', () => import('../features/orders/routes/order-route')),
  },
  {
    path: 'orders/:orderId',
    handle: detailPage(backToOrders),
    lazy: withCatalogues('orders', () => import('../features/orders/routes/order-route')),
  },
];

/** Alerts and urgent requests of spec 001 §2 (issue 7); a result's details go back to My Alerts. */
const backToMyAlerts: RouteHandle = { backTo: PATHS.myAlerts };
const alertRoutes: RouteObject[] = [
  { path: 'my-alerts', lazy: withCatalogues('alerts', () => import('../features/alerts/routes/my-alerts-route')) },
  {
    path: 'my-alerts/search',
    lazy: withCatalogues('alerts', () => import('../features/alerts/routes/alert-search-route')),
  },
  {
    path: 'my-alerts/listing-details/:listingId',
    handle: detailPage(backToMyAlerts),
    lazy: detailsPage('alerts', () => import('../features/alerts/routes/listing-details-route')),
  },
  {
    path: 'my-alerts/settings',
    lazy: withCatalogues('alerts', () => import('../features/alerts/routes/settings-route')),
  },
  {
    path: 'immediate-request',
    handle: backToMyAlerts,
    lazy: withCatalogues('alerts', () => import('../features/alerts/routes/urgent-request-route')),
  },
  {
    path: 'immediate-requests',
    lazy: withCatalogues('alerts', () => import('../features/alerts/routes/immediate-requests-route')),
  },
  {
    path: 'immediate-requests/settings',
    lazy: withCatalogues('alerts', () => import('../features/alerts/routes/settings-route')),
  },
];

/** The listing-creation wizard of spec 001 §2: one layout keeps the form across its pages. */
const createListingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'wizard',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'summary',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/summary-route')),
  },
  {
    path: 'pickup-address',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'pickup-address/add',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/add-pickup-address-route')),
  },
  {
    path: ':draftId/:listingType',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
];

/** The wizard editing a listing or package (EDIT: rejected, or live with edits waiting for its renewal). */
const editListingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'summary',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/summary-route')),
  },
  {
    path: 'pickup-address/add',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/add-pickup-address-route')),
  },
];
const editListingLayout: RouteObject['lazy'] = withCatalogues(
  'listing-wizard',
  () => import('../features/listing-wizard/routes/create-listing-layout-route'),
);

/** The operator console (issue 5): its own chunks, so customers never download it. */
const operatorRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: withCatalogues('auth', async () => ({
      Component: (await import('../features/auth/components/auth-layout')).AuthLayout,
    })),
    children: [
      {
        element: <OperatorGuestOnly />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: withCatalogues('auth', () => import('../features/auth/routes/operator-login-route')) },
          {
            path: 'challenge-respond',
            lazy: withCatalogues('auth', () => import('../features/auth/routes/challenge-respond-route')),
          },
          { path: '*', element: <Navigate to={PATHS.operatorLogin} replace /> },
        ],
      },
    ],
  },
  {
    element: <RequireOperatorSession />,
    children: [
      {
        lazy: withCatalogues('operator', async () => ({
          Component: (await import('../features/operator/components/operator-layout')).OperatorLayout,
        })),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <Navigate to={PATHS.operatorOrganisations} replace /> },
              {
                path: 'organisations',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/organisations-route')),
              },
              {
                path: 'organisations/new',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/new-organisation-route')),
              },
              {
                path: 'organisations/:organisationId',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/organisation-route')),
              },
              {
                path: 'address-queue',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/address-queue-route')),
              },
              {
                path: 'audit-log',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/audit-log-route')),
              },
              {
                path: 'listings',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/listing-review-route')),
              },
              operatorRfqRoute,
              {
                path: 'orders',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/orders-route')),
              },
              { path: '*', element: <Navigate to={PATHS.operatorOrganisations} replace /> },
            ],
          },
        ],
      },
    ],
  },
];

const comingSoon = (titleKey: string): RouteObject['lazy'] =>
  // the title is a key of the feature the area belongs to ('my-listings.actions.edit')
  withCatalogues(titleKey.split('.')[0]!, async () => {
    const { ComingSoonPage } = await import('../shared/ui/coming-soon-page');
    return { element: <ComingSoonPage titleKey={titleKey} /> };
  });

/** Every page is lazy-loaded; the guards implement the routing rules of spec 000 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // the first page's chunk is loading: a blank page, not a flash of a spinner
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: 'operator', children: operatorRoutes },
      {
        element: <MarketplaceOnly />,
        children: [
          {
            path: 'login',
            lazy: withCatalogues('auth', async () => ({
              Component: (await import('../features/auth/components/auth-layout')).AuthLayout,
            })),
            children: [
              {
                element: <GuestOnly />,
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, lazy: withCatalogues('auth', () => import('../features/auth/routes/login-route')) },
                  {
                    path: 'forgot-password',
                    lazy: withCatalogues('auth', () => import('../features/auth/routes/forgot-password-route')),
                  },
                  {
                    path: 'reset-password',
                    lazy: withCatalogues('auth', () => import('../features/auth/routes/reset-password-route')),
                  },
                  {
                    path: 'set-new-password',
                    lazy: withCatalogues('auth', () => import('../features/auth/routes/set-new-password-route')),
                  },
                  {
                    path: 'challenge-respond',
                    lazy: withCatalogues('auth', () => import('../features/auth/routes/challenge-respond-route')),
                  },
                  {
                    path: 'request-account',
                    lazy: withCatalogues('auth', () => import('../features/auth/routes/request-account-route')),
                  },
                  { path: '*', element: <Navigate to={PATHS.login} replace /> },
                ],
              },
            ],
          },
          {
            loader: prefetchShellUser,
            lazy: withCatalogues('shell', async () => ({
              Component: (await import('../features/shell/components/app-layout')).AppLayout,
            })),
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  // the four pages signed-out visitors may open
                  {
                    path: 'contact-details',
                    lazy: withCatalogues('legal', () => import('../features/legal/routes/contact-details-route')),
                  },
                  {
                    path: 'privacy-policy',
                    lazy: withCatalogues('legal', () => import('../features/legal/routes/privacy-policy-route')),
                  },
                  {
                    path: 'terms-and-conditions',
                    lazy: withCatalogues('legal', () => import('../features/legal/routes/terms-and-conditions-route')),
                  },
                  {
                    path: 'acceptable-use',
                    lazy: withCatalogues('legal', () => import('../features/legal/routes/acceptable-use-route')),
                  },
                  {
                    element: <RequireSession />,
                    children: [
                      {
                        index: true,
                        lazy: withCatalogues('dashboard', () => import('../features/dashboard/routes/dashboard-route')),
                      },
                      { path: 'listings', element: <Navigate to={PATHS.myListings} replace /> },
                      ...myListingsRoutes,
                      ...alertRoutes,
                      ...searchRoutes,
                      ...rfqRoutes,
                      ...offerRoutes,
                      ...buyingRoutes,
                      ...orderRoutes,
                      { path: 'account', children: accountRoutes },
                      {
                        path: 'listings/create',
                        lazy: withCatalogues(
                          'listing-wizard',
                          () => import('../features/listing-wizard/routes/create-listing-layout-route'),
                        ),
                        children: createListingRoutes,
                      },
                      {
                        path: 'listings/edit/:listingId',
                        handle: backToMyListings,
                        lazy: editListingLayout,
                        children: editListingRoutes,
                      },
                      {
                        path: 'listings/edit/packages/:packageId',
                        handle: backToMyPackages,
                        lazy: editListingLayout,
                        children: editListingRoutes,
                      },
                      ...PENDING_AREAS.map(({ path, titleKey }) => ({
                        path: `${path.slice(1)}/*`,
                        lazy: comingSoon(titleKey),
                      })),
                      // any unknown path of a signed-in user goes to the seller listings area
                      { path: '*', element: <Navigate to={UNKNOWN_PATH_TARGET} replace /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
