import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { ManagedUser, ManagedUserList } from '@steelyard/domain/managed-users';
import { call, demoTokens, expectError } from '../test-support/account-helpers';
import {
  addTestUser,
  asTokens,
  GOOD_PASSWORD,
  linkOf,
  login,
  OTHER_GOOD_PASSWORD,
  post,
} from '../test-support/access-helpers';
import { createTestApp, DEMO, logIn, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: Awaited<ReturnType<typeof demoTokens>>;
let manager: ReturnType<typeof call>;
let managerId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await demoTokens(t);
  manager = call(t, token.manager);
  managerId = (await logIn(t.app, DEMO.manager)).userId;
});
afterAll(async () => t.close());

const DEMO_FEATURES = ['CART', 'PACKAGES', 'PACKAGE_DRAFTS', 'BID_OFFERS', 'TARGET_PRICE'];

const createUser = (body: Record<string, unknown>, accessToken = token.manager) =>
  call(t, accessToken)('POST', '/api/manager/users/', body);
const refresh = (tokens: { refreshToken: string; userId: string }) =>
  post(t, '/api/auth/refresh-token', { ...tokens, tenant: 'MARKETPLACE' });

/** A user added by the manager who has set a password through the welcome link; returns the user and tokens. */
async function addActiveUser(email: string, roles: string[] = ['BUYER']) {
  const created = await createUser({ name: `User ${email.split('@')[0]}`, email, roles });
  expect(created.statusCode, created.body).toBe(201);
  const [welcome] = await t.mailTo(email);
  const { token: linkToken } = linkOf(welcome!.text);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/set-new-password',
    payload: { token: linkToken, password: GOOD_PASSWORD, tenant: 'MARKETPLACE' },
  });
  expect(set.statusCode, set.body).toBe(200);
  const tokens = asTokens((await login(t, email, GOOD_PASSWORD)).json());
  return { user: created.json<ManagedUser>(), tokens };
}

