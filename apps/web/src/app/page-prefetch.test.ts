import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER, ORGANISATION, SELLER } from '../features/offers/testing/offers-fixtures';
import { orderKeys } from '../features/orders/api/orders';
import { searchDetailKeys } from '../features/search/api/offer-details';
import { queryClient } from '../shared/api/query-client';
import { selfUserKeys } from '../shared/session/self-user';
import { clearSession } from '../shared/session/session-store';
import { fakeApi, signInAs } from '../test/fake-api';
import { resultsPath } from '../features/search/model/search-url';
import { searchPage } from '../features/search/testing/search-fixtures';
import {
  ANALYTICS_EVENTS,
  noopAnalyticsSink,
  setAnalyticsSink,
  type AnalyticsEvent,
} from '../shared/analytics/analytics';
import { prefetchOrders, prefetchSearchListing, prefetchSearchResults } from './page-prefetch';

const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

const EMPTY_ORDERS = { items: [], currentPage: 1, maxPages: 1, totalItems: 0 };

describe('page prefetch loaders', () => {
  // events other files tracked before any sink was named must not reach this file's recording sink
  beforeEach(() => setAnalyticsSink(noopAnalyticsSink));
  afterEach(() => {
    queryClient.clear();
    clearSession('logout');
    setAnalyticsSink(noopAnalyticsSink);
  });

  it('return at once and ask for nothing without a session', async () => {
    const api = fakeApi({});
    expect(prefetchOrders(loaderArgs('http://localhost/orders'))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(0);
  });

  it('ask for the orders the URL names, with the user and their organisation, into the page’s cache entries', async () => {
    signInAs(BUYER.id, ['BUYER']);
    const api = fakeApi({
      'GET /api/universal/purchase-orders': EMPTY_ORDERS,
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
    });
    expect(prefetchOrders(loaderArgs('http://localhost/orders?status=DELIVERED|NOPE&q=BUY-1'))).toBeNull();
    const filter = 'status=DELIVERED;buyerOrderNumber=BUY-1';
    await vi.waitFor(() => expect(queryClient.getQueryState(orderKeys.list(filter))?.status).toBe('success'));
    expect(api.to('GET /api/universal/purchase-orders').map((r) => r.query.get('filter'))).toEqual([filter]);
    await vi.waitFor(() => expect(queryClient.getQueryData(selfUserKeys.detail(BUYER.id))).toEqual(BUYER));
    expect(api.to('GET /api/universal/organisations/self/')).toHaveLength(1);
  });

  it('ask for a listing and, for a buyer who may make offers, their negotiations of it', async () => {
    signInAs(BUYER.id, ['BUYER']);
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/universal/negotiations/by-listing/l-1': [],
    });
    prefetchSearchListing(loaderArgs('http://localhost/search/details/l-1', { listingId: 'l-1' }));
    await vi.waitFor(() => expect(api.to('GET /api/universal/negotiations/by-listing/l-1')).toHaveLength(1));
    expect(api.to('GET /api/universal/listings/l-1')).toHaveLength(1);
    expect(queryClient.getQueryState(searchDetailKeys.listing('l-1'))).toBeDefined();
  });

  it('leave the negotiations to the page for a user who may not make offers', async () => {
    signInAs(SELLER.id, ['SELLER']);
    const api = fakeApi({
      'GET /api/universal/users/self': SELLER,
      'GET /api/universal/organisations/self/': ORGANISATION,
    });
    prefetchSearchListing(loaderArgs('http://localhost/search/details/l-1', { listingId: 'l-1' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(selfUserKeys.detail(SELLER.id))).toEqual(SELLER));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.to('GET /api/universal/negotiations/by-listing/l-1')).toHaveLength(0);
    expect(api.to('GET /api/universal/listings/l-1')).toHaveLength(1);
  });

  it('ask for the search the URL names, which counts as its result event once', async () => {
    signInAs(BUYER.id, ['BUYER']);
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ send: (event) => events.push(event) });
    const api = fakeApi({
      'GET /api/universal/search-listings/': searchPage([]),
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
    });
    const path = resultsPath('listings', { product: 'SHEET' }, 'PRICE_ASCENDING');
    const filter = new URL(path, 'http://localhost').searchParams.get('filter');
    prefetchSearchResults('listings')(loaderArgs(`http://localhost${path}`));
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(filter).toContain('SHEET');
    expect(api.to('GET /api/universal/search-listings/').map((r) => r.query.get('filter'))).toEqual([filter]);
    expect(events[0]).toMatchObject({
      name: ANALYTICS_EVENTS.searchListingResult,
      properties: { kind: 'listings', filter, sort: 'PRICE_ASCENDING', numberOfResults: 0 },
    });
  });
});
