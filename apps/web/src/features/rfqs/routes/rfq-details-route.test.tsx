import { notifications } from '@mantine/notifications';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/checkout';
import { RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, quote, quoteItem, RFQ_TEST_ROUTES, rfq, startReplies } from '../testing/rfq-fixtures';

// the machine running the suite is shared: screens after a navigation may take more than a second
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

function start(replies: Parameters<typeof fakeApi>[0]) {
  signInAs(BUYER.id, BUYER.roles);
  const calls = fakeApi({ ...startReplies(), ...replies });
  return { calls, ...renderRoutes(RFQ_TEST_ROUTES, { path: '/rfqs/my/details/r-1' }) };
}

const live = rfq({
  status: 'LIVE',
  submittedAt: '2026-11-20T10:00:00.000Z',
  numberOfQuotes: 2,
  quotes: [
    quote(),
    quote({
      id: 'q-2',
      sellerOrganisation: { id: 'o3', name: 'Sheffield Forge Ltd' },
      items: [
        quoteItem({
          id: 'qi-2',
          priceIncludingDelivery: 68_000,
          totalPrice: 1_958_400,
          availableWeight: 20,
          country: 'GB',
          deliveryPromise: 'WITHIN_1_WEEK',
        }),
      ],
    }),
  ],
});

