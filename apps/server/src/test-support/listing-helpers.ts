import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import type { DocumentKind, DocumentReference } from '@steelyard/domain/documents';
import { getExpiryChoices, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import type { Listing } from '@steelyard/domain/listings';
import type { Address } from '@steelyard/domain/organisations';
import type { Feature, Role, UserRole } from '@steelyard/domain/roles';
import { createUser, findUserCredentialsByEmail } from '../modules/users/service';
import { signInDirectly } from './access-helpers';
import { DEMO_OPERATOR } from './admin-helpers';
import { multipartForm } from './file-fixtures';
import { bearer, DEMO, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Act = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/**
 * A Monday morning in London (winter time): every expiry choice of the week ahead is open, and
 * tests can move the clock days on. Access tokens are signed at the clock's time for each call.
 */
export const LISTING_TEST_START = new Date('2026-03-02T09:00:00Z');

/** An access token of a new session of a user at the test clock, as sign-in would give (tests move the clock by days). */
export async function tokenAt(t: TestApp, email: string): Promise<string> {
  const user = await findUserCredentialsByEmail(t.db, email);
  expect(user, email).not.toBeNull();
  return signInDirectly(t, user!);
}

/** Calls as a user: `as(t, DEMO.seller)('POST', url, body)`. */
export function actAs(t: TestApp, email: string): Act {
  return async (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(await tokenAt(t, email)),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The calls of every demo user and of the operators. */
export function demoActors(t: TestApp) {
  return {
    seller: actAs(t, DEMO.seller),
    buyer: actAs(t, DEMO.buyer),
    manager: actAs(t, DEMO.manager),
    rheinSeller: actAs(t, DEMO.rheinSeller),
    rheinBuyer: actAs(t, DEMO.rheinBuyer),
    rheinManager: actAs(t, DEMO.rheinManager),
    operator: actAs(t, DEMO_OPERATOR),
    auditor: actAs(t, 'auditor@steelyard.example'),
  };
}

/** A marketplace user of an organisation with chosen roles and features (demo users have every feature). */
export async function addListingUser(
  t: TestApp,
  email: string,
  organisationOf: string,
  roles: Role[],
  features: Feature[],
): Promise<Act> {
  const colleague = await findUserCredentialsByEmail(t.db, organisationOf);
  await createUser(t.db, {
    organisationId: colleague!.organisationId,
    name: `Test ${email.split('@')[0]}`,
    email,
    roles: roles as UserRole[],
    features,
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  return actAs(t, email);
}

/** An expiry the form offers at the clock's time: a slot of the `day`th day of the choices (0 = first). */
export function offeredExpiry(t: TestApp, day = 1, slot = '12:00'): string {
  const days = getExpiryChoices(t.clock.now());
  return toExpiryInstant(days[day]!.date, slot).toISOString();
}

/** The organisation's approved primary warehouse address (the pickup of test listings). */
export async function primaryWarehouse(act: Act): Promise<Address> {
  const res = await act('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE');
  expect(res.statusCode, res.body).toBe(200);
  const primary = res.json<{ items: Address[] }>().items.find((a) => a.primary);
  expect(primary).toBeDefined();
  return primary!;
}

/** A valid sheet listing body: 10 sheets of S275JR, £650.00 a tonne, prime, pickup at `pickupAddressId`. */
export function sheetBody(pickupAddressId: string, expiresAt: string, overrides: Record<string, unknown> = {}) {
  return {
    material: {
      product: 'SHEET',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S275JR',
    },
    materialDimensions: { thickness: 2, width: 1250, length: 2500 },
    numberOfItems: 10,
    weight: 0.491,
    origin: ['GB'],
    sellingPrice: { value: 65_000, currencyCode: 'GBP' },
    expiresAt,
    autoRenew: false,
    pickupAddressId,
    sellerTermsAccepted: true,
    ...overrides,
  };
}

/** Uploads a file as a user and answers its reference. */
export async function uploadAs(t: TestApp, email: string, kind: DocumentKind, bytes: Buffer, name: string) {
  const form = await multipartForm({ kind }, { name, bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/universal/documents',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(await tokenAt(t, email)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DocumentReference>();
}

/** Fails unless the reply has this status; answers the body. */
export function expectStatus<T>(res: LightMyRequestResponse, status: number): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/** Submits a listing as `act` and answers it (201). */
export async function submitListing(act: Act, body: object): Promise<Listing> {
  return expectStatus<Listing>(await act('POST', '/api/seller/listings/', body), 201);
}

/** Submits and has the operator approve it: a live listing. */
export async function publishListing(act: Act, operator: Act, body: object): Promise<Listing> {
  const created = await submitListing(act, body);
  const approved = expectStatus<AdminListing>(await operator('POST', `/api/admin/listings/${created.id}/approve`), 200);
  return approved.listing!;
}
