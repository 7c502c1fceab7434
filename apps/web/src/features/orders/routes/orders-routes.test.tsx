import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@steelyard/domain/orders';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { ordersQueryOptions } from '../api/orders';
import { BUYER, cartGroup, order, ordersPage } from '../testing/orders-fixtures';

const MANAGER = { ...BUYER, id: 'u-manager', email: 'manager@demo-steel.example', roles: ['MANAGER' as const] };
import { ORDERS_TEST_ROUTES } from '../testing/orders-routes';

beforeEach(() => signInAs(BUYER.id, BUYER.roles));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/orders', { timeout: 20_000 }, () => {
  it('lists orders with their count, links cart orders to the cart order and loads more', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      order(String(i + 1), i === 0 ? { cartRefNo: 'c-1', status: 'DELIVERED' } : {}),
    );
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders': (request) =>
        request.query.get('offset') === '10'
          ? ordersPage([order('11')], { totalItems: 11, currentPage: 2 })
          : ordersPage(first, { totalItems: 11 }),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders' });
    expect(await screen.findByRole('heading', { name: 'Orders: 11' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(11);
    const cartRow = within(rows[1]!);
    expect(cartRow.getByRole('link', { name: 'PO-000001' }).getAttribute('href')).toBe('/orders/cart/c-1');
    expect(cartRow.getByText('ACME-1')).toBeInTheDocument();
    expect(cartRow.getByText('Mild steel · S355J2 · 3 × 1,500 mm')).toBeInTheDocument();
    expect(cartRow.getByText('Delivered').closest('[data-tone]')?.getAttribute('data-tone')).toBe('positive');
    expect(cartRow.getByText('£20,580.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'PO-000002' }).getAttribute('href')).toBe('/orders/2');
    expect(within(rows[2]!).getByText('Processing').closest('[data-tone]')?.getAttribute('data-tone')).toBe('neutral');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'PO-000011' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.to('GET /api/universal/purchase-orders')[0]!.query.get('limit')).toBe('10');
  });

  it('searches by the PO number after a pause and filters by several statuses', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders': (request) =>
        request.query.get('filter') ? ordersPage([]) : ordersPage([order('1')]),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders?status=PROCESSING|SHIPPING' });
    expect(await screen.findByText('No order matches your search.')).toBeInTheDocument();
    expect(api.to('GET /api/universal/purchase-orders')[0]!.query.get('filter')).toBe('status=PROCESSING|SHIPPING');
    fireEvent.change(screen.getByRole('textbox', { name: 'Purchase order number' }), { target: { value: 'ACME' } });
    await waitFor(
      () =>
        expect(api.to('GET /api/universal/purchase-orders').map((r) => r.query.get('filter'))).toContain(
          'status=PROCESSING|SHIPPING;buyerOrderNumber=ACME',
        ),
      { timeout: 3_000 },
    );
    // typing is debounced: no call per keystroke
    expect(api.to('GET /api/universal/purchase-orders')).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe('/orders?status=PROCESSING%7CSHIPPING&q=ACME');
  });

  it('a list that failed to load says so and loads on Try again (issue 24, one page state)', async () => {
    let failing = true;
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders': () =>
        failing ? apiErrorReply(500, 'INTERNAL_SERVER_ERROR', 'down') : ordersPage([order('1')]),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders' });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Orders: 1' })).toBeInTheDocument();
  });

  it('says when there are no orders at all', async () => {
    fakeApi({ 'GET /api/universal/users/self': BUYER, 'GET /api/universal/purchase-orders': ordersPage([]) });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders: 0' })).toBeInTheDocument();
  });

  it('marks a manager’s orders bought or sold and filters by the side, kept in the URL (issue 23, item 25)', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/purchase-orders': (request) =>
        request.query.get('side') === 'SELLER'
          ? ordersPage([order('2', { viewerSide: 'SELLER' })])
          : ordersPage([order('1'), order('2', { viewerSide: 'SELLER' })]),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders' });
    expect(await screen.findByRole('heading', { name: 'Orders: 2' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Bought')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sold')).toBeInTheDocument();
    expect(api.to('GET /api/universal/purchase-orders')[0]!.query.get('side')).toBeNull();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Side' })).getByLabelText('Sold'));
    expect(await screen.findByRole('heading', { name: 'Orders: 1' })).toBeInTheDocument();
    expect(api.to('GET /api/universal/purchase-orders').at(-1)!.query.get('side')).toBe('SELLER');
    expect(screen.getByTestId('location').textContent).toBe('/orders?side=SELLER');
  });

  it('opens the list on the side its URL names', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/purchase-orders': ordersPage([order('1')]),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders?side=BUYER' });
    expect(await screen.findByRole('heading', { name: 'Orders: 1' })).toBeInTheDocument();
    expect(api.to('GET /api/universal/purchase-orders')[0]!.query.get('side')).toBe('BUYER');
  });

  it('keeps the list 5 minutes and does not refetch on focus', () => {
    const options = ordersQueryOptions('');
    expect(options.staleTime).toBe(5 * 60 * 1000);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});

