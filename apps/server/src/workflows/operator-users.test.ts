import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrganisation } from '@steelyard/domain/admin-organisations';
import type { AdminUser } from '@steelyard/domain/admin-users';
import type { AuditLogList } from '@steelyard/domain/audit-log';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { Address } from '@steelyard/domain/organisations';
import type { ListReply } from '@steelyard/domain/paging';
import { call, demoTokens, expectError } from '../test-support/account-helpers';
import { asChallenge, GOOD_PASSWORD, login, respond } from '../test-support/access-helpers';
import { DEMO_OPERATOR, operatorToken } from '../test-support/admin-helpers';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createOperatorAccount } from './operator-accounts';

let t: TestApp;
let op: ReturnType<typeof call>;
let token: Awaited<ReturnType<typeof demoTokens>>;
let demoOrgId: string;

beforeAll(async () => {
  t = await createTestApp();
  op = call(t, await operatorToken(t));
  token = await demoTokens(t);
  const list = (await op('GET', '/api/admin/organisations/')).json<ListReply<{ id: string; name: string }>>();
  demoOrgId = list.items.find((o) => o.name === 'Demo Steel Trading Ltd')!.id;
});
afterAll(async () => t.close());

const auditLog = async (filter: string) =>
  (await op('GET', `/api/admin/audit-log?filter=${encodeURIComponent(filter)}`)).json<AuditLogList>().items;
const temporaryPasswordOf = async (email: string) => {
  const [mail] = await t.mailTo(email);
  return /(?:Temporary password|Contraseña temporal|Vorläufiges Passwort): (\S+)/.exec(mail!.text)![1]!;
};

