import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogList } from '@steelyard/domain/audit-log';
import type { AssociateSoftwareTokenReply } from '@steelyard/domain/mfa';
import { call } from '../../test-support/account-helpers';
import {
  addTestUser,
  asChallenge,
  asTokens,
  authDeps,
  GOOD_PASSWORD,
  linkOf,
  login,
  OTHER_GOOD_PASSWORD,
  otherCode,
  post,
  respond,
  signInDirectly,
  totp,
} from '../../test-support/access-helpers';
import { addTestOperator, operatorToken } from '../../test-support/admin-helpers';
import { bearer, createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { findUserCredentialsByEmail } from '../users/service';
import { sendActivationLink } from './password-links';
import { issueTemporaryPassword } from './temporary-passwords';

let t: TestApp;
let op: ReturnType<typeof call>;
let demoOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  op = call(t, await operatorToken(t));
  demoOrgId = (await findUserCredentialsByEmail(t.db, DEMO.manager))!.organisationId;
});
afterAll(async () => t.close());

const STEP = 30_000;

/** The audit log under `filter` (the list's filter syntax), as an operator reads it. */
async function auditLog(filter: string): Promise<AuditEntry[]> {
  const res = await op('GET', `/api/admin/audit-log?filter=${encodeURIComponent(filter)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogList>().items;
}

/** What the user did themself: test users are created without an audit entry, so only credential changes. */
const ownEntries = (userId: string) => auditLog(`actorId=${userId}`);

/** Fails unless no recorded value contains one of the secrets (or any password hash). */
function expectNoSecrets(entries: AuditEntry[], secrets: string[]) {
  const text = JSON.stringify(entries);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/argon2|\$2[aby]\$/);
}

const changePassword = (accessToken: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/universal/users/password-change',
    payload: { oldPassword, newPassword },
    headers: bearer(accessToken),
  });

const setPasswordWithLink = (path: string, token: string, password: string, tenant = 'MARKETPLACE') =>
  t.app.inject({ method: 'PUT', url: path, payload: { token, password, tenant } });

/** A marketplace user as the audit log shows them acting on their own account. */
const marketplaceActor = (userId: string) => ({ id: userId, name: expect.any(String), tenant: 'MARKETPLACE' });

describe('audit of password changes', () => {
  it('records a changed password once, as the user, without any password; a refused change records nothing', async () => {
    const email = 'audited.changer@demo-steel.example';
    const user = await addTestUser(t, email);
    const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    expect((await changePassword(accessToken, 'Wrong-Password-Guess-11', OTHER_GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await changePassword(accessToken, GOOD_PASSWORD, 'short')).statusCode).toBe(400);
    expect(await ownEntries(user.id)).toEqual([]);

    const res = await changePassword(accessToken, GOOD_PASSWORD, OTHER_GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(204);
    const entries = await ownEntries(user.id);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        action: 'user.password-changed',
        entityType: 'USER',
        entityId: user.id,
        organisationId: demoOrgId,
        actor: marketplaceActor(user.id),
        reason: null,
        before: null,
        after: { via: 'CHANGE' },
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    expectNoSecrets(entries, [GOOD_PASSWORD, OTHER_GOOD_PASSWORD, accessToken]);
  });

  it('records a password set through a reset link, and through an activation link', async () => {
    const resetUser = await addTestUser(t, 'audited.forgetful@demo-steel.example');
    expect(
      (await post(t, '/api/auth/forgot-password', { email: resetUser.email, tenant: 'MARKETPLACE' })).statusCode,
    ).toBe(204);
    const reset = linkOf((await t.mailTo(resetUser.email))[0]!.text);
    const resetRes = await setPasswordWithLink(
      '/api/auth/forgot-password/reset-password',
      reset.token,
      OTHER_GOOD_PASSWORD,
    );
    expect(resetRes.statusCode, resetRes.body).toBe(200);
    const resetEntries = await ownEntries(resetUser.id);
    expect(resetEntries).toEqual([
      expect.objectContaining({
        action: 'user.password-changed',
        entityId: resetUser.id,
        organisationId: demoOrgId,
        actor: marketplaceActor(resetUser.id),
        before: null,
        after: { via: 'RESET_LINK' },
      }),
    ]);
    expectNoSecrets(resetEntries, [OTHER_GOOD_PASSWORD, reset.token]);
    // the used link sets nothing more and records nothing more
    expect(
      (await setPasswordWithLink('/api/auth/forgot-password/reset-password', reset.token, GOOD_PASSWORD)).statusCode,
    ).toBe(400);
    expect(await ownEntries(resetUser.id)).toHaveLength(1);

    const newcomer = await addTestUser(t, 'audited.newcomer@demo-steel.example', { password: null });
    await sendActivationLink(t.db, authDeps(t), newcomer.id);
    const activation = linkOf((await t.mailTo(newcomer.email))[0]!.text);
    const activationRes = await setPasswordWithLink('/api/auth/set-new-password', activation.token, GOOD_PASSWORD);
    expect(activationRes.statusCode, activationRes.body).toBe(200);
    const activationEntries = await ownEntries(newcomer.id);
    expect(activationEntries).toEqual([
      expect.objectContaining({
        action: 'user.password-changed',
        entityId: newcomer.id,
        organisationId: demoOrgId,
        actor: marketplaceActor(newcomer.id),
        after: { via: 'ACTIVATION_LINK' },
      }),
    ]);
    expectNoSecrets(activationEntries, [GOOD_PASSWORD, activation.token]);
  });

  it('records the password chosen at NEW_PASSWORD_REQUIRED after a temporary password', async () => {
    const email = 'audited.temporary@demo-steel.example';
    const user = await addTestUser(t, email, { password: null });
    const temporary = await issueTemporaryPassword(t.db, authDeps(t), user.id);
    const { session } = asChallenge((await login(t, email, temporary)).json());
    const answer = { type: 'NEW_PASSWORD_REQUIRED', session, username: email };
    // a password the policy refuses keeps the challenge open and records nothing
    expect((await respond(t, { ...answer, newPassword: 'short' })).statusCode).toBe(400);
    expect(await ownEntries(user.id)).toEqual([]);
    const res = await respond(t, { ...answer, newPassword: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await ownEntries(user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.password-changed',
        entityType: 'USER',
        entityId: user.id,
        organisationId: demoOrgId,
        actor: marketplaceActor(user.id),
        after: { via: 'TEMPORARY_PASSWORD' },
      }),
    ]);
    expectNoSecrets(entries, [temporary, GOOD_PASSWORD, session]);
  });

  it('is found by GET api/admin/audit-log?filter=action=user.password-changed', async () => {
    const entries = await auditLog('action=user.password-changed');
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.every((e) => e.action === 'user.password-changed' && e.entityType === 'USER')).toBe(true);
    expect(new Set(entries.map((e) => (e.after as { via: string }).via))).toEqual(
      new Set(['CHANGE', 'RESET_LINK', 'ACTIVATION_LINK', 'TEMPORARY_PASSWORD']),
    );
    expect(await auditLog(`action=user.password-changed;organisationId=${demoOrgId}`)).toHaveLength(entries.length);
  });
});

describe('audit of two-factor changes', () => {
  it('records two-factor set up while signed in, set up again with a new authenticator, and switched off', async () => {
    const email = 'audited.mfa@demo-steel.example';
    const user = await addTestUser(t, email);
    const { accessToken } = asTokens((await login(t, email, GOOD_PASSWORD)).json());
    // replacing an enabled authenticator takes a current code of it (issue 22, decision 134)
    const setUp = async (inUse?: string) => {
      const { secretCode } = (
        await post(t, '/api/auth/associate-software-token', {}, bearer(accessToken))
      ).json<AssociateSoftwareTokenReply>();
      const code = await totp(t, secretCode);
      const currentCode = inUse ? { currentCode: await totp(t, inUse) } : {};
      // a wrong code enables nothing and records nothing
      expect(
        (
          await post(
            t,
            '/api/auth/verify-software-token',
            { userCode: otherCode(code), ...currentCode },
            bearer(accessToken),
          )
        ).statusCode,
      ).toBe(400);
      const res = await post(
        t,
        '/api/auth/verify-software-token',
        { userCode: code, ...currentCode },
        bearer(accessToken),
      );
      expect(res.statusCode, res.body).toBe(200);
      t.clock.advance(STEP);
      return { secretCode, code };
    };

    const first = await setUp();
    expect(await ownEntries(user.id)).toEqual([
      expect.objectContaining({
        action: 'user.mfa-enabled',
        entityType: 'USER',
        entityId: user.id,
        organisationId: demoOrgId,
        actor: marketplaceActor(user.id),
        before: null,
        after: { via: 'ACCOUNT', authenticatorReplaced: false },
      }),
    ]);
    const second = await setUp(first.secretCode);
    expect((await ownEntries(user.id))[0]).toMatchObject({
      action: 'user.mfa-enabled',
      after: { via: 'ACCOUNT', authenticatorReplaced: true },
    });

    const disable = (code: string) => call(t, accessToken)('POST', '/api/universal/users/mfa/disable', { code });
    const secondCode = await totp(t, second.secretCode);
    expect((await disable(otherCode(secondCode))).statusCode).toBe(400);
    expect((await disable(secondCode)).statusCode).toBe(204);
    const entries = await ownEntries(user.id);
    expect(entries.map((e) => e.action)).toEqual(['user.mfa-disabled', 'user.mfa-enabled', 'user.mfa-enabled']);
    expect(entries[0]).toMatchObject({
      entityId: user.id,
      organisationId: demoOrgId,
      actor: marketplaceActor(user.id),
      before: { mfaPreferences: 'Enabled' },
      after: { mfaPreferences: 'Disabled' },
    });
    expectNoSecrets(entries, [first.secretCode, first.code, second.secretCode, second.code, secondCode]);
    const found = await auditLog(`action=user.mfa-enabled|user.mfa-disabled;actorId=${user.id}`);
    expect(found).toHaveLength(3);
  });

  it('records switching off a two-factor preference whose set-up was still pending', async () => {
    const email = 'audited.pending@demo-steel.example';
    const user = await addTestUser(t, email, { mfaPreference: 'Enabled' });
    // the preference asks for set-up at sign-in; a test token stands in for a session from before it
    const token = await signInDirectly(t, user);
    expect((await call(t, token)('POST', '/api/universal/users/mfa/disable', { code: '000000' })).statusCode).toBe(204);
    expect(await ownEntries(user.id)).toEqual([
      expect.objectContaining({ action: 'user.mfa-disabled', entityId: user.id, organisationId: demoOrgId }),
    ]);
  });
});

describe("audit of an operator's own credentials", () => {
  it('records the temporary password replaced and two-factor set up at sign-in, with no organisation', async () => {
    const email = 'audited.operator@steelyard.example';
    const { userId, temporaryPassword } = await addTestOperator(t, {
      email,
      name: 'Otto Operator',
      role: 'OPERATOR',
    });
    const adminLogin = (password: string) => post(t, '/api/auth/login', { username: email, password, tenant: 'ADMIN' });
    const newPassword = asChallenge((await adminLogin(temporaryPassword)).json());
    expect(newPassword.type).toBe('NEW_PASSWORD_REQUIRED');
    const mfaSetUp = await respond(t, {
      tenant: 'ADMIN',
      type: 'NEW_PASSWORD_REQUIRED',
      session: newPassword.session,
      username: email,
      newPassword: GOOD_PASSWORD,
    });
    const setUpChallenge = asChallenge(mfaSetUp.json());
    expect(setUpChallenge.type, mfaSetUp.body).toBe('MFA_SETUP');
    const { secretCode } = (
      await post(t, '/api/auth/associate-software-token', { session: setUpChallenge.session })
    ).json<AssociateSoftwareTokenReply>();
    const code = await totp(t, secretCode);
    const signedIn = await respond(t, {
      tenant: 'ADMIN',
      type: 'MFA_SETUP',
      session: setUpChallenge.session,
      username: email,
      code,
    });
    expect(asTokens(signedIn.json()).accessToken, signedIn.body).toEqual(expect.any(String));

    const entries = await ownEntries(userId);
    const operatorActor = { id: userId, name: 'Otto Operator', tenant: 'ADMIN' };
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.mfa-enabled',
        entityType: 'USER',
        entityId: userId,
        organisationId: null,
        actor: operatorActor,
        after: { via: 'SIGN_IN', authenticatorReplaced: false },
      }),
      expect.objectContaining({
        action: 'user.password-changed',
        entityType: 'USER',
        entityId: userId,
        organisationId: null,
        actor: operatorActor,
        after: { via: 'TEMPORARY_PASSWORD' },
      }),
    ]);
    expectNoSecrets(entries, [temporaryPassword, GOOD_PASSWORD, secretCode, code, newPassword.session]);
    expect((await auditLog('action=user.password-changed')).some((e) => e.entityId === userId)).toBe(true);
  });

  it('records a password an operator sets through a reset link', async () => {
    const email = 'audited.forgetful.operator@steelyard.example';
    const { userId } = await addTestOperator(t, { email, name: 'Fritz Operator', role: 'OPERATOR_READONLY' });
    const operator = (await findUserCredentialsByEmail(t.db, email))!;
    const { sendPasswordLink } = await import('./password-links');
    await sendPasswordLink(t.db, authDeps(t), operator, 'reset', t.clock.now());
    const { token } = linkOf((await t.mailTo(email))[0]!.text);
    const res = await setPasswordWithLink(
      '/api/auth/forgot-password/reset-password',
      token,
      OTHER_GOOD_PASSWORD,
      'ADMIN',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ownEntries(userId)).toEqual([
      expect.objectContaining({
        action: 'user.password-changed',
        entityId: userId,
        organisationId: null,
        actor: { id: userId, name: 'Fritz Operator', tenant: 'ADMIN' },
        after: { via: 'RESET_LINK' },
      }),
    ]);
  });
});
