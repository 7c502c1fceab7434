import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { SelfUserProbe } from '../../../test/self-user-probe';
import { BUYER, cartReply, entry } from '../testing/buying-fixtures';
import { BuyActions } from './buy-actions';

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const target = { kind: 'LISTING' as const, id: 'l-1', pricePerUnit: 70_000, currencyCode: 'GBP' };
const routes = [
  {
    element: (
      <>
        <ToastArea />
        <SelfUserProbe />
        <Outlet />
      </>
    ),
    children: [
      { path: '/search/details/:listingId', element: <BuyActions target={target} /> },
      { path: '/cart/details/:listingId', element: <BuyActions target={target} /> },
      { path: '/my-alerts/listing-details/:listingId', element: <BuyActions target={target} /> },
    ],
  },
];

describe('buy actions', { timeout: 20_000 }, () => {
  it('adds the item to the cart with the price seen and refreshes the header count', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'POST /api/buyer/cart/entries': () => jsonReply(201, cartReply([entry('1')])),
    });
    const { queryClient } = renderRoutes(routes, { path: '/search/details/l-1' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect((await screen.findByRole('link', { name: 'Buy now' })).getAttribute('href')).toBe('/search/checkout?id=l-1');
    // offered once the cart has been read (issue 23, item 27)
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(api.to('POST /api/buyer/cart/entries')[0]!.body).toEqual({
      kind: 'LISTING',
      id: 'l-1',
      pricePerUnit: 70_000,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', 'self-updates'] });
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('says the item is in the cart instead of offering Add to cart again after a reload (issue 23, item 27)', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': cartReply([entry('1')]),
    });
    renderRoutes(routes, { path: '/search/details/l-1' });
    expect(await screen.findByText('This item is in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Buy now' })).toBeInTheDocument();
    expect(api.to('POST /api/buyer/cart/entries')).toHaveLength(0);
  });

  it('offers Add to cart for an item the cart does not hold', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': cartReply([entry('2')]),
    });
    renderRoutes(routes, { path: '/search/details/l-1' });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByText('This item is in your cart.')).not.toBeInTheDocument();
  });

  it("buys a result of an alert under the alert's checkout (issue 23, item 23)", async () => {
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    renderRoutes(routes, { path: '/my-alerts/listing-details/l-1?alertId=al-7' });
    expect((await screen.findByRole('link', { name: 'Buy now' })).getAttribute('href')).toBe(
      '/my-alerts/al-7/checkout?id=l-1',
    );
  });

  it('says why the item could not be added', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'POST /api/buyer/cart/entries': apiErrorReply(400, 'VALIDATION', CART_MESSAGES.alreadyInCart),
    });
    renderRoutes(routes, { path: '/search/details/l-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This item is already in your cart.')).toBeInTheDocument();
  });

  it('offers only buy-now without the cart feature, and in the cart', async () => {
    fakeApi({ 'GET /api/universal/users/self': { ...BUYER, features: [] } });
    renderRoutes(routes, { path: '/search/details/l-1' });
    expect(await screen.findByRole('link', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    renderRoutes(routes, { path: '/cart/details/l-1' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Buy now' }).at(-1)!.getAttribute('href')).toBe(
        '/cart/listings/checkout?id=l-1',
      ),
    );
  });

  it('shows nothing to someone who cannot buy', async () => {
    fakeApi({ 'GET /api/universal/users/self': { ...BUYER, roles: ['SELLER'] } });
    renderRoutes(routes, { path: '/search/details/l-1' });
    // the user is read (the actions read the same query) before the absence means anything
    expect(await screen.findByTestId('self-user-probe')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
  });
});
