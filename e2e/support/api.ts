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

/** Signs the demo operator in through the API, setting up their two-factor on the first sign-in. */
async function signInOperatorByApi(request: APIRequestContext, email = 'operator@steelyard.example') {
  const login = await request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD, tenant: 'ADMIN' },
  });
  expect(login.status()).toBe(200);
  const challenge = (await login.json()) as { session: string; type: string };
  expect(challenge.type).toBe('MFA_SETUP');
  const associated = await request.post('/api/auth/associate-software-token', { data: { session: challenge.session } });
  const { secretCode } = (await associated.json()) as { secretCode: string };
  const verified = await request.post('/api/auth/verify-software-token', {
    data: { session: challenge.session, username: email, userCode: await totpCode(secretCode) },
  });
  expect(verified.status()).toBe(200);
  const responded = await request.post('/api/auth/challenge-respond', {
    data: { type: 'MFA_SETUP', session: challenge.session, username: email, tenant: 'ADMIN' },
  });
  expect(responded.status()).toBe(200);
  return (await responded.json()) as { accessToken: string };
}

/** An operator requires two-factor for every user of an organisation (found by name). */
export async function requireTwoFactorByApi(request: APIRequestContext, organisationName: string) {
  const { accessToken } = await signInOperatorByApi(request);
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await request.get(`/api/admin/organisations/?filter=${encodeURIComponent(`name=${organisationName}`)}`, {
    headers,
  });
  const { items } = (await list.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  const updated = await request.patch(`/api/admin/organisations/${items[0]!.id}`, {
    headers,
    data: { mfaRequired: true },
  });
  expect(updated.status()).toBe(200);
}
