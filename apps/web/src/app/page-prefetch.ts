import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { getSession, type Session } from '../shared/session/session-store';

/*
 * Route loaders that ask for a page's first data while the page's chunks download, and return at once
 * (issue 11). The router renders a lazy page only once its chunks have loaded, so the page's own queries
 * would start a round trip after the whole chunk chain; now they find their requests under way (the same
 * query keys) and wait for them. What the page shows around its main data (the shell's user, the buying
 * and offer cards of a details page) is asked for too, so that it arrives with it instead of pushing the
 * page down afterwards. Only for a marketplace session: the guards send anyone else elsewhere.
 */

function prefetching(start: (args: LoaderFunctionArgs, session: Session) => Promise<unknown>): LoaderFunction {
  return (args) => {
    const session = getSession();
    if (session?.tenant === 'MARKETPLACE') void start(args, session).catch(() => undefined);
    return null;
  };
}

/** The signed-in user and their organisation (the shell, the buying card, the price summary's VAT). */
async function prefetchSelf(session: Session) {
  const [self, organisation] = await Promise.all([
    import('../shared/session/self-user'),
    import('../shared/organisation/own-organisation'),
  ]);
  void queryClient.prefetchQuery(organisation.ownOrganisationQueryOptions(session.userId));
  return queryClient.fetchQuery(self.selfUserQueryOptions(session.userId));
}

/**
 * Every page in the shell: the signed-in user, whom the shell waits for (their language and navigation items,
 * decision 145), asked for while the chunks download rather than once the shell's chunk is in.
 */
export const prefetchShellUser = prefetching(async (_args, session) => {
  const self = await import('../shared/session/self-user');
  await queryClient.prefetchQuery(self.selfUserQueryOptions(session.userId));
});

/** /search/details/:listingId: the listing, and the buyer's negotiations of it when they may make offers. */
export const prefetchSearchListing = prefetching(async ({ params }, session) => {
  const id = params.listingId ?? '';
  // imported here, not at the top: the permissions' catalogue needs zod, which the sign-in page does without
  const [details, negotiations, { mayMakeOffers }] = await Promise.all([
    import('../features/search/api/offer-details'),
    import('../features/offers/api/negotiations'),
    import('../features/offers/components/use-offer-user'),
  ]);
  void queryClient.prefetchQuery(details.searchListingQueryOptions(id));
  const user = await prefetchSelf(session);
  if (mayMakeOffers(user)) {
    await queryClient.prefetchQuery(negotiations.listingNegotiationsQueryOptions(id));
  }
});

/** /search/packages/details/:packageId: the package. */
export const prefetchSearchPackage = prefetching(async ({ params }, session) => {
  const details = await import('../features/search/api/offer-details');
  void queryClient.prefetchQuery(details.searchPackageQueryOptions(params.packageId ?? ''));
  await prefetchSelf(session);
});

/** /search/results and /search/packages/results: the first page of the search the URL names. */
export const prefetchSearchResults = (kind: 'listings' | 'packages') =>
  prefetching(async ({ request }, session) => {
    const [api, model] = await Promise.all([
      import('../features/search/api/search-listings'),
      import('../features/search/model/search-url'),
    ]);
    const search = model.readSearch(kind, new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(
      api.searchResultsQueryOptions(kind, model.searchFilterText(search), search.sort),
    );
    await prefetchSelf(session);
  });

/** /orders: the first page of the list the URL names (its statuses, search and side). */
export const prefetchOrders = prefetching(async ({ request }, session) => {
  const [api, model] = await Promise.all([
    import('../features/orders/api/orders'),
    import('../features/orders/model/order-filter'),
  ]);
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchInfiniteQuery(
    api.ordersQueryOptions(model.orderFilterOf(params), model.orderSideOf(params)),
  );
  await prefetchSelf(session);
});
