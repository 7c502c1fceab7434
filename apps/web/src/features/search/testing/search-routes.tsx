import { Outlet, useLocation, type RouteObject } from 'react-router';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as ListingDetailsRoute } from '../routes/listing-details-route';
import { Component as PackageDetailsRoute } from '../routes/package-details-route';
import { Component as PackageResultsRoute } from '../routes/package-results-route';
import { Component as ResultsRoute } from '../routes/results-route';
import { Component as SearchRoute } from '../routes/search-route';

/** Shows where the app went, for assertions on the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The search routes as the app mounts them, for the screens' tests. */
export const SEARCH_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: [
      { path: '/search', Component: SearchRoute },
      { path: '/search/results', Component: ResultsRoute },
      { path: '/search/details/:listingId', Component: ListingDetailsRoute },
      { path: '/search/packages/results', Component: PackageResultsRoute },
      { path: '/search/packages/details/:packageId', Component: PackageDetailsRoute },
    ],
  },
];
