import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, type Order } from '@steelyard/domain/orders';
import { clearSession } from '../../../shared/session/session-store';
import { ToastArea } from '../../../shared/ui/toast-area';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { Component as OrdersRoute } from './orders-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [{ path: '/operator/orders', Component: OrdersRoute }],
  },
];

const address = {
  name: 'Yard',
  addressLine1: '1 Road',
  addressLine2: null,
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
};
const item = {
  kind: 'LISTING' as const,
  id: 'l-1',
  referenceNumber: 'CL-000012',
  material: { product: 'COIL', materialType: 'MILD_STEEL', definition: 'HOT_ROLLED', grade: 'S235JR' },
  materialDimensions: { thickness: 3, width: 1500 },
  packageTitle: null,
  numberOfItems: null,
  weight: 22.5,
  tradeUnit: 'TON' as const,
  prime: true,
  origin: ['DE'],
  country: 'DE',
};
const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'o-1',
  orderNumber: 'PO-000101',
  buyerOrderNumber: 'ACME-4711',
  referenceNumber: 'CL-000012',
  status: 'PROCESSING',
  statusDescription: 'Your order is being processed.',
  statusHistory: [{ status: 'PROCESSING', at: '2026-11-20T10:00:00.000Z' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  cartRefNo: null,
  cartReferenceNumber: null,
  item: item as Order['item'],
  listing: item as Order['item'],
  packaging: null,
  pricing: {
    currencyCode: 'GBP',
    pricePerUnit: 80000,
    totalExVat: 1800000,
    deliveryCosts: 90000,
    vatPercent: 20,
    vat: 360000,
    totalPrice: 2160000,
  },
  paymentOption: 'CREDIT',
  paymentStatus: 'NOT_REQUIRED',
  deliveryAddressId: 'a-1',
  deliveryAddress: address,
  additionalDeliveryInformation: null,
  haulierSlotBooking: false,
  collectionAddress: { ...address, city: 'Duisburg', postalCode: '47119', country: 'DE' },
  expectedDelivery: 'WITHIN_1_WEEK',
  buyerOrganisation: { id: 'org-demo', name: 'Demo Steel Trading Ltd' },
  sellerOrganisation: { id: 'org-rhein', name: 'Rhein Stahlhandel GmbH' },
  placedBy: { id: 'u-buyer', name: 'Bea Buyer' },
  viewerSide: 'OPERATOR',
  ...overrides,
});
const UPFRONT = order({
  id: 'o-2',
  orderNumber: 'PO-000102',
  status: 'FREIGHT_BOOKED',
  paymentOption: 'UPFRONT',
  paymentStatus: 'AWAITING_PAYMENT',
  cartRefNo: '0b6f0f0e-7f6a-4d1e-9a43-2f4f3b1c9e11',
  cartReferenceNumber: 'CO-000012',
});
const page = (items: Order[]) => ({ items, currentPage: 1, maxPages: 1, totalItems: items.length });
const LIST = 'GET /api/admin/purchase-orders';
const open = () => renderRoutes(ROUTES, { path: '/operator/orders' });
const row = (number: string) => screen.getByText(number).closest('tr')!;

describe('/operator/orders', () => {
  it('lists orders newest first with parties, material, total, payment and status', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([order(), UPFRONT]) });
    open();
    await screen.findByText('PO-000101');
    const first = within(row('PO-000101'));
    expect(first.getByText("Buyer's PO: ACME-4711")).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Demo Steel Trading Ltd' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Rhein Stahlhandel GmbH' })).toBeInTheDocument();
    expect(first.getByText('CL-000012')).toBeInTheDocument();
    expect(first.getByText('Processing')).toBeInTheDocument();
    expect(first.getByText('Charged to the credit line')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark PO-000101 as Freight booked' })).toBeInTheDocument();
    // an upfront order awaiting payment cannot ship yet: only the payment can be recorded
    const second = within(row('PO-000102'));
    expect(second.getByText('Awaiting payment')).toBeInTheDocument();
    // a cart order is named by its number, not its id
    expect(second.getByText('Cart order CO-000012')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /as Shipping/ })).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Record the payment of PO-000102' })).toBeInTheDocument();
    const [call] = calls.to(LIST);
    expect(call!.query.get('sort')).toBe('createdAt:desc');
    expect(call!.query.get('limit')).toBe('10');
  });

  it('moves an order one step after confirmation and shows the new status', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({
      [LIST]: page([order()]),
      'PUT /api/admin/purchase-orders/o-1/status': (r: FakeRequest) =>
        order({ status: (r.body as { status: Order['status'] }).status }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark PO-000101 as Freight booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the order status' });
    expect(within(dialog).getByText(/The buyer is e-mailed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await screen.findByText('PO-000101 is now “Freight booked”. The buyer has been e-mailed.'),
    ).toBeInTheDocument();
    expect(calls.to('PUT /api/admin/purchase-orders/o-1/status')[0]!.body).toEqual({ status: 'FREIGHT_BOOKED' });
    await waitFor(() =>
      expect(within(row('PO-000101')).getByRole('button', { name: 'Mark PO-000101 as Shipping' })).toBeInTheDocument(),
    );
  });

  it('records the payment of an upfront order', async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({
      [LIST]: page([UPFRONT]),
      'PUT /api/admin/purchase-orders/o-2/payment': { ...UPFRONT, paymentStatus: 'PAID' },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Record the payment of PO-000102' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment for PO-000102 has been recorded.')).toBeInTheDocument();
    expect(calls.to('PUT /api/admin/purchase-orders/o-2/payment')).toHaveLength(1);
    await waitFor(() => expect(within(row('PO-000102')).getByText('Paid')).toBeInTheDocument());
    expect(within(row('PO-000102')).getByRole('button', { name: 'Mark PO-000102 as Shipping' })).toBeInTheDocument();
  });

  it('reloads when another operator moved the order first', async () => {
    signInAs('u-operator', ['OPERATOR']);
    let listed = 0;
    const calls = fakeApi({
      [LIST]: () => (listed++ === 0 ? page([order()]) : page([order({ status: 'FREIGHT_BOOKED' })])),
      'PUT /api/admin/purchase-orders/o-1/status': apiErrorReply(
        400,
        'VALIDATION',
        ORDER_MESSAGES.transitionNotAllowed,
      ),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark PO-000101 as Freight booked' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change the order status' })).getByRole('button', {
        name: 'Change status',
      }),
    );
    expect(await screen.findByText(/had already been changed/)).toBeInTheDocument();
    await waitFor(() => expect(calls.to(LIST)).toHaveLength(2));
  });

  it("filters by our order number or the buyer's purchase order number", async () => {
    signInAs('u-operator', ['OPERATOR']);
    const calls = fakeApi({ [LIST]: page([order()]) });
    open();
    await screen.findByText('PO-000101');
    fireEvent.change(screen.getByLabelText('Order number', { exact: false }), { target: { value: 'po-000101' } });
    await waitFor(() => expect(calls.to(LIST).at(-1)!.query.get('filter')).toBe('orderNumber=PO-000101'), {
      timeout: 2000,
    });
    fireEvent.change(screen.getByLabelText('Order number', { exact: false }), { target: { value: 'ACME' } });
    await waitFor(() => expect(calls.to(LIST).at(-1)!.query.get('filter')).toBe('buyerOrderNumber=ACME'), {
      timeout: 2000,
    });
  });

  it('shows read-only operators no buttons', async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    fakeApi({ [LIST]: page([order(), UPFRONT]) });
    open();
    await screen.findByText('PO-000101');
    expect(screen.queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the Operator role/)).toBeInTheDocument();
  });
});
