import { Outlet, useLocation, type RouteObject } from 'react-router';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as AddAddressRoute } from '../routes/add-address-route';
import { Component as CartRoute } from '../routes/cart-route';
import { Component as CheckoutLayoutRoute } from '../routes/checkout-layout-route';
import { Component as CheckoutRoute } from '../routes/checkout-route';
import { Component as ChooseAddressRoute } from '../routes/choose-address-route';
import { Component as OrderSuccessRoute } from '../routes/order-success-route';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const checkoutPages: RouteObject[] = [
  { index: true, Component: CheckoutRoute },
  { path: 'choose-address', Component: ChooseAddressRoute },
  { path: 'add-address', Component: AddAddressRoute },
];

/** The buying routes as the app mounts them (with the toasts), for the screens' tests. */
export const BUYING_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: [
      { path: '/cart', Component: CartRoute },
      { path: '/search/checkout', Component: CheckoutLayoutRoute, children: checkoutPages },
      { path: '/search/packages/checkout', Component: CheckoutLayoutRoute, children: checkoutPages },
      { path: '/cart/checkout', Component: CheckoutLayoutRoute, children: checkoutPages },
      { path: '/cart/listings/checkout', Component: CheckoutLayoutRoute, children: checkoutPages },
      { path: '/search/offer-success', Component: OrderSuccessRoute },
      { path: '/cart/offer-success', Component: OrderSuccessRoute },
      { path: '/search/details/:listingId', element: <p data-testid="details" /> },
      { path: '/my-alerts/:alertId/checkout', Component: CheckoutLayoutRoute, children: checkoutPages },
      { path: '/my-alerts/offer-success', Component: OrderSuccessRoute },
    ],
  },
];
