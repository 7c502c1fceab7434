import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@steelyard/domain/constants';
import { SERVICE_UNAVAILABLE } from '@steelyard/domain/errors';
import { z } from 'zod';
import { fakeAccessToken } from '../../test/render';
import { setErrorSink } from '../error-reporting/error-reporting';
import { setUnauthenticatedHandler } from '../session/auth-events';
import { clearSession, getSession, SESSION_STORAGE_KEY, setSession, type Session } from '../session/session-store';
import { apiRequest, retryAfterMs } from './api-client';
import { ApiError } from './api-error';

type FetchArgs = [string, RequestInit];

function json(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function session(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 600, groups: ['BUYER'] }),
    refreshToken: 'refresh-1',
    tenant: 'MARKETPLACE',
    accessTokenValidTo: new Date(Date.now() + 600_000).toISOString(),
    refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
    permissions: ['BUYER'],
    userId: 'user-1',
    organisationId: 'org-1',
    ...overrides,
  };
}

/** The refresh-token reply: a new access token and the refresh token rotated to (decision 130). */
function refreshed(accessToken: string, refreshToken = 'refresh-2') {
  return {
    accessToken,
    accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
    refreshToken,
    refreshTokenValidTo: new Date(Date.now() + 86_000_000).toISOString(),
  };
}

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const reported: unknown[] = [];
const unauthenticated = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  reported.length = 0;
  setErrorSink({ report: (error) => reported.push(error) });
  unauthenticated.mockReset();
  setUnauthenticatedHandler(unauthenticated);
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedHandler(null);
});

