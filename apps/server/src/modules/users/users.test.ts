import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { ManagedUserList } from '@steelyard/domain/managed-users';
import type { SelfUser } from '@steelyard/domain/users';
import { bearer, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const token: Record<keyof typeof DEMO, string> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    token[key] = (await logIn(t.app, DEMO[key])).accessToken;
  }
});
afterAll(async () => t.close());

const get = (url: string, accessToken: string) => t.app.inject({ url, headers: bearer(accessToken) });

describe('GET api/universal/users/self', () => {
  it('answers the manager with the credit line of the organisation', async () => {
    const res = await get('/api/universal/users/self', token.manager);
    expect(res.statusCode).toBe(200);
    const self = res.json<SelfUser>();
    expect(self).toMatchObject({
      name: 'Alice Manager',
      email: DEMO.manager,
      roles: ['MANAGER', 'BUYER', 'SELLER'],
      activated: true,
      features: ['CART', 'PACKAGES', 'PACKAGE_DRAFTS', 'BID_OFFERS', 'TARGET_PRICE'],
      mfaPreferences: 'Disabled',
      organisation: {
        name: 'Demo Steel Trading Ltd',
        financialDetails: {
          paymentTerms: 'NET_30',
          currencyCode: 'GBP',
          erpCreditLimit: { value: 25_000_000 },
          erpBalance: { value: 4_000_000 },
          availableCredit: 21_000_000,
        },
      },
    });
  });

  it('counts no balance when the ERP has none', async () => {
    const self = (await get('/api/universal/users/self', token.rheinManager)).json<SelfUser>();
    expect(self.organisation.financialDetails).toEqual({
      paymentTerms: 'NET_60',
      currencyCode: 'EUR',
      erpCreditLimit: { value: 10_000_000 },
      erpBalance: null,
      availableCredit: 10_000_000,
    });
  });

  it('hides the credit line from buyers and sellers', async () => {
    for (const accessToken of [token.buyer, token.seller, token.rheinBuyer]) {
      const self = (await get('/api/universal/users/self', accessToken)).json<SelfUser>();
      expect(self.organisation.financialDetails).toBeNull();
    }
    // but names the trading currency, which target prices are in (issue 23, item 21)
    expect((await get('/api/universal/users/self', token.buyer)).json<SelfUser>().organisation.currencyCode).toBe(
      'GBP',
    );
    expect((await get('/api/universal/users/self', token.rheinBuyer)).json<SelfUser>().organisation.currencyCode).toBe(
      'EUR',
    );
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    expect((await t.app.inject({ url: '/api/universal/users/self' })).statusCode).toBe(401);
    expect((await get('/api/universal/users/self', 'not.a.jwt')).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/universal/users/self', headers: { authorization: 'Basic abc' } });
    expect(res.json<ErrorReply>()).toMatchObject({ statusCode: 401, kind: 'AUTHENTICATION_REQUIRED' });

    const fresh = await logIn(t.app, DEMO.buyer);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await get('/api/universal/users/self', fresh.accessToken)).statusCode).toBe(401);
    t.clock.advance(-(15 * 60 * 1000 + 1000));
  });
});

describe('PUT api/universal/users/self/language', () => {
  it("keeps the user's language, which their e-mails then use; only the three languages", async () => {
    const put = (locale: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/universal/users/self/language',
        headers: bearer(token.buyer),
        payload: { locale },
      });
    expect((await put('fr')).statusCode).toBe(400);
    const changed = await put('es');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SelfUser>().locale).toBe('es');
    expect((await get('/api/universal/users/self', token.buyer)).json<SelfUser>().locale).toBe('es');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO.buyer, tenant: 'MARKETPLACE' },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    await t.runJobs();
    const mails = await t.mailTo(DEMO.buyer);
    expect(mails.at(-1)?.locale).toBe('es');
    expect((await put('en')).json<SelfUser>().locale).toBe('en');
  });
});

describe('GET api/universal/users/self-updates', () => {
  it('answers zero counts until carts, offers and alert results exist', async () => {
    const res = await get('/api/universal/users/self-updates', token.buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cartDetails: { count: 0, expiresAt: null },
      offers: { buyerCount: 0, sellerCount: 0 },
      alerts: { newResults: 0 },
    });
  });
});

