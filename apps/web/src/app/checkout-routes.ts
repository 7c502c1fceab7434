import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';

/**
 * Buying of spec 001 §2 (issue 8): each checkout flow is a layout keeping the form over its address pages;
 * the cart, search, alert and offer checkouts all mount these.
 */
export const checkoutLayout: RouteObject['lazy'] = withCatalogues(
  'buying',
  () => import('../features/buying/routes/checkout-layout-route'),
);
export const checkoutPages: RouteObject[] = [
  { index: true, lazy: withCatalogues('buying', () => import('../features/buying/routes/checkout-route')) },
  {
    path: 'choose-address',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/choose-address-route')),
  },
  { path: 'add-address', lazy: withCatalogues('buying', () => import('../features/buying/routes/add-address-route')) },
];
