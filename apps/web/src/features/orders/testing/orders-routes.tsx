import { Outlet, useLocation, type RouteObject } from 'react-router';
import { ToastArea } from '../../../shared/ui/toast-area';
import { Component as CartOrderRoute } from '../routes/cart-order-route';
import { Component as OrderRoute } from '../routes/order-route';
import { Component as OrdersRoute } from '../routes/orders-route';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The order routes as the app mounts them (with the toasts), for the screens' tests. */
export const ORDERS_TEST_ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: [
      { path: '/orders', Component: OrdersRoute },
      { path: '/orders/cart/:cartRefNo', Component: CartOrderRoute },
      { path: '/orders/cart/:cartRefNo/details/:orderId', Component: OrderRoute },
      { path: '/orders/:orderId', Component: OrderRoute },
    ],
  },
];
