import { lazy, Suspense, use } from 'react';
import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import type { NegotiationSlotComponents, OfferTarget } from '../shared/listings/negotiation-slots';
import { detailPage, PATHS, type RouteHandle } from '../shared/navigation/paths';
import { checkoutLayout, checkoutPages } from './checkout-routes';

type MakeOfferModule = typeof import('../features/offers/components/make-offer-button');
type NegotiationBlockModule = typeof import('../features/offers/components/negotiation-block');
let makeOffer: Promise<MakeOfferModule> | undefined;
let negotiationBlock: Promise<NegotiationBlockModule> | undefined;

/**
 * Starts loading the details pages' offer pieces; the details routes call it as they load, so that the
 * pieces are there when the page first renders instead of arriving later and moving what is below them.
 */
export function preloadOfferSlots() {
  makeOffer ??= withCatalogues('offers', () => import('../features/offers/components/make-offer-button'))();
  negotiationBlock ??= withCatalogues('offers', () => import('../features/offers/components/negotiation-block'))();
  return Promise.all([makeOffer, negotiationBlock]);
}

const MakeOfferButton = lazy(async () => ({ default: (await preloadOfferSlots())[0].MakeOfferButton }));
const NegotiationBlock = lazy(async () => ({ default: (await preloadOfferSlots())[1].NegotiationBlock }));
const NewOfferToasts = lazy(
  withCatalogues('offers', async () => ({
    default: (await import('../features/offers/components/new-offer-toasts')).NewOfferToasts,
  })),
);

type OfferUserModule = typeof import('../features/offers/components/use-offer-user');
let offerUser: Promise<OfferUserModule> | undefined;

/**
 * Starts loading the offers feature's negotiations hook (with its API schemas), which My Listings' pages
 * use; not with the app's entry, so that the sign-in page does not download the listing schemas.
 */
export function preloadOfferHooks(): Promise<OfferUserModule> {
  if (!offerUser) {
    const loading = import('../features/offers/components/use-offer-user');
    offerUser = loading;
    // the thenable protocol React's use() reads: once loaded, the hook is called without suspending
    void loading.then((module) => Object.assign(loading, { status: 'fulfilled', value: module }));
  }
  return offerUser;
}

/** The negotiations hook; the first caller suspends until its module is there (My Listings preloads it). */
function useHasNegotiations(listingId: string): boolean {
  const { useHasNegotiations: useHas } = use(preloadOfferHooks());
  return useHas(listingId);
}

/** The offers feature's pieces for the details pages' slots, loaded with the first details page. */
export const OFFER_SLOTS: NegotiationSlotComponents = {
  MakeOffer: ({ target }: { target: OfferTarget }) => (
    <Suspense fallback={null}>
      <MakeOfferButton target={target} />
    </Suspense>
  ),
  Negotiations: ({ listingId, viewer }) => (
    <Suspense fallback={null}>
      <NegotiationBlock listingId={listingId} viewer={viewer} />
    </Suspense>
  ),
  // a small hook and the negotiations call, loaded with My Listings rather than with the block
  useHasNegotiations,
};

/** The new-offer toasts of the signed-in shell (spec 001 §4). */
export function LazyNewOfferToasts() {
  return (
    <Suspense fallback={null}>
      <NewOfferToasts />
    </Suspense>
  );
}

/** The offer routes of spec 001 §2 (issue 9); the offer checkout reuses the buying feature's checkout. */
const backToMyOffers: RouteHandle = { backTo: PATHS.myOffers };
const backToManageOffers: RouteHandle = { backTo: PATHS.manageOffers };
export const offerRoutes: RouteObject[] = [
  { path: 'my-offers', lazy: withCatalogues('offers', () => import('../features/offers/routes/my-offers-route')) },
  {
    path: 'my-offers/details/:listingId',
    handle: detailPage(backToMyOffers),
    lazy: withCatalogues('offers', () => import('../features/offers/routes/my-offer-details-route')),
  },
  // the offer checkout is the buying feature's checkout for an accepted negotiation (`?id=`)
  { path: 'my-offers/details/checkout', handle: backToMyOffers, lazy: checkoutLayout, children: checkoutPages },
  { path: 'my-offers/checkout', handle: backToMyOffers, lazy: checkoutLayout, children: checkoutPages },
  {
    path: 'my-offers/offer-success',
    lazy: withCatalogues('buying', () => import('../features/buying/routes/order-success-route')),
  },
  {
    path: 'manage-offers',
    lazy: withCatalogues('offers', () => import('../features/offers/routes/manage-offers-route')),
  },
  {
    path: 'manage-offers/details/:listingId',
    handle: detailPage(backToManageOffers),
    lazy: withCatalogues('offers', () => import('../features/offers/routes/manage-offer-details-route')),
  },
];
