import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../shared/api/query-client';
import { FALLBACK_PUBLIC_CONFIG, publicConfigKeys } from '../shared/config/public-config';
import { clearSession, sessionFromTokens, setSession } from '../shared/session/session-store';
import { fakeAccessToken } from '../test/render';
import { LANGUAGE_STORAGE_KEY } from '../shared/i18n/i18n';
import { layoutHint } from '../shared/ui/layout-hint';
import { shouldHydrate, takeSessionRender } from './hydration';

/** The #root the server sent: a page pre-rendered in a language, with the config it showed. */
function prerenderedRoot(language: string | null, config?: string): HTMLElement {
  const root = document.createElement('div');
  if (language) root.dataset.prerendered = language;
  if (config) root.dataset.config = config;
  return root;
}

const open = (url: string, state: unknown = null) => window.history.replaceState(state, '', url);

/** Signs a buyer in on this tab. */
function signInAs(userId: string) {
  setSession(
    sessionFromTokens({
      accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 600, groups: ['BUYER'] }),
      refreshToken: 'r',
      accessTokenValidTo: new Date(Date.now() + 600_000).toISOString(),
      refreshTokenValidTo: new Date(Date.now() + 3_600_000).toISOString(),
      userId,
    }),
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  clearSession();
  open('/');
});

describe('hydrating a pre-rendered page', () => {
  it('hydrates /login rendered in the language of this browser, with or without a carried redirect', async () => {
    open('/login');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(true);
    open('/login?redirect=%2Forders');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(true);
  });

  it('renders the app’s own page over HTML that is not its first render', async () => {
    open('/login');
    // index.html: nothing pre-rendered
    expect(await shouldHydrate(prerenderedRoot(null))).toBe(false);
    // the server had no cookie for the language chosen here
    expect(await shouldHydrate(prerenderedRoot('de'))).toBe(false);
    // a notice another sign-in screen handed over, kept by the history entry across a reload
    open('/login', { usr: { loginNotice: 'challengeEnded' }, key: 'k1', idx: 1 });
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(false);
    // a path the build did not pre-render
    open('/orders');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(false);
  });

  it('renders its own page for a signed-in visitor (the guard moves them on)', async () => {
    signInAs('u1');
    open('/login');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(false);
  });

  it('hydrates a password link only when it carries a token, and never the challenge screen', async () => {
    open('/login/reset-password?token=abc&email=a%40b.example');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(true);
    open('/login/reset-password');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(false);
    open('/login/challenge-respond');
    expect(await shouldHydrate(prerenderedRoot('en'))).toBe(false);
  });

  it('hydrates a legal page when the config says what it was rendered with, its text in the cache first', async () => {
    queryClient.setQueryData(publicConfigKeys.all, { ...FALLBACK_PUBLIC_CONFIG, region: 'DE' });
    open('/privacy-policy');
    expect(await shouldHydrate(prerenderedRoot('en', 'DE support@steelyard.example'))).toBe(true);
    const documents = queryClient.getQueriesData({ queryKey: ['legal', 'privacy', 'DE', 'en'] });
    expect(documents).toHaveLength(1);
    expect(documents[0]![1]).toMatchObject({ title: 'Privacy policy' });
    // rendered for another region than this deployment's
    expect(await shouldHydrate(prerenderedRoot('en', 'UK support@steelyard.example'))).toBe(false);
  });
});

/** The #root of a signed-in page the server rendered for a user, and the query cache it sent beside it. */
function sessionRoot(user: string, language: string, state: unknown = { mutations: [], queries: [] }): HTMLElement {
  document.getElementById('steelyard-state')?.remove();
  const root = document.createElement('div');
  Object.assign(root.dataset, { rendered: 'session', user, language });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'steelyard-state';
  script.textContent = typeof state === 'string' ? state : JSON.stringify(state);
  document.body.append(script);
  return root;
}

const cachedOrders = {
  mutations: [],
  queries: [
    {
      queryKey: ['orders', 'u1'],
      queryHash: '["orders","u1"]',
      state: { data: { items: ['PO-1'] }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
    },
  ],
};

describe('hydrating a signed-in page the server rendered (issue 25)', () => {
  afterEach(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('takes the page of this tab’s user: its cache goes into the app’s, in the language it was rendered in', async () => {
    signInAs('u1');
    open('/orders');
    const root = sessionRoot('u1', 'de', cachedOrders);
    root.dataset.layout = 'narrow';
    expect(takeSessionRender(root)).toEqual({ language: 'de' });
    // the shell hydrates the phone layout the server rendered
    expect(layoutHint()).toBe('narrow');
    expect(queryClient.getQueryData(['orders', 'u1'])).toEqual({ items: ['PO-1'] });
    // the cache's script is gone: a later render cannot take it again
    expect(document.getElementById('steelyard-state')).toBeNull();
    expect(await shouldHydrate(root)).toBe(true);
  });

  it('leaves the page to the app when it is another user’s, nobody’s here, or in another language than chosen here', () => {
    open('/orders');
    expect(takeSessionRender(sessionRoot('u1', 'en', cachedOrders))).toBeNull();
    signInAs('u2');
    expect(takeSessionRender(sessionRoot('u1', 'en', cachedOrders))).toBeNull();
    expect(queryClient.getQueryData(['orders', 'u1'])).toBeUndefined();
    signInAs('u1');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(takeSessionRender(sessionRoot('u1', 'en', cachedOrders))).toBeNull();
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    // a cache that is not JSON (cut short)
    expect(takeSessionRender(sessionRoot('u1', 'en', '{"queries": ['))).toBeNull();
    expect(takeSessionRender(sessionRoot('u1', 'xx', cachedOrders))).toBeNull();
  });
});
