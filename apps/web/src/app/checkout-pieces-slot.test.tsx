import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import { Component as RfqDetailsRoute } from '../features/rfqs/routes/rfq-details-route';
import { BUYER, quote, RFQ_TEST_ROUTES, rfq, startReplies } from '../features/rfqs/testing/rfq-fixtures';
import { CheckoutPiecesProvider } from '../shared/checkout/checkout-pieces';
import { clearSession } from '../shared/session/session-store';
import { fakeApi, signInAs } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { CHECKOUT_PIECES } from './checkout-pieces-slot';

// the machine running the suite is shared: screens after a navigation may take more than a second
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const ROUTES: RouteObject[] = [
  {
    element: (
      <CheckoutPiecesProvider value={CHECKOUT_PIECES}>
        <Outlet />
      </CheckoutPiecesProvider>
    ),
    children: [...RFQ_TEST_ROUTES, { path: '/rfqs/my/details/:rfqId', Component: RfqDetailsRoute }],
  },
];

/** A live RFQ with one quote, ticked and opened in the checkout. */
async function openCheckout() {
  const live = rfq({ status: 'LIVE', quoteDeadline: '2099-01-15T12:00:00.000Z', quotes: [quote()] });
  signInAs(BUYER.id, BUYER.roles);
  const calls = fakeApi({
    ...startReplies(),
    'GET /api/buyer/rfqs/r-1': live,
    'POST /api/buyer/rfqs/r-1/accept': { orderIds: ['po-9'], rfq: live },
  });
  const { router } = renderRoutes(ROUTES, { path: '/rfqs/my/details/r-1' });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select the quote of Rhein Stahlhandel GmbH' }));
  fireEvent.click(screen.getByRole('button', { name: 'Accept selected quotes (1)' }));
  return { calls, router, checkout: await screen.findByRole('region', { name: 'Checkout' }) };
}

describe('accepting RFQ quotes with the buying feature’s checkout cards', { timeout: 30_000 }, () => {
  it('shows the cart checkout’s cards and sends what they hold', async () => {
    const { calls, router, checkout } = await openCheckout();
    expect(await within(checkout).findByText('Confirm your order', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(checkout).findByRole('radiogroup', { name: 'Payment option' })).toBeInTheDocument();
    expect(await within(checkout).findByRole('radiogroup', { name: 'Delivery option' })).toBeInTheDocument();

    fireEvent.change(within(checkout).getByRole('textbox', { name: /Purchase order number/ }), {
      target: { value: 'PO-77' },
    });
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /authorised to sign/ }));
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(within(checkout).getByRole('radio', { name: /Yes/ }));
    fireEvent.click(within(checkout).getByRole('button', { name: 'Place orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/my/details/success'));
    const [request] = calls.to('POST /api/buyer/rfqs/r-1/accept');
    expect(request!.headers[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    expect(request!.body).toMatchObject({
      quoteItemIds: ['qi-1'],
      buyerOrderNumber: 'PO-77',
      authorisedToSign: true,
      termsAccepted: true,
      haulierSlotBooking: true,
      paymentOption: 'CREDIT',
      deliveryAddress: { type: 'EXISTING', addressId: 'a-sheffield' },
    });
  });

  it('chooses another approved address or adds a new one in a dialog, as the cart checkout does', async () => {
    const { calls, router, checkout } = await openCheckout();
    const addressCard = await within(checkout).findByRole('region', { name: 'Addresses' }, { timeout: 10_000 });
    expect(within(addressCard).getByText('Sheffield Depot')).toBeInTheDocument();

    // the choice offers the approved addresses only (Leeds is pending)
    fireEvent.click(within(addressCard).getByRole('button', { name: 'Choose another address' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose a delivery address' });
    expect(within(choose).getByRole('radio', { name: /Sheffield Depot/ })).toBeInTheDocument();
    expect(within(choose).queryByRole('radio', { name: /Leeds Yard/ })).not.toBeInTheDocument();
    fireEvent.click(within(choose).getByRole('button', { name: 'Add a new address' }));

    // a new address: required fields are checked before it is used, and using it places no order
    const add = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    fireEvent.change(within(add).getByRole('textbox', { name: /Address line 1/ }), { target: { value: '2 Dock St' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Use this address' }));
    expect((await within(add).findAllByText('This field is required.')).length).toBeGreaterThan(0);
    fireEvent.change(within(add).getByRole('textbox', { name: /Postcode/ }), {
      target: { value: 'HU1 1AA' },
    });
    fireEvent.change(within(add).getByRole('textbox', { name: /City/ }), { target: { value: 'Hull' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('POST /api/buyer/rfqs/r-1/accept')).toHaveLength(0);
    expect(within(addressCard).getByText(/2 Dock St/)).toBeInTheDocument();
    expect(within(addressCard).getByText(/New address: it is saved for your organisation/)).toBeInTheDocument();

    fireEvent.change(within(checkout).getByRole('textbox', { name: /Purchase order number/ }), {
      target: { value: 'PO-78' },
    });
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /authorised to sign/ }));
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(within(checkout).getByRole('button', { name: 'Place orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/my/details/success'));
    const [request] = calls.to('POST /api/buyer/rfqs/r-1/accept');
    expect(request!.body).toMatchObject({
      quoteItemIds: ['qi-1'],
      buyerOrderNumber: 'PO-78',
      deliveryAddress: {
        type: 'NEW',
        address: { name: 'Demo Steel Trading Ltd', addressLine1: '2 Dock St', postalCode: 'HU1 1AA', city: 'Hull' },
      },
    });
  });
});
