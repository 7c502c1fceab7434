import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { PATHS, UNKNOWN_PATH_TARGET } from '../shared/navigation/paths';
import { RouteErrorPage } from '../shared/ui/route-error-page';
import { accountRoutes } from './account-routes';
import { alertRoutes } from './alert-routes';
import { buyingRoutes } from './buying-routes';
import { listingRoutes } from './listing-routes';
import { offerRoutes } from './offers-slot';
import { operatorRoutes } from './operator-routes';
import { prefetchShellUser } from './page-prefetch';
import { PENDING_AREAS } from './pending-areas';
import { rfqRoutes } from './rfq-routes';
import { RootLayout } from './root-layout';
import { GuestOnly, MarketplaceOnly, RequireSession } from './route-guards';

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
                      ...listingRoutes,
                      ...alertRoutes,
                      ...rfqRoutes,
                      ...offerRoutes,
                      ...buyingRoutes,
                      { path: 'account', children: accountRoutes },
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
