import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_SCREEN_TIMEOUT_MS } from '@steelyard/domain/constants';
import { noopAnalyticsSink, setAnalyticsSink, type AnalyticsEvent } from '../../../shared/analytics/analytics';
import { clearSession, getSession } from '../../../shared/session/session-store';
import { apiErrorReply, fakeAccessToken, jsonReply, renderRoutes } from '../../../test/render';
import { readChallenge, saveChallenge } from '../api/challenge-store';
import { Component as ChallengeRespondRoute } from './challenge-respond-route';

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
const handlers = new Map<string, Handler>();
const calls: { uri: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  handlers.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
      calls.push({ uri, body });
      const handler = handlers.get(uri);
      return handler ? handler(body) : jsonReply(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'no' });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
  setAnalyticsSink(noopAnalyticsSink);
});

function LoginProbe() {
  const { state, search } = useLocation();
  return <output data-testid="login">{JSON.stringify({ state, search })}</output>;
}

function renderChallenge(path = '/login/challenge-respond') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/login/challenge-respond', Component: ChallengeRespondRoute },
    ],
    { path },
  );
}

const loginProbe = () => JSON.parse(screen.getByTestId('login').textContent ?? '{}') as Record<string, unknown>;

const tokens = () => ({
  accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['MANAGER'], org: 'o1' }),
  refreshToken: 'r1',
  accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
  refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
  userId: 'u1',
});

const USERNAME = 'new.manager@demo-steel.example';
const GOOD_PASSWORD = 'Rolling-Mill-Sheffield-77';

function type(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('challenge screen without a challenge', () => {
  it('goes to /login when nothing is stored', async () => {
    renderChallenge('/login/challenge-respond?redirect=%2Forders');
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    expect(loginProbe().search).toBe('?redirect=%2Forders');
  });

  it('goes to /login when the username or a valid type is missing', async () => {
    window.sessionStorage.setItem('steelyard.login-challenge', JSON.stringify({ session: 's', type: 'MFA_SETUP' }));
    renderChallenge();
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    window.sessionStorage.setItem(
      'steelyard.login-challenge',
      JSON.stringify({ session: 's', type: 'SMS_MFA', username: USERNAME }),
    );
    expect(readChallenge()).toBeNull();
  });
});

describe('challenge timeout', () => {
  it('goes back to /login with the timeout error after 300,000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    saveChallenge({ session: 's1', type: 'SOFTWARE_TOKEN_MFA', username: USERNAME });
    renderChallenge();
    expect(screen.getByRole('heading', { name: 'Enter your two-factor code' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CHALLENGE_SCREEN_TIMEOUT_MS - 1));
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(loginProbe().state).toEqual({ loginNotice: 'challengeTimeout', email: USERNAME });
    expect(readChallenge()).toBeNull();
  });

  it('counts from when the challenge was issued, so a reload does not restart the clock', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME }, Date.now() - 299_000);
    renderChallenge();
    act(() => vi.advanceTimersByTime(1_000));
    // a timed-out temporary password asks for the e-mail and the temporary password again
    expect(loginProbe().state).toEqual({ loginNotice: 'temporaryPasswordTimeout', email: USERNAME });
  });
});

