import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import {
  BUYER,
  draftListing,
  draftPackage,
  listing,
  listingPackage,
  MANAGER,
  page,
  SELLER,
} from '../testing/my-listings-fixtures';
import { MY_LISTINGS_TEST_ROUTES } from '../testing/my-listings-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const LISTINGS = 'GET /api/universal/listings/';
const PACKAGES = 'GET /api/universal/packaging/packages/';
const DRAFTS = 'GET /api/universal/draft-listings/';
const DRAFT_PACKAGES = 'GET /api/universal/draft-packages/';

const twelve = Array.from({ length: 12 }, (_, i) =>
  listing({ id: `l-${i + 1}`, listingNumber: `CL-0000${String(i + 1).padStart(2, '0')}` }),
);

function api(me = SELLER, extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /api/universal/users/self': me,
    [LISTINGS]: (r) => {
      const offset = Number(r.query.get('offset'));
      const limit = Number(r.query.get('limit'));
      return { ...page(twelve.slice(offset, offset + limit), 12), currentPage: Math.floor(offset / limit) + 1 };
    },
    [PACKAGES]: page([listingPackage()]),
    [DRAFTS]: page([draftListing()]),
    [DRAFT_PACKAGES]: page([draftPackage()]),
    ...extra,
  });
}

const open = (path = '/listings/my') => renderRoutes(MY_LISTINGS_TEST_ROUTES, { path });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected') === 'true';

