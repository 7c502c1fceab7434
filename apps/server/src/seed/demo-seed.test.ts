import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { DatabaseHandle } from '../platform/db/database';
import { createPasswordHasher } from '../platform/passwords';
import { findUserCredentialsByEmail } from '../modules/users/service';
import { openTestDatabase } from '../test-support/test-database';
import { DEMO_ORGANISATIONS, seedDemoData } from './demo-seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

describe('seedDemoData', () => {
  it('seeds the two organisations of issue 2 with six users', () => {
    expect(DEMO_ORGANISATIONS.map((o) => [o.name, o.currencyCode, o.erpCreditLimit, o.erpBalance])).toEqual([
      ['Demo Steel Trading Ltd', 'GBP', 25_000_000, 4_000_000],
      ['Rhein Stahlhandel GmbH', 'EUR', 10_000_000, null],
    ]);
    const names = DEMO_ORGANISATIONS.flatMap((o) => o.users.map((u) => u.name));
    expect(new Set(names).size).toBe(6);
    for (const org of DEMO_ORGANISATIONS) {
      expect(org.addresses.filter((a) => a.addressType === 'INVOICE')).toHaveLength(1);
      expect(org.addresses.filter((a) => a.primary)).toHaveLength(1);
      expect(org.users.every((u) => u.email.endsWith(`@${org.emailDomain}`))).toBe(true);
    }
    // the operator's validation queue (issue 5) starts with one address
    expect(DEMO_ORGANISATIONS[0]!.addresses.filter((a) => a.validationState === 'PENDING')).toHaveLength(1);
  });

  it('gives every demo user the demo password', async () => {
    const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    for (const email of DEMO_ORGANISATIONS.flatMap((o) => o.users.map((u) => u.email))) {
      const user = await findUserCredentialsByEmail(handle.db, email);
      expect(user, email).toMatchObject({ activated: true, tenant: 'MARKETPLACE' });
      expect(await passwords.verify(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('does nothing on a database that has organisations', async () => {
    expect(await seedDemoData(handle.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }))).toBe(false);
  });
});
