import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MESSAGES, USER_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { TokensReply } from '@steelyard/domain/auth';
import type { EmailChangeReply, EmailCsrfTokenReply } from '@steelyard/domain/email-change';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { SelfUser } from '@steelyard/domain/users';
import { call, demoTokens, expectError } from '../test-support/account-helpers';
import { addTestUser, asTokens, GOOD_PASSWORD, login, post } from '../test-support/access-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  token = await demoTokens(t);
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

/** Runs `check` `ms` later on the test clock, then turns the clock back (also when the check fails). */
async function later(ms: number, check: () => Promise<void>): Promise<void> {
  t.clock.advance(ms);
  try {
    await check();
  } finally {
    t.clock.advance(-ms);
  }
}

/** A new buyer of the demo organisation, signed in. */
async function signedInUser(email: string): Promise<TokensReply> {
  await addTestUser(t, email);
  return asTokens((await login(t, email, GOOD_PASSWORD)).json());
}

const csrfFor = async (accessToken: string) => {
  const res = await call(t, accessToken)('GET', '/api/universal/users/email-csrf-token');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EmailCsrfTokenReply>().csrfEmailToken;
};
const requestChange = (accessToken: string, email: string, csrf?: string) =>
  call(t, accessToken)('PUT', '/api/universal/users/email-change', { email }, csrf ? { 'x-csrf-token': csrf } : {});
const confirm = (accessToken: string, linkToken: string, csrf?: string) =>
  call(t, accessToken)(
    'POST',
    `/api/universal/users/email-validation/${linkToken}`,
    undefined,
    csrf ? { 'X-CSRF-Token': csrf } : {},
  );
const selfEmail = async (accessToken: string) =>
  (await call(t, accessToken)('GET', '/api/universal/users/self')).json<SelfUser>().email;
const refresh = (tokens: TokensReply) =>
  post(t, '/api/auth/refresh-token', {
    refreshToken: tokens.refreshToken,
    userId: tokens.userId,
    tenant: 'MARKETPLACE',
  });

/** The token of the newest confirmation link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await t.mailTo(email);
  expect(mail?.template).toBe('email-validation');
  const match = /http:\/\/steelyard\.test\/account\/email-validation\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

/** Asks for a change with a fresh CSRF token; returns the link token e-mailed to the new address. */
async function askFor(tokens: TokensReply, email: string): Promise<string> {
  const res = await requestChange(tokens.accessToken, email, await csrfFor(tokens.accessToken));
  expect(res.statusCode, res.body).toBe(202);
  return linkTokenFor(email);
}

describe('GET api/universal/users/email-csrf-token', () => {
  it('answers a fresh token valid for an hour', async () => {
    const res = await call(t, token.buyer)('GET', '/api/universal/users/email-csrf-token');
    const reply = res.json<EmailCsrfTokenReply>();
    expect(reply.csrfEmailToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(reply.validTo).getTime()).toBe(t.clock.now().getTime() + HOUR);
    expect((await t.app.inject({ url: '/api/universal/users/email-csrf-token' })).statusCode).toBe(401);
  });
});