describe('/rfqs/my/details/:rfqId', { timeout: 30_000 }, () => {
  it('compares the quotes per item and accepts the chosen one through the checkout', async () => {
    const acceptedRfq = {
      ...live,
      quotes: live.quotes.map((q) => ({
        ...q,
        items: q.items.map((i) => (i.id === 'qi-1' ? { ...i, status: 'ACCEPTED' as const, orderId: 'po-9' } : i)),
      })),
    };
    const { calls, router } = start({
      'GET /api/buyer/rfqs/r-1': live,
      'POST /api/buyer/rfqs/r-1/accept': { orderIds: ['po-9'], rfq: acceptedRfq },
    });
    await screen.findByRole('heading', { name: 'RFQ RQ-000012', level: 1 });
    const table = screen.getByRole('table', { name: /^Quotes for S355J2/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // cheapest first: price per tonne incl. delivery, total, weight, delivery, location
    expect(within(rows[0]!).getByText('Sheffield Forge Ltd')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('£680.00 per tonne')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('£20,160.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Germany/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Within 2 weeks')).toBeInTheDocument();

    const accept = screen.getByRole('button', { name: 'Accept selected quotes (0)' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the quote of Rhein Stahlhandel GmbH' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected quotes (1)' }));

    const checkout = await screen.findByRole('region', { name: 'Checkout' });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Place orders' }));
    expect(await within(checkout).findByText('Please enter a valid purchase order number')).toBeInTheDocument();
    expect(
      within(checkout).getByText('Please confirm that you are authorised to sign for your organisation.'),
    ).toBeInTheDocument();
    expect(within(checkout).getByText('Please accept the website and buyer terms.')).toBeInTheDocument();
    expect(calls.to('POST /api/buyer/rfqs/r-1/accept')).toHaveLength(0);

    fireEvent.change(within(checkout).getByRole('textbox', { name: /Purchase order number/ }), {
      target: { value: 'PO-4711' },
    });
    fireEvent.click(within(checkout).getByRole('checkbox', { name: 'I am authorised to sign for my organisation.' }));
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /I accept the website and buyer terms/ }));
    fireEvent.click(within(checkout).getByRole('radio', { name: /Upfront/ }));
    fireEvent.click(within(checkout).getByRole('button', { name: 'Place orders' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/my/details/success'));
    const [request] = calls.to('POST /api/buyer/rfqs/r-1/accept');
    expect(request!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.body).toMatchObject({
      quoteItemIds: ['qi-1'],
      buyerOrderNumber: 'PO-4711',
      authorisedToSign: true,
      termsAccepted: true,
      deliveryAddress: { type: 'EXISTING', addressId: 'a-sheffield' },
      paymentOption: 'UPFRONT',
      haulierSlotBooking: false,
    });
    const order = await screen.findByRole('link', { name: 'Order 1' });
    expect(order.getAttribute('href')).toBe('/orders/po-9');
    // each order names its material and seller
    expect(order.closest('li')!.textContent).toMatch(/^Order 1 – S355J2.*3 × 1,500 mm from Rhein Stahlhandel GmbH$/);
  });

  it('tells the buyer when the quote was accepted before', async () => {
    start({
      'GET /api/buyer/rfqs/r-1': live,
      'POST /api/buyer/rfqs/r-1/accept': apiErrorReply(409, 'API', RFQ_MESSAGES.quoteAlreadyAccepted),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select the quote of Sheffield Forge Ltd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected quotes (1)' }));
    const checkout = await screen.findByRole('region', { name: 'Checkout' });
    fireEvent.change(within(checkout).getByRole('textbox', { name: /Purchase order number/ }), {
      target: { value: 'PO-1' },
    });
    fireEvent.click(within(checkout).getByRole('checkbox', { name: 'I am authorised to sign for my organisation.' }));
    fireEvent.click(within(checkout).getByRole('checkbox', { name: /I accept the website and buyer terms/ }));
    fireEvent.click(within(checkout).getByRole('button', { name: 'Place orders' }));
    expect(await screen.findByText('This quote has already been accepted.')).toBeInTheDocument();
  });

  it('withdraws a live RFQ after confirming', async () => {
    const { calls } = start({
      'GET /api/buyer/rfqs/r-1': live,
      'POST /api/buyer/rfqs/r-1/withdraw': { ...live, status: 'WITHDRAWN' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw RFQ' });
    expect(calls.to('POST /api/buyer/rfqs/r-1/withdraw')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.to('POST /api/buyer/rfqs/r-1/withdraw')).toHaveLength(1));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });

  it('shows the rejection reason and turns a rejected RFQ into a draft', async () => {
    const { calls, router } = start({
      'GET /api/buyer/rfqs/r-1': rfq({ status: 'REJECTED', rejectionReason: 'Please name the tolerance.' }),
      'POST /api/buyer/rfqs/r-1/to-draft': rfq(),
    });
    expect(await screen.findByText('Please name the tolerance.')).toBeInTheDocument();
    expect(screen.getByText('Rejected').closest('[data-tone]')?.getAttribute('data-tone')).toBe('negative');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/wizard/r-1/step2'));
    expect(calls.to('POST /api/buyer/rfqs/r-1/to-draft')).toHaveLength(1);
  });

  it('renews an expired RFQ with a new future deadline and copies one as a new draft', async () => {
    const expired = rfq({ status: 'EXPIRED', quoteDeadline: '2026-11-01T12:00:00.000Z' });
    const { calls, router } = start({
      'GET /api/buyer/rfqs/r-1': expired,
      'POST /api/buyer/rfqs/r-1/renew': { ...expired, status: 'UNDER_REVIEW' },
      'POST /api/buyer/rfqs/r-1/copy': rfq({ id: 'r-9' }),
    });
    // an RFQ that is over says no quote came, not "yet"
    expect(await screen.findByText('No quotes were received.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew RFQ' });
    const deadline = within(dialog).getByLabelText(/Quote deadline/);
    fireEvent.change(deadline, { target: { value: '2026-11-20T12:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await within(dialog).findByText('The quote deadline must be in the future.')).toBeInTheDocument();
    fireEvent.change(deadline, { target: { value: '2026-12-20T12:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(calls.to('POST /api/buyer/rfqs/r-1/renew')).toHaveLength(1));
    expect(calls.to('POST /api/buyer/rfqs/r-1/renew')[0]!.body).toEqual({
      quoteDeadline: new Date('2026-12-20T12:00').toISOString(),
    });
    expect(await screen.findByText('Under review')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy as new RFQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/create/wizard/r-9'));
  });
});
