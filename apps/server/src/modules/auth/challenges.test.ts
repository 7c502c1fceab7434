import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { SelfUser } from '@steelyard/domain/users';
import {
  addTestOrganisation,
  addTestUser,
  asChallenge,
  asTokens,
  authDeps,
  GOOD_PASSWORD,
  login,
  OTHER_GOOD_PASSWORD,
  otherCode,
  post,
  respond,
  totp,
} from '../../test-support/access-helpers';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { issueTemporaryPassword } from './temporary-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A user created without a password who got a temporary one; returns it. */
async function userWithTemporaryPassword(email: string, organisationId?: string): Promise<string> {
  const user = await addTestUser(t, email, { password: null, organisationId });
  return issueTemporaryPassword(t.db, authDeps(t), user.id);
}

async function expectError(res: { statusCode: number; json: <T>() => T }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<ErrorReply>().message).toBe(message);
}

describe('temporary password → NEW_PASSWORD_REQUIRED', () => {
  it('e-mails a strong temporary password that opens the new-password challenge', async () => {
    const temporary = await userWithTemporaryPassword('newbie@demo-steel.example');
    expect(temporary).toMatch(/^\S{20}$/);
    const [mail] = await t.mailTo('newbie@demo-steel.example');
    expect(mail).toMatchObject({
      template: 'temporary-password',
      subject: 'Your Steelyard account – temporary password',
    });
    expect(mail!.text).toContain(`Temporary password: ${temporary}`);
    expect(mail!.text).toContain('http://steelyard.test/login');

    const res = await login(t, 'newbie@demo-steel.example', temporary);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      type: 'NEW_PASSWORD_REQUIRED',
    });
  });

  it('sets the new password, answers tokens and uses the session and the temporary password up', async () => {
    const temporary = await userWithTemporaryPassword('setter@demo-steel.example');
    const { session } = asChallenge((await login(t, 'setter@demo-steel.example', temporary)).json());
    const answer = {
      type: 'NEW_PASSWORD_REQUIRED',
      session,
      username: 'Setter@demo-steel.example',
      newPassword: GOOD_PASSWORD,
    };
    const res = await respond(t, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(asTokens(res.json()).accessToken).toEqual(expect.any(String));
    await expectError(await respond(t, answer), 401, 'The sign-in session has expired. Please sign in again.');
    await expectError(
      await login(t, 'setter@demo-steel.example', temporary),
      401,
      'Your email or password is incorrect.',
    );
    expect((await login(t, 'setter@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the challenge open while the new password fails the policy, naming the failed rules', async () => {
    const temporary = await userWithTemporaryPassword('picky@demo-steel.example');
    const { session } = asChallenge((await login(t, 'picky@demo-steel.example', temporary)).json());
    const answer = (newPassword?: string) =>
      respond(t, { type: 'NEW_PASSWORD_REQUIRED', session, username: 'picky@demo-steel.example', newPassword });
    await expectError(await answer(), 400, 'A new password is required.');
    const rules = async (password: string) => {
      const res = await answer(password);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorReply>();
      expect(body.message).toBe('The password does not meet the password policy.');
      return body.details!.map((d) => `${d.path}:${d.message}`);
    };
    expect(await rules('plokqz')).toEqual([
      'body.newPassword:minLength',
      'body.newPassword:special',
      'body.newPassword:digit',
      'body.newPassword:uppercase',
    ]);
    expect(await rules('Password12345678!!')).toEqual(['body.newPassword:notCommon']);
    expect(await rules('Picky-Password-Is-Mine-9')).toEqual(['body.newPassword:notEmail']);
    expect((await answer(GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired temporary password with the message of login error 2, and resends one', async () => {
    const temporary = await userWithTemporaryPassword('late@demo-steel.example');
    t.clock.advance(24 * 60 * 60 * 1000);
    await expectError(await login(t, 'late@demo-steel.example', temporary), 401, 'Temporary password has expired');
    // a wrong password still says only "incorrect"
    await expectError(
      await login(t, 'late@demo-steel.example', 'Wrong-Password-123!'),
      401,
      'Your email or password is incorrect.',
    );
    const resend = await t.app.inject({
      url: '/api/public/users/resend-welcome-email?email=LATE%40demo-steel.example',
    });
    expect(resend.statusCode).toBe(204);
    const [mail] = await t.mailTo('late@demo-steel.example');
    const fresh = /Temporary password: (\S+)/.exec(mail!.text)![1]!;
    expect(fresh).not.toBe(temporary);
    expect(asChallenge((await login(t, 'late@demo-steel.example', fresh)).json()).type).toBe('NEW_PASSWORD_REQUIRED');
  });
});

describe('challenge sessions', () => {
  it('expire after five minutes', async () => {
    const temporary = await userWithTemporaryPassword('slow@demo-steel.example');
    const { session } = asChallenge((await login(t, 'slow@demo-steel.example', temporary)).json());
    t.clock.advance(5 * 60 * 1000);
    const res = await respond(t, {
      type: 'NEW_PASSWORD_REQUIRED',
      session,
      username: 'slow@demo-steel.example',
      newPassword: GOOD_PASSWORD,
    });
    await expectError(res, 401, 'The sign-in session has expired. Please sign in again.');
    // the temporary password itself still works: the user signs in again
    expect((await login(t, 'slow@demo-steel.example', temporary)).statusCode).toBe(200);
  });

  it('are bound to their user and type; an unknown type is a 400', async () => {
    const temporary = await userWithTemporaryPassword('bound@demo-steel.example');
    const { session } = asChallenge((await login(t, 'bound@demo-steel.example', temporary)).json());
    const base = { session, username: 'bound@demo-steel.example', newPassword: GOOD_PASSWORD };
    await expectError(await respond(t, { ...base, type: 'MFA_SETUP', code: '123456' }), 400, 'Invalid challenge type');
    const unknown = await respond(t, { ...base, type: 'SMS_MFA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorReply>().details?.[0]?.path).toBe('body.type');
    const other = await respond(t, { ...base, type: 'NEW_PASSWORD_REQUIRED', username: 'buyer@demo-steel.example' });
    await expectError(other, 401, 'The sign-in session has expired. Please sign in again.');
    const forged = await respond(t, { ...base, type: 'NEW_PASSWORD_REQUIRED', session: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect((await respond(t, { ...base, type: 'NEW_PASSWORD_REQUIRED' })).statusCode).toBe(200);
  });
});

describe('two-factor challenges', () => {
  it('chain NEW_PASSWORD_REQUIRED → MFA_SETUP when the organisation requires two-factor, then SOFTWARE_TOKEN_MFA', async () => {
    const org = await addTestOrganisation(t, { mfaRequired: true });
    const email = 'chain@test-steel.example';
    const temporary = await userWithTemporaryPassword(email, org.id);
    const first = asChallenge((await login(t, email, temporary)).json());
    const second = await respond(t, {
      type: 'NEW_PASSWORD_REQUIRED',
      session: first.session,
      username: email,
      newPassword: GOOD_PASSWORD,
    });
    expect(second.json()).toEqual({ session: expect.any(String), type: 'MFA_SETUP' });
    const { session } = asChallenge(second.json());

    const associated = await post(t, '/api/auth/associate-software-token', { session });
    expect(associated.statusCode).toBe(200);
    const { secretCode, otpauthUri } = associated.json<AssociateSoftwareTokenReply>();
    expect(secretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Steelyard:chain%40test-steel.example?secret=${secretCode}&issuer=Steelyard`,
    );

    await expectError(
      await respond(t, { type: 'MFA_SETUP', session, username: email, code: '12ab56' }),
      400,
      'Validation Failed',
    );
    const wrong = otherCode(await totp(t, secretCode));
    await expectError(
      await respond(t, { type: 'MFA_SETUP', session, username: email, code: wrong }),
      400,
      'Code mismatch',
    );
    const code = await totp(t, secretCode);
    const done = await respond(t, { type: 'MFA_SETUP', session, username: email, code });
    expect(done.statusCode, done.body).toBe(200);
    const self = await t.app.inject({
      url: '/api/universal/users/self',
      headers: bearer(asTokens(done.json()).accessToken),
    });
    expect(self.json<SelfUser>().mfaPreferences).toBe('Enabled');

    // signing in again asks for a code; the code of the set-up cannot be used twice
    const next = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    expect(next.type).toBe('SOFTWARE_TOKEN_MFA');
    const replay = await respond(t, { type: 'SOFTWARE_TOKEN_MFA', session: next.session, username: email, code });
    await expectError(replay, 400, 'Code mismatch');
    t.clock.advance(30_000);
    const ok = await respond(t, {
      type: 'SOFTWARE_TOKEN_MFA',
      session: next.session,
      username: email,
      code: await totp(t, secretCode),
    });
    expect(ok.statusCode).toBe(200);
    expect(asTokens(ok.json()).refreshToken).toEqual(expect.any(String));
  });

  it('set up with verify-software-token, then challenge-respond without a code', async () => {
    const email = 'wants-mfa@demo-steel.example';
    await addTestUser(t, email, { mfaPreference: 'Enabled' });
    const { session, type } = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    expect(type).toBe('MFA_SETUP');
    await expectError(await respond(t, { type, session, username: email }), 400, 'Validation Failed');
    const { secretCode } = (
      await post(t, '/api/auth/associate-software-token', { session })
    ).json<AssociateSoftwareTokenReply>();
    const verify = (userCode: string, username = email) =>
      post(t, '/api/auth/verify-software-token', { session, username, userCode });
    await expectError(await verify('1234567'), 400, 'Validation Failed');
    await expectError(await verify(await totp(t, secretCode), 'buyer@demo-steel.example'), 400, 'Validation Failed');
    const verified = await verify(await totp(t, secretCode));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'SUCCESS' });
    const done = await respond(t, { type, session, username: email });
    expect(done.statusCode).toBe(200);
    expect(asTokens(done.json()).accessToken).toEqual(expect.any(String));
  });

  it('accepts one time step of drift either way, not two', async () => {
    const email = 'drift@demo-steel.example';
    await addTestUser(t, email, { mfaPreference: 'Enabled' });
    const setup = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    const { secretCode } = (
      await post(t, '/api/auth/associate-software-token', { session: setup.session })
    ).json<AssociateSoftwareTokenReply>();
    expect(
      (
        await respond(t, {
          type: 'MFA_SETUP',
          session: setup.session,
          username: email,
          code: await totp(t, secretCode),
        })
      ).statusCode,
    ).toBe(200);
    const attempt = async (steps: number) => {
      t.clock.advance(90_000); // past every step used so far
      const { session } = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
      return respond(t, {
        type: 'SOFTWARE_TOKEN_MFA',
        session,
        username: email,
        code: await totp(t, secretCode, steps),
      });
    };
    expect((await attempt(-1)).statusCode).toBe(200);
    expect((await attempt(1)).statusCode).toBe(200);
    expect((await attempt(-2)).statusCode).toBe(400);
    expect((await attempt(2)).statusCode).toBe(400);
  });

  it('end the session and lock the account after five wrong codes', async () => {
    const email = 'guesser@demo-steel.example';
    await addTestUser(t, email, { mfaPreference: 'Enabled' });
    const setup = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    const { secretCode } = (
      await post(t, '/api/auth/associate-software-token', { session: setup.session })
    ).json<AssociateSoftwareTokenReply>();
    await respond(t, { type: 'MFA_SETUP', session: setup.session, username: email, code: await totp(t, secretCode) });
    t.clock.advance(30_000);
    const { session } = asChallenge((await login(t, email, GOOD_PASSWORD)).json());
    const right = await totp(t, secretCode);
    const wrong = otherCode(right);
    for (let i = 0; i < 4; i++) {
      await expectError(
        await respond(t, { type: 'SOFTWARE_TOKEN_MFA', session, username: email, code: wrong }),
        400,
        'Code mismatch',
      );
    }
    // the fifth failure locks the account for an hour (login error 6), even with the right code
    await expectError(
      await respond(t, { type: 'SOFTWARE_TOKEN_MFA', session, username: email, code: wrong }),
      400,
      'Code mismatch',
    );
    expect((await respond(t, { type: 'SOFTWARE_TOKEN_MFA', session, username: email, code: right })).statusCode).toBe(
      401,
    );
    expect((await login(t, email, GOOD_PASSWORD)).statusCode).toBe(429);
  });
});

describe('signed-in two-factor set-up', () => {
  it('associates and verifies with the access token, storing the secret sealed', async () => {
    const email = 'settings@demo-steel.example';
    await addTestUser(t, email);
    const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    await expectError(
      await post(t, '/api/auth/verify-software-token', { userCode: '123456' }, bearer(accessToken)),
      400,
      'Validation Failed',
    );
    const first = (
      await post(t, '/api/auth/associate-software-token', {}, bearer(accessToken))
    ).json<AssociateSoftwareTokenReply>();
    const second = (
      await post(t, '/api/auth/associate-software-token', { accessToken })
    ).json<AssociateSoftwareTokenReply>();
    expect(second.secretCode).not.toBe(first.secretCode);
    // only the latest secret counts
    await expectError(
      await post(
        t,
        '/api/auth/verify-software-token',
        { userCode: await totp(t, first.secretCode) },
        bearer(accessToken),
      ),
      400,
      'Code mismatch',
    );
    const ok = await post(t, '/api/auth/verify-software-token', {
      accessToken,
      username: email,
      userCode: await totp(t, second.secretCode),
    });
    expect(ok.json()).toEqual({ status: 'SUCCESS' });
    const self = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(accessToken) });
    expect(self.json<SelfUser>().mfaPreferences).toBe('Enabled');
    const { findUserMfa } = await import('./mfa-queries');
    const row = await findUserMfa(t.db, self.json<SelfUser>().id);
    expect(row!.secretSealed).not.toContain(second.secretCode);
    expect(authDeps(t).mfaSecrets.open(row!.secretSealed!)).toBe(second.secretCode);
    expect(asChallenge((await login(t, email, GOOD_PASSWORD)).json()).type).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('answers 401 without a session or token, and to a session of another challenge type', async () => {
    expect((await post(t, '/api/auth/associate-software-token', {})).statusCode).toBe(401);
    expect((await post(t, '/api/auth/associate-software-token', { accessToken: 'not.a.jwt' })).statusCode).toBe(401);
    const temporary = await userWithTemporaryPassword('wrong-kind@demo-steel.example');
    const { session } = asChallenge((await login(t, 'wrong-kind@demo-steel.example', temporary)).json());
    expect((await post(t, '/api/auth/associate-software-token', { session })).statusCode).toBe(401);
  });

  it('is not asked for when two-factor is switched off again', async () => {
    const email = 'changed-mind@demo-steel.example';
    const user = await addTestUser(t, email, { mfaPreference: 'Enabled' });
    const { disableSoftwareToken } = await import('./two-factor');
    await disableSoftwareToken(t.db, authDeps(t), user, t.clock.now());
    expect(asTokens((await login(t, email, GOOD_PASSWORD)).json()).accessToken).toEqual(expect.any(String));
    expect(OTHER_GOOD_PASSWORD).not.toBe(GOOD_PASSWORD);
  });
});