describe('PUT api/universal/users/email-change', () => {
  it('e-mails the new address a link and keeps the current address until it is used', async () => {
    const tokens = await signedInUser('mover@demo-steel.example');
    const res = await requestChange(tokens.accessToken, 'Moved@Demo-Steel.example', await csrfFor(tokens.accessToken));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<EmailChangeReply>()).toEqual({
      email: 'moved@demo-steel.example',
      validTo: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    const [mail] = await t.mailTo('moved@demo-steel.example');
    expect(mail).toMatchObject({ template: 'email-validation', subject: 'Confirm your new e-mail address' });
    expect(await selfEmail(tokens.accessToken)).toBe('mover@demo-steel.example');
    expect((await login(t, 'mover@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused 403 without the header, with a wrong, used or expired token, and with another user’s', async () => {
    const tokens = await signedInUser('guarded@demo-steel.example');
    const email = 'guarded.new@demo-steel.example';
    expectError(await requestChange(tokens.accessToken, email), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    await csrfFor(tokens.accessToken);
    expectError(await requestChange(tokens.accessToken, email, 'made-up'), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    const buyersToken = await csrfFor(token.buyer);
    expectError(await requestChange(tokens.accessToken, email, buyersToken), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    // a newer token replaces the older one
    const older = await csrfFor(tokens.accessToken);
    const newer = await csrfFor(tokens.accessToken);
    expectError(await requestChange(tokens.accessToken, email, older), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    await later(HOUR, async () => {
      const signedIn = asTokens((await login(t, 'guarded@demo-steel.example', GOOD_PASSWORD)).json());
      expectError(await requestChange(signedIn.accessToken, email, newer), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    });
    const fresh = await csrfFor(tokens.accessToken);
    expect((await requestChange(tokens.accessToken, email, fresh)).statusCode).toBe(202);
    // the token is used up by a successful request
    expectError(await requestChange(tokens.accessToken, email, fresh), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    expect(await t.mailTo(email)).toHaveLength(1);
  });

  it("answers the form's message for the current address, in any case", async () => {
    const csrf = await csrfFor(token.seller);
    expectError(
      await requestChange(token.seller, 'SELLER@demo-steel.example', csrf),
      400,
      'Email address has not been updated',
    );
  });

  it("refuses another user's address, another domain and a malformed address", async () => {
    const csrf = await csrfFor(token.seller);
    expectError(await requestChange(token.seller, 'Buyer@demo-steel.example', csrf), 400, EMAIL_CHANGE_MESSAGES.taken);
    expectError(await requestChange(token.seller, 'cara@rhein-stahl.example', csrf), 400, USER_MESSAGES.invalidDomain);
    const malformed = await requestChange(token.seller, 'cara@', csrf);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorReply>().details![0]!.path).toBe('body.email');
  });

  it('sends at most five requests an hour', async () => {
    const tokens = await signedInUser('restless@demo-steel.example');
    for (let i = 1; i <= 5; i++) await askFor(tokens, `restless.${i}@demo-steel.example`);
    const res = await requestChange(
      tokens.accessToken,
      'restless.6@demo-steel.example',
      await csrfFor(tokens.accessToken),
    );
    expectError(res, 429, AUTH_MESSAGES.tooManyRequests);
    await later(HOUR, async () => {
      await askFor(
        asTokens((await login(t, 'restless@demo-steel.example', GOOD_PASSWORD)).json()),
        'restless.7@demo-steel.example',
      );
    });
  });
});

describe('POST api/universal/users/email-validation/{token}', () => {
  it('changes the address only now and ends the other sessions, keeping this one', async () => {
    const here = await signedInUser('confirmer@demo-steel.example');
    const elsewhere = asTokens((await login(t, 'confirmer@demo-steel.example', GOOD_PASSWORD)).json());
    const linkToken = await askFor(here, 'confirmed@demo-steel.example');
    expectError(await confirm(here.accessToken, linkToken), 403, EMAIL_CHANGE_MESSAGES.csrfInvalid);
    const res = await confirm(here.accessToken, linkToken, await csrfFor(here.accessToken));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'confirmed@demo-steel.example' });
    expect(await selfEmail(here.accessToken)).toBe('confirmed@demo-steel.example');
    expect((await refresh(here)).statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await login(t, 'confirmer@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'confirmed@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(200);
    // used once
    expectError(
      await confirm(here.accessToken, linkToken, await csrfFor(here.accessToken)),
      400,
      EMAIL_CHANGE_MESSAGES.tokenUsed,
    );
  });

  it("answers 404 for an unknown link and for another user's", async () => {
    const owner = await signedInUser('owner@demo-steel.example');
    const linkToken = await askFor(owner, 'owner.new@demo-steel.example');
    const other = await signedInUser('intruder@demo-steel.example');
    const csrf = await csrfFor(other.accessToken);
    expectError(await confirm(other.accessToken, linkToken, csrf), 404, EMAIL_CHANGE_MESSAGES.tokenUnknown);
    expectError(await confirm(other.accessToken, 'no-such-link', csrf), 404, EMAIL_CHANGE_MESSAGES.tokenUnknown);
    expect(await selfEmail(owner.accessToken)).toBe('owner@demo-steel.example');
  });

  it('answers 400 for a link older than 24 hours and for one a newer request replaced', async () => {
    const tokens = await signedInUser('slow@demo-steel.example');
    const first = await askFor(tokens, 'slow.first@demo-steel.example');
    const second = await askFor(tokens, 'slow.second@demo-steel.example');
    expectError(
      await confirm(tokens.accessToken, first, await csrfFor(tokens.accessToken)),
      400,
      EMAIL_CHANGE_MESSAGES.tokenExpired,
    );
    await later(24 * HOUR, async () => {
      const fresh = asTokens((await login(t, 'slow@demo-steel.example', GOOD_PASSWORD)).json());
      expectError(
        await confirm(fresh.accessToken, second, await csrfFor(fresh.accessToken)),
        400,
        EMAIL_CHANGE_MESSAGES.tokenExpired,
      );
    });
  });

  it('checks the address again: taken meanwhile by a new user, the change is refused', async () => {
    const tokens = await signedInUser('late@demo-steel.example');
    const linkToken = await askFor(tokens, 'contested@demo-steel.example');
    const created = await call(t, token.manager)('POST', '/api/manager/users/', {
      name: 'Quick One',
      email: 'contested@demo-steel.example',
      roles: [],
    });
    expect(created.statusCode).toBe(201);
    expectError(
      await confirm(tokens.accessToken, linkToken, await csrfFor(tokens.accessToken)),
      400,
      EMAIL_CHANGE_MESSAGES.taken,
    );
    expect(await selfEmail(tokens.accessToken)).toBe('late@demo-steel.example');
  });
});
