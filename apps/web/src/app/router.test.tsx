import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { clearSession, getSession, sessionFromTokens, setSession } from '../shared/session/session-store';
import { theme } from '../shared/ui/theme';
import { fakeAccessToken } from '../test/render';
import { routes } from './router';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const USER = {
  id: 'u1',
  name: 'Bea Buyer',
  email: 'buyer@demo-steel.example',
  roles: ['BUYER'],
  activated: true,
  features: ['CART', 'BID_OFFERS'],
  mfaPreferences: 'Disabled',
  organisation: { id: 'o1', name: 'Demo Steel Trading Ltd', financialDetails: null },
};

const API: Record<string, unknown> = {
  '/api/public/config': {
    analytics: null,
    errorReporting: null,
    captcha: null,
    region: 'DE',
    supportEmail: 'help@x.example',
  },
  '/api/universal/users/self': USER,
  '/api/universal/users/self-updates': {
    cartDetails: { count: 3, expiresAt: null },
    offers: { buyerCount: 1, sellerCount: 0 },
  },
  '/api/universal/organisations/self/': {
    id: 'o1',
    name: 'Demo Steel Trading Ltd',
    country: 'GB',
    purchaseContactName: null,
    purchaseContactEmail: null,
    invoiceAddress: null,
    warehouseAddresses: [],
    financialDetails: null,
  },
};

function signIn() {
  setSession(
    sessionFromTokens({
      accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'], org: 'o1' }),
      refreshToken: 'r1',
      accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
      refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
      userId: 'u1',
    }),
  );
}

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

const at = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string) =>
      uri in API ? json(200, API[uri]) : json(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'no' }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  queryClient.clear();
});

describe('routing rules', { timeout: 30_000 }, () => {
  it('sends signed-out visitors to /login carrying the requested path', async () => {
    const router = renderAt('/orders?status=OPEN');
    await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 });
    expect(at(router)).toBe('/login?redirect=%2Forders%3Fstatus%3DOPEN');
  });

  it('lets signed-out visitors read the legal pages, for the configured region', async () => {
    const router = renderAt('/terms-and-conditions');
    await screen.findByRole('heading', { name: 'Terms and conditions', level: 1 }, { timeout: 10_000 });
    expect(at(router)).toBe('/terms-and-conditions');
    expect(document.getElementById('buyer')).not.toBeNull();
    expect(document.getElementById('seller')).not.toBeNull();
    expect(document.getElementById('website')).not.toBeNull();
    expect(screen.getByText('Applies to customers of Steelyard GmbH in Germany.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends signed-in users on from /login to the carried path', async () => {
    signIn();
    const router = renderAt('/login?redirect=%2Frfqs%2Fmy');
    await waitFor(() => expect(at(router)).toBe('/rfqs/my'), { timeout: 10_000 });
    // the page is a lazy chunk: the first import can take a while on a busy machine
    expect(await screen.findByRole('heading', { name: 'My RFQs', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends unknown paths of signed-in users to the seller listings area', async () => {
    signIn();
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(at(router)).toBe('/listings/my'), { timeout: 10_000 });
  });

  it('shows the dashboard with the nav items of a buyer, the cart count and Logout', async () => {
    signIn();
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Bea Buyer' }, { timeout: 10_000 });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = [
      'Dashboard',
      'Search Listings',
      'My Alerts',
      'Create Listing',
      'My Listings',
      'My Offers',
      'My Orders',
      'Request Material',
      'Active Requests',
      'Create RFQ',
      'My RFQs',
      'Account',
    ];
    for (const name of names) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Manage Offers' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.state).toEqual({ fromNavbar: true });
    expect(await screen.findByRole('link', { name: 'Cart, entries: 3' })).toBeInTheDocument();
    expect(screen.queryByText('Credit line')).not.toBeInTheDocument();
  });

  it('asks for the navigation counts once on arrival, then on every navigation but to a details page', async () => {
    signIn();
    const polls = () =>
      vi.mocked(fetch).mock.calls.filter(([uri]) => uri === '/api/universal/users/self-updates').length;
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Bea Buyer' }, { timeout: 10_000 });
    await waitFor(() => expect(polls()).toBe(1));
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'My Orders' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await waitFor(() => expect(polls()).toBe(2));
    await router.navigate('/search/details/l-1');
    // the details page has read its listing (gone here), so the layout has seen the new path
    expect(
      await screen.findByText('This offer is no longer available', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(polls()).toBe(2);
  });

  it('Logout ends the session, revokes the refresh token and lands on a plain /login', async () => {
    signIn();
    const router = renderAt('/rfqs/my');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(at(router)).toBe('/login'), { timeout: 10_000 });
    expect(getSession()).toBeNull();
    const calls = vi.mocked(fetch).mock.calls.map(([uri]) => String(uri));
    expect(calls).toContain('/api/auth/revoke-token');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('sign-in with a challenge', { timeout: 30_000 }, () => {
  it('answers the two-factor challenge and lands on the carried path', async () => {
    const accessToken = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'], org: 'o1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (uri: string) => {
        if (uri === '/api/auth/login') return json(200, { session: 'c1', type: 'SOFTWARE_TOKEN_MFA' });
        if (uri === '/api/auth/challenge-respond') {
          return json(200, {
            accessToken,
            refreshToken: 'r1',
            accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
            refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
            userId: 'u1',
          });
        }
        return uri in API ? json(200, API[uri]) : json(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'no' });
      }),
    );
    const router = renderAt('/login?redirect=%2Frfqs%2Fmy');
    await screen.findByRole('heading', { name: 'Log in' }, { timeout: 10_000 });
    const fill = (label: string, value: string) => {
      const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'Steelyard-Demo-2026!');
    const logIn = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(logIn.disabled).toBe(false));
    fireEvent.click(logIn);
    await screen.findByRole('heading', { name: 'Enter your two-factor code' }, { timeout: 10_000 });
    // the carried path goes along to the challenge screen
    expect(at(router)).toBe('/login/challenge-respond?redirect=%2Frfqs%2Fmy');
    fill('Code', '123456');
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await waitFor(() => expect(verify.disabled).toBe(false));
    fireEvent.click(verify);
    // the navigation commits once the page's lazy chunk is in
    await waitFor(() => expect(at(router)).toBe('/rfqs/my'), { timeout: 10_000 });
    expect(getSession()).toMatchObject({ userId: 'u1' });
  });
});