describe('/listings/my', () => {
  it('shows the listings tab first with a count, summary cards and load more (10 a page)', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    open();
    await screen.findByText('Number of listings: 12');
    expect(screen.getByRole('heading', { name: 'My Listings' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Listings', 'Drafts', 'Listings', 'Packages']);
    expect(selected('Drafts')).toBe(false);
    const card = screen.getByRole('link', { name: /CL-000001/ });
    expect(card.getAttribute('href')).toBe('/listings/my/details/l-1');
    expect(within(card).getByText('Coil')).toBeInTheDocument();
    expect(within(card).getByText('Live')).toBeInTheDocument();
    expect(within(card).getByText('24.5 t')).toBeInTheDocument();
    expect(within(card).getByText('£650.00 per tonne')).toBeInTheDocument();
    expect(within(card).getByText('20 Mar 2026, 14:00 (UK time)')).toBeInTheDocument();
    expect(within(card).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(calls.to(LISTINGS)[0]!.query.get('limit')).toBe('10');
    expect(calls.to(LISTINGS)[0]!.query.has('filter')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /CL-000012/ });
    expect(calls.to(LISTINGS).at(-1)!.query.get('offset')).toBe('10');
    expect(screen.getByText('12 of 12 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by several statuses with status.value=A|B and offers every status but Draft', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    open();
    await screen.findByText('Number of listings: 12');
    const filter = screen.getByLabelText('Status', { selector: 'input' });
    fireEvent.click(filter);
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['Under review', 'Rejected', 'Live', 'Sold', 'Withdrawn', 'Expired']);
    fireEvent.click(screen.getByRole('option', { name: 'Live', hidden: true }));
    await waitFor(() => expect(calls.to(LISTINGS).at(-1)!.query.get('filter')).toBe('status.value=PUBLISHED'));
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Expired', hidden: true }));
    await waitFor(() => expect(calls.to(LISTINGS).at(-1)!.query.get('filter')).toBe('status.value=PUBLISHED|EXPIRED'));
  });

  it('says when no listing has the chosen statuses, and clears the filter', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(SELLER, { [LISTINGS]: (r) => (r.query.get('filter') ? page([]) : page([listing()])) });
    open();
    await screen.findByText('Number of listings: 1');
    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sold', hidden: true }));
    expect(await screen.findByText('No listings have the chosen statuses.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the status filter' }));
    await screen.findByText('Number of listings: 1');
  });

  it('invites to create a listing when there are none', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api(SELLER, { [LISTINGS]: page([]) });
    open();
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: 'Create listing' }).getAttribute('href')).toBe('/listings/create');
  });

  it('opens the packages sub-tab by #listings-packages, and a tab click replaces the hash', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    const { router } = open('/listings/my#listings-packages');
    await screen.findByText('Number of packages: 1');
    expect(selected('Packages')).toBe(true);
    const card = screen.getByRole('link', { name: /PK-000003/ });
    expect(card.getAttribute('href')).toBe('/listings/my/packages/details/p-1');
    expect(within(card).getByText('Mixed hot rolled sheets')).toBeInTheDocument();
    expect(calls.to(PACKAGES)[0]!.query.get('limit')).toBe('10');

    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#drafts'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('Number of listing drafts: 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Package drafts' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#drafts-packages'));
    await screen.findByText('Galvanised offcuts');
    expect(calls.to(DRAFT_PACKAGES)[0]!.query.get('limit')).toBe('50');
    fireEvent.click(screen.getByRole('tab', { name: 'Listings' }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('shows package sub-tabs only with PACKAGES, and draft ones only with PACKAGES and PACKAGE_DRAFTS', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api({ ...SELLER, features: ['PACKAGES'] });
    open('/listings/my#drafts-packages');
    // without PACKAGE_DRAFTS the hash falls back to the listing drafts
    await screen.findByText('Number of listing drafts: 1');
    expect(tabNames()).toEqual(['Listings', 'Drafts']);
    fireEvent.click(screen.getByRole('tab', { name: 'Listings' }));
    await screen.findByText('Number of listings: 12');
    expect(tabNames()).toEqual(['Listings', 'Drafts', 'Listings', 'Packages']);
  });

  it('has no package sub-tabs without PACKAGES, also when the hash asks for them', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api({ ...SELLER, features: [] });
    open('/listings/my#listings-packages');
    await screen.findByText('Number of listings: 12');
    expect(tabNames()).toEqual(['Listings', 'Drafts']);
    expect(calls.to(PACKAGES)).toHaveLength(0);
  });

  it('drafts: continue in the wizard, delete after confirming with the success message', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api(SELLER, { 'DELETE /api/seller/draft-listings/d-1': () => jsonReply(204) });
    open('/listings/my#drafts');
    const card = await screen.findByRole('article', { name: 'Sheet' });
    expect(within(card).getByText('Last saved on 3 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/listings/create/d-1/LISTING',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the draft Sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your draft has been deleted successfully')).toBeInTheDocument();
    expect(calls.to('DELETE /api/seller/draft-listings/d-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sheet' })).not.toBeInTheDocument());
    expect(screen.getByText('You have no listing drafts.')).toBeInTheDocument();
  });

  it('drafts: a refused deletion says the draft could not be deleted and keeps it', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = api(MANAGER, {
      'DELETE /api/manager/draft-packages/dp-1': apiErrorReply(
        403,
        'ACCESS_DENIED',
        LISTING_MESSAGES.draftDeleteNotAllowed,
      ),
    });
    open('/listings/my#drafts-packages');
    const card = await screen.findByRole('article', { name: 'Galvanised offcuts' });
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/listings/create/dp-1/PACKAGE',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the draft Galvanised offcuts' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your draft could not be deleted')).toBeInTheDocument();
    // a manager deletes through the manager family: any of the organisation's drafts
    expect(calls.to('DELETE /api/manager/draft-packages/dp-1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Galvanised offcuts' })).toBeInTheDocument();
  });

  it('drafts: only sellers and managers see Delete', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api(BUYER);
    open('/listings/my#drafts');
    const card = await screen.findByRole('article', { name: 'Sheet' });
    expect(within(card).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('remembers the loaded pages, the filter and the scroll position when a listing is opened', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = open();
    await screen.findByText('Number of listings: 12');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /CL-000012/ });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.click(screen.getByRole('link', { name: /CL-000011/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-11'));
    await router.navigate(-1);
    await screen.findByRole('link', { name: /CL-000012/ });
    // both pages come back in one request, and "Load more" would go on after them
    const restored = calls.to(LISTINGS).at(-1)!;
    expect([restored.query.get('offset'), restored.query.get('limit')]).toEqual(['0', '20']);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 640, left: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('keeps the status filter in the address, so a reload (or a link) opens the list filtered', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    const { router } = open('/listings/my?status=EXPIRED,PUBLISHED');
    await screen.findByText('Number of listings: 12');
    expect(calls.to(LISTINGS)).toHaveLength(1);
    expect(calls.to(LISTINGS)[0]!.query.get('filter')).toBe('status.value=PUBLISHED|EXPIRED');
    const filter = screen.getByLabelText('Status', { selector: 'input' });
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Sold', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PUBLISHED,PURCHASED,EXPIRED'));
    await waitFor(() =>
      expect(calls.to(LISTINGS).at(-1)!.query.get('filter')).toBe('status.value=PUBLISHED|PURCHASED|EXPIRED'),
    );
    for (const name of ['Live', 'Sold', 'Expired']) {
      fireEvent.click(filter);
      fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
    }
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.to(LISTINGS).at(-1)!.query.has('filter')).toBe(false));
  });

  it('brings back the pages, the filter and the scroll position when My Listings is opened from the navbar (issue 23, item 17)', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = open('/listings/my?status=PUBLISHED');
    await screen.findByText('Number of listings: 12');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /CL-000012/ });
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    fireEvent.click(screen.getByRole('link', { name: /CL-000011/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/details/l-11'));
    // the navbar's link: no filter in the address and the navbar's flag in the state
    await router.navigate('/listings/my', { state: { fromNavbar: true } });
    await screen.findByRole('link', { name: /CL-000012/ });
    const restored = calls.to(LISTINGS).at(-1)!;
    expect([restored.query.get('offset'), restored.query.get('limit')]).toEqual(['0', '20']);
    expect(restored.query.get('filter')).toBe('status.value=PUBLISHED');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 480, left: 0 }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=PUBLISHED'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
