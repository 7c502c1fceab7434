import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import { Outlet, type RouteObject } from 'react-router';
import { clearSession } from '../shared/session/session-store';
import { ToastArea } from '../shared/ui/toast-area';
import { fakeApi, signInAs } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { startReplies, WIZARD_TEST_ROUTES } from '../features/listing-wizard/testing/wizard-fixtures';
import {
  draftListing,
  draftPackage,
  listing,
  listingPackage,
  page,
  pickupAddress,
  SELLER,
} from '../features/my-listings/testing/my-listings-fixtures';
import { MY_LISTINGS_TEST_ROUTES } from '../features/my-listings/testing/my-listings-routes';

/**
 * Issue 23, item 15: copying a listing, package or draft was only possible by typing the wizard's
 * `?copyFrom=` parameter. The seller's details pages offer "Copy" ("Relist" once the listing no longer
 * sells) and each draft offers "Copy"; each opens the wizard on a new form prefilled from the source.
 */

// My Listings and the wizard together, each without the other's stand-ins
const childrenOf = (routes: RouteObject[]) => routes[0]!.children ?? [];
const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: [
      ...childrenOf(MY_LISTINGS_TEST_ROUTES).filter((route) => !/^\/listings\/(create|edit)/.test(route.path ?? '')),
      ...childrenOf(WIZARD_TEST_ROUTES).filter((route) => !(route.path ?? '').startsWith('/listings/my')),
    ],
  },
];

// the expiry of the fixtures (2 Mar 2026) lies ahead, so it is kept in the copy
const NOW = new Date('2026-03-01T09:00:00Z');
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

const named = (label: string) => (name: string) => name.replace(/\s*\*\s*$/, '').trim() === label;
const field = (role: 'combobox' | 'textbox', label: string) =>
  screen.findByRole(role, { name: named(label) }) as Promise<HTMLInputElement>;

/** The package title on the package's second step (the list upload). */
async function packageTitle(): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return (await field('textbox', 'Package title')).value;
}

function start(path: string, replies: Parameters<typeof fakeApi>[0]) {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi({
    ...startReplies(),
    'GET /api/universal/listings/views/l-1': { numberOfViews: 7 },
    'GET /api/seller/addresses/a-sheffield': pickupAddress(),
    'GET /api/universal/documents/list-1': { ...listingPackage().packageDocument, packageList: null },
    ...replies,
  });
  return { calls, ...renderRoutes(ROUTES, { path }) };
}

describe('Copy / Relist on the seller’s listing details', () => {
  it.each<[ListingStatus, string]>([
    ['PUBLISHED', 'Copy'],
    ['WITHDRAWN', 'Relist'],
    ['PURCHASED', 'Relist'],
    ['EXPIRED', 'Relist'],
  ])('a %s listing offers "%s", which opens the wizard prefilled from it', async (status, label) => {
    const { calls, router } = start('/listings/my/details/l-1', {
      'GET /api/universal/listings/l-1': listing({ statusValue: status, internalSellerSku: 'SHF-C-0042' }),
    });
    const action = await screen.findByRole('link', { name: label });
    expect(screen.queryByRole('link', { name: label === 'Copy' ? 'Relist' : 'Copy' })).not.toBeInTheDocument();
    fireEvent.click(action);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/create'));
    expect(router.state.location.search).toBe('?copyFrom=l-1&type=listing');
    expect(await screen.findByRole('heading', { name: 'Create listing' })).toBeInTheDocument();
    await waitFor(async () => expect((await field('combobox', 'Grade')).value).toBe('S355J2'));
    expect((await field('combobox', 'Product')).value).toBe('Coil');
    // a new form: the SKU is cleared, and nothing is saved until the seller does
    expect((await field('textbox', 'Your material ID (SKU)')).value).toBe('');
    expect(calls.to('GET /api/universal/listings/l-1').length).toBeGreaterThanOrEqual(2); // details, then the copy
    expect(calls.to('POST /api/universal/draft-listings/')).toHaveLength(0);
  });
});

describe('Copy / Relist on the seller’s package details', () => {
  it.each<[ListingStatus, string]>([
    ['PUBLISHED', 'Copy'],
    ['EXPIRED', 'Relist'],
  ])('a %s package offers "%s", which opens the wizard prefilled from it', async (status, label) => {
    const { router } = start('/listings/my/packages/details/p-1', {
      'GET /api/universal/packaging/packages/p-1': listingPackage({ statusValue: status }),
    });
    fireEvent.click(await screen.findByRole('link', { name: label }));
    await waitFor(() => expect(router.state.location.search).toBe('?copyFrom=p-1&type=package'));
    await waitFor(async () => expect((await field('combobox', 'Product')).value).toBe('Package'));
    expect(await packageTitle()).toBe('Mixed hot rolled sheets');
  });
});

describe('Copy on a draft', () => {
  it('opens the wizard on a new form prefilled from the listing draft, which stays as it is', async () => {
    const { calls, router } = start('/listings/my#drafts', {
      'GET /api/universal/draft-listings/': page([draftListing({ internalSellerSku: 'SKU-7' })]),
      'GET /api/universal/draft-packages/': page([draftPackage()]),
      'GET /api/universal/draft-listings/d-1': draftListing({ internalSellerSku: 'SKU-7' }),
    });
    const card = await screen.findByRole('article', { name: 'Sheet' });
    fireEvent.click(within(card).getByRole('link', { name: 'Copy the draft Sheet' }));
    await waitFor(() => expect(router.state.location.search).toBe('?copyFrom=d-1&type=listing&from=draft'));
    expect(router.state.location.pathname).toBe('/listings/create');
    // a new form, not the draft's own ("Continue your draft")
    expect(await screen.findByRole('heading', { name: 'Create listing' })).toBeInTheDocument();
    await waitFor(async () => expect((await field('combobox', 'Grade')).value).toBe('DC01'));
    expect((await field('combobox', 'Product')).value).toBe('Sheet');
    expect((await field('textbox', 'Your material ID (SKU)')).value).toBe('');
    expect(calls.to('GET /api/universal/draft-listings/d-1')).toHaveLength(1);
    expect(calls.to('PUT /api/universal/draft-listings/d-1')).toHaveLength(0);
  });

  it('copies a package draft the same way', async () => {
    const { router } = start('/listings/my#drafts-packages', {
      'GET /api/universal/draft-listings/': page([draftListing()]),
      'GET /api/universal/draft-packages/': page([draftPackage()]),
      'GET /api/universal/draft-packages/dp-1': draftPackage({
        material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
        origin: ['GB'],
        internalSellerSku: 'PK-7',
      }),
    });
    const card = await screen.findByRole('article', { name: 'Galvanised offcuts' });
    fireEvent.click(within(card).getByRole('link', { name: 'Copy the draft Galvanised offcuts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?copyFrom=dp-1&type=package&from=draft'));
    await waitFor(async () => expect((await field('combobox', 'Product')).value).toBe('Package'));
    expect(await packageTitle()).toBe('Galvanised offcuts');
  });
});
