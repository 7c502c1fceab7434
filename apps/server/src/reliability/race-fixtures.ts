import type { Role } from '@steelyard/domain/roles';
import { createAddress, createOrganisation } from '../modules/organisations/service';
import { createUser } from '../modules/users/service';
import { addTestBuyer, type TestBuyer, type TestBuyerOptions } from '../test-support/buying-helpers';
import { actAs, type Act } from '../test-support/listing-helpers';
import type { TestApp } from '../test-support/test-app';

const RACE_FEATURES = ['CART', 'PACKAGES', 'BID_OFFERS'] as const;

async function addColleague(t: TestApp, of: TestBuyer, email: string, roles: Role[]): Promise<TestBuyer> {
  await createUser(t.db, {
    organisationId: of.organisationId,
    name: `Colleague ${email.split('@')[0]}`,
    email,
    roles,
    features: [...RACE_FEATURES],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  return { ...of, email, act: actAs(t, email) };
}

/**
 * `organisations` buyer organisations (each with an approved primary warehouse), each with
 * `buyersPerOrganisation` distinct buyer users (cart, packages and offers): the buyers, organisation by
 * organisation.
 */
export async function addBuyerOrganisations(
  t: TestApp,
  key: string,
  organisations: number,
  buyersPerOrganisation: number,
  options: TestBuyerOptions = {},
): Promise<TestBuyer[]> {
  const buyers: TestBuyer[] = [];
  for (let o = 0; o < organisations; o++) {
    const first = await addTestBuyer(t, `${key}-${o}`, { ...options, features: [...RACE_FEATURES] });
    buyers.push(first);
    const domain = first.email.split('@')[1]!;
    for (let b = 1; b < buyersPerOrganisation; b++) {
      buyers.push(await addColleague(t, first, `buyer${b}@${domain}`, ['BUYER']));
    }
  }
  return buyers;
}

/** An organisation with `warehouses` approved warehouse addresses (the first primary) and a manager. */
export interface ManagedOrganisation {
  organisationId: string;
  warehouseIds: string[];
  manager: Act;
}

/** A customer organisation run by one manager, with approved warehouse addresses to switch between. */
export async function addManagedOrganisation(
  t: TestApp,
  key: string,
  warehouses: number,
): Promise<ManagedOrganisation> {
  const domain = `${key}.managers.example`;
  const organisation = await createOrganisation(t.db, {
    name: `Managed ${key} Ltd`,
    country: 'GB',
    emailDomain: domain,
    currencyCode: 'GBP',
    paymentTerms: 'NET_30',
    erpCreditLimit: null,
    erpBalance: null,
    mfaRequired: false,
  });
  const warehouseIds: string[] = [];
  for (let i = 0; i < warehouses; i++) {
    const address = await createAddress(t.db, {
      organisationId: organisation.id,
      addressType: 'WAREHOUSE',
      name: `${key} yard ${i + 1}`,
      addressLine1: `${i + 1} Yard Road`,
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      primary: i === 0,
      validationState: 'APPROVED',
    });
    warehouseIds.push(address.id);
  }
  const email = `manager@${domain}`;
  await createUser(t.db, {
    organisationId: organisation.id,
    name: `Manager ${key}`,
    email,
    roles: ['MANAGER'],
    features: [],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  return { organisationId: organisation.id, warehouseIds, manager: actAs(t, email) };
}
