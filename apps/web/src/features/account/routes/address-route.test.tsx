import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { address, BUYER, MANAGER } from '../testing/account-fixtures';
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

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const self = { 'GET /api/universal/users/self': MANAGER };

describe('/account/address (add)', () => {
  it("starts in the organisation's country, waits for a change, and adds a warehouse address", async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...self,
      'GET /api/universal/addresses/default-country': { country: 'DE' },
      'POST /api/manager/addresses/': (r) =>
        Response.json(address({ ...(r.body as object), id: 'a-new', validationState: 'PENDING' }), { status: 201 }),
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address' });
    await screen.findByRole('heading', { name: 'Add address' });
    expect(screen.getByText(/checks new warehouse addresses before they can be used/)).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('DE');
    expect(save().disabled).toBe(true);

    type('Company name', 'Demo Steel – Duisburg');
    fireEvent.click(save());
    // the required fields left empty say so; nothing is sent
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(calls.to('POST /api/manager/addresses/')).toHaveLength(0);

    type('Address line 1', 'Hafenstraße 1');
    type('City', 'Duisburg');
    type('Postcode', '47119');
    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.hash).toBe('#organisation'));
    expect(calls.to('POST /api/manager/addresses/')[0]!.body).toEqual({
      name: 'Demo Steel – Duisburg',
      addressLine1: 'Hafenstraße 1',
      addressLine2: null,
      city: 'Duisburg',
      postalCode: '47119',
      country: 'DE',
      phone: null,
      addressType: 'WAREHOUSE',
    });
  });

  it('falls back to GB when the default country cannot be read', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...self, 'GET /api/universal/addresses/default-country': apiErrorReply(500, 'API', 'down') });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address?type=INVOICE' });
    await screen.findByRole('heading', { name: 'Add invoice address' });
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB');
    expect(screen.queryByText(/checks new warehouse addresses/)).not.toBeInTheDocument();
  });

  it('sends a buyer back to /account', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});

describe('/account/address/:addressId (edit)', () => {
  it('reads the address through the manager family, enables Save after a change, and shows a save failure', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const other = address({ id: 'a-b', name: 'Birmingham Yard', primary: false, phone: '+44 121 496 0200' });
    const calls = fakeApi({
      ...self,
      'GET /api/manager/addresses/a-b': other,
      'PUT /api/manager/addresses/a-b': apiErrorReply(500, 'API', 'boom'),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address/a-b' });
    await screen.findByDisplayValue('Birmingham Yard');
    expect(screen.getByText(/If you change the location of this address/)).toBeInTheDocument();
    expect(save().disabled).toBe(true);
    type('Phone', '+44 121 496 0201');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('The address could not be saved. Please try again.')).toBeInTheDocument();
    expect(calls.to('PUT /api/manager/addresses/a-b')[0]!.body).toMatchObject({ phone: '+44 121 496 0201' });
  });

  it('keeps the location of the primary address read-only', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...self, 'GET /api/manager/addresses/a-sheffield': address() });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address/a-sheffield' });
    await screen.findByDisplayValue('Demo Steel – Sheffield Depot');
    expect((screen.getByLabelText('Address line 1', { exact: false }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United Kingdom');
    expect((screen.getByLabelText('Company name', { exact: false }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('warns about an address that does not exist, and says so when one cannot be loaded', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...self,
      'GET /api/manager/addresses/gone': apiErrorReply(404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound),
      'GET /api/manager/addresses/broken': apiErrorReply(500, 'API', 'boom'),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address/gone' });
    expect(await screen.findByText('This address was not found. It may have been deleted.')).toBeInTheDocument();
  });

  it('says "Address could not be loaded." for any other failure, with a retry', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...self, 'GET /api/manager/addresses/broken': apiErrorReply(500, 'API', 'boom') });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address/broken' });
    expect(await screen.findByText('Address could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

// issue 23, item 10 (decision 155)
describe('an approved address whose change waits for validation', () => {
  it('continues from the waiting change, says the approved address stays in use, and says so after saving', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const approved = address({ id: 'a-b', name: 'Birmingham Yard', primary: false, addressLine2: 'Unit 1' });
    const waiting = { ...approved, pendingChange: { ...approved, addressLine2: 'Unit 7' } };
    const calls = fakeApi({
      ...self,
      'GET /api/manager/addresses/a-b': waiting,
      'PUT /api/manager/addresses/a-b': () =>
        Response.json({ ...waiting, pendingChange: { ...approved, addressLine2: 'Unit 9' } }),
    });
    const { router } = renderRoutes(WITH_TOASTS, { path: '/account/address/a-b' });
    await screen.findByDisplayValue('Unit 7');
    expect(
      screen.getByText('Your change is waiting for validation; the approved address stays in use until then.'),
    ).toBeInTheDocument();
    type('Address line 2', 'Unit 9');
    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.hash).toBe('#organisation'));
    expect(calls.to('PUT /api/manager/addresses/a-b')[0]!.body).toMatchObject({ addressLine2: 'Unit 9' });
    // the notification says so (role status), besides the organisation page
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Your change is waiting for validation; the approved address stays in use until then.')
          .some((element) => element.closest('.mantine-Notification-root')),
      ).toBe(true),
    );
  });
});

describe('a rejected address', () => {
  it("shows operations' reason and that saving sends it for checking again", async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...self,
      'GET /api/manager/addresses/a-r': address({
        id: 'a-r',
        name: 'Rotherham Yard',
        primary: false,
        validationState: 'REJECTED',
        rejectionReason: 'No such street in Rotherham',
      }),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/address/a-r' });
    expect(await screen.findByText(/rejected this address: No such street in Rotherham/)).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });
});
