import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshTokenReply, TokensReply } from '@steelyard/domain/auth';
import { REFRESH_TOKEN_TTL_MS } from '@steelyard/domain/constants';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { Role } from '@steelyard/domain/roles';
import { call } from '../../test-support/account-helpers';
import {
  addTestOrganisation,
  authDeps,
  GOOD_PASSWORD,
  linkOf,
  OTHER_GOOD_PASSWORD,
  post,
} from '../../test-support/access-helpers';
import { DEMO_OPERATOR, operatorToken } from '../../test-support/admin-helpers';
import { createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';
import { createUser, findUserCredentialsByEmail } from '../users/service';
import { issueTokens } from './sign-in-steps';

// Issue 22, item 4: every event that ends a session (sign-out, a new password, a role removed,
// deletion, deactivation) refuses the old access token at once, not when it expires 15 minutes later.

let t: TestApp;
let manager: ReturnType<typeof call>;
let operator: ReturnType<typeof call>;
let demoOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = call(t, (await logIn(t.app, DEMO.manager)).accessToken);
  operator = call(t, await operatorToken(t));
  demoOrgId = (await findUserCredentialsByEmail(t.db, DEMO.manager))!.organisationId;
});
afterAll(async () => t.close());

/** A user of the demo organisation with the cart, signed in through the API (a session of their own). */
async function signedInUser(email: string, roles: Role[] = ['BUYER']) {
  const user = await createUser(t.db, {
    organisationId: demoOrgId,
    name: `Test ${email.split('@')[0]}`,
    email,
    roles: roles as never,
    features: ['CART', 'BID_OFFERS'],
    passwordHash: await t.passwords.hash(GOOD_PASSWORD),
  });
  const tokens = await logIn(t.app, email, GOOD_PASSWORD);
  return { user, tokens, as: call(t, tokens.accessToken) };
}

const refresh = (tokens: { refreshToken: string; userId: string }, tenant = 'MARKETPLACE') =>
  post(t, '/api/auth/refresh-token', { refreshToken: tokens.refreshToken, userId: tokens.userId, tenant });
const revoke = (tokens: { refreshToken: string; userId: string }, tenant = 'MARKETPLACE') =>
  post(t, '/api/auth/revoke-token', { refreshToken: tokens.refreshToken, userId: tokens.userId, tenant });

/** The statuses of a buyer's calls: their own user, the cart (CART feature) and their RFQs (BUYER role). */
async function buyerCalls(as: ReturnType<typeof call>) {
  return [
    (await as('GET', '/api/universal/users/self')).statusCode,
    (await as('GET', '/api/buyer/cart/fetch-cart')).statusCode,
    (await as('GET', '/api/buyer/rfqs')).statusCode,
  ];
}

