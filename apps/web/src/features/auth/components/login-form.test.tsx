import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, clearSession } from '../../../shared/session/session-store';
import { fakeAccessToken, renderWithProviders } from '../../../test/render';
import { readChallenge } from '../api/challenge-store';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<(uri: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('LoginForm', () => {
  it('validates on blur and keeps "Log in" disabled until valid', async () => {
    fetchMock.mockResolvedValue(json(404, {}));
    renderWithProviders(<LoginForm />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fill('Email', '');
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    fill('Email', 'buyer@');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'has space');
    expect(await screen.findByText(/but no spaces/)).toBeTruthy();
    fill('Password', 'Steelyard-Demo-2026!');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  });

  it('enables "Log in" as soon as both fields are valid, before any blur', async () => {
    fetchMock.mockResolvedValue(json(404, {}));
    renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Email', { exact: false, selector: 'input' }), {
      target: { value: 'seller@demo-steel.example' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: false, selector: 'input' }), {
      target: { value: 'Steelyard-Demo-2026!' },
    });
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it('shows the message of the login error number', async () => {
    fetchMock.mockImplementation(async (uri) =>
      uri === '/api/auth/login'
        ? json(401, {
            statusCode: 401,
            kind: 'AUTHENTICATION_REQUIRED',
            message: 'Your email or password is incorrect.',
          })
        : json(404, {}),
    );
    renderWithProviders(<LoginForm />);
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'wrong-password');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Your email or password is incorrect.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('keeps a challenge for the challenge screen instead of signing in', async () => {
    fetchMock.mockImplementation(async (uri) =>
      uri === '/api/auth/login' ? json(200, { session: 'challenge-session', type: 'MFA_SETUP' }) : json(404, {}),
    );
    renderWithProviders(<LoginForm />);
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'Steelyard-Demo-2026!');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(readChallenge()).toEqual({
        session: 'challenge-session',
        type: 'MFA_SETUP',
        username: 'buyer@demo-steel.example',
      }),
    );
    expect(getSession()).toBeNull();
  });

  it('stores the session from the tokens it receives', async () => {
    const accessToken = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'], org: 'o1' });
    fetchMock.mockImplementation(async (uri, init) => {
      if (uri !== '/api/auth/login') return json(404, {});
      expect(JSON.parse(init.body as string)).toEqual({
        username: 'buyer@demo-steel.example',
        password: 'Steelyard-Demo-2026!',
        tenant: 'MARKETPLACE',
      });
      return json(200, {
        accessToken,
        refreshToken: 'r1',
        accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
        refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
        userId: 'u1',
      });
    });
    renderWithProviders(<LoginForm />);
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'Steelyard-Demo-2026!');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(getSession()).toMatchObject({ userId: 'u1', permissions: ['BUYER'], organisationId: 'o1' }),
    );
  });
});
