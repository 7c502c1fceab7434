import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '@steelyard/domain/address-list';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { OrganisationReply } from '@steelyard/domain/organisations';
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
    });
    // warehouses: the primary first, then by postal code
    expect(org.warehouseAddresses.map((a) => [a.city, a.primary])).toEqual([
      ['Sheffield', true],
      ['Birmingham', false],
    ]);
    expect(org.warehouseAddresses.every((a) => a.organisation.name === 'Demo Steel Trading Ltd')).toBe(true);
  });

  it('answers with and without the trailing slash', async () => {
    const org = await ownOrganisation(token.buyer, '/api/universal/organisations/self');
    expect(org.name).toBe('Demo Steel Trading Ltd');
  });

  it('hides the credit line from non-managers', async () => {
    expect((await ownOrganisation(token.buyer)).financialDetails).toBeNull();
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
    const warehouses = await list('?filter=addressType=WAREHOUSE');
    expect(warehouses.items.map((a) => a.city)).toEqual(['Sheffield', 'Birmingham']);
    expect(warehouses).toMatchObject({ currentPage: 1, maxPages: 1, totalItems: 2 });
  });

  it('pages 100 a page by default and by limit and offset', async () => {
    expect(await list('')).toMatchObject({ totalItems: 3, maxPages: 1 });
    const page = await list('?filter=addressType=WAREHOUSE&limit=1&offset=1');
    expect(page.items.map((a) => a.city)).toEqual(['Birmingham']);
    expect(page).toMatchObject({ currentPage: 2, maxPages: 2, totalItems: 2 });
  });

  it('sorts through the whitelist', async () => {
    const page = await list('?filter=addressType=WAREHOUSE&sort=postalCode:asc');
    expect(page.items.map((a) => a.postalCode)).toEqual(['B24 8NB', 'S4 7WZ']);
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
    ]);
    const forBuyer = await list('?filter=addressType=WAREHOUSE', token.buyer);
    expect(forBuyer.items.map((a) => a.city)).toEqual(['Sheffield', 'Birmingham']);
    expect((await list('?filter=validationState=PENDING')).totalItems).toBe(1);
  });
});
