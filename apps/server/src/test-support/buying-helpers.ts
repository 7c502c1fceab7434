import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Listing } from '@steelyard/domain/listings';
import type { Feature } from '@steelyard/domain/roles';
import { createAddress, createOrganisation } from '../modules/organisations/service';
import { createUser } from '../modules/users/service';
import {
  actAs,
  expectStatus,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  type Act,
} from './listing-helpers';
import { bearer, type TestApp } from './test-app';
import { tokenAt } from './listing-helpers';

/** A buyer of a fresh organisation: its ids, the buyer's e-mail and calls. */
export interface TestBuyer {
  organisationId: string;
  warehouseId: string;
  email: string;
  act: Act;
}

export interface TestBuyerOptions {
  country?: string;
  currencyCode?: string;
  /** Minor units; null: no credit line. */
  creditLimit?: number | null;
  balance?: number | null;
  features?: Feature[];
}

/** An organisation with an approved primary warehouse and one buyer (CART and PACKAGES unless told). */
export async function addTestBuyer(t: TestApp, key: string, options: TestBuyerOptions = {}): Promise<TestBuyer> {
  const domain = `${key}.buyers.example`;
  const country = options.country ?? 'GB';
  const organisation = await createOrganisation(t.db, {
    name: `Buyer ${key} Ltd`,
    country,
    emailDomain: domain,
    currencyCode: options.currencyCode ?? 'GBP',
    paymentTerms: 'NET_30',
    erpCreditLimit: options.creditLimit === undefined ? 10_000_000 : options.creditLimit,
    erpBalance: options.balance ?? null,
    mfaRequired: false,
  });
  const warehouse = await createAddress(t.db, {
    organisationId: organisation.id,
    addressType: 'WAREHOUSE',
    name: `Buyer ${key} yard`,
    addressLine1: '1 Yard Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country,
    primary: true,
    validationState: 'APPROVED',
  });
  const email = `buyer@${domain}`;
  await createUser(t.db, {
    organisationId: organisation.id,
    name: `Buyer ${key}`,
    email,
    roles: ['BUYER'],
    features: options.features ?? ['CART', 'PACKAGES'],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  return { organisationId: organisation.id, warehouseId: warehouse.id, email, act: actAs(t, email) };
}

/** A live sheet listing of `seller`'s organisation (approved by the operator), with overrides of the body. */
export async function liveListing(
  t: TestApp,
  seller: Act,
  operator: Act,
  overrides: Record<string, unknown> = {},
): Promise<Listing> {
  const pickup = (await primaryWarehouse(seller)).id;
  return publishListing(seller, operator, sheetBody(pickup, offeredExpiry(t, 2, '12:00'), overrides));
}

/** The price per unit including delivery a buyer sees for a listing. */
export async function seenPrice(buyer: Act, listingId: string, kind: 'LISTING' | 'PACKAGE' = 'LISTING') {
  const path = kind === 'LISTING' ? 'listings' : 'packaging/packages';
  const listing = expectStatus<Listing>(await buyer('GET', `/api/universal/${path}/${listingId}`), 200);
  return listing.pricing.priceIncludingDelivery.value;
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** A checkout body (credit, the buyer's warehouse) with overrides. */
export function checkoutFields(warehouseId: string, overrides: Record<string, unknown> = {}) {
  return {
    buyerOrderNumber: 'PO 4711',
    authorisedToSign: true,
    termsAccepted: true,
    deliveryAddress: { type: 'EXISTING', addressId: warehouseId },
    additionalDeliveryInformation: 'Gate 3',
    haulierSlotBooking: true,
    paymentOption: 'CREDIT',
    ...overrides,
  };
}

/** POST with an Idempotency-Key as a user. */
export async function postWithKey(
  t: TestApp,
  email: string,
  url: string,
  payload: unknown,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(await tokenAt(t, email)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

/** Buy now a listing at the price `buyer` sees. */
export async function buyNow(
  t: TestApp,
  buyer: TestBuyer | { email: string; warehouseId: string; act: Act },
  listingId: string,
  overrides: Record<string, unknown> = {},
  key: string | null = newKey(),
) {
  // a sold listing is no longer shown: pass the price seen before in `overrides`
  const pricePerUnit = (overrides.pricePerUnit as number | undefined) ?? (await seenPrice(buyer.act, listingId));
  const body = { ...checkoutFields(buyer.warehouseId), kind: 'LISTING', id: listingId, pricePerUnit, ...overrides };
  return postWithKey(t, buyer.email, '/api/buyer/purchase-orders', body, key);
}

export function expectOk<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
