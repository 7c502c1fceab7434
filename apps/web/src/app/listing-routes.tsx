import { Navigate, type RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { detailPage, PATHS, type RouteHandle } from '../shared/navigation/paths';
import { preloadOfferHooks } from './offers-slot';

// a listing's pages go back to My Listings (packages to their sub-tab), not to the parent path
const backToMyListings: RouteHandle = { backTo: PATHS.myListings };
const backToMyPackages: RouteHandle = { backTo: `${PATHS.myListings}#listings-packages` };

/** The seller's listings of spec 001 §2 (issue 6); `/listings` itself goes to `/listings/my`. */
// My Listings' price cards ask the offers feature whether a listing has negotiations (offers-slot.tsx)
const myListingsPage = <T,>(load: () => Promise<T>) =>
  withCatalogues('my-listings', () => {
    void preloadOfferHooks();
    return load();
  });
const myListingsRoutes: RouteObject[] = [
  {
    path: 'listings/my',
    lazy: myListingsPage(() => import('../features/my-listings/routes/my-listings-route')),
  },
  {
    path: 'listings/my/details/:listingId',
    handle: detailPage(backToMyListings),
    lazy: myListingsPage(() => import('../features/my-listings/routes/listing-details-route')),
  },
  {
    path: 'listings/my/details/:listingId/renewed',
    handle: backToMyListings,
    lazy: myListingsPage(() => import('../features/my-listings/routes/renewed-route')),
  },
  {
    path: 'listings/my/packages/details/:packageId',
    handle: detailPage(backToMyPackages),
    lazy: myListingsPage(() => import('../features/my-listings/routes/package-details-route')),
  },
  {
    path: 'listings/my/packages/details/:packageId/renewed',
    handle: backToMyPackages,
    lazy: myListingsPage(() => import('../features/my-listings/routes/renewed-route')),
  },
];

/** The listing-creation wizard of spec 001 §2: one layout keeps the form across its pages. */
const createListingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'wizard',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'summary',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/summary-route')),
  },
  {
    path: 'pickup-address',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'pickup-address/add',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/add-pickup-address-route')),
  },
  {
    path: ':draftId/:listingType',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
];

/** The wizard editing a listing or package (EDIT: rejected, or live with edits waiting for its renewal). */
const editListingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/wizard-route')),
  },
  {
    path: 'summary',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/summary-route')),
  },
  {
    path: 'pickup-address/add',
    lazy: withCatalogues('listing-wizard', () => import('../features/listing-wizard/routes/add-pickup-address-route')),
  },
];
const editListingLayout: RouteObject['lazy'] = withCatalogues(
  'listing-wizard',
  () => import('../features/listing-wizard/routes/create-listing-layout-route'),
);

/** Every page of a seller's listings: My Listings, the creation wizard and the wizard editing a listing or package. */
export const listingRoutes: RouteObject[] = [
  { path: 'listings', element: <Navigate to={PATHS.myListings} replace /> },
  ...myListingsRoutes,
  {
    path: 'listings/create',
    lazy: withCatalogues(
      'listing-wizard',
      () => import('../features/listing-wizard/routes/create-listing-layout-route'),
    ),
    children: createListingRoutes,
  },
  { path: 'listings/edit/:listingId', handle: backToMyListings, lazy: editListingLayout, children: editListingRoutes },
  {
    path: 'listings/edit/packages/:packageId',
    handle: backToMyPackages,
    lazy: editListingLayout,
    children: editListingRoutes,
  },
];
