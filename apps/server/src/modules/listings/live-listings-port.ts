/*
 * The read model of live listings and packages (search-read-model.ts) as the search module reads it
 * (decision 179): what a search asks, in which order, and the pages, counts and prices it finds. The
 * search never touches the listings table itself.
 */
export {
  countLiveListings,
  findLiveListings,
  findLiveNetPricesPerTonne,
  type LiveListingCriteria,
  type LiveListingOrder,
  type SizeBounds,
} from './search-read-model';
