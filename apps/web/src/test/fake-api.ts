import { vi } from 'vitest';
import { setSession, sessionFromTokens } from '../shared/session/session-store';
import { fakeAccessToken, jsonReply } from './render';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: a Response, a JSON body (200), or a function of the request giving either. */
export type FakeReply = Response | object | ((request: FakeRequest) => Response | object);

/**
 * Stubs fetch with replies by "METHOD /api/path" (without the query); everything else answers 404.
 * Returns the requests made, for assertions on bodies, queries and headers.
 */
export function fakeApi(replies: Record<string, FakeReply>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (uri: string, init: RequestInit = {}) => {
      const url = new URL(uri, 'http://localhost');
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      const reply = replies[`${request.method} ${request.path}`];
      const answer = typeof reply === 'function' ? reply(request) : reply;
      if (answer === undefined) return jsonReply(404, { statusCode: 404, kind: 'NOT_FOUND', message: 'Not Found' });
      return answer instanceof Response ? answer : jsonReply(200, answer);
    }),
  );
  return {
    requests,
    /** The requests to one "METHOD /api/path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** Signs in a user (a session with a 15-minute access token). */
export function signInAs(userId: string, groups: string[] = []) {
  setSession(
    sessionFromTokens({
      accessToken: fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 900, groups, org: 'o1' }),
      refreshToken: 'r1',
      accessTokenValidTo: new Date(Date.now() + 900_000).toISOString(),
      refreshTokenValidTo: new Date(Date.now() + 86_400_000).toISOString(),
      userId,
    }),
  );
}
