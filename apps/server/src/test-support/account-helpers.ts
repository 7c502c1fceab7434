import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import { bearer, DEMO, logIn, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One signed-in call: `call(t, token)('PATCH', url, body, headers)`. */
export const call =
  (t: TestApp, accessToken: string) =>
  (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(accessToken), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

/** Access tokens of every demo user, signed in once per test file. */
export async function demoTokens(t: TestApp): Promise<Record<keyof typeof DEMO, string>> {
  const tokens = {} as Record<keyof typeof DEMO, string>;
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    tokens[key] = (await logIn(t.app, DEMO[key])).accessToken;
  }
  return tokens;
}

/** Fails the test unless the reply is this status with exactly this message. */
export function expectError(res: LightMyRequestResponse, status: number, message: string): ErrorReply {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<ErrorReply>();
  expect(body.message).toBe(message);
  return body;
}