describe('the old access token after the session ends', () => {
  it('is refused right after sign-out (revoke-token)', async () => {
    const { tokens, as } = await signedInUser('signs.out@demo-steel.example');
    expect(await buyerCalls(as)).toEqual([200, 200, 200]);
    expect((await revoke(tokens)).statusCode).toBe(204);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
  });

  it('ends only the session signed out of', async () => {
    const { tokens, as } = await signedInUser('two.tabs@demo-steel.example');
    const other = await logIn(t.app, 'two.tabs@demo-steel.example', GOOD_PASSWORD);
    expect((await revoke(tokens)).statusCode).toBe(204);
    expect((await as('GET', '/api/universal/users/self')).statusCode).toBe(401);
    expect((await call(t, other.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(200);
  });

  it('of another session is refused after a password change; the changing session stays valid (spec 000 §7)', async () => {
    const { tokens: here, as } = await signedInUser('changes.password@demo-steel.example');
    const elsewhere = await logIn(t.app, 'changes.password@demo-steel.example', GOOD_PASSWORD);
    const change = await as('PATCH', '/api/universal/users/password-change', {
      oldPassword: GOOD_PASSWORD,
      newPassword: OTHER_GOOD_PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(204);
    expect(await buyerCalls(call(t, elsewhere.accessToken))).toEqual([401, 401, 401]);
    expect(await buyerCalls(as)).toEqual([200, 200, 200]);
    expect((await refresh(here)).statusCode).toBe(200);
  });

  it('is refused right after a password reset through the e-mailed link', async () => {
    const { as } = await signedInUser('resets.password@demo-steel.example');
    expect(
      (
        await post(t, '/api/auth/forgot-password', {
          email: 'resets.password@demo-steel.example',
          tenant: 'MARKETPLACE',
        })
      ).statusCode,
    ).toBe(204);
    const [mail] = await t.mailTo('resets.password@demo-steel.example');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password/reset-password',
      payload: { token: linkOf(mail!.text).token, password: OTHER_GOOD_PASSWORD, tenant: 'MARKETPLACE' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
  });

  it('is refused right after the manager deletes the user: no more (credit) orders', async () => {
    const { user, as } = await signedInUser('deleted.buyer@demo-steel.example');
    expect((await manager('DELETE', `/api/manager/users/${user.id}`)).statusCode).toBe(204);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
    const order = await as(
      'POST',
      '/api/buyer/purchase-orders/cart',
      { paymentMethod: 'CREDIT' },
      { 'idempotency-key': 'deleted-buyer-1' },
    );
    expect(order.statusCode).toBe(401);
  });

  it('answers 401 on every call once the manager deactivates the user (the cart said 403)', async () => {
    const { user, as } = await signedInUser('deactivated.buyer@demo-steel.example');
    const off = await manager('PATCH', `/api/manager/users/${user.id}`, { activated: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
    // reactivation does not revive the old session
    expect((await manager('PATCH', `/api/manager/users/${user.id}`, { activated: true })).statusCode).toBe(200);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
  });

  it('answers 401 on every call once an operator deactivates the user', async () => {
    const { user, as } = await signedInUser('stopped.by.operator@demo-steel.example');
    const off = await operator('PATCH', `/api/admin/users/${user.id}`, { activated: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
  });

  it('of an operator is refused on the console right after the operator signs out', async () => {
    const user = (await findUserCredentialsByEmail(t.db, DEMO_OPERATOR))!;
    const tokens = await issueTokens(t.db, authDeps(t), user, t.clock.now());
    const consoleCalls = call(t, tokens.accessToken);
    expect((await consoleCalls('GET', '/api/admin/organisations/')).statusCode).toBe(200);
    expect((await revoke(tokens, 'ADMIN')).statusCode).toBe(204);
    expect((await consoleCalls('GET', '/api/admin/organisations/')).statusCode).toBe(401);
  });

  it("of an operator is refused right after the operator's password reset", async () => {
    const email = 'resetting.operator@steelyard.example';
    const operatorOrg = (await findUserCredentialsByEmail(t.db, DEMO_OPERATOR))!.organisationId;
    await createUser(t.db, {
      organisationId: operatorOrg,
      name: 'Resetting Operator',
      email,
      roles: ['OPERATOR'],
      tenant: 'ADMIN',
      passwordHash: await t.passwords.hash(GOOD_PASSWORD),
    });
    const consoleCalls = call(t, await operatorToken(t, email));
    expect((await consoleCalls('GET', '/api/admin/organisations/')).statusCode).toBe(200);
    expect((await post(t, '/api/auth/forgot-password', { email, tenant: 'ADMIN' })).statusCode).toBe(204);
    const [mail] = await t.mailTo(email);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot-password/reset-password',
      payload: { token: linkOf(mail!.text).token, password: OTHER_GOOD_PASSWORD, tenant: 'ADMIN' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await consoleCalls('GET', '/api/admin/organisations/')).statusCode).toBe(401);
  });

  it('refuses a signed token that names no session', async () => {
    const user = (await findUserCredentialsByEmail(t.db, DEMO.buyer))!;
    const { token } = await t.ctx.tokens.sign(
      { userId: user.id, organisationId: user.organisationId, tenant: 'MARKETPLACE', roles: user.roles },
      t.clock.now(),
    );
    expect((await call(t, token)('GET', '/api/universal/users/self')).statusCode).toBe(401);
  });
});

describe('an access token without an expiry claim (spec 000 §5; issue 23, item 6)', () => {
  it("is refused with 'Access token invalid', though signed with our key and of a live session", async () => {
    const { tokens } = await signedInUser('no-expiry@demo-steel.example');
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sid: expect.any(String), exp: expect.any(Number) });
    const { exp: _exp, ...withoutExpiry } = claims;
    const token = await new SignJWT(withoutExpiry)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.ctx.keys.jwtSecret));
    const res = await call(t, token)('GET', '/api/universal/users/self');
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorReply>()).toEqual({
      statusCode: 401,
      kind: 'AUTHENTICATION_REQUIRED',
      message: 'Access token invalid: it carries no expiry.',
    });
    // the same claims with their expiry are let in: only the missing claim is refused
    expect((await call(t, tokens.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(200);
    const expired = await call(t, 'not.a.token')('GET', '/api/universal/users/self');
    expect(expired.json<ErrorReply>().message).toMatch(/^Access token invalid: /);
  });
});

describe('a suspended organisation', () => {
  // found after issue 22: suspension ended its users' sessions only at their next refresh, up to 15 minutes later
  it("refuses its users' calls at once; reinstating lets the same session on again", async () => {
    const organisation = await addTestOrganisation(t);
    const email = 'buyer@test-steel.example';
    await createUser(t.db, {
      organisationId: organisation.id,
      name: 'Test suspended buyer',
      email,
      roles: ['BUYER'] as never,
      features: ['CART', 'BID_OFFERS'],
      passwordHash: await t.passwords.hash(GOOD_PASSWORD),
    });
    const as = call(t, (await logIn(t.app, email, GOOD_PASSWORD)).accessToken);
    expect(await buyerCalls(as)).toEqual([200, 200, 200]);
    const url = `/api/admin/organisations/${organisation.id}`;
    const suspended = await operator('POST', `${url}/suspend`, { reason: 'Unpaid invoices' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await buyerCalls(as)).toEqual([401, 401, 401]);
    expect((await operator('POST', `${url}/reinstate`, { reason: 'Paid' })).statusCode).toBe(200);
    expect(await buyerCalls(as)).toEqual([200, 200, 200]);
  });
});

describe("the access token's roles are the user's roles now", () => {
  it('refuses a buyer call at once when the manager removes the BUYER role, and allows a role added', async () => {
    const { user, as } = await signedInUser('role.moved@demo-steel.example', ['BUYER']);
    expect((await as('GET', '/api/buyer/rfqs')).statusCode).toBe(200);
    expect((await as('GET', '/api/seller/negotiations')).statusCode).toBe(403);
    const moved = await manager('PATCH', `/api/manager/users/${user.id}`, { roles: ['SELLER'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await as('GET', '/api/buyer/rfqs')).statusCode).toBe(403);
    expect((await as('GET', '/api/buyer/cart/fetch-cart')).statusCode).toBe(403);
    expect((await as('GET', '/api/seller/negotiations')).statusCode).toBe(200);
    expect((await as('GET', '/api/universal/users/self')).statusCode).toBe(200);
  });
});

describe('refresh-token rotation', () => {
  const rotate = async (tokens: TokensReply | (RefreshTokenReply & { userId: string })) => {
    const res = await refresh(tokens);
    expect(res.statusCode, res.body).toBe(200);
    return { ...res.json<RefreshTokenReply>(), userId: tokens.userId };
  };

  it('answers a new refresh token with each access token; the session keeps its expiry', async () => {
    const { tokens } = await signedInUser('rotates@demo-steel.example');
    t.clock.advance(10 * 60 * 1000);
    const first = await rotate(tokens);
    expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.refreshToken).not.toBe(tokens.refreshToken);
    expect(first.refreshTokenValidTo).toBe(tokens.refreshTokenValidTo);
    const second = await rotate(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await call(t, second.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(200);
    t.clock.advance(REFRESH_TOKEN_TTL_MS);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('ends the whole session when a replaced refresh token is used again', async () => {
    const { tokens } = await signedInUser('stolen.token@demo-steel.example');
    const owner = await rotate(tokens);
    // someone replays the token the owner has already exchanged
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await refresh(owner)).statusCode).toBe(401);
    expect((await call(t, owner.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
    expect((await call(t, tokens.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
    // other sessions of the user are not that family
    const other = await logIn(t.app, 'stolen.token@demo-steel.example', GOOD_PASSWORD);
    expect((await call(t, other.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(200);
  });

  it('ends the session when the thief refreshes first and the owner comes back with the old token', async () => {
    const { tokens } = await signedInUser('robbed@demo-steel.example');
    const thief = await rotate(tokens);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await refresh(thief)).statusCode).toBe(401);
    expect((await call(t, thief.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
  });

  it('lets one of two refreshes with the same token through, then ends the session', async () => {
    const { tokens } = await signedInUser('double.refresh@demo-steel.example');
    const both = await Promise.all([refresh(tokens), refresh(tokens)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = { ...both.find((r) => r.statusCode === 200)!.json<RefreshTokenReply>(), userId: tokens.userId };
    expect((await refresh(winner)).statusCode).toBe(401);
    expect((await call(t, winner.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
  });

  it('signs out with a replaced refresh token too (the session ends)', async () => {
    const { tokens } = await signedInUser('old.logout@demo-steel.example');
    const current = await rotate(tokens);
    expect((await revoke(tokens)).statusCode).toBe(204);
    expect((await call(t, current.accessToken)('GET', '/api/universal/users/self')).statusCode).toBe(401);
    expect((await refresh(current)).statusCode).toBe(401);
  });
});