describe('apiRequest', () => {
  it('sends the bearer token with credentials and validates the reply', async () => {
    setSession(session());
    fetchMock.mockResolvedValue(json(200, { name: 'Ada' }));
    const reply = await apiRequest('universal/users/self', { schema: z.object({ name: z.string() }) });
    expect(reply).toEqual({ name: 'Ada' });
    const [uri, init] = fetchMock.mock.calls[0]!;
    expect(uri).toBe('/api/universal/users/self');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${getSession()!.accessToken}`);
  });

  it('maps error replies to kinds, suffixes method and URI, keeps details and reports', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        kind: 'VALIDATION',
        message: 'Bad input',
        details: [{ path: 'name', message: 'x' }],
      }),
    );
    const error = await apiRequest('manager/users', { method: 'POST', body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('VALIDATION');
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Bad input (POST /api/manager/users)');
    expect(apiError.reason).toBe('Bad input');
    expect(apiError.details).toEqual([{ path: 'name', message: 'x' }]);
    expect(reported).toEqual([apiError]);
  });

  it.each([
    [403, 'ACCESS_DENIED'],
    [404, 'NOT_FOUND'],
    [408, 'TIMEOUT'],
    [429, 'RATE_LIMITED'],
    [409, 'API'],
    [503, 'API'],
  ])('maps status %i to %s', async (status, kind) => {
    fetchMock.mockResolvedValue(json(status, { statusCode: status, kind: 'API', message: 'nope' }));
    await expect(apiRequest('x', { auth: false })).rejects.toMatchObject({ kind, status });
  });

  it("fails with 'Parse response failed' for an unparseable body or a reply off the schema", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(apiRequest('x', { auth: false })).rejects.toMatchObject({
      kind: 'PARSE',
      reason: 'Parse response failed',
    });
    fetchMock.mockResolvedValueOnce(json(200, { name: 42 }));
    await expect(apiRequest('x', { auth: false, schema: z.object({ name: z.string() }) })).rejects.toMatchObject({
      kind: 'PARSE',
    });
  });

  it("fails with 'Request timeout' when no answer comes in time", async () => {
    fetchMock.mockImplementation(
      (_uri, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiRequest('slow', { auth: false, timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'TIMEOUT',
      reason: 'Request timeout',
      message: 'Request timeout (GET /api/slow)',
    });
  });

  it('turns a failed fetch into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('x', { auth: false })).rejects.toMatchObject({ kind: 'NETWORK' });
  });

  it('does not report failures the caller expects as answers', async () => {
    fetchMock.mockResolvedValue(json(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'Token not found' }));
    await expect(
      apiRequest('auth/forgot-password/verify', { auth: false, isExpectedError: (e) => e.kind === 'NOT_FOUND' }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(reported).toEqual([]);
    fetchMock.mockResolvedValue(json(500, { statusCode: 500, kind: 'API', message: 'Boom' }));
    await expect(
      apiRequest('auth/forgot-password/verify', { auth: false, isExpectedError: (e) => e.kind === 'NOT_FOUND' }),
    ).rejects.toMatchObject({ kind: 'API' });
    expect(reported).toHaveLength(1);
  });

  it('a 401 on an authenticated call raises the unauthenticated event', async () => {
    setSession(session());
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, kind: 'AUTHENTICATION_REQUIRED', message: 'expired' }));
    await expect(apiRequest('universal/users/self')).rejects.toMatchObject({ kind: 'AUTHENTICATION_REQUIRED' });
    expect(unauthenticated).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
  });

  it('refreshes a token with under 3 s left once, while other requests wait', async () => {
    setSession(session({ accessTokenValidTo: new Date(Date.now() + 1_000).toISOString() }));
    const fresh = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER', 'SELLER'] });
    fetchMock.mockImplementation(async (uri) => {
      if (uri === '/api/auth/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(200, refreshed(fresh));
      }
      return json(200, { ok: true });
    });
    await Promise.all([apiRequest('a'), apiRequest('b')]);
    const refreshCalls = fetchMock.mock.calls.filter(([uri]) => uri === '/api/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0]![1].body as string)).toEqual({
      refreshToken: 'refresh-1',
      tenant: 'MARKETPLACE',
      userId: 'user-1',
    });
    for (const [uri, init] of fetchMock.mock.calls.filter(([u]) => u !== '/api/auth/refresh-token')) {
      expect((init.headers as Record<string, string>).Authorization, uri).toBe(`Bearer ${fresh}`);
    }
    expect(getSession()!.permissions).toEqual(['BUYER', 'SELLER']);
  });

  it('keeps the rotated refresh token and sends it at the next refresh', async () => {
    setSession(session({ accessTokenValidTo: new Date(Date.now() + 1_000).toISOString() }));
    const soonStale = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 2, groups: ['BUYER'] });
    const fresh = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'] });
    let refreshes = 0;
    fetchMock.mockImplementation(async (uri) => {
      if (uri !== '/api/auth/refresh-token') return json(200, { ok: true });
      refreshes += 1;
      // the first new access token is itself about to expire, so the next call refreshes again
      if (refreshes === 1) {
        return json(200, {
          ...refreshed(soonStale, 'refresh-2'),
          accessTokenValidTo: new Date(Date.now() + 1_000).toISOString(),
        });
      }
      return json(200, refreshed(fresh, 'refresh-3'));
    });
    await apiRequest('a');
    expect(getSession()).toMatchObject({ refreshToken: 'refresh-2' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ refreshToken: 'refresh-2' });
    await apiRequest('b');
    const sent = fetchMock.mock.calls
      .filter(([uri]) => uri === '/api/auth/refresh-token')
      .map(([, init]) => (JSON.parse(init.body as string) as { refreshToken: string }).refreshToken);
    expect(sent).toEqual(['refresh-1', 'refresh-2']);
    expect(getSession()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-3' });
  });

  it('uses the session another tab refreshed meanwhile instead of spending the old refresh token', async () => {
    const stale = session({ accessTokenValidTo: new Date(Date.now() + 1_000).toISOString() });
    setSession(stale);
    // another tab refreshed: storage holds the new tokens before this tab's storage event arrived
    const fresh = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'] });
    const rotated = { ...stale, ...refreshed(fresh, 'refresh-2') };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(rotated));
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('a');
    expect(fetchMock.mock.calls.map(([uri]) => uri)).toEqual(['/api/a']);
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);
    expect(getSession()).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it("refreshes under the browser's tab-wide lock where there is one", async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: async (name: string, run: () => Promise<unknown>) => (held.push(name), run()) },
    });
    setSession(session({ accessTokenValidTo: new Date(Date.now() + 1_000).toISOString() }));
    const fresh = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'] });
    fetchMock.mockImplementation(async (uri) =>
      uri === '/api/auth/refresh-token' ? json(200, refreshed(fresh)) : json(200, { ok: true }),
    );
    await apiRequest('a');
    expect(held).toEqual(['steelyard.token-refresh']);
    expect(getSession()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-2' });
  });

  it('a failed refresh ends the session', async () => {
    setSession(session({ accessTokenValidTo: new Date(Date.now() - 1).toISOString() }));
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, kind: 'AUTHENTICATION_REQUIRED', message: 'revoked' }));
    await expect(apiRequest('a')).rejects.toMatchObject({ kind: 'AUTHENTICATION_REQUIRED' });
    expect(unauthenticated).toHaveBeenCalled();
  });
});

/** The server's answer when its database connection dropped mid-request (decision 99). */
function unavailable(retryAfter?: string) {
  return new Response(JSON.stringify({ statusCode: 503, kind: 'API', message: SERVICE_UNAVAILABLE }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) },
  });
}

describe('apiRequest after a 503 with Retry-After', () => {
  beforeEach(() => {
    // only the clocks: the Response bodies' streams keep their real scheduling
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a GET again after the wait the server asks for, with a session fresh at that time', async () => {
    // 3.5 s left: fresh enough for the first attempt, not for the retry a second later
    setSession(session({ accessTokenValidTo: new Date(Date.now() + 3_500).toISOString() }));
    const first = getSession()!.accessToken;
    const fresh = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups: ['BUYER'] });
    fetchMock.mockImplementation(async (uri) => {
      if (uri === '/api/auth/refresh-token') return json(200, refreshed(fresh));
      return fetchMock.mock.calls.length === 1 ? unavailable('1') : json(200, { name: 'Ada' });
    });
    const reply = apiRequest('universal/users/self', { schema: z.object({ name: z.string() }) });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reply).resolves.toEqual({ name: 'Ada' });
    const uris = fetchMock.mock.calls.map(([uri]) => uri);
    expect(uris).toEqual(['/api/universal/users/self', '/api/auth/refresh-token', '/api/universal/users/self']);
    const authorization = (call: number) =>
      (fetchMock.mock.calls[call]![1].headers as Record<string, string>).Authorization;
    expect(authorization(0)).toBe(`Bearer ${first}`);
    expect(authorization(2)).toBe(`Bearer ${fresh}`);
    expect(reported).toEqual([]);
  });

  it('sends a POST with an Idempotency-Key again with the same key and body', async () => {
    fetchMock.mockResolvedValueOnce(unavailable('1')).mockResolvedValueOnce(json(201, { id: 'order-1' }));
    const reply = apiRequest('buyer/purchase-orders', {
      method: 'POST',
      body: { listingId: 'listing-1' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'key-12345678' },
      auth: false,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(reply).resolves.toEqual({ id: 'order-1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init.method).toBe('POST');
      expect((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBe('key-12345678');
      expect(JSON.parse(init.body as string)).toEqual({ listingId: 'listing-1' });
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'does not send a %s without an Idempotency-Key again',
    async (method) => {
      fetchMock.mockImplementation(async () => unavailable('1'));
      const error = apiRequest('buyer/cart', { method, body: {}, auth: false }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await error).toMatchObject({ kind: 'API', status: 503, reason: SERVICE_UNAVAILABLE });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('gives up after two retries with the 503, reported once', async () => {
    fetchMock.mockImplementation(async () => unavailable('1'));
    const error = apiRequest('x', { auth: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const apiError = (await error) as ApiError;
    expect(apiError).toBeInstanceOf(ApiError);
    expect(apiError).toMatchObject({ kind: 'API', status: 503, reason: SERVICE_UNAVAILABLE });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(reported).toEqual([apiError]);
  });

  it.each([
    ['no', undefined],
    ['an empty', ''],
    ['an invalid', 'soon'],
  ])('does not retry a 503 with %s Retry-After', async (_label, retryAfter) => {
    fetchMock.mockImplementation(async () => unavailable(retryAfter));
    const error = apiRequest('x', { auth: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await error).toMatchObject({ kind: 'API', status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits at most 5 s however long the server asks for', async () => {
    fetchMock.mockResolvedValueOnce(unavailable('120')).mockResolvedValueOnce(json(200, { ok: true }));
    const reply = apiRequest('x', { auth: false });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reply).resolves.toEqual({ ok: true });
  });

  it('stops waiting when the caller aborts, as an aborted fetch does', async () => {
    fetchMock.mockImplementation(async () => unavailable('1'));
    const controller = new AbortController();
    const error = apiRequest('x', { auth: false, signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const thrown = await error;
    expect(thrown).toBeInstanceOf(DOMException);
    expect(thrown).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');

  it('reads delay-seconds and HTTP dates, at most 5 s and never below 0', () => {
    expect(retryAfterMs('1', now)).toBe(1_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('120', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 11:00:00 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('is null for a missing or invalid value', () => {
    for (const value of [null, '', 'soon', '1.5', '-1', 'Mon, 99 Foo 2026'])
      expect(retryAfterMs(value, now)).toBeNull();
  });
});