describe('forced new password', () => {
  it('shows each criterion passed or failed and enables "Set password" once valid and retyped', async () => {
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME });
    renderChallenge();
    const list = screen.getByRole('list', { name: 'Your password must contain:' });
    const states = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => `${item.getAttribute('data-criterion')}:${item.getAttribute('data-passed')}`);
    expect(states()).toEqual(['minLength:false', 'special:false', 'digit:false', 'lowercase:false', 'uppercase:false']);
    expect(button('Set password').disabled).toBe(true);

    type('New password', 'steel');
    expect(states()).toEqual(['minLength:false', 'special:false', 'digit:false', 'lowercase:true', 'uppercase:false']);
    expect(within(list).getAllByText('(not met yet)')).toHaveLength(4);
    expect(await screen.findByText('Your password does not meet all criteria yet.')).toBeInTheDocument();

    type('New password', GOOD_PASSWORD);
    expect(states().every((s) => s.endsWith(':true'))).toBe(true);
    type('Retype password', 'Rolling-Mill-Sheffield-7');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(button('Set password').disabled).toBe(true);
    type('Retype password', GOOD_PASSWORD);
    await waitFor(() => expect(button('Set password').disabled).toBe(false));
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  it('clears "do not match" when the password is changed to equal the retype', async () => {
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME });
    renderChallenge();
    type('New password', `${GOOD_PASSWORD}x`);
    type('Retype password', GOOD_PASSWORD);
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    type('New password', GOOD_PASSWORD);
    await waitFor(() => expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument());
  });

  it('refuses a password containing the e-mail before asking the server', async () => {
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME });
    renderChallenge();
    type('New password', 'My-Manager-Password-2026');
    expect(await screen.findByText('Your password must not contain your email address.')).toBeInTheDocument();
  });

  it('names the rules the server refused the password for', async () => {
    handlers.set('/api/auth/challenge-respond', () =>
      apiErrorReply(400, 'VALIDATION', 'The password does not meet the password policy.', [
        { path: 'body.newPassword', message: 'notCommon' },
      ]),
    );
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME });
    renderChallenge();
    type('New password', GOOD_PASSWORD);
    type('Retype password', GOOD_PASSWORD);
    await waitFor(() => expect(button('Set password').disabled).toBe(false));
    fireEvent.click(button('Set password'));
    expect(await screen.findByText('This password cannot be used:')).toBeInTheDocument();
    expect(
      screen.getByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeInTheDocument();
  });

  it('chains to two-factor setup, shows the QR code and secret, and signs in after the first code', async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    const otpauthUri = `otpauth://totp/Steelyard:${encodeURIComponent(USERNAME)}?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Steelyard`;
    handlers.set('/api/auth/challenge-respond', (body) =>
      body.type === 'NEW_PASSWORD_REQUIRED'
        ? jsonReply(200, { session: 's2', type: 'MFA_SETUP' })
        : jsonReply(200, tokens()),
    );
    handlers.set('/api/auth/associate-software-token', () =>
      jsonReply(200, { secretCode: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri }),
    );
    handlers.set('/api/auth/verify-software-token', () => jsonReply(200, { status: 'SUCCESS' }));
    saveChallenge({ session: 's1', type: 'NEW_PASSWORD_REQUIRED', username: USERNAME });
    renderChallenge();

    type('New password', GOOD_PASSWORD);
    type('Retype password', GOOD_PASSWORD);
    await waitFor(() => expect(button('Set password').disabled).toBe(false));
    fireEvent.click(button('Set password'));

    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(readChallenge()).toMatchObject({ session: 's2', type: 'MFA_SETUP', username: USERNAME });
    const qr = (await screen.findByRole('img', {
      name: 'QR code for adding your Steelyard account to an authenticator app',
    })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();

    expect(button('Verify').disabled).toBe(true);
    type('Code', '123 456');
    await waitFor(() => expect(button('Verify').disabled).toBe(false));
    fireEvent.click(button('Verify'));
    await waitFor(() => expect(getSession()).toMatchObject({ userId: 'u1', permissions: ['MANAGER'] }));

    expect(calls.map((c) => c.uri)).toEqual([
      '/api/auth/challenge-respond',
      '/api/auth/associate-software-token',
      '/api/auth/verify-software-token',
      '/api/auth/challenge-respond',
    ]);
    expect(calls[0]?.body).toEqual({
      type: 'NEW_PASSWORD_REQUIRED',
      session: 's1',
      username: USERNAME,
      tenant: 'MARKETPLACE',
      newPassword: GOOD_PASSWORD,
    });
    expect(calls[1]?.body).toEqual({ session: 's2' });
    expect(calls[2]?.body).toEqual({ session: 's2', username: USERNAME, userCode: '123456' });
    // the verified code is used up: the answer carries none
    expect(calls[3]?.body).toEqual({ type: 'MFA_SETUP', session: 's2', username: USERNAME, tenant: 'MARKETPLACE' });
    expect(events.map((e) => e.name)).toEqual(['Logged In']);
    expect(readChallenge()).toBeNull();
  });
});

describe('two-factor code', () => {
  async function submitCode(code: string) {
    type('Code', code);
    await waitFor(() => expect(button('Verify').disabled).toBe(false));
    fireEvent.click(button('Verify'));
  }

  it.each([
    ['Code mismatch', 400, 'VALIDATION', 'This code is not correct.'],
    ['Validation Failed', 400, 'VALIDATION', 'This is not a valid code.'],
    ['Boom', 500, 'API', 'The code could not be checked.'],
  ])('shows the message of %s', async (message, status, kind, shown) => {
    handlers.set('/api/auth/challenge-respond', () => apiErrorReply(status, kind, message));
    saveChallenge({ session: 's1', type: 'SOFTWARE_TOKEN_MFA', username: USERNAME });
    renderChallenge();
    await submitCode('000000');
    expect(await screen.findByText(new RegExp(`^${shown.replace(/\./g, '\\.')}`))).toBeInTheDocument();
    // the refused code is cleared for the next one
    expect((screen.getByLabelText('Code', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(getSession()).toBeNull();
  });

  it('asks for six digits before calling the server', async () => {
    saveChallenge({ session: 's1', type: 'SOFTWARE_TOKEN_MFA', username: USERNAME });
    renderChallenge();
    type('Code', '12a45');
    expect(await screen.findByText('Please enter the six digits of the code.')).toBeInTheDocument();
    expect(button('Verify').disabled).toBe(true);
  });

  it('signs in with a correct code and sends it with the challenge', async () => {
    handlers.set('/api/auth/challenge-respond', () => jsonReply(200, tokens()));
    saveChallenge({ session: 's1', type: 'SOFTWARE_TOKEN_MFA', username: USERNAME });
    renderChallenge();
    await submitCode('654321');
    await waitFor(() => expect(getSession()).not.toBeNull());
    expect(calls[0]?.body).toMatchObject({ type: 'SOFTWARE_TOKEN_MFA', code: '654321' });
  });

  it('goes back to /login when the server has forgotten the session', async () => {
    handlers.set('/api/auth/challenge-respond', () =>
      apiErrorReply(401, 'AUTHENTICATION_REQUIRED', 'The sign-in session has expired. Please sign in again.'),
    );
    saveChallenge({ session: 's1', type: 'SOFTWARE_TOKEN_MFA', username: USERNAME });
    renderChallenge();
    await submitCode('654321');
    await screen.findByTestId('login');
    expect(loginProbe().state).toEqual({ loginNotice: 'challengeEnded', email: USERNAME });
    expect(readChallenge()).toBeNull();
  });
});
