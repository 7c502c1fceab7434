import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import { toExpiryInstant } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import { noopAnalyticsSink, setAnalyticsSink, type AnalyticsEvent } from '../../../shared/analytics/analytics';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs, type FakeRequest } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, draftListing, file, listing, pickupAddress, SELLER } from '../testing/my-listings-fixtures';
import { MY_LISTINGS_TEST_ROUTES } from '../testing/my-listings-routes';

let events: AnalyticsEvent[] = [];
beforeEach(() => {
  events = [];
  setAnalyticsSink({ send: (event) => events.push(event) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  setAnalyticsSink(noopAnalyticsSink);
  notifications.clean();
});

const DETAIL = 'GET /api/universal/listings/l-1';
const VIEWS = 'GET /api/universal/listings/views/l-1';

function api(item: Listing, { me = SELLER, views = 7, extra = {} as Parameters<typeof fakeApi>[0] } = {}) {
  return fakeApi({
    'GET /api/universal/users/self': me,
    [DETAIL]: item,
    [VIEWS]: { numberOfViews: views },
    'GET /api/seller/addresses/a-sheffield': pickupAddress({ phone: '+44 114 496 0000' }),
    'GET /api/buyer/addresses/a-sheffield': pickupAddress({ phone: '+44 114 496 0000' }),
    ...extra,
  });
}

const open = (id = 'l-1') => renderRoutes(MY_LISTINGS_TEST_ROUTES, { path: `/listings/my/details/${id}` });
const section = (name: string) => screen.getByRole('region', { name });
const withStatus = (statusValue: ListingStatus, overrides: Parameters<typeof listing>[0] = {}) =>
  listing({ statusValue, ...overrides });

/** Chooses the first offered day and its first time in the expiry picker of `scope`; the instant chosen. */
async function chooseFirstExpiry(scope: HTMLElement): Promise<string> {
  fireEvent.click(within(scope).getByLabelText('Expiry date', { exact: false, selector: 'input' }));
  const [day] = await screen.findAllByRole('option', { hidden: true });
  const date = day!.getAttribute('value')!;
  fireEvent.click(day!);
  fireEvent.click(within(scope).getByLabelText('Expiry time', { exact: false, selector: 'input' }));
  const slots = await screen.findAllByRole('option', { hidden: true });
  const slot = slots.find((option) => /^\d\d:\d\d$/.test(option.getAttribute('value') ?? ''));
  const time = slot!.getAttribute('value')!;
  fireEvent.click(slot!);
  return toExpiryInstant(date, time).toISOString();
}

describe('/listings/my/details/:listingId', () => {
  it('shows every section of a live listing to its seller', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(withStatus('PUBLISHED', { testCertificates: [file('c1'), file('c2'), file('c3'), file('c4')] }));
    open();
    expect(await screen.findByRole('heading', { name: 'Coil', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('CL-000012 · your ID SHF-C-0042')).toBeInTheDocument();
    expect(screen.getByText('Mild steel · Hot rolled · S355J2 · 3 × 1,500 mm')).toBeInTheDocument();
    expect(screen.getByText('Since 2 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Buyers can find and buy this listing.')).toBeInTheDocument();
    expect(await screen.findByText('Views by buyers: 7')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reason for the rejection' })).not.toBeInTheDocument();
    // material, dimensions and tolerance
    expect(screen.getByText('S355J2')).toBeInTheDocument();
    expect(screen.getByText('EN 10051')).toBeInTheDocument();
    expect(screen.getByText('1,500 mm')).toBeInTheDocument();
    expect(screen.getByText('Within 1 week')).toBeInTheDocument();
    // certificates: three, then show more
    const files = section('Pictures and certificates');
    expect(within(files).getByText('No pictures')).toBeInTheDocument();
    expect(within(files).getAllByRole('button', { name: /^Open c\d\.pdf$/ })).toHaveLength(3);
    fireEvent.click(within(files).getByRole('button', { name: 'Show 1 more' }));
    expect(within(files).getAllByRole('button', { name: /^Open c\d\.pdf$/ })).toHaveLength(4);
    // weight and price, read-only, with the fee note
    const price = section('Weight and price');
    expect(within(price).getByText('24.5 t')).toBeInTheDocument();
    expect(within(price).getByText('£650.00 per tonne')).toBeInTheDocument();
    // issue 23, item 18: the seller's price is labelled net, beside the offers' prices with fees and delivery
    expect(within(price).getByText('Your selling price (net, before fees and VAT)')).toBeInTheDocument();
    expect(
      within(price).getByText('Buyers pay a delivery fee and a service fee on top of this price.'),
    ).toBeInTheDocument();
    expect(within(price).queryByRole('textbox')).not.toBeInTheDocument();
    // expiry card: LIVE_EDITABLE
    const expiry = section('Expiry and auto-renewal');
    expect(within(expiry).getByText('20 Mar 2026, 14:00 (UK time)')).toBeInTheDocument();
    expect(within(expiry).getByRole('button', { name: 'Change expiry date' })).toBeInTheDocument();
    expect(within(expiry).getByRole('button', { name: 'Change price' })).toBeInTheDocument();
    const autoRenew = within(expiry).getByRole('switch', { name: 'Auto-renew' }) as HTMLInputElement;
    expect(autoRenew.checked).toBe(true);
    expect(autoRenew.disabled).toBe(false);
    expect(
      within(expiry).getByText('After the next renewal it expires on 27 Mar 2026, 14:00 (UK time).'),
    ).toBeInTheDocument();
    // pickup address with additional information
    const pickup = section('Pickup address');
    expect(await within(pickup).findByText('Demo Steel – Sheffield Depot')).toBeInTheDocument();
    // British postcodes on their own line after the town
    expect(within(pickup).getByText('Sheffield')).toBeInTheDocument();
    expect(within(pickup).getByText('S4 7WZ')).toBeInTheDocument();
    expect(within(pickup).getByText('Phone: +44 114 496 0000')).toBeInTheDocument();
    expect(within(pickup).getByText('Forklift on site, gate 3.')).toBeInTheDocument();
    // actions of a live listing
    expect(screen.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe('/listings/edit/l-1');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn into draft' })).not.toBeInTheDocument();
  });

  it('leaves the views out when nobody has looked yet', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('PUBLISHED'), { views: 0 });
    open();
    await screen.findByRole('heading', { name: 'Coil', level: 1 });
    await waitFor(() => expect(calls.to(VIEWS)).toHaveLength(1));
    expect(screen.queryByText(/Views by buyers/)).not.toBeInTheDocument();
  });

  it('rejected: the reason, a support mail naming number and SKU, no auto-renewal, edit and turn into draft', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('REVIEW_REJECTED', { reason: 'The certificate belongs to another coil.' }), {
      extra: { 'POST /api/seller/listings/l-1/draft': draftListing({ id: 'd-9' }) },
    });
    const { router } = open();
    const card = await screen.findByRole('region', { name: 'Reason for the rejection' });
    expect(within(card).getByText('The certificate belongs to another coil.')).toBeInTheDocument();
    const mail = within(card).getByRole('link', { name: 'Contact support' }).getAttribute('href')!;
    expect(mail.startsWith('mailto:support@steelyard.example?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('subject=')[1]!)).toBe('Rejected listing CL-000012 (SKU SHF-C-0042)');
    const expiry = section('Expiry and auto-renewal');
    expect(within(expiry).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(expiry).queryByRole('button', { name: 'Change expiry date' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe('/listings/edit/l-1');

    fireEvent.click(screen.getByRole('button', { name: 'Turn into draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn into draft' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#drafts'));
    expect(router.state.location.pathname).toBe('/listings/my');
    expect(calls.to('POST /api/seller/listings/l-1/draft')).toHaveLength(1);
  });

  it('live: a new price goes to the renewal success page and is tracked', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('PUBLISHED'), {
      extra: {
        'PUT /api/seller/listings/l-1/price': listing({ pricing: { ...listing().pricing, netPricePerUnit: 62_050 } }),
      },
    });
    const { router } = open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    fireEvent.click(within(expiry).getByRole('button', { name: 'Change price' }));
    const input = within(expiry).getByLabelText('New selling price', { exact: false }) as HTMLInputElement;
    expect(input.value).toBe('650');
    const save = within(expiry).getByRole('button', { name: 'Save price' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(within(expiry).getByText('Value is not a number.')).toBeInTheDocument();
    // issue 23, item 16: "620,50" was read as 62,050.00 in English; it is refused with how to type it
    fireEvent.change(input, { target: { value: '620,50' } });
    expect(
      within(expiry).getByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeInTheDocument();
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '620.50' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    expect(calls.to('PUT /api/seller/listings/l-1/price')[0]!.body).toEqual({
      sellingPrice: { value: 62_050, currencyCode: 'GBP' },
    });
    expect(await screen.findByText('Your listing CL-000012 is live')).toBeInTheDocument();
    // issue 23: the page says when buyers see what
    expect(screen.getByText('Buyers see the new price now.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Listings' }).getAttribute('href')).toBe('/listings/my');
    expect(events.map((e) => [e.name, e.properties])).toEqual([
      ['Listing Price Update', { listingId: 'l-1', price: 62_050, currencyCode: 'GBP', renewal: false }],
    ]);
  });

  it('live: a new expiry from the slot picker is sent and tracked', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('PUBLISHED'), { extra: { 'PUT /api/seller/listings/l-1/expiry': listing() } });
    const { router } = open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    fireEvent.click(within(expiry).getByRole('button', { name: 'Change expiry date' }));
    const save = within(expiry).getByRole('button', { name: 'Save expiry date' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(expiry).getByText('Times are UK time (London).')).toBeInTheDocument();
    const chosen = await chooseFirstExpiry(expiry);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    expect(calls.to('PUT /api/seller/listings/l-1/expiry')[0]!.body).toEqual({ expiresAt: chosen });
    expect(await screen.findByText('Buyers see the new expiry date now.')).toBeInTheDocument();
    expect(events.map((e) => e.name)).toEqual(['Listing Expiry Update']);
  });

  it('live: a failed update says the changes could not be saved', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(withStatus('PUBLISHED'), {
      extra: { 'PUT /api/seller/listings/l-1/auto-renew': apiErrorReply(500, 'API', 'Internal Server Error') },
    });
    const { router } = open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    fireEvent.click(within(expiry).getByRole('switch', { name: 'Auto-renew' }));
    expect(await screen.findByText('Changes to the listing could not be saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listings/my/details/l-1');
    expect(events).toEqual([]);
  });

  it('live with changes waiting for review: says what changed and that buyers see the current version (issue 23)', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const waiting = withStatus('PUBLISHED', {
      autoRenew: { enabled: false, expiresAt: null },
      hasPendingChanges: true,
      revision: {
        submittedAt: '2026-03-04T16:30:00.000Z',
        changedFields: ['material', 'materialDimensions'],
        content: { ...listing(), material: { ...listing().material, grade: 'S275JR' } },
      },
    });
    const calls = api(waiting, {
      extra: {
        'PUT /api/seller/listings/l-1/price': { ...waiting, pricing: { ...waiting.pricing, netPricePerUnit: 62_000 } },
      },
    });
    const { router } = open();
    expect(
      await screen.findByText(
        'Your changes are waiting for review; buyers see the current version until they are approved.',
      ),
    ).toBeInTheDocument();
    // with auto-renewal off nothing promises a renewal
    expect(screen.queryByText(/renews automatically/)).not.toBeInTheDocument();
    const changes = section('Changes waiting for review');
    expect(within(changes).getByText('Changed: Material and Dimensions.')).toBeInTheDocument();
    expect(within(changes).getByText(/^Sent for review on 4 Mar 2026/)).toBeInTheDocument();
    expect(within(changes).getByText(/A new price or expiry date applies at once/)).toBeInTheDocument();
    // the page shows the live version buyers see
    expect(screen.getByText('S355J2')).toBeInTheDocument();

    const expiry = section('Expiry and auto-renewal');
    fireEvent.click(within(expiry).getByRole('button', { name: 'Change price' }));
    fireEvent.change(within(expiry).getByLabelText('New selling price', { exact: false }), {
      target: { value: '620' },
    });
    fireEvent.click(within(expiry).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    expect(calls.to('PUT /api/seller/listings/l-1/price')).toHaveLength(1);
    expect(await screen.findByText('Buyers see the new price now.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Changes you saved earlier are still waiting for review; buyers see them once they are approved.',
      ),
    ).toBeInTheDocument();
  });

  it('live with rejected changes: the operator’s reason, and buyers still see the listing as it is', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(
      withStatus('PUBLISHED', {
        revisionRejection: { reason: 'The certificate is for another heat.', rejectedAt: '2026-03-04T17:00:00.000Z' },
      }),
    );
    open();
    const rejected = await screen.findByRole('region', { name: 'Your changes were not approved' });
    expect(within(rejected).getByText('The certificate is for another heat.')).toBeInTheDocument();
    expect(within(rejected).getByText(/Buyers still see the version shown on this page/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes waiting for review' })).not.toBeInTheDocument();
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
  });

  it('the renewal page opened directly says whether changes still wait for review', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(withStatus('PUBLISHED', { hasPendingChanges: true }));
    renderRoutes(MY_LISTINGS_TEST_ROUTES, { path: '/listings/my/details/l-1/renewed' });
    expect(await screen.findByText('Your listing CL-000012 is live')).toBeInTheDocument();
    expect(screen.getByText('Buyers see the listing as its page shows it.')).toBeInTheDocument();
    expect(await screen.findByText(/Changes you saved earlier are still waiting for review/)).toBeInTheDocument();
  });

  it('switches auto-renewal off in place and tracks it', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('PUBLISHED'), {
      extra: {
        'PUT /api/seller/listings/l-1/auto-renew': listing({ autoRenew: { enabled: false, expiresAt: null } }),
      },
    });
    open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    fireEvent.click(within(expiry).getByRole('switch', { name: 'Auto-renew' }));
    expect(await screen.findByText('Auto-renewal is switched off.')).toBeInTheDocument();
    expect(calls.to('PUT /api/seller/listings/l-1/auto-renew')[0]!.body).toEqual({ enabled: false });
    await waitFor(() =>
      expect((within(expiry).getByRole('switch', { name: 'Auto-renew' }) as HTMLInputElement).checked).toBe(false),
    );
    expect(events.map((e) => [e.name, e.properties])).toEqual([
      ['Listing Autorenew Toggle', { listingId: 'l-1', enabled: false }],
    ]);
  });

  it('expired: tells the seller how to renew, and renews with a new expiry and price', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('EXPIRED'), {
      extra: { 'PUT /api/seller/listings/l-1/renewal': listing({ statusValue: 'PUBLISHED' }) },
    });
    const { router } = open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    expect(screen.getByText(/Renew it below with a new expiry date/)).toBeInTheDocument();
    expect(within(expiry).getByText('Expired on')).toBeInTheDocument();
    expect(within(expiry).queryByRole('button', { name: 'Change price' })).not.toBeInTheDocument();
    const renew = within(expiry).getByRole('button', { name: 'Renew and publish' }) as HTMLButtonElement;
    expect(renew.disabled).toBe(true);
    const chosen = await chooseFirstExpiry(expiry);
    fireEvent.change(within(expiry).getByLabelText('New selling price (optional)'), { target: { value: '600' } });
    await waitFor(() => expect(renew.disabled).toBe(false));
    fireEvent.click(renew);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-1/renewed'));
    expect(calls.to('PUT /api/seller/listings/l-1/renewal')[0]!.body).toEqual({
      expiresAt: chosen,
      sellingPrice: { value: 60_000, currencyCode: 'GBP' },
    });
    expect(await screen.findByText('Buyers see it on the marketplace now.')).toBeInTheDocument();
    expect(events.map((e) => e.name)).toEqual(['Listing Expiry Update', 'Listing Price Update']);
  });

  it('expired: renewing without a price keeps the price; an expiry no longer offered is explained', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('EXPIRED'), {
      extra: {
        'PUT /api/seller/listings/l-1/renewal': apiErrorReply(400, 'VALIDATION', LISTING_MESSAGES.invalidExpiry),
      },
    });
    open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    const chosen = await chooseFirstExpiry(expiry);
    fireEvent.click(within(expiry).getByRole('button', { name: 'Renew and publish' }));
    expect(await screen.findByText('Please choose one of the offered expiry dates and times.')).toBeInTheDocument();
    expect(calls.to('PUT /api/seller/listings/l-1/renewal')[0]!.body).toEqual({ expiresAt: chosen });
  });

  it.each<[ListingStatus, boolean, boolean]>([
    ['REVIEW_REQUIRED', true, true],
    ['WITHDRAWN', true, false],
    ['PURCHASED', false, false],
  ])('%s: expiry section %s, auto-renewal %s, read only', async (status, section, autoRenew) => {
    signInAs(SELLER.id, SELLER.roles);
    api(withStatus(status));
    open();
    await screen.findByRole('heading', { name: 'Coil', level: 1 });
    const card = screen.queryByRole('region', { name: 'Expiry and auto-renewal' });
    expect(card !== null).toBe(section);
    if (card) {
      expect(within(card).queryByRole('switch') !== null).toBe(autoRenew);
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Edit listing' })).not.toBeInTheDocument();
  });

  it('withdraws after a confirmation', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(withStatus('REVIEW_REQUIRED'), {
      extra: {
        'DELETE /api/seller/listings/l-1': (r: FakeRequest) =>
          listing({ statusValue: 'WITHDRAWN', id: r.path.split('/').at(-1)! }),
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw listing' });
    expect(within(dialog).getByText(/Do you want to withdraw CL-000012\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('CL-000012 has been withdrawn.')).toBeInTheDocument();
    expect(calls.to('DELETE /api/seller/listings/l-1')).toHaveLength(1);
    expect(await screen.findByText('This listing has been taken off the marketplace.')).toBeInTheDocument();
  });

  it('shows a buyer the listing without any action', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api(withStatus('EXPIRED'), { me: BUYER });
    open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    expect(screen.getByText('This listing has expired and is no longer shown to buyers.')).toBeInTheDocument();
    expect(within(expiry).queryByRole('button')).not.toBeInTheDocument();
    expect((within(expiry).getByRole('switch', { name: 'Auto-renew' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('warns when the listing is not there: it may have become a draft', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(listing(), { extra: { [DETAIL]: apiErrorReply(404, 'NOT_FOUND', LISTING_MESSAGES.notFound) } });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Listing not found')).toBeInTheDocument();
    expect(within(alert).getByText(/It may have been turned into a draft/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to My Listings' }).getAttribute('href')).toBe('/listings/my');
  });
});
