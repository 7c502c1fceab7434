import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { detailPage, PATHS, type RouteHandle } from '../shared/navigation/paths';
import { detailsPage } from './details-page';

/** Alerts and urgent requests of spec 001 §2 (issue 7); a result's details go back to My Alerts. */
const backToMyAlerts: RouteHandle = { backTo: PATHS.myAlerts };
export const alertRoutes: RouteObject[] = [
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
