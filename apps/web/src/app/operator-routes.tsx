import { Navigate, type RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { PATHS } from '../shared/navigation/paths';
import { RouteErrorPage } from '../shared/ui/route-error-page';
import { operatorRfqRoute } from './rfq-routes';
import { OperatorGuestOnly, RequireOperatorSession } from './route-guards';

/** The operator console (issue 5): its own chunks, so customers never download it. */
export const operatorRoutes: RouteObject[] = [
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
                path: 'failed-mail',
                lazy: withCatalogues('operator', () => import('../features/operator/routes/failed-mail-route')),
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
