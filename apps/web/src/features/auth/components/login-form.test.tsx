import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCaptchaForTests } from '../../../shared/captcha/captcha';
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
  vi.restoreAllMocks();
  clearSession();
  delete window.grecaptcha;
  resetCaptchaForTests();
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
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    fill('Email', 'buyer@');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'has space');
    expect(await screen.findByText(/but no spaces/)).toBeInTheDocument();
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
    expect(screen.queryByText('Please enter your email')).not.toBeInTheDocument();
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
    expect(await screen.findByText('Your email or password is incorrect.')).toBeInTheDocument();
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
      expect(readChallenge()).toMatchObject({
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

describe('LoginForm messages', () => {
  async function attempt(reply: () => Response, props: Parameters<typeof LoginForm>[0] = {}) {
    fetchMock.mockImplementation(async (uri) => (uri === '/api/auth/login' ? reply() : json(404, {})));
    renderWithProviders(<LoginForm {...props} />);
    fill('Email', 'new.manager@demo-steel.example');
    fill('Password', 'Temp-Password-1!');
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
  }
  const error = (status: number, kind: string, message: string) => () =>
    json(status, { statusCode: status, kind, message });

  it('offers a new welcome e-mail for an expired temporary password (error 2)', async () => {
    await attempt(error(401, 'AUTHENTICATION_REQUIRED', 'Temporary password has expired'));
    expect(await screen.findByText(/Your temporary password has expired/)).toBeInTheDocument();
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new welcome email' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([uri]) => uri)).toContain(
        '/api/public/users/resend-welcome-email?email=new.manager%40demo-steel.example',
      ),
    );
  });

  it('says when to retry after the lockout (error 6)', async () => {
    await attempt(error(429, 'RATE_LIMITED', 'Too many failed login attempts. Please retry in one hour.'));
    expect(await screen.findByText('Too many failed attempts. Please try again in one hour.')).toBeInTheDocument();
  });

  it('tells a deactivated user they are not authorized (error 5) and that the account is deactivated', async () => {
    await attempt(error(403, 'ACCESS_DENIED', 'UNAUTHORIZED: this account is deactivated.'));
    expect(await screen.findByText('Your are not authorized to access this page')).toBeInTheDocument();
    expect(
      screen.getByText('This account has been deactivated. A manager of your organisation can activate it again.'),
    ).toBeInTheDocument();
  });

  it('shows only the spec text of error 5 when the server does not say the account is deactivated', async () => {
    await attempt(error(403, 'ACCESS_DENIED', 'UNAUTHORIZED: this account cannot sign in here.'));
    expect(await screen.findByText('Your are not authorized to access this page')).toBeInTheDocument();
    expect(screen.queryByText(/deactivated/)).not.toBeInTheDocument();
  });

  it("fails with 'Access token invalid' when the answer's access token carries no expiry (spec 000 §5)", async () => {
    const accessToken = fakeAccessToken({ groups: ['BUYER'], org: 'o1' });
    await attempt(() =>
      json(200, {
        accessToken,
        refreshToken: 'r1',
        accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
        refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
        userId: 'u1',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Access token invalid/);
    expect(alert.textContent).not.toContain('Something went wrong on our side');
    expect(getSession()).toBeNull();
  });

  it('names the captcha when the server refuses its token (error 7)', async () => {
    await attempt(error(400, 'VALIDATION', 'Captcha verification failed'));
    expect(await screen.findByText(/We could not confirm that you are not a robot/)).toBeInTheDocument();
  });

  it('shows a notice from another screen until the first attempt, with the e-mail filled in', async () => {
    await attempt(error(401, 'AUTHENTICATION_REQUIRED', 'Your email or password is incorrect.'), {
      notice: 'passwordSet',
      defaultEmail: 'x@y.example',
    });
    expect(await screen.findByText('Your email or password is incorrect.')).toBeInTheDocument();
    expect(screen.queryByText('Your password has been set. You can now log in with it.')).not.toBeInTheDocument();
  });

  it('fills in the e-mail and shows the notice before the attempt', () => {
    fetchMock.mockResolvedValue(json(404, {}));
    renderWithProviders(<LoginForm notice="challengeTimeout" defaultEmail="x@y.example" />);
    expect(screen.getByRole('alert').textContent).toContain('has timed out');
    expect((screen.getByLabelText('Email', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe(
      'x@y.example',
    );
  });

  it('sends an invisible reCAPTCHA token when the public config has a site key', async () => {
    const execute = vi.fn(async () => 'captcha-token');
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      window.grecaptcha = { ready: (callback) => callback(), execute };
      queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
      return node;
    });
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (uri, init) => {
      if (uri === '/api/public/config') {
        return json(200, {
          analytics: null,
          errorReporting: null,
          captcha: { provider: 'recaptcha', siteKey: 'site-key' },
          region: 'UK',
          supportEmail: 'help@x.example',
        });
      }
      if (uri === '/api/auth/login') bodies.push(JSON.parse(init.body as string));
      return json(401, {
        statusCode: 401,
        kind: 'AUTHENTICATION_REQUIRED',
        message: 'Your email or password is incorrect.',
      });
    });
    renderWithProviders(<LoginForm />);
    expect(await screen.findByText(/protected by reCAPTCHA/)).toBeInTheDocument();
    fill('Email', 'buyer@demo-steel.example');
    fill('Password', 'Steelyard-Demo-2026!');
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ recaptchaToken: 'captcha-token' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });
});
