/**
 * The five checkout flows of spec 001 §2: buy a listing or package now from the search, buy one
 * entry of the cart now, or buy the whole cart. Each lives under its own path with choose-address
 * and add-address below it; the item travels as `?id=`. The offer checkout (issue 9) buys the
 * listing of an accepted negotiation (`?id=` the negotiation) at the accepted price. A listing an
 * alert found is bought under `/my-alerts/:alertId/checkout` (issue 23, item 23), which goes back to
 * the alert's results.
 */
export type CheckoutSource =
  | { type: 'ITEM'; kind: 'LISTING' | 'PACKAGE'; from: 'SEARCH' | 'CART' | 'OFFER'; base: string }
  | { type: 'ITEM'; kind: 'LISTING'; from: 'ALERT'; base: string; alertId: string }
  | { type: 'CART'; base: string };

export const BUYING_PATHS = {
  cart: '/cart',
  cartListingDetails: '/cart/details',
  cartPackageDetails: '/cart/packages/details',
  searchListingCheckout: '/search/checkout',
  searchPackageCheckout: '/search/packages/checkout',
  cartListingCheckout: '/cart/listings/checkout',
  cartPackageCheckout: '/cart/packages/checkout',
  cartCheckout: '/cart/checkout',
  searchSuccess: '/search/offer-success',
  cartSuccess: '/cart/offer-success',
  offerCheckout: '/my-offers/details/checkout',
  offerCheckoutAlias: '/my-offers/checkout',
  offerSuccess: '/my-offers/offer-success',
  myOffers: '/my-offers',
  myAlerts: '/my-alerts',
  alertSuccess: '/my-alerts/offer-success',
  search: '/search',
  orders: '/orders',
} as const;

const SOURCES: readonly CheckoutSource[] = [
  { type: 'ITEM', kind: 'PACKAGE', from: 'SEARCH', base: BUYING_PATHS.searchPackageCheckout },
  { type: 'ITEM', kind: 'LISTING', from: 'SEARCH', base: BUYING_PATHS.searchListingCheckout },
  { type: 'ITEM', kind: 'LISTING', from: 'CART', base: BUYING_PATHS.cartListingCheckout },
  { type: 'ITEM', kind: 'PACKAGE', from: 'CART', base: BUYING_PATHS.cartPackageCheckout },
  { type: 'CART', base: BUYING_PATHS.cartCheckout },
  { type: 'ITEM', kind: 'LISTING', from: 'OFFER', base: BUYING_PATHS.offerCheckout },
  { type: 'ITEM', kind: 'LISTING', from: 'OFFER', base: BUYING_PATHS.offerCheckoutAlias },
];

/** `/my-alerts/:alertId/checkout` (spec 001 §2): buying a result of an alert now. */
const ALERT_CHECKOUT = /^\/my-alerts\/([^/]+)\/checkout(?:\/|$)/;

/** The flow a checkout path belongs to (its sub-pages included); null for any other path. */
export function checkoutSourceOf(pathname: string): CheckoutSource | null {
  const path = pathname.replace(/\/+$/, '');
  const alert = ALERT_CHECKOUT.exec(path);
  if (alert) {
    const alertId = decodeURIComponent(alert[1]!);
    return { type: 'ITEM', kind: 'LISTING', from: 'ALERT', alertId, base: alertCheckoutBase(alertId) };
  }
  return SOURCES.find((s) => path === s.base || path.startsWith(`${s.base}/`)) ?? null;
}

const alertCheckoutBase = (alertId: string) => `${BUYING_PATHS.myAlerts}/${encodeURIComponent(alertId)}/checkout`;

/** Buying a listing an alert found: `/my-alerts/:alertId/checkout?id=…`. */
export const alertCheckoutPathFor = (alertId: string, listingId: string) =>
  `${alertCheckoutBase(alertId)}?id=${encodeURIComponent(listingId)}`;

/** The alert's results (`/my-alerts/search?alertId=…`), where an alert's checkout goes back to. */
export const alertResultsPathOf = (alertId: string) =>
  `${BUYING_PATHS.myAlerts}/search?alertId=${encodeURIComponent(alertId)}`;

/** Where buying an item now starts: from the search, or from a cart entry. */
export function checkoutPathFor(kind: 'LISTING' | 'PACKAGE', from: 'SEARCH' | 'CART', id: string): string {
  const source = SOURCES.find((s) => s.type === 'ITEM' && s.kind === kind && s.from === from)!;
  return `${source.base}?id=${encodeURIComponent(id)}`;
}

/** The details page of an item in the cart. */
export function cartDetailsPathFor(kind: 'LISTING' | 'PACKAGE', id: string): string {
  return `${kind === 'LISTING' ? BUYING_PATHS.cartListingDetails : BUYING_PATHS.cartPackageDetails}/${encodeURIComponent(id)}`;
}

/** The success page of a flow (spec 001 §2 offer-success). */
export function successPathOf(source: CheckoutSource): string {
  if (source.type === 'ITEM' && source.from === 'OFFER') return BUYING_PATHS.offerSuccess;
  if (source.type === 'ITEM' && source.from === 'ALERT') return BUYING_PATHS.alertSuccess;
  return source.type === 'ITEM' && source.from === 'SEARCH' ? BUYING_PATHS.searchSuccess : BUYING_PATHS.cartSuccess;
}
