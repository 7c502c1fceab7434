import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createPageRenderer } from './page-render';

/*
 * Signed-in pages rendered for the session cookie (issue 25, decision 3), with a stand-in for the web's
 * Node bundle (apps/web/dist/ssr/render.mjs): it asks the API who the user is through the transport the
 * server hands it, so these tests see the render act as the cookie's user, and it fails or hangs when
 * the page's path asks it to.
 */

const FAKE_BUNDLE = `
export async function renderSessionPage(input) {
  if (input.url.includes('fail=throw')) throw new Error('a component needed the browser');
  if (input.url.includes('fail=decline')) return null;
  if (input.url.includes('fail=hang')) await new Promise((resolve) => setTimeout(resolve, 3000));
  const reply = await input.fetch('/api/universal/users/self', {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + input.accessToken },
  });
  const self = await reply.json();
  return { markup: '<main>' + reply.status + ' ' + self.email + ' ' + input.url + ' ' + input.layout + '</main>', title: 'Page', language: input.chosenLanguage ?? 'en', state: {} };
}
export function fillSessionTemplate(template, page, userId) {
  return template.replace('<div id="root"></div>', '<div id="root" data-rendered="session" data-user="' + userId + '" data-language="' + page.language + '">' + page.markup + '</div>');
}
`;

let t: TestApp;
let web: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-ssr-'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelyard</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'ssr', 'session.html'), '<!doctype html><title></title><div id="root"></div>');
  writeFileSync(path.join(dist, 'ssr', 'render.mjs'), FAKE_BUNDLE);
  t = await createTestApp();
  web = await buildTestApp(t.db, { env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

/** Signs in through the API and answers the session cookie it set (`name=value`) and the tokens. */
async function signIn(email: string) {
  const res = await web.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password: 'Steelyard-Demo-2026!', tenant: 'MARKETPLACE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('steelyard.session='));
  expect(setCookie).toBeDefined();
  return {
    cookie: setCookie!.split(';')[0]!,
    tokens: res.json<{ accessToken: string; refreshToken: string; userId: string }>(),
  };
}

const page = (url: string, cookie?: string) => web.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('signed-in pages rendered by the server', () => {
  it('renders a page for the session cookie as its user, never cached, and the app without the cookie', async () => {
    const { cookie } = await signIn(DEMO.buyer);
    const res = await page('/orders?status=PROCESSING', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('cookie');
    // the bundle's API request went through the server's routes as the cookie's user
    expect(res.body).toContain(`<main>200 ${DEMO.buyer} /orders?status=PROCESSING wide</main>`);
    expect(res.body).toContain('data-rendered="session"');

    const seller = await signIn(DEMO.seller);
    expect((await page('/orders', seller.cookie)).body).toContain(`200 ${DEMO.seller}`);

    const anonymous = await page('/orders');
    expect(anonymous.body).toBe('<!doctype html><title>Steelyard</title><div id="root"></div>');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('lays the page out for a phone when the browser says it is one', async () => {
    const { cookie } = await signIn(DEMO.buyer);
    const phone = (headers: Record<string, string>) =>
      web.app.inject({ url: '/orders', headers: { cookie, ...headers } }).then((res) => res.body);
    expect(await phone({ 'sec-ch-ua-mobile': '?1' })).toContain('/orders narrow</main>');
    // a desktop browser's hint wins over a UA that names a phone
    expect(await phone({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile Safari' })).toContain('/orders wide</main>');
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    expect(await phone({ 'user-agent': android })).toContain('/orders narrow</main>');
    expect(await phone({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toContain(
      '/orders wide</main>',
    );
  });

  it('renders the language chosen on the device (the language cookie)', async () => {
    const { cookie } = await signIn(DEMO.buyer);
    expect((await page('/orders', `${cookie}; steelyard.language=de`)).body).toContain('data-language="de"');
  });

  it('sends the app, not the user’s page, once the cookie’s session has ended (logout)', async () => {
    const { cookie, tokens } = await signIn(DEMO.buyer);
    expect((await page('/orders', cookie)).body).toContain('data-rendered="session"');
    const logout = await web.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-token',
      headers: { ...bearer(tokens.accessToken), cookie, 'sec-fetch-site': 'same-origin' },
      payload: { refreshToken: tokens.refreshToken, tenant: 'MARKETPLACE', userId: tokens.userId },
    });
    expect(logout.statusCode, logout.body).toBe(204);
    // the cookie kept by a hostile or careless browser after the logout renders nothing
    const after = await page('/orders', cookie);
    expect(after.body).not.toContain(DEMO.buyer);
    expect(after.body).toBe('<!doctype html><title>Steelyard</title><div id="root"></div>');
  });

  it('never renders the operators’ console, and refuses a forged cookie', async () => {
    const { cookie } = await signIn(DEMO.buyer);
    expect((await page('/operator/listings', cookie)).body).not.toContain('data-rendered');
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect((await page('/orders', forged)).body).not.toContain('data-rendered');
  });

  it('sends the app when the render fails or declines the page', async () => {
    const { cookie } = await signIn(DEMO.buyer);
    for (const url of ['/orders?fail=throw', '/orders?fail=decline']) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>Steelyard</title><div id="root"></div>');
    }
  });
});

describe('the page renderer', () => {
  const request = (url: string) => ({ url, ip: '127.0.0.1', headers: { cookie: 'x' } }) as unknown as FastifyRequest;

  it('answers null at once while it renders another page, and when a render is late', async () => {
    const renderer = createPageRenderer({
      distDir: dist,
      inject: web.app.inject.bind(web.app),
      log: web.app.log,
      readSession: () => Promise.resolve({ userId: 'u1', accessToken: 'not-checked-by-the-stand-in' }),
      timeoutMs: 200,
    });
    const started = Date.now();
    const [late, busy] = await Promise.all([
      renderer.render(request('/orders?fail=hang')),
      renderer.render(request('/orders')),
    ]);
    expect(late).toBeNull();
    expect(busy).toBeNull();
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('never renders without the web build’s Node bundle', async () => {
    const renderer = createPageRenderer({
      distDir: mkdtempSync(path.join(os.tmpdir(), 'steelyard-no-ssr-')),
      inject: web.app.inject.bind(web.app),
      log: web.app.log,
      readSession: () => Promise.resolve({ userId: 'u1', accessToken: 'x' }),
    });
    expect(await renderer.render(request('/orders'))).toBeNull();
  });
});
