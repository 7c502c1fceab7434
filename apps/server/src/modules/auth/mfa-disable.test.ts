import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { SelfUser } from '@steelyard/domain/users';
import { call, expectError } from '../../test-support/account-helpers';
import {
  addTestOrganisation,
  addTestUser,
  addUserWithTwoFactor,
  asChallenge,
  asTokens,
  GOOD_PASSWORD,
  login,
  otherCode,
  post,
  totp,
} from '../../test-support/access-helpers';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { setOrganisationMfaRequired } from '../organisations/service';
import { setUserMfaPreference } from '../users/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const STEP = 30_000;

const userWithTwoFactor = (email: string, options: { organisationId?: string } = {}) =>
  addUserWithTwoFactor(t, email, options);

const disable = (accessToken: string, code: string) =>
  call(t, accessToken)('POST', '/api/universal/users/mfa/disable', { code });
const preference = async (accessToken: string) =>
  (await call(t, accessToken)('GET', '/api/universal/users/self')).json<SelfUser>().mfaPreferences;

describe('POST api/universal/users/mfa/disable', () => {
  it('switches two-factor off with a current code; sign-in asks for no code afterwards', async () => {
    const email = 'relaxed@demo-steel.example';
    const { accessToken, secretCode } = await userWithTwoFactor(email);
    const code = await totp(t, secretCode);
    expect((await disable(accessToken, code)).statusCode).toBe(204);
    expect(await preference(accessToken)).toBe('Disabled');
    expect(asTokens((await login(t, email, GOOD_PASSWORD)).json()).accessToken).toEqual(expect.any(String));
    expectError(await disable(accessToken, code), 400, MFA_MESSAGES.notEnabled);
  });

  it('refuses a wrong code, a malformed one and a used one', async () => {
    const { accessToken, secretCode } = await userWithTwoFactor('careful.mfa@demo-steel.example');
    const code = await totp(t, secretCode);
    expectError(await disable(accessToken, otherCode(code)), 400, AUTH_MESSAGES.codeMismatch);
    expectError(await disable(accessToken, '12ab56'), 400, AUTH_MESSAGES.validationFailed);
    // a code already used to sign in cannot switch two-factor off
    const challenge = asChallenge((await login(t, 'careful.mfa@demo-steel.example', GOOD_PASSWORD)).json());
    const signIn = await post(t, '/api/auth/challenge-respond', {
      tenant: 'MARKETPLACE',
      type: challenge.type,
      session: challenge.session,
      username: 'careful.mfa@demo-steel.example',
      code,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expectError(await disable(accessToken, code), 400, AUTH_MESSAGES.codeMismatch);
    expect(await preference(accessToken)).toBe('Enabled');
  });

  it("answers 429 'Attempt Limit Exceed' for an hour after five wrong codes", async () => {
    const { secretCode } = await userWithTwoFactor('guesser@demo-steel.example');
    const signedIn = async () => {
      const challenge = asChallenge((await login(t, 'guesser@demo-steel.example', GOOD_PASSWORD)).json());
      t.clock.advance(STEP);
      const res = await post(t, '/api/auth/challenge-respond', {
        tenant: 'MARKETPLACE',
        type: challenge.type,
        session: challenge.session,
        username: 'guesser@demo-steel.example',
        code: await totp(t, secretCode),
      });
      return asTokens(res.json()).accessToken;
    };
    const accessToken = await signedIn();
    t.clock.advance(STEP);
    const code = await totp(t, secretCode);
    for (let i = 0; i < 5; i++) {
      expectError(await disable(accessToken, otherCode(code)), 400, AUTH_MESSAGES.codeMismatch);
    }
    expectError(await disable(accessToken, code), 429, AUTH_MESSAGES.attemptLimitExceed);
    t.clock.advance(60 * 60 * 1000);
    const later = await signedIn();
    t.clock.advance(STEP);
    expect((await disable(later, await totp(t, secretCode))).statusCode).toBe(204);
  });

  it('is refused while the organisation requires two-factor', async () => {
    const organisation = await addTestOrganisation(t);
    const { accessToken, secretCode } = await userWithTwoFactor('strict@test-steel.example', {
      organisationId: organisation.id,
    });
    await setOrganisationMfaRequired(t.db, organisation.id, true, t.clock.now());
    expectError(await disable(accessToken, await totp(t, secretCode)), 400, MFA_MESSAGES.requiredByOrganisation);
    const self = (await call(t, accessToken)('GET', '/api/universal/users/self')).json<SelfUser>();
    expect(self.organisation.mfaRequired).toBe(true);
  });

  it('switches off a preference whose set-up is still pending, without a code (there is none to give)', async () => {
    const user = await addTestUser(t, 'pending.mfa@demo-steel.example');
    const { accessToken } = asTokens((await login(t, 'pending.mfa@demo-steel.example', GOOD_PASSWORD)).json());
    // "set up two-factor at the next sign-in", as the preference records it
    await setUserMfaPreference(t.db, user.id, 'Enabled', t.clock.now());
    expect(asChallenge((await login(t, 'pending.mfa@demo-steel.example', GOOD_PASSWORD)).json()).type).toBe(
      'MFA_SETUP',
    );
    expect((await disable(accessToken, '')).statusCode).toBe(204);
    expect(await preference(accessToken)).toBe('Disabled');
    expectError(await disable(accessToken, '123456'), 400, MFA_MESSAGES.notEnabled);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/universal/users/mfa/disable', payload: { code: '1' } });
    expect(res.statusCode).toBe(401);
  });
});
