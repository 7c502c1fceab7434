import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, MANAGER, managedUser, organisation } from '../testing/account-fixtures';
import { ACCOUNT_TEST_ROUTES } from '../testing/account-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const base = { 'GET /api/universal/users/self': MANAGER, 'GET /api/universal/organisations/self/': organisation() };

describe('/account/edit-user (add)', () => {
  it('keeps Save disabled until name and e-mail are filled, then shows invalidDomain, then adds the user', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    let domainOk = false;
    const calls = fakeApi({
      ...base,
      'POST /api/manager/users/': () =>
        domainOk
          ? Response.json(managedUser({ id: 'u-dora', name: 'Dora Dispatch', email: 'dora@demo-steel.example' }), {
              status: 201,
            })
          : apiErrorReply(400, 'VALIDATION', USER_MESSAGES.invalidDomain),
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user' });
    await screen.findByRole('heading', { name: 'Add user' });
    expect(
      await screen.findByText("An address of your organisation's domain, demo-steel.example."),
    ).toBeInTheDocument();
    const basic = screen.getByRole('checkbox', { name: 'Basic' }) as HTMLInputElement;
    expect(basic.checked && basic.disabled).toBe(true);
    expect(save().disabled).toBe(true);
    type('Name', 'Dora Dispatch');
    expect(save().disabled).toBe(true);
    type('Email', 'dora@other.example');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Buyer' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(
      await screen.findByText('The email address must be from the same domain as your organisation.'),
    ).toBeInTheDocument();
    expect(calls.to('POST /api/manager/users/')[0]!.body).toEqual({
      name: 'Dora Dispatch',
      email: 'dora@other.example',
      roles: ['BUYER'],
      activated: true,
    });

    domainOk = true;
    type('Email', 'dora@demo-steel.example');
    fireEvent.click(save());
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/account#user-management'),
    );
  });

  it('shows a general error for any other failure', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...base, 'POST /api/manager/users/': apiErrorReply(500, 'API', 'boom') });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user' });
    await screen.findByRole('heading', { name: 'Add user' });
    type('Name', 'Dora Dispatch');
    type('Email', 'dora@demo-steel.example');
    fireEvent.click(save());
    expect(await screen.findByText('The user could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('sends a buyer back to /account', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});

describe('/account/edit-user/:userId', () => {
  it('enables Save only after a change; the e-mail is read-only', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/manager/users/u-ben': managedUser(),
      'PATCH /api/manager/users/u-ben': (r) => managedUser({ ...(r.body as object) }),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-ben' });
    await screen.findByDisplayValue('Ben Buyer');
    expect((screen.getByLabelText('Email', { exact: false, selector: 'input' }) as HTMLInputElement).readOnly).toBe(
      true,
    );
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seller' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seller' }));
    expect(save().disabled).toBe(true);
    type('Name', '');
    expect(save().disabled).toBe(true);
    type('Name', 'Benjamin Buyer');
    fireEvent.click(save());
    await waitFor(() => expect(calls.to('PATCH /api/manager/users/u-ben')).toHaveLength(1));
    expect(calls.to('PATCH /api/manager/users/u-ben')[0]!.body).toEqual({ name: 'Benjamin Buyer', roles: ['BUYER'] });
  });

  it('asks before deactivating, sends only `activated`, then disables the fields', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/manager/users/u-ben': managedUser(),
      'PATCH /api/manager/users/u-ben': (r) => managedUser({ ...(r.body as object) }),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-ben' });
    const active = (await screen.findByRole('switch', { name: 'Active' })) as HTMLInputElement;
    expect(active.checked).toBe(true);
    fireEvent.click(active);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('PATCH /api/manager/users/u-ben')).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/This user is deactivated/)).toBeInTheDocument();
    expect(calls.to('PATCH /api/manager/users/u-ben')[0]!.body).toEqual({ activated: false });
    expect((screen.getByLabelText('Name', { exact: false, selector: 'input' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Buyer' }) as HTMLInputElement).disabled).toBe(true);
    expect(save().disabled).toBe(true);
  });

  // issue 23, item 4 (decision 154): the unsaved edits go with the activation, in one call
  it('saves an unsaved edit with the activation: tick Buyer, then deactivate', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    let stored = managedUser({ roles: ['SELLER'] });
    const calls = fakeApi({
      ...base,
      'GET /api/manager/users/u-ben': () => Response.json(stored),
      'PATCH /api/manager/users/u-ben': (r) => {
        stored = { ...stored, ...(r.body as object) };
        return Response.json(stored);
      },
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-ben' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Buyer' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    expect(within(dialog).getByText(/Your unsaved changes to this user are saved with it\./)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/This user is deactivated/)).toBeInTheDocument();
    expect(calls.to('PATCH /api/manager/users/u-ben')).toHaveLength(1);
    expect(calls.to('PATCH /api/manager/users/u-ben')[0]!.body).toEqual({
      name: 'Ben Buyer',
      roles: ['BUYER', 'SELLER'],
      activated: false,
    });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Buyer' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('sends nothing when the unsaved edits do not pass, and says why', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({ ...base, 'GET /api/manager/users/u-ben': managedUser() });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-ben' });
    await screen.findByRole('switch', { name: 'Active' });
    type('Name', '');
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your unsaved changes cannot be saved as they are/)).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(calls.to('PATCH /api/manager/users/u-ben')).toHaveLength(0);
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells when activating or deactivating failed', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...base,
      'GET /api/manager/users/u-cara': managedUser({ id: 'u-cara', name: 'Cara Seller', activated: false }),
      'PATCH /api/manager/users/u-cara': apiErrorReply(500, 'API', 'boom'),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-cara' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Activate user?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The user could not be activated. Please try again.')).toBeInTheDocument();
  });

  it('keeps managers from deactivating themselves, removing their own manager role or deleting themselves', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...base,
      'GET /api/manager/users/u-manager': managedUser({
        id: MANAGER.id,
        name: MANAGER.name,
        email: MANAGER.email,
        roles: ['MANAGER', 'BUYER'],
      }),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-manager' });
    const active = (await screen.findByRole('switch', { name: 'Active' })) as HTMLInputElement;
    expect(active.disabled).toBe(true);
    expect(screen.getByText('You cannot deactivate your own account.')).toBeInTheDocument();
    expect((screen.getByRole('checkbox', { name: 'Manager' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Seller' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes a user after confirmation', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/manager/users/u-ben': managedUser(),
      'DELETE /api/manager/users/u-ben': new Response(null, { status: 204 }),
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/u-ben' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete user?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(router.state.location.hash).toBe('#user-management'));
    expect(calls.to('DELETE /api/manager/users/u-ben')).toHaveLength(1);
  });

  it('warns about a user that does not exist', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...base, 'GET /api/manager/users/nobody': apiErrorReply(404, 'NOT_FOUND', USER_MESSAGES.notFound) });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-user/nobody' });
    expect(await screen.findByText('This user was not found. They may have been deleted.')).toBeInTheDocument();
  });
});
