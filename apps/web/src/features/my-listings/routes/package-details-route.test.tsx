import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { file, listingPackage, pickupAddress, SELLER } from '../testing/my-listings-fixtures';
import { MY_LISTINGS_TEST_ROUTES } from '../testing/my-listings-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const DETAIL = 'GET /api/universal/packaging/packages/p-1';
const LIST_DOCUMENT = {
  ...file('list-1', { kind: 'PACKAGE_LIST' }),
  packageList: {
    columns: ['Item', 'Thickness (mm)', 'Weight (t)'],
    rows: Array.from({ length: 30 }, (_, i) => ({
      Item: `Sheet ${i + 1}`,
      'Thickness (mm)': 2.5,
      'Weight (t)': 1.125,
    })),
  },
};

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/universal/users/self': SELLER,
    [DETAIL]: listingPackage({
      pictures: [
        file('pic-1', { kind: 'PICTURE', meta: { fileName: 'stack.jpg', size: 1_500_000, lastModifiedDate: null } }),
      ],
    }),
    'GET /api/universal/documents/list-1': LIST_DOCUMENT,
    'GET /api/seller/addresses/a-sheffield': pickupAddress(),
    ...extra,
  });
}

const open = () => renderRoutes(MY_LISTINGS_TEST_ROUTES, { path: '/listings/my/packages/details/p-1' });

describe('/listings/my/packages/details/:packageId', () => {
  it('shows title, description, the package list as a table, pictures, pickup, delivery and expiry', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api();
    open();
    expect(await screen.findByRole('heading', { name: 'Mixed hot rolled sheets', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('PK-000003')).toBeInTheDocument();
    expect(screen.getByText('Offcuts and sheets from a cancelled order.')).toBeInTheDocument();
    expect(screen.getByText('Within 2 weeks')).toBeInTheDocument();
    expect(screen.getByText('Non-prime')).toBeInTheDocument();
    expect(screen.getByText('Views by buyers: 4')).toBeInTheDocument();
    // the package list: the file and its rows, 25 at first
    expect(screen.getByRole('button', { name: 'Open package-list.xlsx' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Items of the package list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Thickness (mm)', 'Weight (t)']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByText('1.125')).toHaveLength(25);
    expect(screen.getByText('25 of 30 rows shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(calls.to('GET /api/universal/documents/list-1')).toHaveLength(1);
    // pictures and certificates
    const files = screen.getByRole('region', { name: 'Pictures and certificates' });
    // pictures in a gallery that opens a larger view (issue 23, item 14)
    expect(within(files).getByRole('button', { name: 'Open picture 1 of 1: stack.jpg' })).toBeInTheDocument();
    expect(within(files).getByText('No certificates')).toBeInTheDocument();
    // pickup and expiry
    expect(await screen.findByText('Demo Steel – Sheffield Depot')).toBeInTheDocument();
    const expiry = screen.getByRole('region', { name: 'Expiry and auto-renewal' });
    expect((within(expiry).getByRole('switch', { name: 'Auto-renew' }) as HTMLInputElement).checked).toBe(false);
  });

  it('renews an expired package through the packages call and shows the success page', async () => {
    signInAs(SELLER.id, SELLER.roles);
    const calls = api({
      [DETAIL]: listingPackage({ statusValue: 'EXPIRED' }),
      'PUT /api/seller/packages/p-1/renewal': listingPackage(),
    });
    const { router } = open();
    const expiry = await screen.findByRole('region', { name: 'Expiry and auto-renewal' });
    fireEvent.click(within(expiry).getByLabelText('Expiry date', { exact: false, selector: 'input' }));
    const [day] = await screen.findAllByRole('option', { hidden: true });
    fireEvent.click(day!);
    fireEvent.click(within(expiry).getByLabelText('Expiry time', { exact: false, selector: 'input' }));
    const slot = (await screen.findAllByRole('option', { hidden: true })).find((o) =>
      /^\d\d:\d\d$/.test(o.getAttribute('value') ?? ''),
    );
    fireEvent.click(slot!);
    fireEvent.click(within(expiry).getByRole('button', { name: 'Renew and publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/my/packages/details/p-1/renewed'));
    expect(calls.to('PUT /api/seller/packages/p-1/renewal')).toHaveLength(1);
    expect(await screen.findByText('Your listing PK-000003 is live')).toBeInTheDocument();
  });

  it('warns when the package is not there', async () => {
    signInAs(SELLER.id, SELLER.roles);
    api({ [DETAIL]: apiErrorReply(404, 'NOT_FOUND', LISTING_MESSAGES.packageNotFound) });
    open();
    expect(await screen.findByText('Package not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Listings' }).getAttribute('href')).toBe(
      '/listings/my#listings-packages',
    );
  });
});
