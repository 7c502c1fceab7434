import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import type { AddressHistoryList } from '@steelyard/domain/address-history';
import type { AddressList } from '@steelyard/domain/address-list';
import type { ErrorReply } from '@steelyard/domain/errors';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import { call, demoTokens, expectError } from '../../test-support/account-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { operatorToken } from '../../test-support/admin-helpers';
import { validateAddress } from './addresses';
import { findAddressSnapshot } from './service';

let t: TestApp;
let token: Awaited<ReturnType<typeof demoTokens>>;
let manager: ReturnType<typeof call>;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await demoTokens(t);
  manager = call(t, token.manager);
  demoId = (await manager('GET', '/api/universal/organisations/self/')).json<OrganisationReply>().id;
});
afterAll(async () => t.close());

const LEEDS = {
  name: 'Demo Steel Trading Ltd – Leeds',
  addressLine1: '5 Canal Wharf',
  city: 'Leeds',
  postalCode: 'LS11 5PS',
  country: 'gb',
};

const warehouses = async (accessToken = token.manager) =>
  (await call(t, accessToken)('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE')).json<AddressList>()
    .items;
const byCity = async (city: string) => (await warehouses()).find((a) => a.city === city)!;
const invoiceAddress = async () =>
  (await manager('GET', '/api/universal/addresses/?filter=addressType=INVOICE')).json<AddressList>().items[0]!;
const history = async (query = '', accessToken = token.manager) => {
  const res = await call(t, accessToken)('GET', `/api/universal/addresses-history/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressHistoryList>();
};
/** A new warehouse address of the demo organisation, approved by operations. */
async function addApprovedWarehouse(fields: Partial<typeof LEEDS & { addressLine2: string }> = {}): Promise<Address> {
  const created = await manager('POST', '/api/manager/addresses/', { ...LEEDS, ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return validateAddress(
    t.db,
    demoId,
    created.json<Address>().id,
    { state: 'APPROVED', actorUserId: null },
    t.clock.now(),
  );
}

describe('POST api/manager/addresses/', () => {
  it('adds a warehouse address that waits for validation, seen as pending by managers only', async () => {
    const res = await manager('POST', '/api/manager/addresses/', { ...LEEDS, addressLine2: '', phone: '' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Address>();
    expect(created).toMatchObject({
      addressType: 'WAREHOUSE',
      country: 'GB',
      addressLine2: null,
      phone: null,
      primary: false,
      validationState: 'PENDING',
      organisation: { id: demoId, name: 'Demo Steel Trading Ltd' },
    });
    expect((await manager('GET', `/api/manager/addresses/${created.id}`)).statusCode).toBe(200);
    expect((await call(t, token.buyer)('GET', `/api/buyer/addresses/${created.id}`)).statusCode).toBe(404);
    expect((await warehouses(token.buyer)).map((a) => a.id)).not.toContain(created.id);
    const [entry] = (await history(`?filter=addressId=${created.id}`)).items;
    expect(entry).toMatchObject({
      action: 'CREATED',
      changedBy: { name: 'Alice Manager' },
      before: null,
      after: { city: 'Leeds', validationState: 'PENDING' },
    });
  });

  it('refuses a second invoice address', async () => {
    const res = await manager('POST', '/api/manager/addresses/', { ...LEEDS, addressType: 'INVOICE' });
    expectError(res, 400, ADDRESS_MESSAGES.invoiceExists);
  });

  it('answers 400 with details for missing required fields, an unknown country and over-long fields', async () => {
    const res = await manager('POST', '/api/manager/addresses/', {
      name: '',
      addressLine1: 'x'.repeat(121),
      city: ' ',
      postalCode: '',
      country: 'XX',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<ErrorReply>().details!.map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.addressLine1', 'body.city', 'body.postalCode', 'body.country']),
    );
  });

  it('answers 403 to buyers and sellers', async () => {
    for (const accessToken of [token.buyer, token.seller]) {
      expect((await call(t, accessToken)('POST', '/api/manager/addresses/', LEEDS)).statusCode).toBe(403);
    }
  });
});

describe('GET api/{family}/addresses/{id}', () => {
  it('answers through every family the caller has', async () => {
    const sheffield = await byCity('Sheffield');
    for (const [accessToken, family] of [
      [token.manager, 'manager'],
      [token.manager, 'universal'],
      [token.buyer, 'buyer'],
      [token.seller, 'seller'],
    ] as const) {
      const res = await call(t, accessToken)('GET', `/api/${family}/addresses/${sheffield.id}`);
      expect(res.statusCode, `${family}: ${res.body}`).toBe(200);
      expect(res.json<Address>().city).toBe('Sheffield');
    }
    expect((await call(t, token.buyer)('GET', `/api/seller/addresses/${sheffield.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's address, an unknown id and a malformed one", async () => {
    const rhein = (await call(t, token.rheinManager)('GET', '/api/universal/addresses/')).json<AddressList>();
    for (const id of [rhein.items[0]!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expectError(await manager('GET', `/api/universal/addresses/${id}`), 404, ADDRESS_MESSAGES.notFound);
    }
  });
});

