import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_MESSAGES, MFA_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { EMAIL_CSRF_HEADER } from '@steelyard/domain/email-change';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { apiErrorReply, renderRoutes } from '../../../test/render';
import { BUYER, MANAGER, organisation } from '../testing/account-fixtures';
import { ACCOUNT_TEST_ROUTES } from '../testing/account-routes';
import { readAccountNotice } from '../components/account-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const base = { 'GET /api/universal/users/self': MANAGER, 'GET /api/universal/organisations/self/': organisation() };
const GOOD = 'Rolling-Mill-Sheffield-77';

describe('/account/payment-terms', () => {
  it('enables Save only for other terms, and saves them', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'PATCH /api/manager/organisations/self/payment-terms': organisation(),
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/payment-terms' });
    const net30 = (await screen.findByRole('radio', { name: 'Net 30 days from invoice date' })) as HTMLInputElement;
    expect(net30.checked).toBe(true);
    expect(button('Save').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Net 60 days from invoice date' }));
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(router.state.location.hash).toBe('#organisation'));
    expect(calls.to('PATCH /api/manager/organisations/self/payment-terms')[0]!.body).toEqual({
      paymentTerms: 'NET_60',
    });
  });

  it('sends a buyer back to /account', async () => {
    signInAs(BUYER.id, BUYER.roles);
    fakeApi({ 'GET /api/universal/users/self': BUYER });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/payment-terms' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});

describe('/account/purchase-contact', () => {
  it('needs both fields and a change, and shows a save failure', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({ ...base, 'PATCH /api/manager/organisations/self/purchase-contact': apiErrorReply(500, 'API', 'boom') });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/purchase-contact' });
    await screen.findByDisplayValue('Alice Manager');
    expect(button('Save').disabled).toBe(true);
    type('Purchase contact name', '');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(button('Save').disabled).toBe(true);
    type('Purchase contact name', 'Pat Purchaser');
    type('Purchase contact email', 'pat@');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    type('Purchase contact email', 'pat@demo-steel.example');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('The purchase contact could not be saved. Please try again.')).toBeInTheDocument();
  });
});

describe('/account/change-password', () => {
  async function submitWith(reply: Response) {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({ ...base, 'PATCH /api/universal/users/password-change': reply });
    const view = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/change-password' });
    await screen.findByRole('heading', { name: 'Change password' });
    expect(button('Save').disabled).toBe(true);
    type('Current password', 'Old-Password-Is-Long-1!');
    type('New password', GOOD);
    type('Retype password', GOOD);
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Save'));
    return { ...view, calls };
  }

  it('says when the current password is wrong', async () => {
    const { calls } = await submitWith(apiErrorReply(400, 'VALIDATION', AUTH_MESSAGES.wrongPassword));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(calls.to('PATCH /api/universal/users/password-change')[0]!.body).toEqual({
      oldPassword: 'Old-Password-Is-Long-1!',
      newPassword: GOOD,
    });
  });

  it('says when too many attempts locked the change', async () => {
    await submitWith(apiErrorReply(429, 'RATE_LIMITED', AUTH_MESSAGES.attemptLimitExceed));
    expect(await screen.findByText('Too many wrong attempts. Please try again in an hour.')).toBeInTheDocument();
  });

  it('names the rules a refused new password broke', async () => {
    await submitWith(
      apiErrorReply(400, 'VALIDATION', AUTH_MESSAGES.passwordPolicy, [
        { path: 'body.newPassword', message: 'notCommon' },
      ]),
    );
    expect(
      await screen.findByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeInTheDocument();
  });

  it('goes back to /account after a change', async () => {
    const { router } = await submitWith(new Response(null, { status: 204 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});

describe('/account/edit-email and /account/email-validation/:token', () => {
  it('checks the address, then asks for the change with a fresh csrf token', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/universal/users/email-csrf-token': { csrfEmailToken: 'csrf-1', validTo: '2026-01-01T00:00:00Z' },
      'PUT /api/universal/users/email-change': (r) =>
        Response.json({ email: (r.body as { email: string }).email, validTo: '2026-01-02T00:00:00Z' }, { status: 202 }),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-email' });
    await screen.findByText('manager@demo-steel.example');
    type('Email', 'alice@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    type('Email', 'Manager@demo-steel.example');
    expect(await screen.findByText('Email address has not been updated')).toBeInTheDocument();
    expect(button('Save').disabled).toBe(true);
    type('Email', 'alice@demo-steel.example');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Check your new mailbox')).toBeInTheDocument();
    const change = calls.to('PUT /api/universal/users/email-change')[0]!;
    expect(change.headers[EMAIL_CSRF_HEADER]).toBe('csrf-1');
    expect(change.body).toEqual({ email: 'alice@demo-steel.example' });
  });

  it('shows the server refusing the change', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...base,
      'GET /api/universal/users/email-csrf-token': { csrfEmailToken: 'csrf-1', validTo: '2026-01-01T00:00:00Z' },
      'PUT /api/universal/users/email-change': apiErrorReply(400, 'VALIDATION', EMAIL_CHANGE_MESSAGES.taken),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-email' });
    await screen.findByText('manager@demo-steel.example');
    type('Email', 'buyer@demo-steel.example');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('This email address is already used by another user.')).toBeInTheDocument();
  });

  it('confirms a link with the csrf header and returns to /account with a notice', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/universal/users/email-csrf-token': { csrfEmailToken: 'csrf-2', validTo: '2026-01-01T00:00:00Z' },
      'POST /api/universal/users/email-validation/tok-1': { email: 'alice@demo-steel.example' },
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/email-validation/tok-1' });
    expect(await screen.findByText(/has been changed to alice@demo-steel.example/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(calls.to('POST /api/universal/users/email-validation/tok-1')[0]!.headers[EMAIL_CSRF_HEADER]).toBe('csrf-2');
  });

  it('returns to /account with the reason when the link does not confirm the address', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...base,
      'GET /api/universal/users/email-csrf-token': { csrfEmailToken: 'csrf-2', validTo: '2026-01-01T00:00:00Z' },
      'POST /api/universal/users/email-validation/tok-1': apiErrorReply(
        400,
        'VALIDATION',
        EMAIL_CHANGE_MESSAGES.tokenUsed,
      ),
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/email-validation/tok-1' });
    expect(await screen.findByText('This confirmation link has already been used.')).toBeInTheDocument();
    expect(readAccountNotice(router.state.location.state)).toEqual({ kind: 'emailNotChanged', reason: 'used' });
  });
});

describe('/account/edit-mfa', () => {
  it('switches two-factor off with a current code and tells a wrong code', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/universal/users/self': { ...MANAGER, mfaPreferences: 'Enabled' },
      'POST /api/universal/users/mfa/disable': apiErrorReply(400, 'VALIDATION', AUTH_MESSAGES.codeMismatch),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-mfa' });
    await screen.findByText(/Two-factor authentication is on/);
    type('Code', '123 456');
    fireEvent.click(button('Switch off'));
    expect(await screen.findByText(/This code is not correct/)).toBeInTheDocument();
    expect(calls.to('POST /api/universal/users/mfa/disable')[0]!.body).toEqual({ code: '123456' });
  });

  it('replaces the authenticator with a code of the app in use and one of the new app', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/universal/users/self': { ...MANAGER, mfaPreferences: 'Enabled' },
      'POST /api/auth/associate-software-token': {
        secretCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Steelyard:manager@demo-steel.example?secret=JBSWY3DPEHPK3PXP&issuer=Steelyard',
      },
      'POST /api/auth/verify-software-token': apiErrorReply(400, 'VALIDATION', MFA_MESSAGES.currentCodeMismatch),
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-mfa' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a new app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(button('Replace authenticator app').disabled).toBe(true);
    type('Code from the app you use now', '111 111');
    expect(button('Replace authenticator app').disabled).toBe(true);
    type('Code from the new app', '222222');
    fireEvent.click(button('Replace authenticator app'));
    expect(await screen.findByText(/The code from the app you use now is not correct/)).toBeInTheDocument();
    expect(calls.to('POST /api/auth/verify-software-token')[0]!.body).toEqual({
      userCode: '222222',
      currentCode: '111111',
    });
  });

  it('goes back to the account once the new authenticator replaced the old one', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'GET /api/universal/users/self': {
        ...MANAGER,
        mfaPreferences: 'Enabled',
        organisation: { ...MANAGER.organisation, mfaRequired: true },
      },
      'POST /api/auth/associate-software-token': {
        secretCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Steelyard:manager@demo-steel.example?secret=JBSWY3DPEHPK3PXP&issuer=Steelyard',
      },
      'POST /api/auth/verify-software-token': { status: 'SUCCESS' },
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-mfa' });
    // an organisation that requires two-factor still lets its users move to a new phone
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a new app' }));
    await screen.findByText('JBSW Y3DP EHPK 3PXP');
    type('Code from the app you use now', '333333');
    type('Code from the new app', '444444');
    fireEvent.click(button('Replace authenticator app'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(calls.to('POST /api/auth/verify-software-token')[0]!.body).toEqual({
      userCode: '444444',
      currentCode: '333333',
    });
  });

  it('offers no switch-off when the organisation requires two-factor', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    fakeApi({
      ...base,
      'GET /api/universal/users/self': {
        ...MANAGER,
        mfaPreferences: 'Enabled',
        organisation: { ...MANAGER.organisation, mfaRequired: true },
      },
    });
    renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-mfa' });
    expect(
      await screen.findByText(/requires two-factor authentication, so it cannot be switched off/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch off' })).not.toBeInTheDocument();
  });

  it('sets two-factor up with a secret for the signed-in user and its first code', async () => {
    signInAs(MANAGER.id, MANAGER.roles);
    const calls = fakeApi({
      ...base,
      'POST /api/auth/associate-software-token': {
        secretCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Steelyard:manager@demo-steel.example?secret=JBSWY3DPEHPK3PXP&issuer=Steelyard',
      },
      'POST /api/auth/verify-software-token': { status: 'SUCCESS' },
    });
    const { router } = renderRoutes(ACCOUNT_TEST_ROUTES, { path: '/account/edit-mfa' });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch on two-factor authentication' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    type('Code', '654321');
    fireEvent.click(button('Verify'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const associate = calls.to('POST /api/auth/associate-software-token')[0]!;
    expect(associate.headers.Authorization).toMatch(/^Bearer /);
    expect(calls.to('POST /api/auth/verify-software-token')[0]!.body).toEqual({ userCode: '654321' });
  });
});
