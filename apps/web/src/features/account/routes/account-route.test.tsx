import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { address, BUYER, MANAGER, managedUser, organisation, page } from '../testing/account-fixtures';
import { formatDateTime } from '../../../shared/i18n/intl-formats';
import { ToastArea } from '../../../shared/ui/toast-area';
import { ACCOUNT_TEST_ROUTES } from '../testing/account-routes';

// the screens' notifications, as the shell shows them
const WITH_TOASTS: RouteObject[] = [
  {
    element: (
      <>
        <ToastArea />
        <Outlet />
      </>
    ),
    children: ACCOUNT_TEST_ROUTES,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  notifications.clean();
});

const WAREHOUSES = [
  address(),
  address({ id: 'a-birmingham', name: 'Demo Steel – Birmingham Yard', primary: false, postalCode: 'B24 8NB' }),
  address({ id: 'a-leeds', name: 'Demo Steel – Leeds', primary: false, validationState: 'PENDING' }),
];
const INVOICE = address({ id: 'a-invoice', addressType: 'INVOICE', primary: false, name: 'Demo Steel – Accounts' });

function api(me = MANAGER) {
  return fakeApi({
    'GET /api/universal/users/self': me,
    'GET /api/universal/organisations/self/': organisation({
      financialDetails: me.roles.includes('MANAGER') ? organisation().financialDetails : null,
    }),
    'GET /api/universal/addresses/': (r) =>
      page(r.query.get('filter') === 'addressType=INVOICE' ? [INVOICE] : WAREHOUSES),
    'GET /api/manager/users/': (r) => ({
      items:
        r.query.get('offset') === '0'
          ? [managedUser({ id: 'u-alice', name: 'Alice Manager', roles: ['MANAGER'] }), managedUser()]
          : [managedUser({ id: 'u-cara', name: 'Cara Seller', roles: ['SELLER'], activated: false })],
      currentPage: r.query.get('offset') === '0' ? 1 : 2,
      maxPages: 2,
      totalItems: 3,
    }),
  });
}

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/account', () => {
  it('shows a manager three tabs, my account first, with the permissions in collapsible groups', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    api();
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account' });
    await screen.findByRole('heading', { name: 'Your details' });
    expect(tabs()).toEqual(['My account', 'Organisation', 'User management']);
    expect(screen.getByRole('tab', { name: 'My account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('manager@demo-steel.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change email' }).getAttribute('href')).toBe('/account/edit-email');
    expect(screen.getByRole('link', { name: 'Edit two-factor authentication' }).getAttribute('href')).toBe(
      '/account/edit-mfa',
    );
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/account/change-password');
    const groups = screen.getByRole('button', { name: /Manager/ });
    expect(groups.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(groups);
    expect(await screen.findByText('Activate and deactivate users')).toBeInTheDocument();
  });

  it('hides user management from a buyer, also when the hash asks for it', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api(BUYER);
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account#user-management' });
    await screen.findByRole('heading', { name: 'Your details' });
    expect(tabs()).toEqual(['My account', 'Organisation']);
    expect(screen.queryByRole('button', { name: /Manager/ })).not.toBeInTheDocument();
  });

  it('organisation: lists the addresses through the universal list, and managers get the credit line and actions', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = api();
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account' });
    await screen.findByRole('heading', { name: 'Your details' });
    fireEvent.click(screen.getByRole('tab', { name: 'Organisation' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#organisation'));
    await screen.findByText('Demo Steel – Leeds');
    expect(screen.getByText('£210,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit payment terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit purchase contact' })).toBeInTheDocument();
    const lists = calls.to('GET /api/universal/addresses/').map((r) => Object.fromEntries(r.query));
    expect(lists).toContainEqual({ limit: '100', offset: '0', sort: 'postalCode:asc', filter: 'addressType=INVOICE' });
    expect(lists).toContainEqual({
      limit: '100',
      offset: '0',
      sort: 'primary:desc;postalCode:asc',
      filter: 'addressType=WAREHOUSE',
    });

    const primary = screen.getByRole('listitem', { name: 'Demo Steel – Sheffield Depot' });
    expect(within(primary).getByText('Primary')).toBeInTheDocument();
    expect(within(primary).queryByRole('button', { name: 'Set as primary' })).not.toBeInTheDocument();
    const pending = screen.getByRole('listitem', { name: 'Demo Steel – Leeds' });
    expect(within(pending).getByText('Pending validation')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Set as primary' })).not.toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Demo Steel – Birmingham Yard' });
    expect(within(other).getByRole('button', { name: 'Set as primary' })).toBeInTheDocument();
    const invoice = screen.getByRole('listitem', { name: 'Demo Steel – Accounts' });
    expect(within(invoice).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Set as primary' })).not.toBeInTheDocument();

    // the primary address cannot be deleted: the rule is told, nothing is sent
    fireEvent.click(within(primary).getByRole('button', { name: 'Delete' }));
    expect(
      await within(primary).findByText(
        'It is not possible to delete your primary address. Set another address as the primary address first.',
      ),
    ).toBeInTheDocument();
    expect(calls.to('DELETE /api/manager/addresses/a-sheffield')).toHaveLength(0);
  });

  // issue 23, item 10 (decision 155)
  it('organisation: says a change waits while the approved address stays in use; Set as primary tells how it went', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const waiting = address({
      id: 'a-birmingham',
      name: 'Demo Steel – Birmingham Yard',
      primary: false,
      addressLine2: 'Unit 1',
      pendingChange: { ...address(), addressLine2: 'Unit 7' },
    });
    const other = address({ id: 'a-leeds', name: 'Demo Steel – Leeds', primary: false });
    let primaryCalls = 0;
    fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/organisations/self/': organisation(),
      'GET /api/universal/addresses/': (r) =>
        page(r.query.get('filter') === 'addressType=INVOICE' ? [INVOICE] : [address(), waiting, other]),
      'PUT /api/manager/addresses/a-birmingham/primary': () => {
        primaryCalls += 1;
        return Response.json({ ...waiting, primary: true });
      },
      'PUT /api/manager/addresses/a-leeds/primary': () =>
        Response.json({ kind: 'API', message: 'boom', details: {} }, { status: 500 }),
    });
    renderRoutes(WITH_TOASTS, { path: '/account#organisation' });
    const card = await screen.findByRole('listitem', { name: 'Demo Steel – Birmingham Yard' });
    expect(
      within(card).getByText('Your change is waiting for validation; the approved address stays in use until then.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Unit 1')).toBeInTheDocument();
    expect(within(card).getByText('Unit 7')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Set as primary' }));
    expect(await screen.findByText('"Demo Steel – Birmingham Yard" is now your primary address.')).toBeInTheDocument();
    expect(primaryCalls).toBe(1);
    const leeds = screen.getByRole('listitem', { name: 'Demo Steel – Leeds' });
    fireEvent.click(within(leeds).getByRole('button', { name: 'Set as primary' }));
    // the notification and the alert above the list
    await waitFor(() =>
      expect(screen.getAllByText('The address could not be made the primary address. Please try again.')).toHaveLength(
        2,
      ),
    );
  });

  // issue 23, item 1
  it("organisation: a manager reads an address's history, who changed what and when, newest first", async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const snapshot = {
      addressType: 'WAREHOUSE' as const,
      name: 'Demo Steel – Birmingham Yard',
      addressLine1: 'Unit 4, Attercliffe Road',
      addressLine2: 'Unit 1',
      city: 'Birmingham',
      postalCode: 'B24 8NB',
      country: 'GB',
      primary: false,
      phone: null,
      validationState: 'APPROVED' as const,
    };
    const calls = fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/organisations/self/': organisation(),
      'GET /api/universal/addresses/': (r) =>
        page(r.query.get('filter') === 'addressType=INVOICE' ? [INVOICE] : WAREHOUSES),
      'GET /api/universal/addresses-history/': page([
        {
          id: 'h-3',
          addressId: 'a-birmingham',
          action: 'UPDATED',
          changedBy: { id: 'u-alice', name: 'Alice Manager' },
          changedAt: '2026-03-02T10:15:00.000Z',
          before: snapshot,
          after: { ...snapshot, pendingChange: { ...snapshot, addressLine2: 'Unit 7' } },
        },
        {
          id: 'h-2',
          addressId: 'a-birmingham',
          action: 'UPDATED',
          changedBy: { id: 'u-alice', name: 'Alice Manager' },
          changedAt: '2026-03-01T09:00:00.000Z',
          before: { ...snapshot, phone: null },
          after: { ...snapshot, phone: '+44 121 496 0200' },
        },
        {
          id: 'h-1',
          addressId: 'a-birmingham',
          action: 'CREATED',
          changedBy: null,
          changedAt: '2026-02-01T08:00:00.000Z',
          before: null,
          after: { ...snapshot, validationState: 'PENDING' },
        },
      ]),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account#organisation' });
    const card = await screen.findByRole('listitem', { name: 'Demo Steel – Birmingham Yard' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of “Demo Steel – Birmingham Yard”' });
    await within(dialog).findByText('Change sent for validation');
    const when = formatDateTime('2026-03-02T10:15:00.000Z', 'en-GB');
    expect(within(dialog).getByText(`Alice Manager, ${when}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Waiting for validation:')).toBeInTheDocument();
    expect(within(dialog).getByText('Address line 2: Unit 1 → Unit 7')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone: (none) → +44 121 496 0200')).toBeInTheDocument();
    // the entries, not the changes listed inside them
    const items = Array.from(dialog.querySelectorAll<HTMLElement>('ol > li'));
    expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([
      'Change sent for validation',
      'Changed',
      'Added',
    ]);
    expect(within(items[2]!).getByText(/^Steelyard, /)).toBeInTheDocument();
    const [query] = calls.to('GET /api/universal/addresses-history/');
    expect(query!.query.get('filter')).toBe('addressId=a-birmingham');
  });

  it("organisation: an address's history that failed to load offers Try again, which shows it (issue 24)", async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    let failing = true;
    fakeApi({
      'GET /api/universal/users/self': MANAGER,
      'GET /api/universal/organisations/self/': organisation(),
      'GET /api/universal/addresses/': (r) =>
        page(r.query.get('filter') === 'addressType=INVOICE' ? [INVOICE] : WAREHOUSES),
      'GET /api/universal/addresses-history/': () =>
        failing
          ? apiErrorReply(500, 'INTERNAL_SERVER_ERROR', 'down')
          : page([
              {
                id: 'h-1',
                addressId: 'a-birmingham',
                action: 'CREATED',
                changedBy: null,
                changedAt: '2026-02-01T08:00:00.000Z',
                before: null,
                after: null,
              },
            ]),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account#organisation' });
    const card = await screen.findByRole('listitem', { name: 'Demo Steel – Birmingham Yard' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of “Demo Steel – Birmingham Yard”' });
    expect(await within(dialog).findByText('The history could not be loaded.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Added')).toBeInTheDocument();
  });

  it('organisation: a buyer sees no credit line and no edit actions', async () => {
    signInAs(BUYER.id, BUYER.roles);
    api(BUYER);
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account#organisation' });
    await screen.findByText('Demo Steel – Birmingham Yard');
    expect(screen.queryByText('Credit line')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit purchase contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add address' })).not.toBeInTheDocument();
  });

  it('user management: pages of 10 sorted by name, load more, rows linking to the edit page', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = api();
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account#user-management' });
    expect((await screen.findByRole('link', { name: 'Ben Buyer' })).getAttribute('href')).toBe(
      '/account/edit-user/u-ben',
    );
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe('/account/edit-user');
    expect(Object.fromEntries(calls.to('GET /api/manager/users/')[0]!.query)).toEqual({
      limit: '10',
      offset: '0',
      sort: 'name:asc',
    });
    expect(screen.getByText('Showing 2 of 3 users')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Cara Seller' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the e-mail validation notice carried in router state', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    api();
    renderRoutes(ACCOUNT_TEST_ROUTES, {
      path: { pathname: '/account', state: { accountNotice: { kind: 'emailNotChanged', reason: 'expired' } } },
    });
    expect(await screen.findByText(/the confirmation link has expired/)).toBeInTheDocument();
  });
});
