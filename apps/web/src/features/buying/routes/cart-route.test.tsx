import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, cartReply, entry, product } from '../testing/buying-fixtures';
import { BUYING_TEST_ROUTES } from '../testing/buying-routes';

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('/cart', { timeout: 20_000 }, () => {
  it('shows the entries with location, price and total, the totals, the countdown and checkout', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': cartReply([
        entry('1'),
        entry('2', { product: product('l-2', { country: 'GB' }) }),
      ]),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Cart', level: 1 })).toBeInTheDocument();
    const entries = await screen.findAllByRole('article');
    expect(entries).toHaveLength(2);
    const first = within(entries[0]!);
    expect(first.getByRole('link', { name: 'Coil' }).getAttribute('href')).toBe('/cart/details/l-1');
    expect(first.getByText('Mild steel · S355J2 · 3 × 1,500 mm')).toBeInTheDocument();
    expect(first.getByText('24.5 t')).toBeInTheDocument();
    expect(first.getByText('Germany', { exact: false })).toBeInTheDocument();
    expect(first.getByText('Price incl. delivery: £700.00 per tonne')).toBeInTheDocument();
    expect(first.getByText('Total incl. VAT: £20,580.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/cart/listings/checkout?id=l-1');
    expect(within(entries[1]!).getByText('United Kingdom', { exact: false })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('£34,300.00')).toBeInTheDocument();
    expect(within(summary).getByText('VAT (20 %)')).toBeInTheDocument();
    expect(within(summary).getByText('£41,160.00')).toBeInTheDocument();
    expect(within(summary).getByText('Available credit: £210,000.00')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/cart/checkout');
    expect(screen.getByRole('timer').textContent).toMatch(/^4[12]:\d\d$/);
  });

  it('marks unavailable and repriced entries, shows the blockers and reviews the new prices', async () => {
    const blocked = cartReply(
      [
        entry('1', { state: 'UNAVAILABLE' }),
        entry('2', {
          state: 'PRICE_CHANGED',
          product: product('l-2', { pricing: { ...product('x').pricing, priceIncludingDelivery: { value: 72_000 } } }),
        }),
      ],
      { canCheckout: false, canCheckoutOnCredit: false, blockers: ['ITEM_UNAVAILABLE', 'PRICE_CHANGED'] },
    );
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': blocked,
      'POST /api/buyer/cart/review-prices': cartReply([entry('1', { state: 'UNAVAILABLE' }), entry('2')], {
        canCheckout: false,
        canCheckoutOnCredit: false,
        blockers: ['ITEM_UNAVAILABLE'],
      }),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('Price changed')).toBeInTheDocument();
    expect(screen.getByText('New seller price: £720.00 per tonne')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(CART_MESSAGES.itemsUnavailable)).toBeInTheDocument();
    expect(within(alert).getByText(CART_MESSAGES.pricesChanged)).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    // an unavailable entry cannot be bought now
    expect(within(screen.getAllByRole('article')[0]!).queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Review new prices' }));
    await waitFor(() => expect(screen.queryByText('Price changed')).not.toBeInTheDocument());
    expect(api.to('POST /api/buyer/cart/review-prices')).toHaveLength(1);
    expect(screen.queryByText(CART_MESSAGES.pricesChanged)).not.toBeInTheDocument();
  });

  it('shows what the seller changed since the entry was added and accepts the change (decision 178)', async () => {
    const changed = cartReply(
      [entry('1', { state: 'CONTENT_CHANGED', changedFields: ['material', 'materialDimensions'] })],
      {
        canCheckout: false,
        canCheckoutOnCredit: false,
        blockers: ['CONTENT_CHANGED'],
      },
    );
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': changed,
      'POST /api/buyer/cart/review-prices': cartReply([entry('1')]),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Changed by the seller')).toBeInTheDocument();
    // the material shown is the one now for sale, with what changed named
    expect(card.getByText('Mild steel · S355J2 · 3 × 1,500 mm')).toBeInTheDocument();
    expect(card.getByText('Changed by the seller since you added it: Material and Dimensions')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(CART_MESSAGES.contentChanged)).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Accept the changes' }));
    await waitFor(() => expect(screen.queryByText('Changed by the seller')).not.toBeInTheDocument());
    expect(api.to('POST /api/buyer/cart/review-prices')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/cart/checkout');
  });

  it('removes an entry and empties the cart after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': cartReply([entry('1'), entry('2')]),
      'DELETE /api/buyer/cart/entries/1': cartReply([entry('2')]),
      'DELETE /api/buyer/cart': cartReply([]),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Coil CL-000l-1 from the cart' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Items in your cart: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(api.to('DELETE /api/buyer/cart')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Search material' }).getAttribute('href')).toBe('/search');
  });

  it('says when a removal fails, in the buyer language', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': cartReply([entry('1')]),
      'DELETE /api/buyer/cart/entries/1': apiErrorReply(404, 'NOT_FOUND', CART_MESSAGES.entryNotFound),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Coil/ }));
    expect(await screen.findByText('This item is no longer in your cart.')).toBeInTheDocument();
  });

  // issue 23, item 5: a seller opening /cart was told "Your cart could not be loaded" with a retry (the 403 as a fault)
  it('tells a seller that the cart is for buyers, without asking for a cart the server refuses', async () => {
    const seller = { ...BUYER, id: 'u-seller', roles: ['SELLER'] };
    signInAs(seller.id, seller.roles);
    const api = fakeApi({
      'GET /api/universal/users/self': seller,
      'GET /api/buyer/cart/fetch-cart': apiErrorReply(403, 'ACCESS_DENIED', 'This call needs the BUYER role.'),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Cart', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The cart is for buyers: only users with the buyer role buy through it. Please contact an administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your cart could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.to('GET /api/buyer/cart/fetch-cart')).toHaveLength(0);
  });

  it('tells a buyer without the cart feature that the cart is not enabled for them', async () => {
    const buyer = { ...BUYER, features: [] };
    fakeApi({
      'GET /api/universal/users/self': buyer,
      'GET /api/buyer/cart/fetch-cart': apiErrorReply(403, 'ACCESS_DENIED', CART_MESSAGES.featureRequired),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    expect(await screen.findByText('The cart is not enabled for your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('takes a refusal of the server (a role taken away meanwhile) as the notice, not as a fault', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/buyer/cart/fetch-cart': apiErrorReply(403, 'ACCESS_DENIED', 'This call needs the BUYER role.'),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart' });
    expect(await screen.findByText(/^The cart is for buyers/)).toBeInTheDocument();
    expect(screen.queryByText('Your cart could not be loaded.')).not.toBeInTheDocument();
  });
});