describe('POST api/manager/users/', () => {
  it('adds a user with the organisation default features and e-mails the activation link', async () => {
    const res = await createUser({
      name: ' Dora Dispatch ',
      email: 'Dora.Dispatch@Demo-Steel.example',
      roles: ['SELLER', 'BUYER', 'SELLER'],
      // managers do not grant features: the organisation's defaults apply
      features: ['STAINLESS_STEEL'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<ManagedUser>();
    expect(user).toMatchObject({
      name: 'Dora Dispatch',
      email: 'dora.dispatch@demo-steel.example',
      roles: ['BUYER', 'SELLER'],
      activated: true,
      features: DEMO_FEATURES,
      mfaPreferences: 'Disabled',
    });
    const [mail] = await t.mailTo(user.email);
    expect(mail).toMatchObject({
      template: 'activation',
      locale: 'en',
      subject: 'Welcome to Steelyard – set your password',
    });
    expect(linkOf(mail!.text).url.pathname).toBe('/login/set-new-password');
    const list = (await manager('GET', '/api/manager/users/')).json<ManagedUserList>();
    expect(list.items.map((u) => u.name)).toContain('Dora Dispatch');
  });

  it('lets the new user set a password through the link and sign in', async () => {
    const { tokens } = await addActiveUser('ernest@demo-steel.example');
    expect(tokens.accessToken).toEqual(expect.any(String));
  });

  it('allows a user without roles: the basic permissions only', async () => {
    const res = await createUser({ name: 'Basil Basic', email: 'basil@demo-steel.example', roles: [] });
    expect(res.statusCode).toBe(201);
    expect(res.json<ManagedUser>().roles).toEqual([]);
  });

  it("writes the welcome e-mail in the manager's language", async () => {
    const res = await createUser(
      { name: 'Greta Lager', email: 'greta@rhein-stahl.example', roles: ['BUYER'] },
      token.rheinManager,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.mailTo('greta@rhein-stahl.example');
    expect(mail).toMatchObject({ locale: 'de', subject: 'Willkommen bei Steelyard – legen Sie Ihr Passwort fest' });
  });

  it("answers the spec's invalidDomain message for an address outside the organisation's domain", async () => {
    for (const email of ['dora@gmail.example', 'dora@rhein-stahl.example', 'dora@sub.demo-steel.example']) {
      expectError(await createUser({ name: 'Dora', email, roles: [] }), 400, USER_MESSAGES.invalidDomain);
    }
    expect(USER_MESSAGES.invalidDomain).toBe(
      'Invalid request with message Email must be from same domain as organisation',
    );
  });

  it('answers 400 for an address that is already used, in any case', async () => {
    expectError(
      await createUser({ name: 'Ben Again', email: 'BUYER@demo-steel.example', roles: [] }),
      400,
      USER_MESSAGES.emailTaken,
    );
  });

  it('lets one of two simultaneous requests for the same address through', async () => {
    const body = { name: 'Twin', email: 'twin@demo-steel.example', roles: [] };
    const replies = await Promise.all([createUser(body), createUser(body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json<ErrorReply>().message).toBe(USER_MESSAGES.emailTaken);
  });

  it('sends a user created deactivated the welcome e-mail once activated', async () => {
    const res = await createUser({ name: 'Lena Later', email: 'lena@demo-steel.example', roles: [], activated: false });
    expect(res.json<ManagedUser>().activated).toBe(false);
    expect(await t.mailTo('lena@demo-steel.example')).toEqual([]);
    const on = await manager('PATCH', `/api/manager/users/${res.json<ManagedUser>().id}`, { activated: true });
    expect(on.statusCode, on.body).toBe(200);
    const mails = await t.mailTo('lena@demo-steel.example');
    expect(mails.map((m) => m.template)).toEqual(['activation']);
  });

  it('answers 400 with details for a missing name, a malformed e-mail and an unknown role', async () => {
    const res = await createUser({ name: '', email: 'nope', roles: ['ADMIN'] });
    expect(res.statusCode).toBe(400);
    const paths = res.json<ErrorReply>().details!.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.roles.0']));
  });

  it('answers 403 to buyers and sellers', async () => {
    for (const accessToken of [token.buyer, token.seller]) {
      const res = await createUser({ name: 'X', email: 'x@demo-steel.example', roles: [] }, accessToken);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET api/manager/users/{id}', () => {
  it("answers a user of the manager's organisation", async () => {
    const buyer = await addTestUser(t, 'reader@demo-steel.example');
    const res = await manager('GET', `/api/manager/users/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ManagedUser>()).toMatchObject({ id: buyer.id, email: 'reader@demo-steel.example' });
  });

  it("answers 404 for another organisation's user, an unknown id and a malformed one", async () => {
    const rheinBuyer = (await logIn(t.app, DEMO.rheinBuyer)).userId;
    for (const id of [rheinBuyer, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectError(await manager('GET', `/api/manager/users/${id}`), 404, USER_MESSAGES.notFound);
    }
  });
});

describe('PATCH api/manager/users/{id}', () => {
  it('changes name and roles; the e-mail may be sent only as it is', async () => {
    const user = await addTestUser(t, 'patch.me@demo-steel.example');
    const res = await manager('PATCH', `/api/manager/users/${user.id}`, {
      name: 'Patricia Patched',
      email: 'PATCH.ME@demo-steel.example',
      roles: ['SELLER', 'MANAGER'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManagedUser>()).toMatchObject({ name: 'Patricia Patched', roles: ['MANAGER', 'SELLER'] });
    expectError(
      await manager('PATCH', `/api/manager/users/${user.id}`, { email: 'other@demo-steel.example' }),
      400,
      USER_MESSAGES.emailUnchangeable,
    );
  });

  it('applies new roles at the next token refresh', async () => {
    const { user, tokens } = await addActiveUser('role.change@demo-steel.example', ['BUYER']);
    const address = (await manager('GET', '/api/universal/addresses/?limit=1')).json<{ items: { id: string }[] }>()
      .items[0]!.id;
    const read = (accessToken: string) => call(t, accessToken)('GET', `/api/buyer/addresses/${address}`);
    expect((await read(tokens.accessToken)).statusCode).toBe(200);
    await manager('PATCH', `/api/manager/users/${user.id}`, { roles: ['SELLER'] });
    const renewed = (await refresh(tokens)).json<{ accessToken: string }>().accessToken;
    expect((await read(renewed)).statusCode).toBe(403);
  });

  it('keeps a manager from deactivating themselves or dropping their own manager role', async () => {
    const self = `/api/manager/users/${managerId}`;
    expectError(await manager('PATCH', self, { activated: false }), 400, USER_MESSAGES.cannotDeactivateSelf);
    expectError(await manager('PATCH', self, { roles: ['BUYER'] }), 400, USER_MESSAGES.cannotRemoveOwnManagerRole);
    expectError(await manager('PATCH', self, { roles: [] }), 400, USER_MESSAGES.cannotRemoveOwnManagerRole);
    const renamed = await manager('PATCH', self, { name: 'Alice Manager', roles: ['BUYER', 'MANAGER', 'SELLER'] });
    expect(renamed.statusCode).toBe(200);
  });

  it('deactivation ends the sessions and refuses sign-in; reactivation does not revive old sessions', async () => {
    const { user, tokens } = await addActiveUser('toggled@demo-steel.example');
    const off = await manager('PATCH', `/api/manager/users/${user.id}`, { activated: false });
    expect(off.json<ManagedUser>().activated).toBe(false);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await call(t, tokens.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
    expectError(await login(t, 'toggled@demo-steel.example', GOOD_PASSWORD), 403, AUTH_MESSAGES.deactivated);
    // a wrong password still tells nothing about the deactivation
    expect((await login(t, 'toggled@demo-steel.example', OTHER_GOOD_PASSWORD)).statusCode).toBe(401);

    const on = await manager('PATCH', `/api/manager/users/${user.id}`, { activated: true });
    expect(on.json<ManagedUser>().activated).toBe(true);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await login(t, 'toggled@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(200);
    // the user had a password: no new welcome e-mail
    expect((await t.mailTo('toggled@demo-steel.example')).map((m) => m.template)).toEqual(['activation']);
  });

  it("answers 404 for another organisation's user and leaves it alone", async () => {
    const rheinBuyer = (await logIn(t.app, DEMO.rheinBuyer)).userId;
    expectError(
      await manager('PATCH', `/api/manager/users/${rheinBuyer}`, { activated: false }),
      404,
      USER_MESSAGES.notFound,
    );
    expect((await login(t, DEMO.rheinBuyer, 'Steelyard-Demo-2026!')).statusCode).toBe(200);
  });

  it('answers 400 with details for an empty name', async () => {
    const user = await addTestUser(t, 'blank@demo-steel.example');
    const res = await manager('PATCH', `/api/manager/users/${user.id}`, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().details![0]!.path).toBe('body.name');
  });
});

describe('DELETE api/manager/users/{id}', () => {
  it('anonymises the user, ends every session and frees the address', async () => {
    const { user, tokens } = await addActiveUser('leaver@demo-steel.example');
    const res = await manager('DELETE', `/api/manager/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expectError(await manager('GET', `/api/manager/users/${user.id}`), 404, USER_MESSAGES.notFound);
    const list = (await manager('GET', '/api/manager/users/?limit=100')).json<ManagedUserList>();
    expect(list.items.map((u) => u.id)).not.toContain(user.id);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await login(t, 'leaver@demo-steel.example', GOOD_PASSWORD)).statusCode).toBe(401);
    expectError(await manager('DELETE', `/api/manager/users/${user.id}`), 404, USER_MESSAGES.notFound);
    // the address can be given to a new user
    expect((await createUser({ name: 'Newcomer', email: 'leaver@demo-steel.example', roles: [] })).statusCode).toBe(
      201,
    );
  });

  it('keeps a manager from deleting themselves', async () => {
    expectError(await manager('DELETE', `/api/manager/users/${managerId}`), 400, USER_MESSAGES.cannotDeleteSelf);
  });

  it("answers 404 for another organisation's user and 403 to non-managers", async () => {
    const rheinBuyer = (await logIn(t.app, DEMO.rheinBuyer)).userId;
    expectError(await manager('DELETE', `/api/manager/users/${rheinBuyer}`), 404, USER_MESSAGES.notFound);
    const own = await addTestUser(t, 'kept@demo-steel.example');
    expect((await call(t, token.buyer)('DELETE', `/api/manager/users/${own.id}`)).statusCode).toBe(403);
  });
});
