import { generate } from 'otplib';
import type { ChallengeReply, TokensReply } from '@steelyard/domain/auth';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import type { Language } from '@steelyard/domain/constants';
import { createAuthDeps, type AuthDeps } from '../modules/auth/auth-deps';
import { createOrganisation } from '../modules/organisations/service';
import { issueTokens } from '../modules/auth/sign-in-steps';
import { createUser, findUserCredentialsByEmail, type UserCredentials } from '../modules/users/service';
import type { UserRow } from '../modules/users/schema';
import { bearer, DEMO, type TestApp } from './test-app';

/** A password that meets the policy and belongs to no demo user. */
export const GOOD_PASSWORD = 'Quartz-Anvil-Meadow-71';
export const OTHER_GOOD_PASSWORD = 'Copper-Lantern-Fjord-83';

/** The auth services' dependencies of a test app (for issueTemporaryPassword, sendActivationLink…). */
export const authDeps = (t: TestApp): AuthDeps => createAuthDeps(t.ctx);

export interface TestUserOptions {
  /** Null: a user added by a manager, who has no password until the activation link is used. */
  password?: string | null;
  activated?: boolean;
  locale?: Language;
  organisationId?: string;
  mfaPreference?: 'Enabled' | 'Disabled';
}

/**
 * An access token of a new session of `user` at the test clock, as a completed sign-in gives it
 * (without the password and two-factor steps): every access token needs a live session (decision 130).
 */
export async function signInDirectly(t: TestApp, user: UserCredentials): Promise<string> {
  return (await issueTokens(t.db, authDeps(t), user, t.clock.now())).accessToken;
}

/** A buyer in the demo organisation (or `organisationId`), with GOOD_PASSWORD unless told otherwise. */
export async function addTestUser(t: TestApp, email: string, options: TestUserOptions = {}): Promise<UserRow> {
  const organisationId =
    options.organisationId ?? (await findUserCredentialsByEmail(t.db, DEMO.manager))!.organisationId;
  const password = options.password === undefined ? GOOD_PASSWORD : options.password;
  return createUser(t.db, {
    organisationId,
    name: `Test ${email.split('@')[0]}`,
    email,
    roles: ['BUYER'],
    locale: options.locale ?? 'en',
    activated: options.activated ?? true,
    mfaPreference: options.mfaPreference ?? 'Disabled',
    passwordHash: password == null ? null : await t.passwords.hash(password),
  });
}

/** A new organisation, e.g. one that requires two-factor. */
export async function addTestOrganisation(t: TestApp, options: { mfaRequired?: boolean } = {}) {
  return createOrganisation(t.db, {
    name: 'Test Steel Ltd',
    country: 'GB',
    emailDomain: 'test-steel.example',
    currencyCode: 'GBP',
    paymentTerms: 'NET_30',
    erpCreditLimit: null,
    erpBalance: null,
    mfaRequired: options.mfaRequired ?? false,
  });
}

export const login = (t: TestApp, username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, tenant: 'MARKETPLACE' },
    remoteAddress: ip,
  });

export const respond = (t: TestApp, body: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/challenge-respond',
    payload: { tenant: 'MARKETPLACE', ...body },
    remoteAddress: ip,
  });

export const post = (t: TestApp, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The TOTP code of `secret` at the test clock, `steps` time steps away. */
export const totp = (t: TestApp, secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + steps * 30 });

/**
 * A new user signed in with two-factor switched on through associate and verify, as the settings page does it;
 * the clock is then one time step on, since the set-up's code cannot be used again.
 */
export async function addUserWithTwoFactor(t: TestApp, email: string, options: TestUserOptions = {}) {
  await addTestUser(t, email, options);
  const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
  const associated = await post(t, '/api/auth/associate-software-token', {}, bearer(accessToken));
  if (associated.statusCode !== 200) throw new Error(`associate-software-token: ${associated.body}`);
  const { secretCode } = associated.json<AssociateSoftwareTokenReply>();
  const userCode = await totp(t, secretCode);
  const verified = await post(t, '/api/auth/verify-software-token', { userCode }, bearer(accessToken));
  if (verified.statusCode !== 200) throw new Error(`verify-software-token: ${verified.body}`);
  t.clock.advance(30_000);
  return { accessToken, secretCode };
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 7) % 1_000_000).padStart(6, '0');

export const asChallenge = (body: unknown) => body as ChallengeReply;
export const asTokens = (body: unknown) => body as TokensReply;

/** The `token` and `email` query values of the first link to the web app in a message. */
export function linkOf(text: string): { url: URL; token: string; email: string } {
  const match = /http:\/\/steelyard\.test\/login\/[^\s]+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}
