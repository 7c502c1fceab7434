import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, jsonReply, renderRoutes } from '../../../test/render';
import { Component as ResetPasswordRoute } from '../routes/reset-password-route';
import { Component as SetNewPasswordRoute } from '../routes/set-new-password-route';

type Handler = (body: Record<string, unknown>, method: string) => Response;
const handlers = new Map<string, Handler>();
const calls: { uri: string; method: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  handlers.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
      const method = init.method ?? 'GET';
      calls.push({ uri, method, body });
      const handler = handlers.get(uri);
      return handler ? handler(body, method) : apiErrorReply(404, 'NOT_FOUND', 'no');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function LoginProbe() {
  const { state } = useLocation();
  return <output data-testid="login">{JSON.stringify(state)}</output>;
}

function renderLink(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/login/reset-password', Component: ResetPasswordRoute },
      { path: '/login/set-new-password', Component: SetNewPasswordRoute },
      { path: '/login/forgot-password', element: <output data-testid="forgot" /> },
    ],
    { path },
  );
}

const EMAIL = 'buyer@demo-steel.example';
const PASSWORD = 'Rolling-Mill-Sheffield-77';
const loginState = () => JSON.parse(screen.getByTestId('login').textContent ?? 'null') as unknown;

function type(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function setPassword() {
  // the checking screen has the same heading: wait for the form
  await screen.findByLabelText('New password', { exact: false, selector: 'input' });
  type('New password', PASSWORD);
  type('Retype password', PASSWORD);
  const submit = screen.getByRole('button', { name: 'Set password' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe('reset and activation links', () => {
  it('checks the token, sets the password and goes to /login with a success notice', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => jsonReply(200, { valid: true, email: EMAIL }));
    handlers.set('/api/auth/forgot-password/reset-password', () => jsonReply(200, { email: EMAIL }));
    renderLink(`/login/reset-password?token=t1&email=${encodeURIComponent(EMAIL)}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    const email = (await screen.findByLabelText('Email', { selector: 'input' })) as HTMLInputElement;
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    await setPassword();
    await screen.findByTestId('login');
    expect(loginState()).toEqual({ loginNotice: 'passwordSet', email: EMAIL });
    expect(calls.map((c) => `${c.method} ${c.uri}`)).toEqual([
      'POST /api/auth/forgot-password/verify',
      'PUT /api/auth/forgot-password/reset-password',
    ]);
    expect(calls[0]?.body).toEqual({ token: 't1' });
    expect(calls[1]?.body).toEqual({ password: PASSWORD, token: 't1', tenant: 'MARKETPLACE' });
  });

  it('sets the first password of an activation link with its own call', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => jsonReply(200, { valid: true, email: EMAIL }));
    handlers.set('/api/auth/set-new-password', () => jsonReply(200, { email: EMAIL }));
    renderLink('/login/set-new-password?token=a1&email=x');
    expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    await setPassword();
    await screen.findByTestId('login');
    expect(calls[1]).toMatchObject({ method: 'PUT', uri: '/api/auth/set-new-password' });
  });

  it('shows the expired screen, whose button sends a new link', async () => {
    handlers.set('/api/auth/forgot-password/verify', () =>
      apiErrorReply(400, 'VALIDATION', 'Token has expired please submit again'),
    );
    handlers.set('/api/auth/resend-link', () => jsonReply(204));
    renderLink('/login/set-new-password?token=old&email=x');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(/Activation links are valid for 48 hours/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We have sent you a new link. Please check your email.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ uri: '/api/auth/resend-link', body: { token: 'old' } });
  });

  it('sends a used link to /login with a notice', async () => {
    handlers.set('/api/auth/forgot-password/verify', () =>
      apiErrorReply(400, 'VALIDATION', 'Password already created with this token'),
    );
    renderLink(`/login/reset-password?token=used&email=${encodeURIComponent(EMAIL)}`);
    await screen.findByTestId('login');
    expect(loginState()).toEqual({ loginNotice: 'linkUsed', email: EMAIL });
  });

  it('shows the unknown-token screen for an unknown or missing token', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => apiErrorReply(404, 'NOT_FOUND', 'Token not found'));
    renderLink('/login/reset-password?token=nope');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByTestId('forgot')).toBeInTheDocument();
  });

  it('does not ask the server about a link without a token', async () => {
    renderLink('/login/reset-password?email=x');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers a retry, not "unknown link", when the server cannot be reached', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => apiErrorReply(503, 'API', 'Unavailable'));
    renderLink('/login/reset-password?token=t1');
    expect(await screen.findByRole('heading', { name: 'We could not check your link' })).toBeInTheDocument();
    handlers.set('/api/auth/forgot-password/verify', () => jsonReply(200, { valid: true, email: EMAIL }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('shows the token-expired message when setting the password fails', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => jsonReply(200, { valid: true, email: EMAIL }));
    handlers.set('/api/auth/forgot-password/reset-password', () =>
      apiErrorReply(400, 'VALIDATION', 'Token has expired please submit again'),
    );
    renderLink('/login/reset-password?token=t1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await setPassword();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText('Your password could not be set because the link is no longer valid.')).toBeInTheDocument();
  });

  it('keeps the form and names the rules when the server refuses the password', async () => {
    handlers.set('/api/auth/forgot-password/verify', () => jsonReply(200, { valid: true, email: EMAIL }));
    handlers.set('/api/auth/forgot-password/reset-password', () =>
      apiErrorReply(400, 'VALIDATION', 'The password does not meet the password policy.', [
        { path: 'body.password', message: 'notCommon' },
      ]),
    );
    renderLink('/login/reset-password?token=t1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await setPassword();
    expect(await screen.findByText(/This password is too common/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
