import type { Rfq } from '@steelyard/domain/rfqs';
import { createAddress, createOrganisation } from '../modules/organisations/service';
import { createUser } from '../modules/users/service';
import { actAs, expectStatus, primaryWarehouse, type Act } from './listing-helpers';
import type { TestApp } from './test-app';

/** A Monday morning; RFQ tests move the clock on from here. */
export const RFQ_TEST_START = new Date('2026-03-02T09:00:00Z');
/** A week later at noon: the deadline of the test RFQs. */
export const RFQ_TEST_DEADLINE = '2026-03-09T12:00:00.000Z';

export const COIL_ITEM = {
  product: 'COIL',
  materialType: 'MILD_STEEL',
  grade: 'S235JR',
  specification: 'EN 10025-2',
  thickness: 3,
  width: 1500,
  weight: 25,
} as const;
export const SHEET_ITEM = {
  product: 'SHEET',
  materialType: 'MILD_STEEL',
  grade: 'S275JR',
  thickness: 2,
  width: 1250,
  length: 2500,
  weight: 10,
  tolerance: 'EN 10051',
} as const;

/** A complete draft body: a coil and a sheet, delivered to `deliveryAddressId`. */
export function rfqBody(deliveryAddressId: string, overrides: Record<string, unknown> = {}) {
  return {
    items: [COIL_ITEM, SHEET_ITEM],
    quoteRef: 'Q2 coil',
    preferredOrigins: ['WESTERN_EUROPE'],
    requiredDeliveryMonth: '2026-05',
    quoteDeadline: RFQ_TEST_DEADLINE,
    deliveryAddressId,
    comments: 'Mill certificates 3.1 please',
    ...overrides,
  };
}

/** Creates and submits an RFQ as `buyer` (UNDER_REVIEW). */
export async function submittedRfq(buyer: Act, body: object): Promise<Rfq> {
  const draft = expectStatus<Rfq>(await buyer('POST', '/api/buyer/rfqs', body), 201);
  return expectStatus<Rfq>(await buyer('POST', `/api/buyer/rfqs/${draft.id}/submit`), 200);
}

/** Creates, submits and approves an RFQ (LIVE). */
export async function liveRfq(buyer: Act, operator: Act, body: object): Promise<Rfq> {
  const rfq = await submittedRfq(buyer, body);
  return expectStatus<Rfq>(await operator('POST', `/api/admin/rfqs/${rfq.id}/approve`), 200);
}

/** A quote body for every item of an RFQ: `price` per tonne (minor units), the whole weight, picked up at `pickupAddressId`. */
export function quoteFor(rfq: Rfq, pickupAddressId: string, price = 65_000) {
  return {
    items: rfq.items.map((item, i) => ({
      rfqItemId: item.id,
      pricePerTonne: price + i * 1_000,
      availableWeight: item.weight,
      deliveryPromise: 'WITHIN_2_WEEKS',
      pickupAddressId,
      comment: `Item ${i + 1}`,
    })),
  };
}

/**
 * A third trading organisation (NL, EUR) with an approved primary warehouse and a seller, so that
 * two sellers of other organisations can quote on one RFQ.
 */
export async function addSellingOrganisation(t: TestApp, slug: string): Promise<{ act: Act; warehouseId: string }> {
  const now = t.clock.now();
  const organisation = await createOrganisation(t.db, {
    name: `Staal ${slug} B.V.`,
    country: 'NL',
    paymentTerms: 'NET_30',
    currencyCode: 'EUR',
    emailDomain: `${slug}.example`,
    createdAt: now,
    updatedAt: now,
  } as never);
  const address = await createAddress(t.db, {
    organisationId: organisation.id,
    addressType: 'WAREHOUSE',
    name: 'Rotterdam yard',
    addressLine1: 'Waalhaven 1',
    city: 'Rotterdam',
    postalCode: '3089',
    country: 'NL',
    primary: true,
    validationState: 'APPROVED',
  } as never);
  const email = `seller@${slug}.example`;
  await createUser(t.db, {
    organisationId: organisation.id,
    name: `Seller ${slug}`,
    email,
    roles: ['SELLER'],
    features: [],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  return { act: actAs(t, email), warehouseId: address.id };
}

export { primaryWarehouse };
