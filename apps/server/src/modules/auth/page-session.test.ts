import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshTokenReply, TokensReply } from '@steelyard/domain/auth';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import type { SelfUser } from '@steelyard/domain/users';
import { call } from '../../test-support/account-helpers';
import {
  addTestOrganisation,
  addTestUser,
  asChallenge,
  asTokens,
  GOOD_PASSWORD,
  OTHER_GOOD_PASSWORD,
  post,
  totp,
} from '../../test-support/access-helpers';
import { DEMO_OPERATOR, operatorToken } from '../../test-support/admin-helpers';
import { bearer, buildTestApp, createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { createUser, findUserCredentialsByEmail } from '../users/service';
import { CROSS_SITE_MESSAGE, PAGE_SESSION_COOKIE, readPageSession } from './page-session';

// Issue 25: signed-in pages are rendered on the server, so the session also lives in a cookie

let t: TestApp;
let manager: ReturnType<typeof call>;
let operator: ReturnType<typeof call>;

beforeAll(async () => {
  t = await createTestApp();
  manager = call(t, (await signIn(DEMO.manager, DEMO_PASSWORD)).tokens.accessToken);
  operator = call(t, await operatorToken(t));
});
afterAll(async () => t.close());

const ATTRIBUTES = ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict'];

/** The one Set-Cookie header of a reply, split into its value and attributes; null when there is none. */
function setCookieOf(res: LightMyRequestResponse): { value: string; attributes: string[] } | null {
  const header = res.headers['set-cookie'];
  if (header === undefined) return null;
  const headers = Array.isArray(header) ? header : [header];
  expect(headers).toHaveLength(1);
  const [pair, ...attributes] = headers[0]!.split('; ');
  expect(pair!.startsWith(`${PAGE_SESSION_COOKIE}=`)).toBe(true);
  return { value: pair!.slice(PAGE_SESSION_COOKIE.length + 1), attributes };
}

const cookieHeader = (value: string) => `other=1; ${PAGE_SESSION_COOKIE}=${value}`;
const secondsUntil = (validTo: string) =>
  Math.floor(Date.parse(validTo) / 1000) - Math.floor(t.clock.now().getTime() / 1000);

/** Signs in through the API (password only): the tokens and the page-session cookie's value. */
async function signIn(email: string, password = GOOD_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password, tenant: 'MARKETPLACE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json<TokensReply>();
  const cookie = setCookieOf(res);
  expect(cookie).not.toBeNull();
  return { tokens, cookie: cookie!.value, res };
}

/** A new buyer of `organisationId` (the demo organisation by default), signed in. */
async function signedInBuyer(email: string, organisationId?: string) {
  const user = await addTestUser(t, email, { organisationId });
  return { user, ...(await signIn(email)) };
}

const read = (cookie: string | undefined) =>
  readPageSession(t.ctx, cookie === undefined ? undefined : cookieHeader(cookie), t.clock.now());

const refresh = (tokens: { refreshToken: string; userId: string }) =>
  post(t, '/api/auth/refresh-token', {
    refreshToken: tokens.refreshToken,
    userId: tokens.userId,
    tenant: 'MARKETPLACE',
  });

describe('the page-session cookie', () => {
  it('is set at login, HttpOnly, Secure and SameSite=Strict, for as long as the refresh session', async () => {
    const { tokens, res } = await signedInBuyer('cookie.login@demo-steel.example');
    const cookie = setCookieOf(res)!;
    expect(cookie.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookie.attributes).toEqual([...ATTRIBUTES, `Max-Age=${secondsUntil(tokens.refreshTokenValidTo)}`]);
    // the cookie expires with the session it stands for
    const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: tokens.userId,
      aud: 'steelyard-pages',
      sid: expect.any(String),
      exp: Math.floor(Date.parse(tokens.refreshTokenValidTo) / 1000),
    });
  });

  it('is not set by a reply that is a challenge; the tokens that answer it set it, for operators too', async () => {
    const email = 'cookie.operator@steelyard.example';
    const operatorOrg = (await findUserCredentialsByEmail(t.db, DEMO_OPERATOR))!.organisationId;
    await createUser(t.db, {
      organisationId: operatorOrg,
      name: 'Cookie Operator',
      email,
      roles: ['OPERATOR'],
      tenant: 'ADMIN',
      mfaPreference: 'Enabled',
      passwordHash: await t.passwords.hash(GOOD_PASSWORD),
    });
    const login = await post(t, '/api/auth/login', { username: email, password: GOOD_PASSWORD, tenant: 'ADMIN' });
    expect(login.statusCode, login.body).toBe(200);
    const { session, type } = asChallenge(login.json());
    expect(type).toBe('MFA_SETUP');
    expect(setCookieOf(login)).toBeNull();
    const { secretCode } = (
      await post(t, '/api/auth/associate-software-token', { session })
    ).json<AssociateSoftwareTokenReply>();
    const done = await post(t, '/api/auth/challenge-respond', {
      type,
      session,
      username: email,
      code: await totp(t, secretCode),
      tenant: 'ADMIN',
    });
    expect(done.statusCode, done.body).toBe(200);
    const tokens = asTokens(done.json());
    const cookie = setCookieOf(done)!;
    expect(cookie.attributes).toEqual([...ATTRIBUTES, `Max-Age=${secondsUntil(tokens.refreshTokenValidTo)}`]);
    const page = await read(cookie.value);
    expect(page?.caller).toMatchObject({ userId: tokens.userId, tenant: 'ADMIN', roles: ['OPERATOR'] });
    expect((await call(t, page!.accessToken)('GET', '/api/admin/organisations/')).statusCode).toBe(200);
  });

  it('is renewed by a refresh, still ending with the session', async () => {
    const { tokens, cookie } = await signedInBuyer('cookie.refresh@demo-steel.example');
    t.clock.advance(10 * 60 * 1000);
    const res = await refresh(tokens);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = setCookieOf(res)!;
    const refreshed = res.json<RefreshTokenReply>();
    expect(renewed.value).not.toBe(cookie);
    expect(renewed.attributes).toEqual([...ATTRIBUTES, `Max-Age=${secondsUntil(refreshed.refreshTokenValidTo)}`]);
    expect(secondsUntil(refreshed.refreshTokenValidTo)).toBe(secondsUntil(tokens.refreshTokenValidTo));
    expect((await read(renewed.value))?.caller.userId).toBe(tokens.userId);
    // a refresh that fails sets nothing
    expect(setCookieOf(await refresh(tokens))).toBeNull();
  });

  it('is cleared at logout, and its session is gone', async () => {
    const { tokens, cookie } = await signedInBuyer('cookie.logout@demo-steel.example');
    expect(await read(cookie)).not.toBeNull();
    const res = await post(
      t,
      '/api/auth/revoke-token',
      { refreshToken: tokens.refreshToken, userId: tokens.userId, tenant: 'MARKETPLACE' },
      { cookie: cookieHeader(cookie), 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(setCookieOf(res)).toEqual({ value: '', attributes: [...ATTRIBUTES, 'Max-Age=0'] });
    expect(await read(cookie)).toBeNull();
  });
});

describe('readPageSession', () => {
  it("answers the caller with the user's roles now and an access token of the same session", async () => {
    const { user, tokens, cookie } = await signedInBuyer('cookie.reader@demo-steel.example');
    const page = await read(cookie);
    expect(page?.caller).toMatchObject({
      userId: user.id,
      organisationId: user.organisationId,
      tenant: 'MARKETPLACE',
      roles: ['BUYER'],
    });
    const self = await call(t, page!.accessToken)('GET', '/api/universal/users/self');
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json<SelfUser>().email).toBe('cookie.reader@demo-steel.example');
    // a role given by the manager applies to the next page at once
    expect((await manager('PATCH', `/api/manager/users/${user.id}`, { roles: ['SELLER'] })).statusCode).toBe(200);
    expect((await read(cookie))?.caller.roles).toEqual(['SELLER']);
    // the minted token is of the cookie's session: signing out of it ends both
    await post(t, '/api/auth/revoke-token', {
      refreshToken: tokens.refreshToken,
      userId: tokens.userId,
      tenant: 'MARKETPLACE',
    });
    expect((await call(t, page!.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
  });

  it('answers null without the cookie, for a tampered one and for an access token put in its place', async () => {
    const { tokens, cookie } = await signedInBuyer('cookie.forged@demo-steel.example');
    expect(await read(undefined)).toBeNull();
    expect(await readPageSession(t.ctx, 'other=1', t.clock.now())).toBeNull();
    expect(await read('')).toBeNull();
    const [header, payload, signature] = cookie.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherUser = (await findUserCredentialsByEmail(t.db, DEMO.manager))!.id;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: otherUser })).toString('base64url');
    expect(await read(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await read(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    // a bearer access token of the same live session is of the API's audience, not the pages'
    expect(await read(tokens.accessToken)).toBeNull();
    expect(await read(cookie)).not.toBeNull();
  });

  it('answers null once the session has expired', async () => {
    const { cookie } = await signedInBuyer('cookie.expires@demo-steel.example');
    const later = new Date(t.clock.now().getTime() + 25 * 60 * 60 * 1000);
    expect(await readPageSession(t.ctx, cookieHeader(cookie), later)).toBeNull();
  });

  it("answers null for another session after a password change; the changing session's cookie stays", async () => {
    const here = await signedInBuyer('cookie.password@demo-steel.example');
    const elsewhere = await signIn('cookie.password@demo-steel.example');
    const change = await call(t, here.tokens.accessToken)('PATCH', '/api/universal/users/password-change', {
      oldPassword: GOOD_PASSWORD,
      newPassword: OTHER_GOOD_PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(204);
    expect(await read(elsewhere.cookie)).toBeNull();
    expect(await read(here.cookie)).not.toBeNull();
  });

  it('answers null once the user is deactivated', async () => {
    const { user, cookie } = await signedInBuyer('cookie.deactivated@demo-steel.example');
    const off = await manager('PATCH', `/api/manager/users/${user.id}`, { activated: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await read(cookie)).toBeNull();
  });

  it('answers null while the organisation is suspended, and again after it is reinstated', async () => {
    const organisation = await addTestOrganisation(t);
    const { cookie } = await signedInBuyer('buyer@test-steel.example', organisation.id);
    expect(await read(cookie)).not.toBeNull();
    const url = `/api/admin/organisations/${organisation.id}`;
    expect((await operator('POST', `${url}/suspend`, { reason: 'Unpaid invoices' })).statusCode).toBe(200);
    expect(await read(cookie)).toBeNull();
    expect((await operator('POST', `${url}/reinstate`, { reason: 'Paid' })).statusCode).toBe(200);
    expect(await read(cookie)).not.toBeNull();
  });
});

describe('the API and the cookie', () => {
  it('never signs a request in by the cookie: its value is no bearer token, the cookie alone is 401', async () => {
    const { cookie } = await signedInBuyer('cookie.not.bearer@demo-steel.example');
    const asBearer = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(cookie) });
    expect(asBearer.statusCode).toBe(401);
    const alone = await t.app.inject({ url: '/api/universal/users/self', headers: { cookie: cookieHeader(cookie) } });
    expect(alone.statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/universal/users/self/language',
      headers: { cookie: cookieHeader(cookie), 'sec-fetch-site': 'same-origin' },
      payload: { locale: 'de' },
    });
    expect(write.statusCode).toBe(401);
  });

  describe('a state-changing request that carries the cookie (CSRF)', () => {
    let buyer: Awaited<ReturnType<typeof signedInBuyer>>;
    beforeAll(async () => {
      buyer = await signedInBuyer('cookie.csrf@demo-steel.example');
    });

    const setLanguage = (locale: string, headers: Record<string, string>) =>
      call(t, buyer.tokens.accessToken)('PUT', '/api/universal/users/self/language', { locale }, headers);
    const language = async () =>
      (await call(t, buyer.tokens.accessToken)('GET', '/api/universal/users/self')).json<SelfUser>().locale;
    const withCookie = (headers: Record<string, string>) => ({ cookie: cookieHeader(buyer.cookie), ...headers });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['Sec-Fetch-Site: cross-site with our Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' }],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Origin: null', { origin: 'null' }],
      ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ])('from %s is refused with 403 and changes nothing', async (_, headers) => {
      const res = await setLanguage('de', withCookie(headers));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<ErrorReply>()).toEqual({ statusCode: 403, kind: 'ACCESS_DENIED', message: CROSS_SITE_MESSAGE });
      expect(await language()).toBe('en');
    });

    it('to an open route (sign-out) from another site is refused too; the session lives on', async () => {
      const res = await post(
        t,
        '/api/auth/revoke-token',
        { refreshToken: buyer.tokens.refreshToken, userId: buyer.tokens.userId, tenant: 'MARKETPLACE' },
        withCookie({ 'sec-fetch-site': 'cross-site' }),
      );
      expect(res.statusCode).toBe(403);
      expect(setCookieOf(res)).toBeNull();
      expect(await read(buyer.cookie)).not.toBeNull();
    });

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, 'de'],
      ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }, 'es'],
      ['our own Origin (the request host)', { origin: 'http://localhost:80' }, 'de'],
      ['our own Origin (PUBLIC_URL)', { origin: 'http://steelyard.test' }, 'en'],
      ['our own Referer and no Origin', { referer: 'http://localhost/account' }, 'es'],
      // not a browser: an API client, or Playwright's request context, which keeps the cookie it was given
      ['no Sec-Fetch-Site, Origin or Referer', {}, 'de'],
    ])('from %s passes', async (_, headers, locale) => {
      const res = await setLanguage(locale, withCookie(headers));
      expect(res.statusCode, res.body).toBe(200);
      expect(await language()).toBe(locale);
    });

    it("knows the request's own origin behind a trusted proxy only (TRUST_PROXY)", async () => {
      const proxied = {
        ...withCookie({ origin: 'https://shop.example' }),
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-for': '203.0.113.9',
      };
      expect((await setLanguage('en', proxied)).statusCode).toBe(403);
      const behindProxy = await buildTestApp(t.db, { env: { TRUST_PROXY: '1' } });
      try {
        const res = await behindProxy.app.inject({
          method: 'PUT',
          url: '/api/universal/users/self/language',
          headers: { ...bearer(buyer.tokens.accessToken), ...proxied },
          payload: { locale: 'en' },
        });
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        await behindProxy.close();
      }
      expect(await language()).toBe('en');
    });

    it('that reads (GET) is not concerned, and neither is a request without the cookie', async () => {
      const reading = await call(t, buyer.tokens.accessToken)('GET', '/api/universal/users/self', undefined, {
        cookie: cookieHeader(buyer.cookie),
        'sec-fetch-site': 'cross-site',
      });
      expect(reading.statusCode).toBe(200);
      const res = await setLanguage('es', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await language()).toBe('es');
      const other = await setLanguage('en', { cookie: 'another.cookie=1', 'sec-fetch-site': 'cross-site' });
      expect(other.statusCode).toBe(200);
    });
  });
});