describe('/orders/:orderId', { timeout: 20_000 }, () => {
  it('shows the tracker, numbers, material, order information, delivery and the support banner', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/7': order('7', { status: 'SHIPPING' }),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/7' });
    expect(await screen.findByRole('heading', { name: 'Order PO-000007', level: 1 })).toBeInTheDocument();
    const tracker = screen.getByRole('region', { name: 'Order status' });
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'IN_PROGRESS',
    ]);
    expect(within(steps[2]!).getByText('Shipping confirmed')).toBeInTheDocument();
    const numbers = screen.getByRole('region', { name: 'Purchase order numbers' });
    expect(within(numbers).getByText('ACME-7')).toBeInTheDocument();
    expect(within(numbers).getByText('CL-000012')).toBeInTheDocument();
    expect(within(numbers).getByText('PO-000007')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Material' })).getByText('S355J2')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Order information' });
    expect(within(info).getByText('Credit')).toBeInTheDocument();
    expect(within(info).getByText('£20,580.00')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/1 Attercliffe Road/)).toBeInTheDocument();
    expect(within(delivery).getByText('Gate 3, forklift on site')).toBeInTheDocument();
    expect(within(delivery).getByText(/Hafenstraße 12/)).toBeInTheDocument();
    // the delivery and collection addresses as letters: a British postcode after the town, others before it
    const [to, from] = Array.from(delivery.querySelectorAll('address'), (address) =>
      Array.from(address.children, (line) => line.textContent),
    );
    expect(to).toEqual(['Demo Steel Trading Ltd', '1 Attercliffe Road', 'Sheffield', 'S9 3QS', 'United Kingdom']);
    expect(from).toEqual(['Rhein Stahlhandel GmbH', 'Hafenstraße 12', 'S9 3QS Sheffield', 'Germany']);
    expect(screen.getByText('Questions about your order?')).toBeInTheDocument();
  });

  it('words the status for the seller when a manager opens a sale (issue 23, item 25)', async () => {
    fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/purchase-orders/8': order('8', { viewerSide: 'SELLER' }),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/8' });
    expect(await screen.findByText("We are processing your buyer's order.")).toBeInTheDocument();
    expect(screen.queryByText('We are processing your order with the seller.')).not.toBeInTheDocument();
  });

  it('words the status for the buyer when the order is a purchase', async () => {
    fakeApi({ 'GET /api/universal/users/self': MANAGER, 'GET /api/universal/purchase-orders/9': order('9') });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/9' });
    expect(await screen.findByText('We are processing your order with the seller.')).toBeInTheDocument();
  });

  it('names the cart order an order was bought in and links to it', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/11': order('11', { cartRefNo: 'c-1', cartReferenceNumber: 'CO-000012' }),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/cart/c-1/details/11' });
    const numbers = await screen.findByRole('region', { name: 'Purchase order numbers' });
    expect(within(numbers).getByRole('link', { name: 'CO-000012' }).getAttribute('href')).toBe('/orders/cart/c-1');
  });

  it('lets the buyer correct the PO number and the delivery text while the order is processing', async () => {
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/7': order('7'),
      'PUT /api/buyer/purchase-orders/7': (request) =>
        order('7', { ...(request.body as object), buyerOrderNumber: 'ACME-7B' }),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit order PO-000007' });
    const po = within(dialog).getByRole('textbox', { name: /Your PO number/ });
    expect((po as HTMLInputElement).value).toBe('ACME-7');
    fireEvent.change(po, { target: { value: '#bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter a valid purchase order number')).toBeInTheDocument();
    expect(api.to('PUT /api/buyer/purchase-orders/7')).toHaveLength(0);
    fireEvent.change(po, { target: { value: 'ACME-7B' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Additional delivery information' }), {
      target: { value: 'Gate 4 after 14:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your order has been updated.')).toBeInTheDocument();
    expect(api.to('PUT /api/buyer/purchase-orders/7')[0]!.body).toEqual({
      buyerOrderNumber: 'ACME-7B',
      additionalDeliveryInformation: 'Gate 4 after 14:00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText('Gate 4 after 14:00'),
    ).toBeInTheDocument();
  });

  it('offers no edit once the order ships, and says so when it moved on meanwhile', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/8': order('8', { status: 'SHIPPING' }),
      'GET /api/universal/purchase-orders/9': order('9'),
      'PUT /api/buyer/purchase-orders/9': apiErrorReply(400, 'VALIDATION', ORDER_MESSAGES.notEditable),
    });
    const view = renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/8' });
    expect(await screen.findByRole('heading', { name: 'Order PO-000008', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
    view.unmount();
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/9' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your PO number/ }), { target: { value: 'ACME-9B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByText(/can no longer be changed/)).toBeInTheDocument();
  });

  it('shows a warning with the way back to My Orders for an unknown order', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/nope': apiErrorReply(404, 'NOT_FOUND', ORDER_MESSAGES.notFound),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/nope' });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/orders');
  });
});

describe('/orders/cart/:cartRefNo', { timeout: 20_000 }, () => {
  it('shows at most three product groups, the orders, the summary and the PO numbers', async () => {
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/purchase-orders/cart-orders/c-1': cartGroup(),
    });
    renderRoutes(ORDERS_TEST_ROUTES, { path: '/orders/cart/c-1' });
    expect(await screen.findByRole('heading', { name: 'Cart order CO-000012', level: 1 })).toBeInTheDocument();
    const groups = screen.getByRole('list', { name: 'Products' });
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((g) => g.textContent),
    ).toEqual(['Coil: 1', 'Sheet: 1', 'Plate: 2', 'and 1 more']);
    const orders = screen.getByRole('region', { name: 'Orders in this cart order: 2' });
    expect(within(orders).getByRole('link', { name: 'PO-000011' }).getAttribute('href')).toBe(
      '/orders/cart/c-1/details/11',
    );
    expect(within(orders).getByText('Shipping')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Prime and non-prime')).toBeInTheDocument();
    expect(within(summary).getByText('£41,160.00')).toBeInTheDocument();
    const numbers = screen.getByRole('region', { name: 'Purchase order numbers' });
    expect(within(numbers).getByText('ACME-CART')).toBeInTheDocument();
    expect(within(numbers).getByText('CO-000012')).toBeInTheDocument();
  });
});
