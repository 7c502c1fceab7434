import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import type { AddressHistoryList } from '@steelyard/domain/address-history';
import type { AddressList } from '@steelyard/domain/address-list';
import type { Address, OrganisationReply } from '@steelyard/domain/organisations';
import { openPostgresDatabase } from '../../platform/db/database';
import { call, demoTokens, expectError } from '../../test-support/account-helpers';
import { buildTestApp, createTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { validateAddress } from './addresses';
import { addresses } from './schema';

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
const primaries = async () =>
  t.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.organisationId, demoId), eq(addresses.primary, true), isNull(addresses.deletedAt)));

/** A new warehouse address of the demo organisation, approved by operations. */
async function addApprovedWarehouse(fields: Partial<typeof LEEDS> = {}): Promise<Address> {
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

describe('PUT api/manager/addresses/{id}/primary', () => {
  it('moves the primary flag in one step and records both addresses', async () => {
    const hull = await addApprovedWarehouse({ city: 'Hull', postalCode: 'HU1 1AA' });
    const sheffield = await byCity('Sheffield');
    const res = await manager('PUT', `/api/manager/addresses/${hull.id}/primary`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Address>()).toMatchObject({ id: hull.id, primary: true });
    expect((await warehouses())[0]!.id).toBe(hull.id);
    expect(await primaries()).toEqual([{ id: hull.id }]);
    const changes = (await history('?filter=action=PRIMARY_CHANGED')).items;
    expect(
      changes
        .slice(0, 2)
        .map((e) => [e.addressId, e.before!.primary, e.after!.primary])
        .sort(),
    ).toEqual(
      [
        [hull.id, false, true],
        [sheffield.id, true, false],
      ].sort(),
    );
    // setting it again changes nothing
    expect((await manager('PUT', `/api/manager/addresses/${hull.id}/primary`)).statusCode).toBe(200);
    expect((await manager('PUT', `/api/manager/addresses/${sheffield.id}/primary`)).statusCode).toBe(200);
  });

  it('refuses an address awaiting validation and the invoice address', async () => {
    const pending = (await warehouses()).find((a) => a.validationState === 'PENDING')!;
    expectError(
      await manager('PUT', `/api/manager/addresses/${pending.id}/primary`),
      400,
      ADDRESS_MESSAGES.pendingCannotBePrimary,
    );
    const invoice = await invoiceAddress();
    expectError(
      await manager('PUT', `/api/manager/addresses/${invoice.id}/primary`),
      400,
      ADDRESS_MESSAGES.invoiceCannotBePrimary,
    );
  });

  it('ends with exactly one primary address under concurrent calls', async () => {
    const candidates = [
      (await byCity('Sheffield')).id,
      (await byCity('Birmingham')).id,
      (await addApprovedWarehouse({ city: 'York', postalCode: 'YO1 7HH' })).id,
    ];
    for (let round = 0; round < 5; round++) {
      const replies = await Promise.all(candidates.map((id) => manager('PUT', `/api/manager/addresses/${id}/primary`)));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await primaries()).toHaveLength(1);
    }
  });

  it("answers 404 for another organisation's address", async () => {
    const rhein = (await call(t, token.rheinManager)('GET', '/api/universal/addresses/')).json<AddressList>();
    const duisburg = rhein.items.find((a) => a.primary)!;
    expectError(await manager('PUT', `/api/manager/addresses/${duisburg.id}/primary`), 404, ADDRESS_MESSAGES.notFound);
  });
});

describe('validateAddress (the operator queue of issue 5)', () => {
  it('makes the first approved warehouse address the primary one', async () => {
    const handle = await openTestDatabase();
    const other = await buildTestApp(handle.db);
    try {
      const rhein = call(other, (await demoTokens(other)).rheinManager);
      const org = (await rhein('GET', '/api/universal/organisations/self/')).json<OrganisationReply>();
      // an organisation without a primary address (set up directly: no call can reach this state)
      await other.db.update(addresses).set({ primary: false }).where(eq(addresses.organisationId, org.id));
      const created = (await rhein('POST', '/api/manager/addresses/', { ...LEEDS, country: 'DE' })).json<Address>();
      const approved = await validateAddress(
        other.db,
        org.id,
        created.id,
        { state: 'APPROVED', actorUserId: null },
        other.clock.now(),
      );
      expect(approved).toMatchObject({ validationState: 'APPROVED', primary: true });
      const rejected = (await rhein('POST', '/api/manager/addresses/', { ...LEEDS, country: 'DE' })).json<Address>();
      const decision = { state: 'REJECTED' as const, rejectionReason: 'Unknown site', actorUserId: null };
      expect(await validateAddress(other.db, org.id, rejected.id, decision, other.clock.now())).toMatchObject({
        validationState: 'REJECTED',
        primary: false,
      });
      // editing a rejected address sends it to validation again
      const resubmitted = await rhein('PUT', `/api/manager/addresses/${rejected.id}`, {
        ...LEEDS,
        country: 'DE',
        name: 'Lager Leeds',
      });
      expect(resubmitted.json<Address>().validationState).toBe('PENDING');
    } finally {
      await other.close();
      await handle.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('primary address on PostgreSQL with several pools', () => {
  it('ends with exactly one primary address when several server instances set it at once', async () => {
    const handle = await openTestDatabase();
    const pools = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(handle.url!)));
    const apps = await Promise.all(pools.map((p) => buildTestApp(p.db)));
    try {
      const tokens = await demoTokens(apps[0]!);
      const list = await call(apps[0]!, tokens.manager)(
        'GET',
        '/api/universal/addresses/?filter=addressType=WAREHOUSE',
      );
      const ids = list
        .json<AddressList>()
        .items.filter((a) => a.validationState === 'APPROVED')
        .map((a) => a.id);
      for (let round = 0; round < 5; round++) {
        const replies = await Promise.all(
          apps.flatMap((app) =>
            ids.map((id) => call(app, tokens.manager)('PUT', `/api/manager/addresses/${id}/primary`)),
          ),
        );
        expect(replies.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
        const rows = await pools[0]!.db.select().from(addresses).where(eq(addresses.primary, true));
        expect(new Set(rows.map((r) => r.organisationId)).size).toBe(rows.length);
      }
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(pools.map((p) => p.close()));
      await handle.close();
    }
  });
});
