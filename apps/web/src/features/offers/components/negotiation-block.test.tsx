import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES } from '@steelyard/domain/negotiations';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes, renderWithProviders } from '../../../test/render';
import { BUYER, negotiation, offer, OFFER_TEST_ROUTES, ORGANISATION, SELLER } from '../testing/offers-fixtures';
import { Countdown } from './countdown';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const BY_LISTING = 'GET /api/universal/negotiations/by-listing/l1';

function sellerApi(negotiations: unknown, extra: Record<string, unknown> = {}) {
  signInAs(SELLER.id, SELLER.roles);
  return fakeApi({
    'GET /api/universal/users/self': SELLER,
    'GET /api/universal/organisations/self/': { ...ORGANISATION, country: 'DE' },
    [BY_LISTING]: negotiations,
    ...extra,
  } as Parameters<typeof fakeApi>[0]);
}

const sellerView = (overrides: Parameters<typeof negotiation>[0]) =>
  negotiation({ viewerSide: 'SELLER', allowedActions: [], ...overrides });

describe('negotiation block', () => {
  it('opens the first entry and every entry awaiting the seller; rows newest first with the original price last', async () => {
    sellerApi([
      sellerView({
        id: 'n-old',
        referenceId: 'NG-000003',
        status: 'AWAITING_SELLER',
        awaitingYou: true,
        allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
        updatedAt: '2026-11-19T10:00:00.000Z',
        buyerOrganisation: { id: 'b3', name: 'Nordic Metals AS' },
      }),
      sellerView({
        id: 'n-mid',
        referenceId: 'NG-000002',
        status: 'REJECTED',
        expiresAt: null,
        updatedAt: '2026-11-20T10:00:00.000Z',
        buyerOrganisation: { id: 'b2', name: 'Iberia Acero SL' },
      }),
      sellerView({
        id: 'n-new',
        status: 'AWAITING_BUYER',
        updatedAt: '2026-11-22T10:00:00.000Z',
        allowedActions: ['WITHDRAW'],
        offers: [
          offer(60_000, '2026-11-21T10:00:00.000Z', 'BUYER'),
          offer(68_000, '2026-11-22T10:00:00.000Z', 'SELLER'),
        ],
      }),
    ]);
    renderRoutes(OFFER_TEST_ROUTES, { path: '/listings/my/details/l1' });
    const heading = await screen.findByRole('heading', { name: 'Offers' });
    const block = heading.closest('section')!;
    const controls = within(block)
      .getAllByRole('button', { expanded: true })
      .concat(within(block).getAllByRole('button', { expanded: false }));
    expect(controls).toHaveLength(3);
    const names = within(block)
      .getAllByText(/Demo Steel Trading Ltd|Iberia Acero SL|Nordic Metals AS/)
      .map((e) => e.textContent);
    expect(names).toEqual(['Demo Steel Trading Ltd', 'Iberia Acero SL', 'Nordic Metals AS']);
    // first entry and the awaiting-seller entry open, the rejected one closed
    expect(
      within(block)
        .getByRole('button', { name: /Demo Steel Trading Ltd/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(block)
        .getByRole('button', { name: /Nordic Metals AS/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(block)
        .getByRole('button', { name: /Iberia Acero SL/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');

    const table = within(block).getByRole('table', { name: /NG-000001/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '£680.00 per tonne',
      '£600.00 per tonne',
      '£700.00 per tonne',
    ]);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Seller',
      'Buyer',
      'Original price',
    ]);
    expect(within(rows[0]!).getByText('£13,600.00')).toBeInTheDocument();

    // badges: awaiting your response (warning), the buyer's turn neutral, rejected negative; the count from 2 offers
    const own = within(block).getByRole('button', { name: /Nordic Metals AS/ });
    expect(within(own).getByText('Awaiting your response').closest('[data-tone]')!.getAttribute('data-tone')).toBe(
      'warning',
    );
    const latest = within(block).getByRole('button', { name: /Demo Steel Trading Ltd/ });
    expect(within(latest).getByText('Awaiting buyer')).toBeInTheDocument();
    expect(within(latest).getByText('2 offers')).toBeInTheDocument();
    expect(within(latest).getByText('£600.00 and £680.00 per tonne', { exact: false })).toBeInTheDocument();
    const rejected = within(block).getByRole('button', { name: /Iberia Acero SL/ });
    expect(within(rejected).getByText('Rejected').closest('[data-tone]')!.getAttribute('data-tone')).toBe('negative');
    expect(within(rejected).queryByText(/offers$/)).not.toBeInTheDocument();
    // countdown while awaiting, a dash once closed
    expect(within(latest).getByText(/1 d 2 h 3 min/)).toBeInTheDocument();
    expect(within(rejected).getByText('No time limit')).toBeInTheDocument();
  });

  it('shows a buyer their CANCELLED negotiation as Outbid, and nothing without negotiations', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      [BY_LISTING]: [negotiation({ status: 'CANCELLED', expiresAt: null, allowedActions: [] })],
    });
    const view = renderRoutes(OFFER_TEST_ROUTES, { path: '/search/details/l1' });
    const badge = await screen.findByText('Outbid');
    expect(badge.closest('[data-tone]')!.getAttribute('data-tone')).toBe('negative');
    view.unmount();
    vi.unstubAllGlobals();

    fakeApi({ 'GET /api/universal/users/self': BUYER, [BY_LISTING]: [] });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/search/details/l1' });
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('counters within the bounds, says so and fetches the negotiations again', async () => {
    const awaiting = sellerView({
      status: 'AWAITING_SELLER',
      awaitingYou: true,
      allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
    });
    const calls = sellerApi([awaiting], {
      'POST /api/universal/negotiations/n1/counter': sellerView({ status: 'AWAITING_BUYER' }),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/listings/my/details/l1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter offer NG-000001' });
    const field = within(dialog).getByRole('textbox', { name: /Your price/ });
    const review = within(dialog).getByRole('button', { name: 'Review' });
    // starts from the latest offer: unchanged, so Review waits for a change
    expect((field as HTMLInputElement).value).toBe('650');
    expect(review.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '700' } });
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceAboveOriginal)).toBeInTheDocument();
    // sellers have no credit cap
    fireEvent.change(field, { target: { value: '690' } });
    await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
    fireEvent.click(review);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send counter offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.counteredBySeller)).toBeInTheDocument();
    expect(calls.to('POST /api/universal/negotiations/n1/counter')[0]!.body).toEqual({ price: 69_000 });
    await waitFor(() => expect(calls.to(BY_LISTING).length).toBeGreaterThan(1));
  });

  it("reviews a counter at the buyer's VAT with gross and net labels, not the seller's own rate (issue 23, item 18)", async () => {
    for (const [vat, figures] of [
      [1900, ['VAT (19 %)', '£2,622.00', '£16,422.00']],
      [2000, ['VAT (20 %)', '£2,760.00', '£16,560.00']],
    ] as const) {
      const awaiting = sellerView({
        status: 'AWAITING_SELLER',
        awaitingYou: true,
        allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
        buyerVatBasisPoints: vat,
      });
      // the seller's organisation is in Spain (21 %): its rate is never the one shown
      sellerApi([awaiting], { 'GET /api/universal/organisations/self/': { ...ORGANISATION, country: 'ES' } });
      const view = renderRoutes(OFFER_TEST_ROUTES, { path: '/listings/my/details/l1' });
      fireEvent.click(await screen.findByRole('button', { name: 'Counter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Counter offer NG-000001' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Your price/ }), { target: { value: '690' } });
      const review = within(dialog).getByRole('button', { name: 'Review' });
      await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
      fireEvent.click(review);
      const terms = within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(dialog)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      const row = (label: string) => values[terms.indexOf(label)];
      expect(row('Your price (incl. fees and delivery, excl. VAT)')).toBe('£690.00 per tonne');
      expect(row('Offer total excl. VAT')).toBe('£13,800.00');
      expect(row(figures[0])).toBe(figures[1]);
      expect(row('Offer total incl. VAT')).toBe(figures[2]);
      expect(row('Original price (incl. fees and delivery, excl. VAT)')).toBe('£700.00 per tonne');
      expect(terms.some((term) => term?.includes('21'))).toBe(false);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('accepts as the seller; a failed reject closes the dialog with the error notice', async () => {
    const awaiting = sellerView({
      status: 'AWAITING_SELLER',
      awaitingYou: true,
      allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
    });
    const calls = sellerApi([awaiting], {
      'POST /api/universal/negotiations/n1/accept': sellerView({ status: 'ACCEPTED' }),
      'POST /api/universal/negotiations/n1/reject': () => apiErrorReply(500, 'API', 'Internal Server Error'),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/listings/my/details/l1' });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept the offer' });
    fireEvent.click(within(accept).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(OFFER_MESSAGES.acceptedBySeller)).toBeInTheDocument();
    expect(calls.to('POST /api/universal/negotiations/n1/accept')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject the offer' });
    fireEvent.click(within(reject).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(OFFER_MESSAGES.rejectFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets the buyer withdraw, accept a counter (24 hours to buy) and buy an accepted offer', async () => {
    signInAs(BUYER.id, BUYER.roles);
    let current = negotiation({
      status: 'AWAITING_BUYER',
      awaitingYou: true,
      allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
    });
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      [BY_LISTING]: () => [current],
      'POST /api/universal/negotiations/n1/accept': () => {
        current = negotiation({ status: 'ACCEPTED', allowedActions: [], canPurchase: true });
        return current;
      },
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers/details/l1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coil' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Accept the offer' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText(OFFER_MESSAGES.acceptedByBuyer)).toBeInTheDocument();
    const buy = await screen.findByRole('link', { name: 'Buy at the accepted price' });
    expect(buy.getAttribute('href')).toBe('/my-offers/details/checkout?id=n1');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('withdraws the buyer’s standing offer', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = fakeApi({
      'GET /api/universal/users/self': BUYER,
      'GET /api/universal/organisations/self/': ORGANISATION,
      [BY_LISTING]: [negotiation()],
      'PUT /api/universal/negotiations/n1/withdraw': negotiation({ status: 'WITHDRAWN' }),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers/details/l1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Withdraw your offer' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText(OFFER_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(calls.to('PUT /api/universal/negotiations/n1/withdraw')).toHaveLength(1);
  });
});

describe('countdown', () => {
  it('shows days, hours and minutes, refreshed every second, and a dash for closed negotiations', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    const expiresAt = new Date('2026-11-23T12:03:30.000Z').toISOString();
    const view = renderWithProviders(<Countdown status="ACCEPTED" expiresAt={expiresAt} />);
    expect(screen.getByText('1 d 2 h 3 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('1 d 2 h 3 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('1 d 2 h 2 min')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<Countdown status="EXPIRED" expiresAt={expiresAt} />);
    expect(screen.getByText('–')).toBeInTheDocument();
    expect(screen.getByText('No time limit')).toBeInTheDocument();
    expect(screen.queryByText(/ d /)).not.toBeInTheDocument();
  });
});
