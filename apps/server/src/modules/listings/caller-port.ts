/*
 * Who calls a marketplace route, loaded the way the listing routes load them (decision 179): the
 * caller with their organisation's trading profile, their features and how prices are shown to them.
 * The cart, alerts and search routes and the buying workflows start from it.
 */
export { loadListingCaller, loadPriceViewer, requireKindFeatures, type ListingCaller } from './access';
