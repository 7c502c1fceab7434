import { Outlet, type RouteObject } from 'react-router';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as ListingDetailsRoute } from '../routes/listing-details-route';
import { Component as MyListingsRoute } from '../routes/my-listings-route';
import { Component as PackageDetailsRoute } from '../routes/package-details-route';
import { Component as RenewedRoute } from '../routes/renewed-route';

/** The My Listings routes as the app mounts them (with the toasts), for the screens' tests. */
export const MY_LISTINGS_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      { path: '/listings/my', Component: MyListingsRoute },
      { path: '/listings/my/details/:listingId', Component: ListingDetailsRoute },
      { path: '/listings/my/details/:listingId/renewed', Component: RenewedRoute },
      { path: '/listings/my/packages/details/:packageId', Component: PackageDetailsRoute },
      { path: '/listings/my/packages/details/:packageId/renewed', Component: RenewedRoute },
      { path: '/listings/create/*', element: <p data-testid="wizard" /> },
      { path: '/listings/edit/*', element: <p data-testid="wizard-edit" /> },
    ],
  },
];
