import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, listingItem, negotiation, OFFER_TEST_ROUTES, page, SELLER } from '../testing/offers-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const BUYER_LIST = 'GET /api/buyer/negotiations';
const SELLER_LIST = 'GET /api/seller/negotiations';

describe('/my-offers', () => {
  it('says why a negotiation ended when the seller changed the material (decision 178)', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      [BUYER_LIST]: () =>
        page([negotiation({ status: 'WITHDRAWN', expiresAt: null, endReason: 'LISTING_CHANGED', allowedActions: [] })]),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Withdrawn')).toBeInTheDocument();
    expect(
      card.getByText(
        'The seller changed the material of this listing, so this negotiation ended. You can make a new offer on the changed listing.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the offers with badges and countdowns, filters by status and loads more', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const calls = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [BUYER_LIST]: (r) => {
        const offset = Number(r.query.get('offset'));
        if (r.query.get('filter')) return page([negotiation({ id: 'n9', status: 'CANCELLED', expiresAt: null })]);
        return offset === 0
          ? page(
              [
                negotiation(),
                negotiation({
                  id: 'n2',
                  status: 'ACCEPTED',
                  listing: listingItem({ id: 'l2', listingNumber: 'SH-000002' }),
                }),
              ],
              1,
              2,
              3,
            )
          : page(
              [
                negotiation({
                  id: 'n3',
                  status: 'EXPIRED',
                  expiresAt: null,
                  listing: listingItem({ id: 'l3', listingNumber: 'PL-000003' }),
                }),
              ],
              2,
              2,
              3,
            );
      },
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Offers' })).toBeInTheDocument();
    let cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('Number of offers: 3')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Coil CL-000001' }).getAttribute('href')).toBe(
      '/my-offers/details/l1',
    );
    expect(within(cards[0]!).getByText('Awaiting seller')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 d 2 h 3 min')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Accepted')).toBeInTheDocument();
    expect(calls.to(BUYER_LIST)[0]!.query.get('limit')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    cards = screen.getAllByRole('article');
    expect(within(cards[2]!).getByText('Expired')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('No time limit')).toBeInTheDocument();
    expect(calls.to(BUYER_LIST)[1]!.query.get('offset')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toContain('Outbid');
    expect(options).not.toContain('Cancelled');
    fireEvent.click(screen.getByRole('option', { name: 'Outbid', hidden: true }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.to(BUYER_LIST).at(-1)!.query.get('filter')).toBe('status=CANCELLED');
    expect(within(screen.getByRole('article')).getByText('Outbid')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({ 'GET /api/universal/users/self': BUYER, [BUYER_LIST]: page([]) });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByText('There are no offers yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search listings' }).getAttribute('href')).toBe('/search');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signInAs(BUYER.id, BUYER.roles);
    let fail = true;
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      [BUYER_LIST]: () => (fail ? new Response(null, { status: 500 }) : page([negotiation()])),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByText('The offers could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  // issue 23, item 5: a seller opening /my-offers was told "The offers could not be loaded" with a retry (the 403)
  it('tells a seller that My Offers is for buyers, without asking for a list the server refuses', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const api = fakeApi({
      'GET /api/universal/users/self': SELLER,
      [BUYER_LIST]: apiErrorReply(403, 'ACCESS_DENIED', 'This call needs the BUYER role.'),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Offers' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'My Offers is for buyers: only users with the buyer role make offers. Please contact an administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The offers could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.to(BUYER_LIST)).toHaveLength(0);
  });

  it('takes a refusal of the server as the notice, not as a fault', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({
      'GET /api/universal/users/self': BUYER,
      [BUYER_LIST]: apiErrorReply(403, 'ACCESS_DENIED', 'This call needs the BUYER role.'),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByText(/^My Offers is for buyers/)).toBeInTheDocument();
    expect(screen.queryByText('The offers could not be loaded.')).not.toBeInTheDocument();
  });

  it('tells a buyer without the offers feature that offers are not enabled for them', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const api = fakeApi({ 'GET /api/universal/users/self': { ...BUYER, features: ['CART'] }, [BUYER_LIST]: page([]) });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/my-offers' });
    expect(await screen.findByText('Offers are not enabled for your account.')).toBeInTheDocument();
    expect(api.to(BUYER_LIST)).toHaveLength(0);
  });
});

describe('/manage-offers', () => {
  it('tells a buyer that Manage Offers is for sellers', async () => {
    signInAs(BUYER.id, BUYER.roles);
    const api = fakeApi({
      'GET /api/universal/users/self': BUYER,
      [SELLER_LIST]: apiErrorReply(403, 'ACCESS_DENIED', 'This call needs the SELLER role.'),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/manage-offers' });
    expect(
      await screen.findByText(
        'Manage Offers is for sellers: only users with the seller role answer offers on their listings. Please contact an administrator.',
      ),
    ).toBeInTheDocument();
    expect(api.to(SELLER_LIST)).toHaveLength(0);
  });

  it('lists the offers on the organisation’s listings, awaiting the seller first', async () => {
    signInAs(SELLER.id, SELLER.roles);
    fakeApi({
      'GET /api/universal/users/self': SELLER,
      [SELLER_LIST]: page([
        negotiation({
          id: 'a',
          viewerSide: 'SELLER',
          status: 'AWAITING_BUYER',
          listing: listingItem({ listingNumber: 'CL-000010' }),
        }),
        negotiation({
          id: 'b',
          viewerSide: 'SELLER',
          status: 'AWAITING_SELLER',
          awaitingYou: true,
          listing: listingItem({ listingNumber: 'CL-000020' }),
        }),
      ]),
    });
    renderRoutes(OFFER_TEST_ROUTES, { path: '/manage-offers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Offers' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'Coil CL-000020' }).getAttribute('href')).toBe(
      '/manage-offers/details/l1',
    );
    expect(within(cards[0]!).getByText('Awaiting your response')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Demo Steel Trading Ltd/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Awaiting buyer')).toBeInTheDocument();
  });

  it('shows the seller’s details page with the block, and a warning for a listing without offers', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const picture = {
      documentId: 'd1',
      kind: 'PICTURE' as const,
      contentType: 'image/jpeg',
      meta: { fileName: 'coil.jpg', size: 1_000, lastModifiedDate: null },
      createdAt: '2026-11-20T09:00:00.000Z',
    };
    fakeApi({
      'GET /api/universal/users/self': SELLER,
      'GET /api/universal/negotiations/by-listing/l1': [
        negotiation({
          viewerSide: 'SELLER',
          allowedActions: ['ACCEPT', 'COUNTER', 'REJECT'],
          awaitingYou: true,
          listing: listingItem({ picture }),
        }),
      ],
      'GET /api/universal/documents/d1/exchange': { url: '/api/files/d1?sig=x', expiresAt: '2026-11-20T09:05:00.000Z' },
      'GET /api/universal/negotiations/by-listing/l9': [],
    });
    const view = renderRoutes(OFFER_TEST_ROUTES, { path: '/manage-offers/details/l1' });
    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByText('CL-000001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    const shown = await screen.findByRole('img', { name: 'Picture of Coil CL-000001' });
    expect(shown.getAttribute('src')).toBe('/api/files/d1?sig=x');
    view.unmount();
    renderRoutes(OFFER_TEST_ROUTES, { path: '/manage-offers/details/l9' });
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Offers' }).getAttribute('href')).toBe('/manage-offers');
  });
});
