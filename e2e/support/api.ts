import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from './demo-users';

/** Signs in through the API (for set-up steps a journey does not walk through). */
export async function signInByApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const reply = await request.post('/api/auth/login', {
    data: { username: email, password, tenant: 'MARKETPLACE' },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { accessToken: string; userId: string };
}

/** A TOTP code `steps` time steps from now (the server allows one step of drift and refuses reuse). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns on two-factor for a user with their access token and returns the secret. */
export async function enableTwoFactorByApi(request: APIRequestContext, email: string): Promise<string> {
  const { accessToken } = await signInByApi(request, email);
  const headers = { authorization: `Bearer ${accessToken}` };
  const associated = await request.post('/api/auth/associate-software-token', { headers, data: {} });
  expect(associated.status()).toBe(200);
  const { secretCode } = (await associated.json()) as { secretCode: string };
  const verified = await request.post('/api/auth/verify-software-token', {
    headers,
    data: { username: email, userCode: await totpCode(secretCode) },
  });
  expect(verified.status()).toBe(200);
  return secretCode;
}

/**
 * The earliest time step whose code the server still takes long enough for a sign-in to finish: the one
 * before the current step while at least 10 s of this step are left (the server takes one step of drift),
 * else the current one. A code of the step before, read in the last second of a step, was refused.
 */
export function earliestStep(seconds: number): number {
  const now = Math.floor(seconds / 30);
  return seconds % 30 < 20 ? now - 1 : now;
}

/**
 * Codes of one authenticator key for a journey that signs in several times: the server takes only
 * a step later than the last one used (one step of drift either side), so each code is of the
 * earliest step after the last, waiting for the clock when that is still ahead.
 */
export function totpCodes(secret: string): () => Promise<string> {
  let last = -Infinity;
  return async function next(): Promise<string> {
    for (;;) {
      const seconds = Date.now() / 1000;
      const now = Math.floor(seconds / 30);
      const step = Math.max(earliestStep(seconds), last + 1);
      if (step <= now + 1) {
        last = step;
        return totpCode(secret, step - now);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
}
