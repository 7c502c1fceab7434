import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '@steelyard/domain/address-list';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import { ORGANISATION_MESSAGES } from '@steelyard/domain/account-messages';
import { call, expectError } from '../../test-support/account-helpers';
import { bearer, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';
import { createAddress } from './service';

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
const ownOrganisation = async (accessToken: string, url = '/api/universal/organisations/self/') => {
  const res = await get(url, accessToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganisationReply>();
};

describe('GET api/universal/organisations/self/', () => {
  it('answers the manager with contact, addresses and credit line', async () => {
    const org = await ownOrganisation(token.manager);
    expect(org).toMatchObject({
      name: 'Demo Steel Trading Ltd',
      country: 'GB',
      purchaseContactName: 'Alice Manager',
      purchaseContactEmail: 'purchasing@demo-steel.example',
      invoiceAddress: { addressType: 'INVOICE', city: 'London', primary: false, validationState: 'APPROVED' },
      financialDetails: { paymentTerms: 'NET_30', availableCredit: 21_000_000 },
      emailDomain: 'demo-steel.example',
      mfaRequired: false,
    });
    // warehouses: the primary first, then by postal code; the manager also sees the one awaiting validation
    expect(org.warehouseAddresses.map((a) => [a.city, a.primary, a.validationState])).toEqual([
      ['Sheffield', true, 'APPROVED'],
      ['Birmingham', false, 'APPROVED'],
      ['Rotherham', false, 'PENDING'],
    ]);
    expect(org.warehouseAddresses.every((a) => a.organisation.name === 'Demo Steel Trading Ltd')).toBe(true);
  });

  it('answers with and without the trailing slash', async () => {
    const org = await ownOrganisation(token.buyer, '/api/universal/organisations/self');
    expect(org.name).toBe('Demo Steel Trading Ltd');
  });

  it('hides the credit line and addresses awaiting validation from non-managers', async () => {
    const org = await ownOrganisation(token.buyer);
    expect(org.warehouseAddresses.map((a) => a.city)).toEqual(['Sheffield', 'Birmingham']);
    expect(org.financialDetails).toBeNull();
    expect((await ownOrganisation(token.seller)).financialDetails).toBeNull();
  });

  it('shows each organisation only itself', async () => {
    const demo = await ownOrganisation(token.buyer);
    const rhein = await ownOrganisation(token.rheinBuyer);
    expect(rhein.name).toBe('Rhein Stahlhandel GmbH');
    expect(rhein.id).not.toBe(demo.id);
    const rheinAddresses = [rhein.invoiceAddress!, ...rhein.warehouseAddresses];
    expect(rheinAddresses.every((a) => a.organisation.id === rhein.id && a.country === 'DE')).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/universal/organisations/self/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET api/universal/addresses/', () => {
  const list = async (query: string, accessToken = token.manager) => {
    const res = await get(`/api/universal/addresses/${query}`, accessToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AddressList>();
  };

  it('lists invoice by postal code and warehouses primary first, then by postal code', async () => {
    const invoice = await list('?filter=addressType=INVOICE');
    expect(invoice.items.map((a) => a.city)).toEqual(['London']);
    const warehouses = await list('?filter=addressType=WAREHOUSE', token.buyer);
    expect(warehouses.items.map((a) => a.city)).toEqual(['Sheffield', 'Birmingham']);
    expect(warehouses).toMatchObject({ currentPage: 1, maxPages: 1, totalItems: 2 });
  });

  it('pages 100 a page by default and by limit and offset', async () => {
    expect(await list('')).toMatchObject({ totalItems: 4, maxPages: 1 });
    const page = await list('?filter=addressType=WAREHOUSE&limit=1&offset=1');
    expect(page.items.map((a) => a.city)).toEqual(['Birmingham']);
    expect(page).toMatchObject({ currentPage: 2, maxPages: 3, totalItems: 3 });
  });

  it('sorts through the whitelist', async () => {
    const page = await list('?filter=addressType=WAREHOUSE&sort=postalCode:asc');
    expect(page.items.map((a) => a.postalCode)).toEqual(['B24 8NB', 'S4 7WZ', 'S60 1BX']);
  });

  it('answers 400 Invalid filter criteria for unknown values, comparators and properties', async () => {
    for (const query of ['filter=addressType=HOME', 'filter=addressType>INVOICE', 'filter=organisationId=x']) {
      const res = await get(`/api/universal/addresses/?${query}`, token.buyer);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorReply>()).toMatchObject({
        message: 'Invalid filter criteria',
        details: [{ path: 'filter' }],
      });
    }
  });

  it("lists only the caller's organisation's addresses", async () => {
    const rhein = await list('', token.rheinSeller);
    expect(rhein.items.map((a) => a.city)).toEqual(['Düsseldorf', 'Duisburg']);
    expect(new Set(rhein.items.map((a) => a.organisation.name))).toEqual(new Set(['Rhein Stahlhandel GmbH']));
  });

  it('shows addresses awaiting validation to managers only', async () => {
    const demo = await ownOrganisation(token.manager);
    await createAddress(t.db, {
      organisationId: demo.id,
      addressType: 'WAREHOUSE',
      name: 'Demo Steel Trading Ltd – Leeds',
      addressLine1: '5 Canal Wharf',
      city: 'Leeds',
      postalCode: 'LS11 5PS',
      country: 'GB',
      validationState: 'PENDING',
    });
    const forManager = await list('?filter=addressType=WAREHOUSE');
    expect(forManager.items.map((a) => [a.city, a.validationState])).toEqual([
      ['Sheffield', 'APPROVED'],
      ['Birmingham', 'APPROVED'],
      ['Leeds', 'PENDING'],
      ['Rotherham', 'PENDING'],
    ]);
    const forBuyer = await list('?filter=addressType=WAREHOUSE', token.buyer);
    expect(forBuyer.items.map((a) => a.city)).toEqual(['Sheffield', 'Birmingham']);
    expect((await list('?filter=validationState=PENDING')).totalItems).toBe(2);
  });
});

describe('PATCH api/manager/organisations/self/purchase-contact', () => {
  const change = (body: Record<string, unknown>, accessToken = token.manager) =>
    call(t, accessToken)('PATCH', '/api/manager/organisations/self/purchase-contact', body);

  it('changes the purchase contact and answers the organisation', async () => {
    const res = await change({
      purchaseContactName: 'Ben Buyer',
      purchaseContactEmail: 'Ben.Buyer@Demo-Steel.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrganisationReply>()).toMatchObject({
      purchaseContactName: 'Ben Buyer',
      purchaseContactEmail: 'ben.buyer@demo-steel.example',
      financialDetails: { paymentTerms: 'NET_30' },
    });
    expect((await ownOrganisation(token.buyer)).purchaseContactName).toBe('Ben Buyer');
  });

  it('refuses a contact whose name or e-mail is the current one: both must differ (spec 000 §5)', async () => {
    const current = { purchaseContactName: 'Ben Buyer', purchaseContactEmail: 'BEN.BUYER@demo-steel.example' };
    expectError(await change(current), 400, ORGANISATION_MESSAGES.purchaseContactUnchanged);
    // only the e-mail changed, then only the name (in another case and with spaces): refused, nothing saved
    expectError(
      await change({ ...current, purchaseContactEmail: 'purchasing@demo-steel.example' }),
      400,
      ORGANISATION_MESSAGES.purchaseContactUnchanged,
    );
    expectError(
      await change({ ...current, purchaseContactName: ' ben buyer ', purchaseContactEmail: 'pat@demo-steel.example' }),
      400,
      ORGANISATION_MESSAGES.purchaseContactUnchanged,
    );
    expectError(
      await change({ purchaseContactName: 'Alice Manager', purchaseContactEmail: 'ben.buyer@demo-steel.example' }),
      400,
      ORGANISATION_MESSAGES.purchaseContactUnchanged,
    );
    expect(await ownOrganisation(token.manager)).toMatchObject({
      purchaseContactName: 'Ben Buyer',
      purchaseContactEmail: 'ben.buyer@demo-steel.example',
    });
    expect(
      (await change({ purchaseContactName: 'Alice Manager', purchaseContactEmail: 'purchasing@demo-steel.example' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400 with details when a field is missing or the e-mail is not one', async () => {
    const res = await change({ purchaseContactName: ' ', purchaseContactEmail: 'purchasing' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().details!.map((d) => d.path)).toEqual([
      'body.purchaseContactName',
      'body.purchaseContactEmail',
    ]);
    expect((await change({ purchaseContactName: 'Someone' })).statusCode).toBe(400);
  });

  it('answers 403 to buyers and sellers and changes only the own organisation', async () => {
    const body = { purchaseContactName: 'Mallory', purchaseContactEmail: 'mallory@example.com' };
    expect((await change(body, token.buyer)).statusCode).toBe(403);
    expect((await change(body, token.seller)).statusCode).toBe(403);
    expect((await change(body, token.rheinManager)).statusCode).toBe(200);
    expect((await ownOrganisation(token.manager)).purchaseContactName).toBe('Alice Manager');
  });
});

describe('PATCH api/manager/organisations/self/payment-terms', () => {
  const change = (body: Record<string, unknown>, accessToken = token.manager) =>
    call(t, accessToken)('PATCH', '/api/manager/organisations/self/payment-terms', body);

  it('sets NET_60 and back; the same terms again change nothing', async () => {
    const res = await change({ paymentTerms: 'NET_60' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrganisationReply>().financialDetails!.paymentTerms).toBe('NET_60');
    expect((await change({ paymentTerms: 'NET_60' })).statusCode).toBe(200);
    expect((await change({ paymentTerms: 'NET_30' })).json<OrganisationReply>().financialDetails!.paymentTerms).toBe(
      'NET_30',
    );
  });

  it('answers 400 for other terms and 403 to non-managers', async () => {
    const res = await change({ paymentTerms: 'NET_90' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().details![0]!.path).toBe('body.paymentTerms');
    expect((await change({}, token.manager)).statusCode).toBe(400);
    expect((await change({ paymentTerms: 'NET_60' }, token.buyer)).statusCode).toBe(403);
  });
});