describe('users', () => {
  it('creates a manager whose temporary password leads to a new password, then two-factor set-up', async () => {
    const created = await op('POST', `/api/admin/organisations/${demoOrgId}/managers`, {
      name: 'Mia Manager',
      email: 'mia@demo-steel.example',
      additionalRoles: ['BUYER'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<AdminUser>();
    expect(user).toMatchObject({ roles: ['MANAGER', 'BUYER'], organisationId: demoOrgId });
    expect(user.features).toContain('CART');
    expectError(
      await op('POST', `/api/admin/organisations/${demoOrgId}/managers`, { name: 'X', email: 'x@elsewhere.example' }),
      400,
      'Invalid request with message Email must be from same domain as organisation',
    );
    // the organisation asks for two-factor: new password first, then MFA_SETUP
    await op('PATCH', `/api/admin/organisations/${demoOrgId}`, { mfaRequired: true });
    const temporary = await temporaryPasswordOf('mia@demo-steel.example');
    const challenge = asChallenge((await login(t, 'mia@demo-steel.example', temporary)).json());
    expect(challenge.type).toBe('NEW_PASSWORD_REQUIRED');
    const next = await respond(t, {
      type: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      username: 'mia@demo-steel.example',
      newPassword: GOOD_PASSWORD,
    });
    expect(next.json()).toMatchObject({ type: 'MFA_SETUP' });
    await op('PATCH', `/api/admin/organisations/${demoOrgId}`, { mfaRequired: false });
    // the welcome e-mail cannot be sent again once a password is chosen
    expectError(
      await op('POST', `/api/admin/users/${user.id}/welcome-email`),
      400,
      'The user has already chosen a password.',
    );
    const actions = (await auditLog(`entityType=USER;organisationId=${demoOrgId}`)).map((e) => e.action);
    expect(actions).toContain('user.created');
  });

  it('resends the welcome e-mail with a new temporary password', async () => {
    const user = (
      await op('POST', `/api/admin/organisations/${demoOrgId}/managers`, {
        name: 'Rita',
        email: 'rita@demo-steel.example',
      })
    ).json<AdminUser>();
    const first = await temporaryPasswordOf('rita@demo-steel.example');
    // the mailbox answers newest first: the second e-mail must be later
    t.clock.advance(1000);
    expect((await op('POST', `/api/admin/users/${user.id}/welcome-email`)).statusCode).toBe(204);
    const second = await temporaryPasswordOf('rita@demo-steel.example');
    expect(second).not.toBe(first);
    expect((await login(t, 'rita@demo-steel.example', second)).json()).toMatchObject({ type: 'NEW_PASSWORD_REQUIRED' });
  });

  it('lists, deactivates, reactivates and sets features; operators are not users here', async () => {
    const list = (await op('GET', `/api/admin/organisations/${demoOrgId}/users`)).json<ListReply<AdminUser>>();
    const seller = list.items.find((u) => u.email === DEMO.seller)!;
    const off = await op('PATCH', `/api/admin/users/${seller.id}`, { activated: false, features: ['STAINLESS_STEEL'] });
    expect(off.json<AdminUser>()).toMatchObject({ activated: false, features: ['STAINLESS_STEEL'] });
    expect((await login(t, DEMO.seller, DEMO_PASSWORD)).statusCode).toBe(403);
    await op('PATCH', `/api/admin/users/${seller.id}`, { activated: true });
    expect((await login(t, DEMO.seller, DEMO_PASSWORD)).statusCode).toBe(200);
    const [entry] = await auditLog(`actorId=${off.json<AdminUser>().id}`);
    expect(entry).toBeUndefined();
    const updates = await auditLog(`action=user.updated;organisationId=${demoOrgId}`);
    expect(updates[1]).toMatchObject({ before: { activated: true }, after: { activated: false } });
    const operatorId = (await t.db.execute(sql`select id from users where email = ${DEMO_OPERATOR}`)) as unknown as {
      rows: { id: string }[];
    };
    expect((await op('PATCH', `/api/admin/users/${operatorId.rows[0]!.id}`, { activated: false })).statusCode).toBe(
      404,
    );
  });
});

describe('address validation queue', () => {
  it('lists pending addresses oldest first and approval makes the address choosable', async () => {
    const queue = (await op('GET', '/api/admin/addresses/pending')).json<ListReply<Address>>();
    const rotherham = queue.items.find((a) => a.city === 'Rotherham')!;
    expect(rotherham.organisation.id).toBe(demoOrgId);
    const buyerSees = async () =>
      (await call(t, token.buyer)('GET', '/api/universal/addresses/'))
        .json<ListReply<Address>>()
        .items.map((a) => a.id);
    expect(await buyerSees()).not.toContain(rotherham.id);
    const approved = await op('POST', `/api/admin/addresses/${rotherham.id}/approve`);
    expect(approved.json<Address>()).toMatchObject({ validationState: 'APPROVED', primary: false });
    expect(await buyerSees()).toContain(rotherham.id);
    const primary = await call(t, token.manager)('PUT', `/api/manager/addresses/${rotherham.id}/primary`);
    expect(primary.json<Address>().primary).toBe(true);
    expectError(
      await op('POST', `/api/admin/addresses/${rotherham.id}/approve`),
      400,
      'Only a pending address can be approved or rejected.',
    );
    const [entry] = await auditLog(`action=address.approved`);
    expect(entry).toMatchObject({ entityId: rotherham.id, actor: { tenant: 'ADMIN' } });
  });

  it('rejects with a reason the manager sees and is e-mailed; the first approved warehouse becomes primary', async () => {
    const org = (
      await op('POST', '/api/admin/organisations/', {
        name: 'Iberia Aceros SL',
        country: 'ES',
        currencyCode: 'EUR',
        emailDomain: 'iberia-aceros.example',
        paymentTerms: 'NET_60',
        vetting: {
          companyNumber: 'B12345678',
          vatNumber: 'ESB12345678',
          vettedBy: 'Olivia',
          vettedAt: '2026-02-02T09:00:00Z',
        },
      })
    ).json<AdminOrganisation>();
    await op('POST', `/api/admin/organisations/${org.id}/managers`, {
      name: 'Ana',
      email: 'ana@iberia-aceros.example',
      locale: 'es',
    });
    const temporary = await temporaryPasswordOf('ana@iberia-aceros.example');
    const challenge = asChallenge((await login(t, 'ana@iberia-aceros.example', temporary)).json());
    const tokens = (
      await respond(t, {
        type: 'NEW_PASSWORD_REQUIRED',
        session: challenge.session,
        username: 'ana@iberia-aceros.example',
        newPassword: GOOD_PASSWORD,
      })
    ).json<{ accessToken: string }>();
    const ana = call(t, tokens.accessToken);
    const form = {
      addressType: 'WAREHOUSE',
      name: 'Almacén',
      addressLine1: 'Calle Mayor 1',
      city: 'Bilbao',
      postalCode: '48001',
      country: 'ES',
    };
    const first = (await ana('POST', '/api/manager/addresses/', form)).json<Address>();
    expectError(
      await op('POST', `/api/admin/addresses/${first.id}/reject`, { reason: '' }),
      400,
      'The request is not valid.',
    );
    const rejected = await op('POST', `/api/admin/addresses/${first.id}/reject`, {
      reason: 'Postcode does not match the city',
    });
    expect(rejected.json<Address>()).toMatchObject({ validationState: 'REJECTED' });
    const seen = (await ana('GET', `/api/manager/addresses/${first.id}`)).json<Address>();
    expect(seen.rejectionReason).toBe('Postcode does not match the city');
    // the test clock stands still, so the earlier temporary-password message may sort either side of this one
    const mail = (await t.mailTo('ana@iberia-aceros.example')).find((m) => m.template === 'address-rejected');
    expect(mail).toMatchObject({ template: 'address-rejected', locale: 'es' });
    expect(mail!.text).toContain('Postcode does not match the city');
    const second = (await ana('POST', '/api/manager/addresses/', { ...form, postalCode: '48002' })).json<Address>();
    expect((await op('POST', `/api/admin/addresses/${second.id}/approve`)).json<Address>().primary).toBe(true);
  });
});

describe('audit log', () => {
  it("records managers' marketplace changes too, filters by date and stays append-only", async () => {
    const before = t.clock.now().toISOString();
    t.clock.advance(1000);
    await call(t, token.manager)('PATCH', '/api/manager/organisations/self/payment-terms', { paymentTerms: 'NET_60' });
    await call(t, token.manager)('PATCH', '/api/manager/organisations/self/purchase-contact', {
      purchaseContactName: 'Pat Purchaser',
      purchaseContactEmail: 'pat@demo-steel.example',
    });
    const entries = await auditLog(`organisationId=${demoOrgId};createdAt>${before}`);
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual([
      'organisation.purchase-contact-changed',
      'credit.changed',
    ]);
    expect(entries[0]!.actor).toMatchObject({ name: 'Alice Manager', tenant: 'MARKETPLACE' });
    expectError(await op('GET', '/api/admin/audit-log?filter=createdAt%3Dsoon'), 400, 'Invalid filter criteria');
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`update audit_log set reason = 'x'`)).rejects.toThrow();
  });
});

describe('operator:create', () => {
  it('creates an operator with a temporary password and pending two-factor; refuses a taken e-mail', async () => {
    const created = await createOperatorAccount(
      t.db,
      t.passwords,
      { email: 'Nina@Steelyard.example', name: 'Nina Night', role: 'OPERATOR' },
      t.clock.now(),
    );
    expect(created.email).toBe('nina@steelyard.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: created.email, password: created.temporaryPassword, tenant: 'ADMIN' },
    });
    const challenge = asChallenge(res.json());
    expect(challenge.type).toBe('NEW_PASSWORD_REQUIRED');
    const next = await respond(t, {
      type: 'NEW_PASSWORD_REQUIRED',
      session: challenge.session,
      username: created.email,
      newPassword: GOOD_PASSWORD,
      tenant: 'ADMIN',
    });
    expect(next.json()).toMatchObject({ type: 'MFA_SETUP' });
    await expect(
      createOperatorAccount(
        t.db,
        t.passwords,
        { email: DEMO_OPERATOR, name: 'Again', role: 'OPERATOR' },
        t.clock.now(),
      ),
    ).rejects.toThrow('A user with this e-mail address already exists.');
  });
});
