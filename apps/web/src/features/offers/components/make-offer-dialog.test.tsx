import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES } from '@steelyard/domain/negotiations';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { SelfUserProbe } from '../../../test/self-user-probe';
import { BUYER, cartWithCredit, negotiation, OFFER_TEST_ROUTES, ORGANISATION } from '../testing/offers-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const BY_LISTING = 'GET /api/universal/negotiations/by-listing/l1';
const CREATE = 'POST /api/buyer/negotiations';

function buyerApi(extra: Record<string, unknown> = {}, credit = 1_200_000) {
  signInAs(BUYER.id, BUYER.roles);
  return fakeApi({
    'GET /api/universal/users/self': BUYER,
    'GET /api/universal/organisations/self/': ORGANISATION,
    'GET /api/buyer/cart/fetch-cart': cartWithCredit(credit),
    [BY_LISTING]: [],
    ...extra,
  } as Parameters<typeof fakeApi>[0]);
}

async function openDialog() {
  renderRoutes(OFFER_TEST_ROUTES, { path: '/search/details/l1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
  const field = within(dialog).getByRole('textbox', { name: /Your price \(GBP\)/ });
  // the credit is read before Review can be enabled
  await waitFor(() => expect(within(dialog).queryByText('Checking your available credit…')).not.toBeInTheDocument());
  return { dialog, field };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('make-an-offer dialog', () => {
  it('checks the §5 bounds as the price is typed and enables Review only for a valid price', async () => {
    buyerApi();
    const { dialog, field } = await openDialog();
    const review = within(dialog).getByRole('button', { name: 'Review' });
    expect(within(dialog).getByText('Original price: £700.00 per tonne')).toBeInTheDocument();
    // £12,000 of credit at 20 % VAT over 20 t allows £500.00 per tonne
    expect(within(dialog).getByText('Your available credit allows up to £500.00 per tonne.')).toBeInTheDocument();
    expect(review.hasAttribute('disabled')).toBe(true);

    type(field, '700');
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceAboveOriginal)).toBeInTheDocument();
    expect(review.hasAttribute('disabled')).toBe(true);
    type(field, '600');
    expect(await within(dialog).findByText(OFFER_MESSAGES.creditLimitExceeded)).toBeInTheDocument();
    type(field, '0');
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceRequired)).toBeInTheDocument();
    // below the minor unit is below §5's minimum of 0.01, not "no number" (issue 23, item 27)
    type(field, '0.001');
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceTooLow)).toBeInTheDocument();
    expect(within(dialog).queryByText('Value is not a number.')).not.toBeInTheDocument();
    expect(review.hasAttribute('disabled')).toBe(true);
    type(field, '12abc');
    expect(await within(dialog).findByText('Value is not a number.')).toBeInTheDocument();
    type(field, '');
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(review.hasAttribute('disabled')).toBe(true);

    type(field, '450');
    await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('reviews the total, VAT and the original price, then submits and says so', async () => {
    const calls = buyerApi({ [CREATE]: negotiation() });
    const { dialog, field } = await openDialog();
    type(field, '450');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('£450.00 per tonne')).toBeInTheDocument();
    expect(within(dialog).getByText('£9,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('VAT (20 %)')).toBeInTheDocument();
    expect(within(dialog).getByText('£1,800.00')).toBeInTheDocument();
    expect(within(dialog).getByText('£10,800.00')).toBeInTheDocument();
    expect(within(dialog).getByText('£700.00 per tonne')).toBeInTheDocument();
    expect(within(dialog).getByText('£14,000.00')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.submitted)).toBeInTheDocument();
    expect(calls.to(CREATE)[0]!.body).toEqual({ listingId: 'l1', price: 45_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the negotiation data is fetched again after the offer
    await waitFor(() => expect(calls.to(BY_LISTING).length).toBeGreaterThan(1));
  });

  it('reads the price in the UI language and refuses "450,50" in English with how to type it (issue 23, item 16)', async () => {
    const calls = buyerApi({ [CREATE]: negotiation() });
    const { dialog, field } = await openDialog();
    const review = within(dialog).getByRole('button', { name: 'Review' });
    type(field, '450,50');
    expect(
      await within(dialog).findByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(review.hasAttribute('disabled')).toBe(true);
    type(field, '450.50');
    await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
    fireEvent.click(review);
    expect(await within(dialog).findByText('£450.50 per tonne')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit offer' }));
    await waitFor(() => expect(calls.to(CREATE)).toHaveLength(1));
    expect(calls.to(CREATE)[0]!.body).toEqual({ listingId: 'l1', price: 45_050 });
  });

  it('closes on a refused offer and shows the reason as an error notice', async () => {
    buyerApi({ [CREATE]: () => apiErrorReply(409, 'API', OFFER_MESSAGES.existingActiveOffer) });
    const { dialog, field } = await openDialog();
    type(field, '450');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.existingActiveOffer)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Failed to submit offer" when the server fails', async () => {
    buyerApi({ [CREATE]: () => apiErrorReply(500, 'API', 'Internal Server Error') });
    const { dialog, field } = await openDialog();
    type(field, '450');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.submitFailed)).toBeInTheDocument();
  });

  it('converts a credit line in another currency at the rates, rounded down (decision 83)', async () => {
    // €13,920 at 1 GBP = 1.16 EUR (the default rates) is £12,000: £500.00 per tonne after 20 % VAT over 20 t
    buyerApi({ 'GET /api/buyer/cart/fetch-cart': cartWithCredit(1_392_000, 'EUR') });
    const { dialog, field } = await openDialog();
    expect(within(dialog).getByText('Your available credit allows up to £500.00 per tonne.')).toBeInTheDocument();
    type(field, '500.01');
    expect(await within(dialog).findByText(OFFER_MESSAGES.creditLimitExceeded)).toBeInTheDocument();
  });

  it('leaves the credit to the server when the buyer cannot read it', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({
      'GET /api/universal/users/self': { ...BUYER, features: ['BID_OFFERS'] },
      'GET /api/universal/organisations/self/': ORGANISATION,
      [BY_LISTING]: [],
    });
    const { dialog, field } = await openDialog();
    type(field, '650');
    const review = within(dialog).getByRole('button', { name: 'Review' });
    await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
    expect(within(dialog).queryByText(/Your available credit allows/)).not.toBeInTheDocument();
  });

  it('is not offered while the organisation has an open offer, nor without the bid-offer feature', async () => {
    buyerApi({ [BY_LISTING]: [negotiation()] });
    const view = renderRoutes(OFFER_TEST_ROUTES, { path: '/search/details/l1' });
    expect(await screen.findByText('Your organisation already has an open offer on this listing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();

    fakeApi({ 'GET /api/universal/users/self': { ...BUYER, features: [] }, [BY_LISTING]: [] });
    const probed = [
      {
        element: (
          <>
            <SelfUserProbe />
            <Outlet />
          </>
        ),
        children: OFFER_TEST_ROUTES,
      },
    ];
    renderRoutes(probed, { path: '/search/details/l1' });
    // the user is read (the button reads the same query) before the absence means anything
    expect(await screen.findByTestId('self-user-probe')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Make an offer' })).not.toBeInTheDocument();
  });
});
