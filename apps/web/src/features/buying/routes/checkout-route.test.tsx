import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { BUYER, ORGANISATION, cartReply, entry, liveListing } from '../testing/buying-fixtures';
import { BUYING_TEST_ROUTES } from '../testing/buying-routes';

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const ORDER = { id: 'po-1', orderNumber: 'PO-000123' };
const region = (name: string) => screen.getByRole('region', { name });

function base(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/universal/users/self': BUYER,
    'GET /api/universal/organisations/self/': ORGANISATION,
    'GET /api/buyer/cart/fetch-cart': cartReply([entry('1')]),
    'GET /api/universal/listings/l-1': liveListing(),
    ...extra,
  };
}

/** Types a PO number and ticks both confirmations. */
function fillIn(po = 'PO 4711/A') {
  fireEvent.change(screen.getByRole('textbox', { name: /Purchase order number/ }), { target: { value: po } });
  fireEvent.click(screen.getByRole('checkbox', { name: /authorised to sign/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /website and buyer terms/ }));
}

describe('checkout', { timeout: 20_000 }, () => {
  it('shows the delivery, addresses, pricing, payment and delivery option of a buy-now', async () => {
    fakeApi(base());
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Within 1 week')).toBeInTheDocument();
    expect(within(delivery).getByText('Germany', { exact: false })).toBeInTheDocument();
    expect((within(delivery).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    const addresses = region('Addresses');
    // the primary approved warehouse address is chosen
    await waitFor(() => expect(within(addresses).getByText(/1 Attercliffe Road/)).toBeInTheDocument());
    expect(within(addresses).getByRole('textbox', { name: /Additional delivery information/ })).toBeInTheDocument();
    const pricing = region('Pricing summary');
    expect(within(pricing).getByText('£700.00 per tonne')).toBeInTheDocument();
    expect(within(pricing).getByText('£17,150.00')).toBeInTheDocument();
    expect(within(pricing).getByText('£3,430.00')).toBeInTheDocument();
    expect(within(pricing).getByText('£20,580.00')).toBeInTheDocument();
    const payment = region('Payment option');
    expect(within(payment).getByText(/Available credit: £210,000.00/)).toBeInTheDocument();
    expect((within(payment).getByRole('radio', { name: 'Credit' }) as HTMLInputElement).checked).toBe(true);
    expect(within(payment).getByText('Shipped once your payment has been received.')).toBeInTheDocument();
    const option = region('Delivery option');
    expect((within(option).getByRole('radio', { name: 'Single delivery address' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(option).getByRole('radio', { name: 'Multiple delivery addresses' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('asks for a valid PO number and both confirmations before sending anything', async () => {
    const api = fakeApi(base());
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please enter a valid purchase order number')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you are authorised to sign for your organisation.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please accept the website and buyer terms.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Purchase order number/ }), { target: { value: '-bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid purchase order number')).toBeInTheDocument());
    expect(api.to('POST /api/buyer/purchase-orders')).toHaveLength(0);
  });

  it('disables credit when the total exceeds the available credit', async () => {
    fakeApi(
      base({
        'GET /api/buyer/cart/fetch-cart': cartReply([], { availableCredit: { value: 1_000_000, currencyCode: 'GBP' } }),
      }),
    );
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    const payment = await screen.findByRole('region', { name: 'Payment option' });
    const credit = within(payment).getByRole('radio', { name: 'Credit' }) as HTMLInputElement;
    expect(credit.disabled).toBe(true);
    expect(within(payment).getByText(/Your available credit does not cover this order./)).toBeInTheDocument();
    await waitFor(() =>
      expect((within(payment).getByRole('radio', { name: 'Pay upfront' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('converts a credit line in another currency at the exchange rate', async () => {
    fakeApi(
      base({
        'GET /api/buyer/cart/fetch-cart': cartReply([], {
          availableCredit: { value: 99_000_000, currencyCode: 'EUR' },
        }),
      }),
    );
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    const payment = await screen.findByRole('region', { name: 'Payment option' });
    expect((within(payment).getByRole('radio', { name: 'Credit' }) as HTMLInputElement).disabled).toBe(false);
    // the radio groups are named for screen readers
    expect(within(payment).getByRole('radiogroup', { name: 'Payment option' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Delivery option' })).toBeInTheDocument();
    expect(
      within(payment).getByText(/Available credit: €990,000\.00 \(about £[0-9,.]+ at our exchange rate\)/),
    ).toBeInTheDocument();
  });

  it('places the order with the price seen and one idempotency key, then shows the success page', async () => {
    const api = fakeApi(base({ 'POST /api/buyer/purchase-orders': () => jsonReply(201, orderReply()) }));
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Additional delivery information/ }), {
      target: { value: 'Gate 3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // submitting validates the form, places the order and opens the success page
    expect(await screen.findByRole('heading', { name: 'Order placed' }, { timeout: 5_000 })).toBeInTheDocument();
    const [request] = api.to('POST /api/buyer/purchase-orders') as [FakeRequest];
    expect(request.body).toEqual({
      kind: 'LISTING',
      id: 'l-1',
      pricePerUnit: 70_000,
      buyerOrderNumber: 'PO 4711/A',
      authorisedToSign: true,
      termsAccepted: true,
      deliveryAddress: { type: 'EXISTING', addressId: 'a-main' },
      additionalDeliveryInformation: 'Gate 3',
      haulierSlotBooking: true,
      paymentOption: 'CREDIT',
    });
    expect(request.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Your order PO-000123 has been placed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/po-1');
  });

  it('retries a failed order with the same key, then asks to contact support', async () => {
    const api = fakeApi(base({ 'POST /api/buyer/purchase-orders': apiErrorReply(503, 'API', 'Service unavailable') }));
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    const place = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    // the message beside the button (a toast may repeat it)
    expect(within(await screen.findByRole('alert')).getByText(CHECKOUT_MESSAGES.orderNotPlaced)).toBeInTheDocument();
    fireEvent.click(place);
    await waitFor(() => expect(api.to('POST /api/buyer/purchase-orders')).toHaveLength(2));
    fireEvent.click(place);
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByText(CHECKOUT_MESSAGES.orderNotPlacedContactSupport),
      ).toBeInTheDocument(),
    );
    const keys = new Set(api.to('POST /api/buyer/purchase-orders').map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]));
    expect(keys.size).toBe(1);
  });

  it('sends the buyer back to review a changed price', async () => {
    fakeApi(base({ 'POST /api/buyer/purchase-orders': apiErrorReply(409, 'API', CHECKOUT_MESSAGES.priceUpdated) }));
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CHECKOUT_MESSAGES.priceUpdated)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/search/details/l-1');
  });

  it('chooses another approved address and keeps what was typed', async () => {
    fakeApi(base());
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    fireEvent.change(screen.getByRole('textbox', { name: /Purchase order number/ }), { target: { value: 'PO-9' } });
    fireEvent.click(screen.getByRole('link', { name: 'Choose another address' }));
    expect(await screen.findByRole('heading', { name: 'Choose a delivery address' })).toBeInTheDocument();
    // pending addresses cannot be chosen
    expect(screen.queryByText(/9 Pending Lane/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /7 Meadowhall Way/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText(/7 Meadowhall Way/)).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/search/checkout?id=l-1');
    expect((screen.getByRole('textbox', { name: /Purchase order number/ }) as HTMLInputElement).value).toBe('PO-9');
  });

  it('checks out the whole cart with its entries and shows the cart order', async () => {
    const api = fakeApi(
      base({
        'GET /api/buyer/cart/fetch-cart': cartReply([entry('1'), entry('2')]),
        'POST /api/buyer/purchase-orders/cart': () =>
          jsonReply(201, { ...cartGroupReply(), cartRefNo: 'c-1', referenceNumber: 'CO-000012' }),
      }),
    );
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart/checkout' });
    const pricing = await screen.findByRole('region', { name: 'Pricing summary' });
    expect(within(pricing).getByText('£41,160.00')).toBeInTheDocument();
    await screen.findByText(/1 Attercliffe Road/);
    fillIn('PO-1');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Your cart order CO-000012 has been placed.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect((api.to('POST /api/buyer/purchase-orders/cart')[0]!.body as { entryIds: string[] }).entryIds).toEqual([
      '1',
      '2',
    ]);
    expect(screen.getByRole('link', { name: 'View cart order' }).getAttribute('href')).toBe('/orders/cart/c-1');
  });
});

/** A reply the test releases when it wants: Place order stays disabled until then. */
function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('checkout refusals (issue 23, item 22)', { timeout: 20_000 }, () => {
  it('shows a sold entry beside Place order, disables it until the cart is back, and buys the rest', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const sold = entry('2', { state: 'UNAVAILABLE' });
    const afterSale = cartReply([entry('1'), sold], {
      canCheckout: false,
      canCheckoutOnCredit: false,
      blockers: ['ITEM_UNAVAILABLE'],
      totals: cartReply([entry('1')]).totals,
    });
    let carts = 0;
    const refetched = deferred<void>();
    let removed = false;
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/buyer/cart/fetch-cart': () => {
        carts += 1;
        if (carts === 1) return cartReply([entry('1'), entry('2')]);
        return removed ? cartReply([entry('1')]) : afterSale;
      },
      'DELETE /api/buyer/cart/entries/2': () => {
        removed = true;
        return jsonReply(200, cartReply([entry('1')]));
      },
      'POST /api/buyer/purchase-orders/cart': (request) =>
        (request.body as { entryIds: string[] }).entryIds.length === 2
          ? apiErrorReply(409, 'API', CHECKOUT_MESSAGES.cartChanged)
          : jsonReply(201, { ...cartGroupReply(), cartRefNo: 'c-1', referenceNumber: 'CO-000012' }),
    });
    // the cart fetched again after the refusal arrives when the test lets it
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (uri: string, init?: RequestInit) => {
      if (uri.includes('/api/buyer/cart/fetch-cart') && carts >= 1) await refetched.promise;
      return answer(uri, init);
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart/checkout' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    const place = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(place);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CHECKOUT_MESSAGES.cartChanged)).toBeInTheDocument();
    // the message is brought to where the buyer looks, and a toast repeats it
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toBe(alert);
    expect(
      await screen.findByText(CHECKOUT_MESSAGES.cartChanged, { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    // no second order while the cart is fetched again
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(place);
    refetched.release();

    const issues = await screen.findByRole('region', { name: 'Your cart has changed' });
    expect(within(issues).getByText(CART_MESSAGES.itemsUnavailable)).toBeInTheDocument();
    expect(within(issues).getByText('No longer available')).toBeInTheDocument();
    expect((place as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('POST /api/buyer/purchase-orders/cart')).toHaveLength(1);

    fireEvent.click(within(issues).getByRole('button', { name: /Remove .* from the cart/ }));
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('region', { name: 'Your cart has changed' })).not.toBeInTheDocument();
    fireEvent.click(place);
    expect(
      await screen.findByText('Your cart order CO-000012 has been placed.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const orders = api.to('POST /api/buyer/purchase-orders/cart');
    expect((orders.at(-1)!.body as { entryIds: string[] }).entryIds).toEqual(['1']);
  });

  it('shows what the seller changed above Place order and buys once the buyer accepts it (decision 178)', async () => {
    const changed = cartReply([entry('1', { state: 'CONTENT_CHANGED', changedFields: ['material'] })], {
      canCheckout: false,
      canCheckoutOnCredit: false,
      blockers: ['CONTENT_CHANGED'],
    });
    let accepted = false;
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/buyer/cart/fetch-cart': () => (accepted ? cartReply([entry('1')]) : changed),
      'POST /api/buyer/cart/review-prices': () => {
        accepted = true;
        return jsonReply(200, cartReply([entry('1')]));
      },
      'POST /api/buyer/purchase-orders/cart': () =>
        jsonReply(201, { ...cartGroupReply(), cartRefNo: 'c-1', referenceNumber: 'CO-000013' }),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/cart/checkout' });
    const issues = await screen.findByRole('region', { name: 'Your cart has changed' });
    expect(within(issues).getByText(CART_MESSAGES.contentChanged)).toBeInTheDocument();
    expect(within(issues).getByText('Changed by the seller since you added it: Material')).toBeInTheDocument();
    fillIn();
    const place = screen.getByRole('button', { name: 'Place order' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(issues).getByRole('button', { name: 'Accept the changes' }));
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(api.to('POST /api/buyer/cart/review-prices')).toHaveLength(1);
    fireEvent.click(place);
    expect(
      await screen.findByText('Your cart order CO-000013 has been placed.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the new price after "price updated" and buys at it when the buyer places the order again', async () => {
    let listings = 0;
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/buyer/cart/fetch-cart': cartReply([]),
      'GET /api/universal/listings/l-1': () => {
        listings += 1;
        return listings === 1
          ? liveListing()
          : liveListing({
              pricing: {
                currencyCode: 'GBP',
                netPricePerUnit: 70_000,
                priceIncludingDelivery: { value: 75_000 },
                totalExcludingVat: { value: 1_837_500 },
              },
            });
      },
      'POST /api/buyer/purchase-orders': (request) =>
        (request.body as { pricePerUnit: number }).pricePerUnit === 75_000
          ? jsonReply(201, orderReply())
          : apiErrorReply(409, 'API', CHECKOUT_MESSAGES.priceUpdated),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/search/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CHECKOUT_MESSAGES.priceUpdated)).toBeInTheDocument();
    expect(await within(alert).findByText(/The price is now £750\.00/)).toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    expect(await screen.findByRole('heading', { name: 'Order placed' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(
      api.to('POST /api/buyer/purchase-orders').map((r) => (r.body as { pricePerUnit: number }).pricePerUnit),
    ).toEqual([70_000, 75_000]);
  });
});

describe('checkout of an alert result (issue 23, item 23)', { timeout: 20_000 }, () => {
  it('buys under /my-alerts/:alertId/checkout, succeeds at /my-alerts/offer-success and leads back to the alert', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      'GET /api/buyer/cart/fetch-cart': cartReply([]),
      'GET /api/universal/listings/l-1': liveListing(),
      'POST /api/buyer/purchase-orders': () => jsonReply(201, orderReply()),
    });
    renderRoutes(BUYING_TEST_ROUTES, { path: '/my-alerts/al-7/checkout?id=l-1' });
    await screen.findByText(/1 Attercliffe Road/);
    expect(screen.getByRole('link', { name: "Back to the alert's results" }).getAttribute('href')).toBe(
      '/my-alerts/search?alertId=al-7',
    );
    // the address steps stay under the alert's checkout
    expect(screen.getByRole('link', { name: 'Choose another address' }).getAttribute('href')).toBe(
      '/my-alerts/al-7/checkout/choose-address?id=l-1',
    );
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/my-alerts/offer-success');
    expect(api.to('POST /api/buyer/purchase-orders')).toHaveLength(1);
    expect(screen.getByRole('link', { name: "Back to the alert's results" }).getAttribute('href')).toBe(
      '/my-alerts/search?alertId=al-7',
    );
  });
});

/** A minimal order reply that passes the domain schema. */
export function orderReply() {
  const item = {
    kind: 'LISTING',
    id: 'l-1',
    referenceNumber: 'CL-000012',
    material: liveListing().material,
    materialDimensions: { thickness: 3, width: 1500 },
    packageTitle: null,
    numberOfItems: null,
    weight: 24.5,
    tradeUnit: 'TON',
    prime: true,
    origin: ['DE'],
    country: 'DE',
  };
  const addr = {
    name: 'X',
    addressLine1: '1 Road',
    addressLine2: null,
    city: 'Sheffield',
    postalCode: 'S1',
    country: 'GB',
  };
  return {
    ...ORDER,
    buyerOrderNumber: 'PO 4711/A',
    referenceNumber: 'CL-000012',
    status: 'PROCESSING',
    statusDescription: 'Processing',
    statusHistory: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    cartRefNo: null,
    cartReferenceNumber: null,
    item,
    listing: item,
    packaging: null,
    pricing: {
      currencyCode: 'GBP',
      pricePerUnit: 70_000,
      totalExVat: 1_715_000,
      deliveryCosts: 73_500,
      vatPercent: 20,
      vat: 343_000,
      totalPrice: 2_058_000,
    },
    paymentOption: 'CREDIT',
    paymentStatus: 'NOT_REQUIRED',
    deliveryAddressId: 'a-main',
    deliveryAddress: addr,
    additionalDeliveryInformation: null,
    haulierSlotBooking: true,
    collectionAddress: addr,
    expectedDelivery: null,
    buyerOrganisation: { id: 'o1', name: 'Demo' },
    sellerOrganisation: { id: 'o2', name: 'Rhein' },
    placedBy: null,
    viewerSide: 'BUYER',
  };
}

function cartGroupReply() {
  return {
    buyerOrderNumber: 'PO-1',
    createdAt: '2026-11-22T10:00:00.000Z',
    cartOrders: [orderReply()],
    totalValue: 1,
    totalValueVAT: 1,
    taxValue: 0,
    taxPercent: 20,
    currencyCode: 'GBP',
    materialProductWithCount: [],
    primeStatus: 'PRIME',
    materialLocations: [],
    statusWithCount: [],
    typeWithWeight: [],
  };
}
