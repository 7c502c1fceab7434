import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshTokenReply } from '@steelyard/domain/auth';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { REFRESH_TOKEN_TTL_MS } from '@steelyard/domain/constants';
import type { ErrorReply } from '@steelyard/domain/errors';
import { signInDirectly } from '../../test-support/access-helpers';
import { bearer, buildTestApp, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';
import { findUserCredentialsByEmail, createUser, setUserActivated } from '../users/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (username: string, password: string, tenant = 'MARKETPLACE', ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, tenant }, remoteAddress: ip });

async function addUser(email: string, overrides: { activated?: boolean; tenant?: 'MARKETPLACE' | 'ADMIN' } = {}) {
  const manager = await findUserCredentialsByEmail(t.db, DEMO.manager);
  return createUser(t.db, {
    organisationId: manager!.organisationId,
    name: `Test ${email}`,
    email,
    roles: ['BUYER'],
    passwordHash: await t.passwords.hash('Correct-Horse-Battery-9'),
    ...overrides,
  });
}

describe('POST api/auth/login', () => {
  it('answers tokens whose access token carries exp, sub, org, tenant and the roles', async () => {
    const tokens = await logIn(t.app, DEMO.manager);
    const [, payload] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: tokens.userId, tenant: 'MARKETPLACE', groups: ['MANAGER', 'BUYER', 'SELLER'] });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(new Date(tokens.accessTokenValidTo).getTime()).toBe(claims.exp * 1000);
    expect(new Date(tokens.refreshTokenValidTo).getTime() - t.clock.now().getTime()).toBe(REFRESH_TOKEN_TTL_MS);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes the e-mail in any case and with surrounding spaces', async () => {
    const res = await login('  BUYER@Demo-Steel.EXAMPLE ', 'Steelyard-Demo-2026!');
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    for (const res of [await login(DEMO.seller, 'wrong-password'), await login('nobody@example.com', 'whatever')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorReply>()).toEqual({
        statusCode: 401,
        kind: 'AUTHENTICATION_REQUIRED',
        message: 'Your email or password is incorrect.',
      });
    }
  });

  it('answers 403 UNAUTHORIZED to a deactivated user, but only after the right password', async () => {
    await addUser('inactive@demo-steel.example', { activated: false });
    const wrong = await login('inactive@demo-steel.example', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorReply>().message).toBe('Your email or password is incorrect.');
    const res = await login('inactive@demo-steel.example', 'Correct-Horse-Battery-9');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorReply>()).toMatchObject({ kind: 'ACCESS_DENIED' });
    expect(res.json<ErrorReply>().message).toContain('UNAUTHORIZED');
    // the login screen tells a deactivated account by this message (issue 23, item 6)
    expect(res.json<ErrorReply>().message).toBe(AUTH_MESSAGES.deactivated);
  });

  it('answers 403 UNAUTHORIZED when the account belongs to another tenant', async () => {
    await addUser('operator@demo-steel.example', { tenant: 'ADMIN' });
    const res = await login('operator@demo-steel.example', 'Correct-Horse-Battery-9');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorReply>()).toMatchObject({ kind: 'ACCESS_DENIED' });
    expect(res.json<ErrorReply>().message).toContain('UNAUTHORIZED');
  });

  it('does not let an ADMIN-tenant token use the marketplace families', async () => {
    // operators sign in with two-factor (decision 47), so the token is signed here
    const res = await login('operator@demo-steel.example', 'Correct-Horse-Battery-9', 'ADMIN');
    expect(res.json()).toMatchObject({ type: 'MFA_SETUP' });
    const user = (await findUserCredentialsByEmail(t.db, 'operator@demo-steel.example'))!;
    const token = await signInDirectly(t, user);
    const self = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(token) });
    expect(self.statusCode).toBe(403);
  });

  it('answers 400 with field details for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'not-an-email', tenant: 'SOMEWHERE' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorReply>();
    expect(body.kind).toBe('VALIDATION');
    expect(body.details?.map((d) => d.path).sort()).toEqual(['body.password', 'body.tenant', 'body.username']);
  });
});