describe('GET api/manager/users/', () => {
  const list = async (query = '', accessToken = token.manager) => {
    const res = await get(`/api/manager/users/${query}`, accessToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ManagedUserList>();
  };
  const names = (page: ManagedUserList) => page.items.map((u) => u.name);

  it("lists the manager's organisation's users sorted by name", async () => {
    const page = await list();
    expect(names(page)).toEqual(['Alice Manager', 'Ben Buyer', 'Cara Seller']);
    expect(page).toMatchObject({ currentPage: 1, maxPages: 1, totalItems: 3 });
  });

  it('answers without the trailing slash too', async () => {
    expect((await get('/api/manager/users', token.manager)).statusCode).toBe(200);
  });

  it('shows another organisation only its own users', async () => {
    expect(names(await list('', token.rheinManager))).toEqual(['Dieter Manager', 'Erika Käufer', 'Frank Verkäufer']);
  });

  it('pages by limit and offset', async () => {
    const second = await list('?limit=2&offset=2');
    expect(names(second)).toEqual(['Cara Seller']);
    expect(second).toMatchObject({ currentPage: 2, maxPages: 2, totalItems: 3 });
    const beyond = await list('?limit=2&offset=10');
    expect(beyond).toMatchObject({ items: [], currentPage: 6, maxPages: 2, totalItems: 3 });
  });

  it('sorts through the whitelist', async () => {
    expect(names(await list('?sort=email:desc'))).toEqual(['Cara Seller', 'Alice Manager', 'Ben Buyer']);
    expect(names(await list('?sort=name:DESC'))).toEqual(['Cara Seller', 'Ben Buyer', 'Alice Manager']);
  });

  it('filters by role (any of), activation, name and e-mail in any case', async () => {
    expect(names(await list('?filter=roles=BUYER'))).toEqual(['Alice Manager', 'Ben Buyer']);
    expect(names(await list('?filter=roles=BUYER|SELLER'))).toEqual(['Alice Manager', 'Ben Buyer', 'Cara Seller']);
    expect(names(await list('?filter=activated=true;roles=SELLER'))).toEqual(['Alice Manager', 'Cara Seller']);
    expect(names(await list('?filter=activated=false'))).toEqual([]);
    expect(names(await list('?filter=name=ben%20BUYER'))).toEqual(['Ben Buyer']);
    expect(names(await list(`?filter=email=${encodeURIComponent('SELLER@demo-steel.example')}`))).toEqual([
      'Cara Seller',
    ]);
    expect(names(await list('?filter=name>B'))).toEqual(['Ben Buyer', 'Cara Seller']);
  });

  it('treats quotes in filter values as data', async () => {
    const page = await list(`?filter=${encodeURIComponent("name=x' or '1'='1")}`);
    expect(page.totalItems).toBe(0);
  });

  it.each([
    ['unknown property', 'filter=passwordHash=x', 'filter'],
    ['malformed criterion', 'filter=name~x', 'filter'],
    ['comparator other than = on a boolean', 'filter=activated>true', 'filter'],
    ['unparsable boolean', 'filter=activated=maybe', 'filter'],
    ['unknown role', 'filter=roles=ADMIN', 'filter'],
    ['list value with >', 'filter=name>a|b', 'filter'],
    ['unknown sort property', 'sort=passwordHash:asc', 'sort'],
    ['malformed sort', 'sort=name:up', 'sort'],
  ])('answers 400 Invalid filter criteria for %s', async (_case, query, path) => {
    const res = await get(`/api/manager/users/?${query}`, token.manager);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorReply>();
    expect(body).toMatchObject({ statusCode: 400, kind: 'VALIDATION', message: 'Invalid filter criteria' });
    expect(body.details).toEqual([{ path, message: expect.any(String) }]);
  });

  it('answers 400 with details for a limit over 100', async () => {
    const res = await get('/api/manager/users/?limit=500', token.manager);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().details?.[0]?.path).toBe('querystring.limit');
  });

  it('answers 403 to buyers and sellers', async () => {
    for (const accessToken of [token.buyer, token.seller, token.rheinBuyer]) {
      const res = await get('/api/manager/users/', accessToken);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorReply>().kind).toBe('ACCESS_DENIED');
    }
  });

  it('cannot be reached through an encoded path', async () => {
    const res = await get('/api/%6danager/users/', token.buyer);
    expect(res.statusCode).not.toBe(200);
  });
});
