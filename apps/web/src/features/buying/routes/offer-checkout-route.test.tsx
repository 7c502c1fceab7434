import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import { OFFER_MESSAGES, type Negotiation } from '@steelyard/domain/negotiations';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { BUYER, ORGANISATION, cartReply, liveListing, product } from '../testing/buying-fixtures';
import { Component as AddAddressRoute } from './add-address-route';
import { Component as CheckoutLayoutRoute } from './checkout-layout-route';
import { Component as CheckoutRoute } from './checkout-route';
import { Component as ChooseAddressRoute } from './choose-address-route';
import { checkoutSourceOf, successPathOf } from '../model/checkout-source';
import { Component as OrderSuccessRoute } from './order-success-route';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const pages: RouteObject[] = [
  { index: true, Component: CheckoutRoute },
  { path: 'choose-address', Component: ChooseAddressRoute },
  { path: 'add-address', Component: AddAddressRoute },
];

/** The offer checkout as the app mounts it (issue 9): the buying checkout under /my-offers. */
const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: [
      { path: '/my-offers/details/checkout', Component: CheckoutLayoutRoute, children: pages },
      { path: '/my-offers/checkout', Component: CheckoutLayoutRoute, children: pages },
      { path: '/my-offers/offer-success', Component: OrderSuccessRoute },
      { path: '/my-offers', element: <p data-testid="my-offers" /> },
    ],
  },
];

/** Accepted at £650.00 per tonne (the listing: £700.00, 24.5 t). */
const accepted = (overrides: Partial<Negotiation> = {}): Negotiation => ({
  id: 'n1',
  referenceId: 'NG-000001',
  status: 'ACCEPTED',
  expiresAt: '2026-11-23T10:00:00.000Z',
  originalPrice: { priceIncludingDelivery: { value: 70_000 }, currencyCode: 'GBP', date: '2026-11-21T09:00:00.000Z' },
  offers: [
    {
      price: { priceIncludingDelivery: { value: 60_000 }, currencyCode: 'GBP' },
      createdAt: '2026-11-21T10:00:00.000Z',
      requestedBy: 'BUYER',
    },
    {
      price: { priceIncludingDelivery: { value: 65_000 }, currencyCode: 'GBP' },
      createdAt: '2026-11-21T12:00:00.000Z',
      requestedBy: 'SELLER',
    },
  ],
  listing: product('l-1', { weight: 24.5 }),
  tradeUnit: 'TON',
  buyerOrganisation: { id: 'o1', name: 'Demo Steel Trading Ltd' },
  sellerOrganisation: { id: 'o2', name: 'Rhein Stahlhandel GmbH' },
  buyerVatBasisPoints: 2000,
  viewerSide: 'BUYER',
  allowedActions: [],
  awaitingYou: false,
  canPurchase: true,
  orderId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

/** The order the server answers (as the buy-now test has it). */
function orderReply() {
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
    id: 'po-1',
    orderNumber: 'PO-000123',
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

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function base(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/universal/users/self': { ...BUYER, features: ['CART', 'BID_OFFERS'] },
    'GET /api/universal/organisations/self/': ORGANISATION,
    'GET /api/buyer/cart/fetch-cart': cartReply([]),
    'GET /api/universal/negotiations/n1': accepted(),
    'GET /api/universal/listings/l-1': liveListing(),
    ...extra,
  } as Parameters<typeof fakeApi>[0];
}

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /Purchase order number/ }), { target: { value: 'PO-77' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /authorised to sign/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /website and buyer terms/ }));
}

describe('offer checkout', { timeout: 20_000 }, () => {
  it('prices the order at the accepted price and buys it with the negotiation and one idempotency key', async () => {
    const api = fakeApi(base({ 'POST /api/buyer/purchase-orders/offer': () => jsonReply(201, orderReply()) }));
    renderRoutes(ROUTES, { path: '/my-offers/details/checkout?id=n1' });
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    const pricing = await screen.findByRole('region', { name: 'Pricing summary' });
    // £650.00 × 24.5 t = £15,925.00, VAT 20 % £3,185.00
    expect(within(pricing).getByText('£650.00 per tonne')).toBeInTheDocument();
    expect(within(pricing).getByText('£15,925.00')).toBeInTheDocument();
    expect(within(pricing).getByText('£3,185.00')).toBeInTheDocument();
    expect(within(pricing).getByText('£19,110.00')).toBeInTheDocument();
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/my-offers/offer-success');
    const [request] = api.to('POST /api/buyer/purchase-orders/offer') as [FakeRequest];
    expect(request.body).toMatchObject({
      negotiationId: 'n1',
      buyerOrderNumber: 'PO-77',
      authorisedToSign: true,
      termsAccepted: true,
      deliveryAddress: { type: 'EXISTING', addressId: 'a-main' },
    });
    expect(request.body).not.toHaveProperty('pricePerUnit');
    expect(request.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.to('POST /api/buyer/purchase-orders')).toHaveLength(0);
  });

  it('keeps the form on the address pages of /my-offers/checkout', async () => {
    fakeApi(base());
    renderRoutes(ROUTES, { path: '/my-offers/checkout?id=n1' });
    await screen.findByText(/1 Attercliffe Road/);
    fireEvent.change(screen.getByRole('textbox', { name: /Purchase order number/ }), { target: { value: 'PO-9' } });
    fireEvent.click(screen.getByRole('link', { name: 'Choose another address' }));
    fireEvent.click(await screen.findByRole('radio', { name: /7 Meadowhall Way/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText(/7 Meadowhall Way/)).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/my-offers/checkout?id=n1');
    expect((screen.getByRole('textbox', { name: /Purchase order number/ }) as HTMLInputElement).value).toBe('PO-9');
  });

  it('says when the purchase window has passed, before and after placing the order', async () => {
    fakeApi(base({ 'GET /api/universal/negotiations/n1': accepted({ status: 'EXPIRED', canPurchase: false }) }));
    const view = renderRoutes(ROUTES, { path: '/my-offers/details/checkout?id=n1' });
    expect(await screen.findByText(OFFER_MESSAGES.purchaseWindowClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Offers' }).getAttribute('href')).toBe('/my-offers');
    view.unmount();
    vi.unstubAllGlobals();

    fakeApi(
      base({ 'POST /api/buyer/purchase-orders/offer': apiErrorReply(409, 'API', OFFER_MESSAGES.purchaseWindowClosed) }),
    );
    renderRoutes(ROUTES, { path: '/my-offers/details/checkout?id=n1' });
    await screen.findByText(/1 Attercliffe Road/);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getByText(OFFER_MESSAGES.purchaseWindowClosed)).toBeInTheDocument());
  });

  it('knows the offer flow by its paths and ends on /my-offers/offer-success', () => {
    for (const path of [
      '/my-offers/details/checkout',
      '/my-offers/details/checkout/add-address',
      '/my-offers/checkout/choose-address',
    ]) {
      const source = checkoutSourceOf(path);
      expect(source).toMatchObject({ type: 'ITEM', kind: 'LISTING', from: 'OFFER' });
      expect(successPathOf(source!)).toBe('/my-offers/offer-success');
    }
    expect(checkoutSourceOf('/my-offers/details/l-1')).toBeNull();
  });

  it('goes to My Offers without a negotiation', async () => {
    fakeApi(base());
    renderRoutes(ROUTES, { path: '/my-offers/details/checkout' });
    expect(await screen.findByTestId('my-offers')).toBeInTheDocument();
  });
});