describe('login throttling', () => {
  it('locks the e-mail for an hour at the address of five failures within 15 minutes', async () => {
    await addUser('throttled@demo-steel.example');
    for (let i = 0; i < 5; i++) {
      expect((await login('throttled@demo-steel.example', 'wrong', 'MARKETPLACE', '10.0.0.1')).statusCode).toBe(401);
    }
    // locked there: even the right password is refused, with the time to wait
    const locked = await login('Throttled@demo-steel.example', 'Correct-Horse-Battery-9', 'MARKETPLACE', '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ErrorReply>()).toMatchObject({ kind: 'RATE_LIMITED' });
    expect(locked.json<ErrorReply>().message).toContain('one hour');
    expect(locked.headers['retry-after']).toBe('3600');

    t.clock.advance(59 * 60 * 1000);
    const later = await login('throttled@demo-steel.example', 'Correct-Horse-Battery-9', 'MARKETPLACE', '10.0.0.1');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('60');
    t.clock.advance(2 * 60 * 1000);
    expect(
      (await login('throttled@demo-steel.example', 'Correct-Horse-Battery-9', 'MARKETPLACE', '10.0.0.1')).statusCode,
    ).toBe(200);
  });

  it('does not let failures from one address lock the owner out at another (issue 22)', async () => {
    await addUser('targeted@demo-steel.example');
    for (let i = 0; i < 5; i++) {
      expect((await login('targeted@demo-steel.example', 'wrong', 'MARKETPLACE', '10.0.2.1')).statusCode).toBe(401);
    }
    const attacker = await login('targeted@demo-steel.example', 'Correct-Horse-Battery-9', 'MARKETPLACE', '10.0.2.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.headers['retry-after']).toBe('3600');
    // the owner, elsewhere, signs in; the attacker's address stays locked
    const owner = await login('targeted@demo-steel.example', 'Correct-Horse-Battery-9', 'MARKETPLACE', '10.0.2.2');
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await login('targeted@demo-steel.example', 'wrong', 'MARKETPLACE', '10.0.2.1')).statusCode).toBe(429);
  });

  it('brakes an account failing from many addresses, except where it signed in before', async () => {
    const braking = await buildTestApp(t.db, { env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '6' } });
    try {
      const attempt = (password: string, ip: string) =>
        braking.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'sprayed@demo-steel.example', password, tenant: 'MARKETPLACE' },
          remoteAddress: ip,
        });
      await addUser('sprayed@demo-steel.example');
      expect((await attempt('Correct-Horse-Battery-9', '10.0.3.100')).statusCode).toBe(200);
      // two wrong guesses from each of three addresses: no pair is locked, the account has six
      for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3']) {
        for (let i = 0; i < 2; i++) expect((await attempt('wrong', ip)).statusCode).toBe(401);
      }
      const braked = await attempt('Correct-Horse-Battery-9', '10.0.3.4');
      expect(braked.statusCode).toBe(429);
      expect(braked.json<ErrorReply>().message).toContain('one hour');
      expect(braked.headers['retry-after']).toBe('3600');
      // the address the owner signed in from before is not held back
      expect((await attempt('Correct-Horse-Battery-9', '10.0.3.100')).statusCode).toBe(200);
      braking.clock.advance(60 * 60 * 1000);
      expect((await attempt('Correct-Horse-Battery-9', '10.0.3.4')).statusCode).toBe(200);
    } finally {
      await braking.close();
    }
  });

  it('forgets failures older than 15 minutes', async () => {
    await addUser('slow-typist@demo-steel.example');
    for (let i = 0; i < 4; i++) await login('slow-typist@demo-steel.example', 'wrong', 'MARKETPLACE', '10.0.1.1');
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 4; i++) await login('slow-typist@demo-steel.example', 'wrong', 'MARKETPLACE', '10.0.1.1');
    expect((await login('slow-typist@demo-steel.example', 'Correct-Horse-Battery-9')).statusCode).toBe(200);
  });

  it('locks an address that fails on many e-mails', async () => {
    const limited = await buildTestApp(t.db, { env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      const attempt = (email: string, password = 'wrong') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: email, password, tenant: 'MARKETPLACE' },
          remoteAddress: '10.9.9.9',
        });
      for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
        expect((await attempt(email)).statusCode).toBe(401);
      expect((await attempt(DEMO.buyer, 'Steelyard-Demo-2026!')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST api/auth/refresh-token', () => {
  const refresh = (body: { refreshToken: string; userId: string; tenant?: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { tenant: 'MARKETPLACE', ...body } });

  it('answers a new access token for a live refresh token', async () => {
    const tokens = await logIn(t.app, DEMO.buyer);
    t.clock.advance(20 * 60 * 1000);
    const res = await refresh({ refreshToken: tokens.refreshToken, userId: tokens.userId });
    expect(res.statusCode).toBe(200);
    const reply = res.json<RefreshTokenReply>();
    expect(new Date(reply.accessTokenValidTo).getTime()).toBeGreaterThan(new Date(tokens.accessTokenValidTo).getTime());
    const self = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(reply.accessToken) });
    expect(self.statusCode).toBe(200);
  });

  it('answers 401 for an unknown token, another user or another tenant', async () => {
    const tokens = await logIn(t.app, DEMO.buyer);
    const other = await logIn(t.app, DEMO.seller);
    expect((await refresh({ refreshToken: 'not-a-token', userId: tokens.userId })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: tokens.refreshToken, userId: other.userId })).statusCode).toBe(401);
    expect((await refresh({ refreshToken: tokens.refreshToken, userId: 'not-a-uuid' })).statusCode).toBe(401);
    expect((await refresh({ ...tokens, tenant: 'ADMIN' })).statusCode).toBe(401);
  });

  it('answers 401 once the refresh token is 24 hours old', async () => {
    const tokens = await logIn(t.app, DEMO.buyer);
    t.clock.advance(REFRESH_TOKEN_TTL_MS - 1000);
    const renewed = await refresh(tokens);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(1000);
    // the rotated refresh token keeps the session's expiry (decision 130)
    expect((await refresh({ ...tokens, ...renewed.json<RefreshTokenReply>() })).statusCode).toBe(401);
  });

  it('answers 401 after the user is deactivated', async () => {
    const user = await addUser('leaver@demo-steel.example');
    const tokens = await logIn(t.app, 'leaver@demo-steel.example', 'Correct-Horse-Battery-9');
    await setUserActivated(t.db, user.id, false, t.clock.now());
    expect((await refresh(tokens)).statusCode).toBe(401);
    const self = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(tokens.accessToken) });
    expect(self.statusCode).toBe(401);
  });
});

describe('POST api/auth/revoke-token', () => {
  it('revokes the refresh token, idempotently', async () => {
    const tokens = await logIn(t.app, DEMO.seller);
    const revoke = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/revoke-token', payload: { ...tokens, tenant: 'MARKETPLACE' } });
    const first = await revoke();
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await revoke()).statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: tokens.refreshToken, userId: tokens.userId, tenant: 'MARKETPLACE' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 204 for a token it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-token',
      payload: { refreshToken: 'unknown', userId: 'someone', tenant: 'MARKETPLACE' },
    });
    expect(res.statusCode).toBe(204);
  });
});
