import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import {
  addTestUser,
  asTokens,
  GOOD_PASSWORD,
  login,
  OTHER_GOOD_PASSWORD,
  post,
} from '../../test-support/access-helpers';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = (accessToken: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/universal/users/password-change',
    payload: { oldPassword, newPassword },
    headers: bearer(accessToken),
  });
const refresh = (tokens: { refreshToken: string; userId: string }) =>
  post(t, '/api/auth/refresh-token', {
    refreshToken: tokens.refreshToken,
    userId: tokens.userId,
    tenant: 'MARKETPLACE',
  });

describe('PATCH api/universal/users/password-change', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const email = 'changer@demo-steel.example';
    await addTestUser(t, email);
    const here = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    const elsewhere = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    const res = await change(here.accessToken, GOOD_PASSWORD, OTHER_GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(204);
    expect((await refresh(here)).statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await login(t, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a new one that fails the policy', async () => {
    const email = 'careful@demo-steel.example';
    await addTestUser(t, email);
    const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    const wrong = await change(accessToken, 'Not-My-Password-11', OTHER_GOOD_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorReply>().message).toContain('wrong password');
    const weak = await change(accessToken, GOOD_PASSWORD, 'qwertyuiop123456!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorReply>().details).toEqual([
      { path: 'body.newPassword', message: 'uppercase' },
      { path: 'body.newPassword', message: 'notCommon' },
    ]);
  });

  it("answers 429 'Attempt Limit Exceed' for an hour after five wrong current passwords", async () => {
    const email = 'forgetful@demo-steel.example';
    await addTestUser(t, email);
    const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    for (let i = 0; i < 5; i++)
      expect((await change(accessToken, `Wrong-Guess-${i}-xyz!`, OTHER_GOOD_PASSWORD)).statusCode).toBe(400);
    const locked = await change(accessToken, GOOD_PASSWORD, OTHER_GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ErrorReply>()).toMatchObject({ kind: 'RATE_LIMITED', message: 'Attempt Limit Exceed' });
    t.clock.advance(60 * 60 * 1000);
    const fresh = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    expect((await change(fresh.accessToken, GOOD_PASSWORD, OTHER_GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/universal/users/password-change',
      payload: { oldPassword: 'a', newPassword: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});
