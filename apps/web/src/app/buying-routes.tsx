import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { detailPage, PATHS, type RouteHandle } from '../shared/navigation/paths';
import { checkoutLayout, checkoutPages } from './checkout-routes';
import { detailsPage } from './details-page';
import { prefetchOrders, prefetchSearchListing, prefetchSearchPackage, prefetchSearchResults } from './page-prefetch';

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

const backToCart: RouteHandle = { backTo: PATHS.cart };
const cartRoutes: RouteObject[] = [
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

/** A buyer's side of the marketplace: search and details, cart and checkout, purchase orders. */
export const buyingRoutes: RouteObject[] = [...searchRoutes, ...cartRoutes, ...orderRoutes];