describe('GET api/universal/addresses/default-country', () => {
  it("answers the first address's country, otherwise GB", async () => {
    const demo = await manager('GET', '/api/universal/addresses/default-country');
    expect(demo.json()).toEqual({ country: 'GB' });
    const rhein = await call(t, token.rheinBuyer)('GET', '/api/universal/addresses/default-country');
    expect(rhein.json()).toEqual({ country: 'DE' });
  });
});

describe('PUT api/manager/addresses/{id}', () => {
  it('keeps an approved warehouse approved when only name or phone change', async () => {
    const birmingham = await byCity('Birmingham');
    const res = await manager('PUT', `/api/manager/addresses/${birmingham.id}`, {
      ...birmingham,
      name: 'Demo Steel – Birmingham Yard',
      phone: '+44 121 496 0299',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Address>()).toMatchObject({ name: 'Demo Steel – Birmingham Yard', validationState: 'APPROVED' });
    const [entry] = (await history(`?filter=addressId=${birmingham.id}`)).items;
    expect(entry).toMatchObject({
      action: 'UPDATED',
      before: { phone: '+44 121 496 0200' },
      after: { phone: '+44 121 496 0299' },
    });
  });

  // issue 23, item 10 (decision 155): an edit of an approved address's location waits as a change
  it('keeps an approved warehouse in use while an edit of its line 2 waits for validation', async () => {
    const wakefield = await addApprovedWarehouse({ city: 'Wakefield', postalCode: 'WF1 1AA', addressLine2: 'Unit 1' });
    const res = await manager('PUT', `/api/manager/addresses/${wakefield.id}`, {
      ...wakefield,
      addressLine2: 'Unit 7',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Address>()).toMatchObject({
      validationState: 'APPROVED',
      addressLine2: 'Unit 1',
      pendingChange: { addressLine2: 'Unit 7', city: 'Wakefield' },
    });
    // buyers still see and choose it, unchanged, and checkout takes it as a delivery address
    const seen = await call(t, token.buyer)('GET', `/api/universal/addresses/${wakefield.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Address>()).toMatchObject({ addressLine2: 'Unit 1', pendingChange: null });
    expect(await findAddressSnapshot(t.db, demoId, wakefield.id, { approvedWarehouse: true })).toMatchObject({
      addressLine2: 'Unit 1',
    });
    // operations see the change in their queue
    const op = call(t, await operatorToken(t));
    const queue = (await op('GET', '/api/admin/addresses/pending?pageSize=100')).json<AddressList>().items;
    expect(queue.find((a) => a.id === wakefield.id)).toMatchObject({ pendingChange: { addressLine2: 'Unit 7' } });
    const [entry] = (await history(`?filter=addressId=${wakefield.id}`)).items;
    expect(entry).toMatchObject({
      action: 'UPDATED',
      before: { addressLine2: 'Unit 1' },
      after: { addressLine2: 'Unit 1', validationState: 'APPROVED', pendingChange: { addressLine2: 'Unit 7' } },
    });
    // it can become the primary address meanwhile
    const primary = await manager('PUT', `/api/manager/addresses/${wakefield.id}/primary`);
    expect(primary.statusCode, primary.body).toBe(200);
    expect(primary.json<Address>()).toMatchObject({ primary: true, addressLine2: 'Unit 1' });
    // the operator approves: the new line 2 is in use
    const approved = await op('POST', `/api/admin/addresses/${wakefield.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Address>()).toMatchObject({
      validationState: 'APPROVED',
      primary: true,
      addressLine2: 'Unit 7',
      pendingChange: null,
    });
    expect((await findAddressSnapshot(t.db, demoId, wakefield.id, { approvedWarehouse: true }))?.addressLine2).toBe(
      'Unit 7',
    );
    // give the primary back to Sheffield for the other tests
    const sheffield = await byCity('Sheffield');
    expect((await manager('PUT', `/api/manager/addresses/${sheffield.id}/primary`)).statusCode).toBe(200);
  });

  it("drops a rejected change of an approved warehouse's location and keeps the approved address", async () => {
    const ossett = await addApprovedWarehouse({ city: 'Ossett', postalCode: 'WF5 8AA', addressLine2: 'Gate A' });
    const edited = await manager('PUT', `/api/manager/addresses/${ossett.id}`, { ...ossett, addressLine2: 'Gate B' });
    expect(edited.json<Address>()).toMatchObject({ validationState: 'APPROVED', addressLine2: 'Gate A' });
    const op = call(t, await operatorToken(t));
    const rejected = await op('POST', `/api/admin/addresses/${ossett.id}/reject`, { reason: 'No gate B there.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Address>()).toMatchObject({
      validationState: 'APPROVED',
      addressLine2: 'Gate A',
      pendingChange: null,
    });
    expect((await warehouses(token.buyer)).find((a) => a.id === ossett.id)?.addressLine2).toBe('Gate A');
    // the managers read that the change was refused and the approved address stays, not that the address was
    const mail = (await t.mailTo(DEMO.manager)).find((m) => m.text.includes('No gate B there.'));
    expect(mail).toMatchObject({
      template: 'address-rejected',
      subject: 'Steelyard – a change of a warehouse address was not approved',
    });
    expect(mail!.text).toContain('Gate B, WF5 8AA Ossett.');
    expect(mail!.text).toContain('The approved address (');
    expect(mail!.text).toContain('Gate A, WF5 8AA Ossett) stays in use.');
    const [entry] = (await history(`?filter=addressId=${ossett.id}`)).items;
    expect(entry).toMatchObject({
      action: 'VALIDATED',
      after: { addressLine2: 'Gate A', validationState: 'APPROVED' },
    });
    // decided once
    expect((await op('POST', `/api/admin/addresses/${ossett.id}/approve`)).statusCode).toBe(400);
  });

  it('sends a pending or rejected warehouse address back to validation when edited', async () => {
    const created = await manager('POST', '/api/manager/addresses/', {
      ...LEEDS,
      city: 'Batley',
      postalCode: 'WF17 5AA',
    });
    const { id } = created.json<Address>();
    await validateAddress(
      t.db,
      demoId,
      id,
      { state: 'REJECTED', rejectionReason: 'x', actorUserId: null },
      t.clock.now(),
    );
    const res = await manager('PUT', `/api/manager/addresses/${id}`, {
      ...LEEDS,
      city: 'Batley',
      postalCode: 'WF17 6BB',
    });
    expect(res.json<Address>()).toMatchObject({
      validationState: 'PENDING',
      postalCode: 'WF17 6BB',
      pendingChange: null,
    });
    expect((await call(t, token.buyer)('GET', `/api/universal/addresses/${id}`)).statusCode).toBe(404);
  });

  it('does not record a save that changes nothing', async () => {
    const sheffield = await byCity('Sheffield');
    const before = (await history(`?filter=addressId=${sheffield.id}`)).totalItems;
    const res = await manager('PUT', `/api/manager/addresses/${sheffield.id}`, sheffield);
    expect(res.statusCode).toBe(200);
    expect((await history(`?filter=addressId=${sheffield.id}`)).totalItems).toBe(before);
  });

  it("refuses to move the primary address, which would leave the organisation's primary unvalidated", async () => {
    const sheffield = await byCity('Sheffield');
    const res = await manager('PUT', `/api/manager/addresses/${sheffield.id}`, { ...sheffield, city: 'Leeds' });
    expectError(res, 400, ADDRESS_MESSAGES.primaryLocationLocked);
  });

  it('keeps the invoice address approved when edited', async () => {
    const invoice = await invoiceAddress();
    const res = await manager('PUT', `/api/manager/addresses/${invoice.id}`, {
      ...invoice,
      addressLine1: '2 Cutlers Court',
    });
    expect(res.json<Address>()).toMatchObject({ addressLine1: '2 Cutlers Court', validationState: 'APPROVED' });
  });

  it("answers 404 for another organisation's address and 403 to non-managers", async () => {
    const rhein = (await call(t, token.rheinManager)('GET', '/api/universal/addresses/')).json<AddressList>();
    const res = await manager('PUT', `/api/manager/addresses/${rhein.items[0]!.id}`, LEEDS);
    expectError(res, 404, ADDRESS_MESSAGES.notFound);
    const sheffield = await byCity('Sheffield');
    expect((await call(t, token.buyer)('PUT', `/api/manager/addresses/${sheffield.id}`, LEEDS)).statusCode).toBe(403);
  });
});

describe('DELETE api/manager/addresses/{id}', () => {
  it("refuses the primary address with the spec's message, and the invoice address", async () => {
    const primary = (await warehouses())[0]!;
    expect(primary.primary).toBe(true);
    expectError(
      await manager('DELETE', `/api/manager/addresses/${primary.id}`),
      400,
      'It is not possible to delete your primary address. Set another address as the primary address first.',
    );
    const invoice = await invoiceAddress();
    expectError(
      await manager('DELETE', `/api/manager/addresses/${invoice.id}`),
      400,
      ADDRESS_MESSAGES.invoiceCannotBeDeleted,
    );
  });

  it('deletes another warehouse address, keeping its history for managers', async () => {
    const doomed = await addApprovedWarehouse({ city: 'Derby', postalCode: 'DE1 1AA' });
    expect((await manager('DELETE', `/api/manager/addresses/${doomed.id}`)).statusCode).toBe(204);
    expectError(await manager('GET', `/api/manager/addresses/${doomed.id}`), 404, ADDRESS_MESSAGES.notFound);
    expect((await warehouses()).map((a) => a.id)).not.toContain(doomed.id);
    expectError(await manager('DELETE', `/api/manager/addresses/${doomed.id}`), 404, ADDRESS_MESSAGES.notFound);
    const entries = (await history(`?filter=addressId=${doomed.id}`)).items;
    expect(entries.map((e) => e.action)).toEqual(['DELETED', 'VALIDATED', 'CREATED']);
    expect(entries[0]).toMatchObject({ before: { city: 'Derby' }, after: null });
    expect((await history(`?filter=addressId=${doomed.id}`, token.buyer)).totalItems).toBe(0);
  });

  it("answers 404 for another organisation's address", async () => {
    const rhein = (await call(t, token.rheinManager)('GET', '/api/universal/addresses/')).json<AddressList>();
    const other = rhein.items.find((a) => !a.primary && a.addressType === 'WAREHOUSE') ?? rhein.items[0]!;
    expectError(await manager('DELETE', `/api/manager/addresses/${other.id}`), 404, ADDRESS_MESSAGES.notFound);
  });
});

describe('GET api/universal/addresses-history/', () => {
  it("pages the organisation's changes newest first and shows non-managers approved addresses only", async () => {
    const all = await history();
    expect(all.totalItems).toBeGreaterThan(5);
    const times = all.items.map((e) => e.changedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const forBuyer = await history('', token.buyer);
    expect(forBuyer.totalItems).toBeLessThan(all.totalItems);
    const buyerAddresses = (await call(t, token.buyer)('GET', '/api/universal/addresses/')).json<AddressList>();
    const visible = new Set(buyerAddresses.items.map((a) => a.id));
    expect(forBuyer.items.every((e) => visible.has(e.addressId))).toBe(true);
    expect((await history('', token.rheinManager)).items.every((e) => e.changedBy?.name !== 'Alice Manager')).toBe(
      true,
    );
  });

  it('pages by limit and filters by action', async () => {
    const page = await history('?limit=2');
    expect(page.items).toHaveLength(2);
    const created = await history('?filter=action=CREATED');
    expect(created.items.every((e) => e.action === 'CREATED')).toBe(true);
  });

  it('answers 400 Invalid filter criteria for a malformed address id or an unknown property', async () => {
    for (const query of [
      'filter=addressId=42',
      'filter=addressId>0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
      'filter=who=x',
    ]) {
      const res = await manager('GET', `/api/universal/addresses-history/?${query}`);
      expectError(res, 400, 'Invalid filter criteria');
    }
  });
});
