import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../shared/i18n/i18n';
import { ORDER_SEARCH_DEBOUNCE_MS } from '@steelyard/domain/constants';
import { isDetailPage } from '../shared/navigation/paths';
import { clearSession, sessionFromTokens, setSession } from '../shared/session/session-store';
import { theme } from '../shared/ui/theme';
import { fakeAccessToken } from '../test/render';
import { routes } from './router';

/*
 * The app's own routes (their loaders and guards) with the app's query client, as a browser runs them:
 * issue 23, items 7 (the navigation poll on detail pages), 24 (the orders search) and 29 (the first shell).
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const USER = {
  id: 'u1',
  name: 'Bea Buyer',
  email: 'buyer@rhein-stahl.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART', 'BID_OFFERS'],
  mfaPreferences: 'Disabled',
  locale: 'en',
  organisation: { id: 'o1', name: 'Rhein Stahlhandel GmbH', financialDetails: null },
};
const EMPTY_PAGE = { items: [], currentPage: 1, maxPages: 1, totalItems: 0 };

let user: Record<string, unknown> = USER;
const API: Record<string, () => unknown> = {
  '/api/public/config': () => ({
    analytics: null,
    errorReporting: null,
    captcha: null,
    region: 'DE',
    supportEmail: 'help@x.example',
  }),
  '/api/universal/users/self': () => user,
  '/api/universal/users/self-updates': () => ({
    cartDetails: { count: 2, expiresAt: null },
    offers: { buyerCount: 1, sellerCount: 0 },
  }),
  '/api/universal/organisations/self/': () => ({
    id: 'o1',
    name: 'Rhein Stahlhandel GmbH',
    country: 'DE',
    purchaseContactName: null,
    purchaseContactEmail: null,
    invoiceAddress: null,
    warehouseAddresses: [],
    financialDetails: null,
  }),
  '/api/universal/purchase-orders': () => EMPTY_PAGE,
  '/api/buyer/negotiations': () => EMPTY_PAGE,
};

const tokens = () => ({
  accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'], org: 'o1' }),
  refreshToken: 'r1',
  accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
  refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
  userId: 'u1',
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const calls = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([uri]) => new URL(String(uri), 'http://localhost'))
    .filter((url) => url.pathname === path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  user = USER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string) => {
      const { pathname } = new URL(uri, 'http://localhost');
      if (pathname === '/api/auth/login') return json(200, tokens());
      const reply = API[pathname];
      return reply ? json(200, reply()) : json(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'no' });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  queryClient.clear();
  await changeLanguage('en');
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the navigation poll (issue 23, item 7)', { timeout: 30_000 }, () => {
  it('is not asked for again on the detail pages whose path has no /details/ (an order, a cart order)', async () => {
    setSession(sessionFromTokens(tokens()));
    const polls = () => calls('/api/universal/users/self-updates').length;
    const router = renderAt('/orders');
    await screen.findByRole('heading', { name: 'My Orders', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(polls()).toBe(1));
    for (const detail of ['/orders/o-1', '/orders/cart/c-1', '/my-alerts/listing-details/l-1', '/rfqs/quotes/r-1']) {
      await act(() => router.navigate(detail));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 10_000 });
      await sleep(100);
      expect(polls(), detail).toBe(1);
    }
    // and again on a page that is not a detail page
    await act(() => router.navigate('/orders'));
    await waitFor(() => expect(polls()).toBe(2));
  });

  it('knows the detail pages from the routes, not from their paths', () => {
    const detailPaths: string[] = [];
    const walk = (list: RouteObject[], prefix: string, handles: unknown[]) => {
      for (const route of list) {
        const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
        const chain = [...handles, route.handle];
        if (!route.children && isDetailPage(chain)) detailPaths.push(path);
        if (route.children) walk(route.children, path, chain);
      }
    };
    walk(routes, '', []);
    expect(detailPaths.sort()).toEqual(
      [
        '/cart/details/:listingId',
        '/cart/packages/details/:packageId',
        '/listings/my/details/:listingId',
        '/listings/my/packages/details/:packageId',
        '/manage-offers/details/:listingId',
        '/my-alerts/listing-details/:listingId',
        '/my-offers/details/:listingId',
        '/orders/:orderId',
        '/orders/cart/:cartRefNo',
        '/orders/cart/:cartRefNo/details/:orderId',
        '/rfqs/my/details/:rfqId',
        '/rfqs/quotes/:rfqId',
        '/search/details/:listingId',
        '/search/packages/details/:packageId',
      ].sort(),
    );
  });
});

describe('the orders search (issue 23, item 24)', { timeout: 30_000 }, () => {
  it('asks for the orders once, 500 ms after five quick keystrokes, not once a keystroke', async () => {
    setSession(sessionFromTokens(tokens()));
    const searches = () =>
      calls('/api/universal/purchase-orders')
        .map((url) => url.searchParams.get('filter'))
        .filter((filter) => filter?.includes('buyerOrderNumber'));
    const router = renderAt('/orders');
    const box = await screen.findByRole('textbox', { name: 'Purchase order number' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Orders: 0' });
    vi.useFakeTimers();
    try {
      for (const value of ['B', 'BU', 'BUY', 'BUY-']) {
        fireEvent.change(box, { target: { value } });
        await vi.advanceTimersByTimeAsync(40);
      }
      fireEvent.change(box, { target: { value: 'BUY-1' } });
      // within the 500 ms after the last keystroke nothing was asked
      await vi.advanceTimersByTimeAsync(ORDER_SEARCH_DEBOUNCE_MS - 10);
      expect(searches()).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect(searches()).toHaveLength(1);
      // and nothing more once the search rests
      await vi.advanceTimersByTimeAsync(ORDER_SEARCH_DEBOUNCE_MS * 2);
      expect(searches()).toEqual(['buyerOrderNumber=BUY-1']);
    } finally {
      vi.useRealTimers();
    }
    expect(router.state.location.search).toBe('?q=BUY-1');
    expect((box as HTMLInputElement).value).toBe('BUY-1');
  });
});

describe('the first shell after sign-in (issue 23, item 29)', { timeout: 30_000 }, () => {
  it("renders once, already in the user's language and with the items of their role and features", async () => {
    user = { ...USER, locale: 'de' };
    // what the navigation said each time it changed, from its first appearance on
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const nav = document.getElementById('main-navigation');
      const text = nav?.textContent ?? null;
      if (text && seen.at(-1) !== text) seen.push(text);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const router = renderAt('/login');
    await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 });
    const fill = (label: string, value: string) => {
      const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    fill('Email', 'buyer@rhein-stahl.example');
    fill('Password', 'Steelyard-Demo-2026!');
    const logIn = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(logIn.disabled).toBe(false));
    fireEvent.click(logIn);
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 10_000 });
    await within(nav).findByRole('link', { name: 'Meine Angebote' });
    await sleep(200);
    observer.disconnect();
    expect(router.state.location.pathname).toBe('/');
    expect(i18next.language).toBe('de');
    expect(seen.length).toBeGreaterThan(0);
    // the first navigation shown was German and had the feature's item; no English label ever showed
    expect(seen[0]).toContain('Meine Angebote');
    expect(seen[0]).toContain('Abmelden');
    for (const text of seen) {
      expect(text).not.toContain('Search Listings');
      expect(text).not.toContain('Logout');
    }
  });
});
