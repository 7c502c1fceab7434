import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import { call, expectError } from '../../test-support/account-helpers';
import {
  addUserWithTwoFactor,
  asChallenge,
  asTokens,
  GOOD_PASSWORD,
  login,
  otherCode,
  post,
  respond,
  totp,
} from '../../test-support/access-helpers';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

// Issue 22 item 5 (decision 134): an access token alone must not swap an enabled second factor.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const STEP = 30_000;

const associate = async (accessToken: string) => {
  const res = await post(t, '/api/auth/associate-software-token', {}, bearer(accessToken));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AssociateSoftwareTokenReply>().secretCode;
};
const verify = (accessToken: string, body: Record<string, unknown>) =>
  post(t, '/api/auth/verify-software-token', body, bearer(accessToken));

const userWithTwoFactor = (email: string, locale: 'en' | 'de' | 'es' = 'en') =>
  addUserWithTwoFactor(t, email, { locale });

/** Signs in with password and a code of `secret`: the status of the code's answer. */
async function signInWithCode(email: string, secret: string): Promise<number> {
  const challenge = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
  expect(challenge.type).toBe('SOFTWARE_TOKEN_MFA');
  const res = await respond(t, {
    type: 'SOFTWARE_TOKEN_MFA',
    session: challenge.session,
    username: email,
    code: await totp(t, secret),
  });
  return res.statusCode;
}

describe('replacing an enabled authenticator', () => {
  it('is refused with an access token alone, and the authenticator in use keeps working', async () => {
    const email = 'swapped@demo-steel.example';
    const { accessToken, secretCode } = await userWithTwoFactor(email);
    const attackers = await associate(accessToken);
    const withoutCode = expectError(
      await verify(accessToken, { userCode: await totp(t, attackers) }),
      400,
      MFA_MESSAGES.currentCodeRequired,
    );
    expect(withoutCode.details).toEqual([{ path: 'body.currentCode', message: 'Required' }]);
    expectError(
      await verify(accessToken, {
        userCode: await totp(t, attackers),
        currentCode: otherCode(await totp(t, secretCode)),
      }),
      400,
      MFA_MESSAGES.currentCodeMismatch,
    );
    // the attacker's authenticator opens nothing; the owner's still signs in
    expect(await signInWithCode(email, attackers)).toBe(400);
    t.clock.advance(STEP);
    expect(await signInWithCode(email, secretCode)).toBe(200);
    const mails = await t.mailTo(email);
    expect(mails.filter((m) => m.template === 'second-factor-changed').map((m) => m.text)).toEqual([
      expect.stringContaining('Two-factor authentication was switched on'),
    ]);
  });

  it('succeeds with a current code of the authenticator in use and e-mails the user in their language', async () => {
    const email = 'new-phone@demo-steel.example';
    const { accessToken, secretCode } = await userWithTwoFactor(email, 'de');
    const replacement = await associate(accessToken);
    // both codes of one time step: the current code is checked, not used up
    const res = await verify(accessToken, {
      userCode: await totp(t, replacement),
      currentCode: await totp(t, secretCode),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS' });
    const [mail] = await t.mailTo(email);
    expect(mail).toMatchObject({
      template: 'second-factor-changed',
      locale: 'de',
      subject: 'Ihr zweiter Faktor wurde geändert',
    });
    expect(mail!.text).toContain('die Authenticator-App Ihres Steelyard-Kontos wurde ersetzt');
    expect(mail!.text).toContain('http://steelyard.test/account/edit-mfa');
    t.clock.advance(STEP);
    expect(await signInWithCode(email, secretCode)).toBe(400);
    t.clock.advance(STEP);
    expect(await signInWithCode(email, replacement)).toBe(200);
  });

  it('locks for an hour after five wrong current codes, shared with the switch-off', async () => {
    const email = 'guessing-thief@demo-steel.example';
    const { accessToken, secretCode } = await userWithTwoFactor(email);
    const attackers = await associate(accessToken);
    for (let i = 0; i < 4; i++) {
      const wrong = otherCode(await totp(t, secretCode));
      expectError(
        await verify(accessToken, { userCode: await totp(t, attackers), currentCode: wrong }),
        400,
        MFA_MESSAGES.currentCodeMismatch,
      );
    }
    const disable = (code: string) => call(t, accessToken)('POST', '/api/universal/users/mfa/disable', { code });
    expectError(await disable(otherCode(await totp(t, secretCode))), 400, AUTH_MESSAGES.codeMismatch);
    const locked = await verify(accessToken, {
      userCode: await totp(t, attackers),
      currentCode: await totp(t, secretCode),
    });
    expectError(locked, 429, AUTH_MESSAGES.attemptLimitExceed);
    expect(locked.headers['retry-after']).toBe('3600');
    t.clock.advance(60 * 60 * 1000);
    // an hour on, the owner signs in again and replaces the authenticator
    const challenge = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    const signedIn = await respond(t, {
      type: 'SOFTWARE_TOKEN_MFA',
      session: challenge.session,
      username: email,
      code: await totp(t, secretCode),
    });
    const fresh = asTokens(signedIn.json()).accessToken;
    t.clock.advance(STEP);
    const owner = await associate(fresh);
    const replaced = await verify(fresh, {
      userCode: await totp(t, owner),
      currentCode: await totp(t, secretCode),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
  });

  it('e-mails the user when two-factor is switched off', async () => {
    const email = 'switched-off@demo-steel.example';
    const { accessToken, secretCode } = await userWithTwoFactor(email, 'es');
    const res = await call(t, accessToken)('POST', '/api/universal/users/mfa/disable', {
      code: await totp(t, secretCode),
    });
    expect(res.statusCode, res.body).toBe(204);
    const [mail] = await t.mailTo(email);
    expect(mail).toMatchObject({ template: 'second-factor-changed', locale: 'es' });
    expect(mail!.subject).toBe('Se ha cambiado su segundo factor');
    expect(mail!.text).toContain('Se ha desactivado la autenticación en dos pasos');
  });
});
