import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '@steelyard/domain/orders';
import type { Rfq } from '@steelyard/domain/rfqs';
import { DEMO_AUDITOR, DEMO_OPERATOR } from '../test-support/admin-helpers';
import {
  addTestBuyer,
  buyNow,
  checkoutFields,
  expectOk,
  liveListing,
  postWithKey,
  seenPrice,
} from '../test-support/buying-helpers';
import { makePackageListXlsx, PNG_BYTES } from '../test-support/file-fixtures';
import {
  actAs,
  addListingUser,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  tokenAt,
  uploadAs,
  type Act,
} from '../test-support/listing-helpers';
import { rfqBody } from '../test-support/rfq-helpers';
import { createUser, findUserCredentialsByEmail } from '../modules/users/service';
import type { Database } from '../platform/db/database';
import { readRows } from '../platform/db/raw-rows';
import { createTestApp, DEMO, type TestApp, type TestAppOptions } from '../test-support/test-app';

/** The callers of the security suites: anonymous, each role of organisations A and B, both operator roles. */
export const CALLERS = [
  'anonymous',
  'aManager',
  'aBuyer',
  'aSeller',
  'bManager',
  'bBuyer',
  'bSeller',
  'operator',
  'readOnly',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** The e-mail of each signed-in caller: A is Demo Steel, B is Rhein Stahl (single-role users each). */
export const CALLER_EMAILS: Record<Exclude<CallerName, 'anonymous'>, string> = {
  aManager: 'manager-only@demo-steel.example',
  aBuyer: DEMO.buyer,
  aSeller: DEMO.seller,
  bManager: DEMO.rheinManager,
  bBuyer: DEMO.rheinBuyer,
  bSeller: DEMO.rheinSeller,
  operator: DEMO_OPERATOR,
  readOnly: DEMO_AUDITOR,
};

/** Ids of organisation A's objects, by the name the matrix uses for a path parameter. */
export interface SecurityFixtures {
  listing: string;
  package: string;
  draftListing: string;
  draftPackage: string;
  address: string;
  spareAddress: string;
  order: string;
  soldOrder: string;
  cartRefNo: string;
  cartEntry: string;
  negotiation: string;
  rfq: string;
  alert: string;
  document: string;
  user: string;
  organisation: string;
  /** C's live listing that A's buyer negotiates on (its by-listing view). */
  negotiatedListing: string;
}

export interface SecurityWorld {
  t: TestApp;
  ids: SecurityFixtures;
  /** Bearer headers of each caller (none for anonymous), signed at the test clock. */
  headers: Record<CallerName, Record<string, string>>;
  act: Record<Exclude<CallerName, 'anonymous'>, Act>;
  /** The seller of the third organisation C, which trades with A, and its buyer and warehouse. */
  sellerC: Act;
  buyerC: Act;
  warehouseC: string;
}

const idOf = (res: { statusCode: number; body: string; json: () => unknown }, status = 200): string => {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { id: string }).id;
};

/**
 * The seeded app with objects of organisation A (Demo Steel) that organisation B (Rhein Stahl) has
 * no part in: its own listing, package, drafts, addresses, alert, document and RFQ, and an order,
 * cart entry, cart order and negotiation with a third organisation C.
 */
export async function buildSecurityWorld(options: TestAppOptions = {}): Promise<SecurityWorld> {
  const t = await createTestApp(options);
  t.clock.set(LISTING_TEST_START);
  await addListingUser(t, CALLER_EMAILS.aManager, DEMO.manager, ['MANAGER'], []);
  const act = Object.fromEntries(
    Object.entries(CALLER_EMAILS).map(([name, email]) => [name, actAs(t, email)]),
  ) as SecurityWorld['act'];
  // C: a GB organisation with a buyer and a seller, trading with A
  const cBuyer = await addTestBuyer(t, 'matrix-c', { features: ['CART'] });
  const cSellerEmail = 'seller@matrix-c.buyers.example';
  await createUser(t.db, {
    organisationId: cBuyer.organisationId,
    name: 'Seller matrix-c',
    email: cSellerEmail,
    roles: ['SELLER'],
    features: ['BID_OFFERS'],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  const c = { act: actAs(t, cSellerEmail) };
  const operator = act.operator;
  const cListing = async () => (await liveListing(t, c.act, operator)).id;

  const aWarehouse = await primaryWarehouse(act.aBuyer);
  const aBuyer = { email: DEMO.buyer, warehouseId: aWarehouse.id, act: act.aBuyer };
  const order = expectOk<Order>(await buyNow(t, aBuyer, await cListing()), 201);
  // a cart order of one listing of C, then a cart entry left in A's cart
  const cartListing = await cListing();
  const entryOf = async (listingId: string) => {
    const res = await act.aBuyer('POST', '/api/buyer/cart/entries', {
      kind: 'LISTING',
      id: listingId,
      pricePerUnit: await seenPrice(act.aBuyer, listingId),
    });
    expect(res.statusCode, res.body).toBe(201);
    const cart = expectOk<{ cartEntries: { id: string; listing?: { id: string } | null }[] }>(
      await act.aBuyer('GET', '/api/buyer/cart/fetch-cart'),
    );
    return cart.cartEntries;
  };
  const before = new Set((await entryOf(cartListing)).map((e) => e.id));
  const group = expectOk<{ cartRefNo: string }>(
    await postWithKey(t, DEMO.buyer, '/api/buyer/purchase-orders/cart', {
      ...checkoutFields(aWarehouse.id, { buyerOrderNumber: 'Matrix cart' }),
      entryIds: [...before].filter((id) => id !== undefined).slice(-1),
    }),
    201,
  );
  const entries = await entryOf(await cListing());
  const cartEntry = entries.find((e) => !before.has(e.id))!.id;

  const negotiatedListing = await cListing();
  const negotiation = idOf(
    await act.aBuyer('POST', '/api/buyer/negotiations', {
      listingId: negotiatedListing,
      price: Math.round((await seenPrice(act.aBuyer, negotiatedListing)) * 0.9),
    }),
    201,
  );
  const listing = (await liveListing(t, act.aSeller, operator)).id;
  const soldListing = (await liveListing(t, act.aSeller, operator)).id;
  const soldOrder = expectOk<Order>(await buyNow(t, cBuyer, soldListing), 201).id;

  const organisation = (await findUserCredentialsByEmail(t.db, DEMO.buyer))!.organisationId;
  // the seed's package and drafts of A
  const workbook = await makePackageListXlsx([
    ['Grade', 'Thickness', 'Weight (t)'],
    ['S275JR', 6, 1.2],
  ]);
  const list = await uploadAs(t, DEMO.seller, 'PACKAGE_LIST', workbook, 'matrix.xlsx');
  const submitted = idOf(
    await act.aSeller('POST', '/api/seller/packages/', {
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      packageTitle: 'Matrix offcuts',
      packageDocument: { documentId: list.documentId },
      deliveryTimeframe: 'WITHIN_1_WEEK',
      origin: ['GB'],
      weight: 1.2,
      sellingPrice: { value: 45_000, currencyCode: 'GBP' },
      expiresAt: offeredExpiry(t, 2),
      autoRenew: false,
      pickupAddressId: aWarehouse.id,
      sellerTermsAccepted: true,
    }),
    201,
  );
  expectOk(await operator('POST', `/api/admin/listings/${submitted}/approve`));
  const draftListing = idOf(
    await act.aSeller('POST', '/api/universal/draft-listings/', { material: { product: 'SHEET' } }),
    201,
  );
  const draftPackage = idOf(
    await act.aSeller('POST', '/api/universal/draft-packages/', {
      material: { product: 'PACKAGE' },
      packageTitle: 'Offcuts',
    }),
    201,
  );
  const rfq = expectOk<Rfq>(await act.aBuyer('POST', '/api/buyer/rfqs', rfqBody(aWarehouse.id)), 201);
  const alert = idOf(
    await act.aBuyer('POST', '/api/universal/listing-alerts/', { filterQuery: 'material.product=COIL', comment: 'x' }),
    201,
  );
  const document = (await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'matrix.png')).documentId;
  const spareAddress = idOf(
    await act.aManager('POST', '/api/manager/addresses/', {
      addressType: 'WAREHOUSE',
      name: 'Matrix yard',
      addressLine1: '2 Matrix Road',
      city: 'Leeds',
      postalCode: 'LS2 2BB',
      country: 'GB',
    }),
    201,
  );
  const spareUser = await addListingUser(t, 'spare@demo-steel.example', DEMO.manager, ['BUYER'], []);
  void spareUser;
  const user = (await findUserCredentialsByEmail(t.db, 'spare@demo-steel.example'))!.id;

  const headers = { anonymous: {} } as SecurityWorld['headers'];
  for (const [name, email] of Object.entries(CALLER_EMAILS)) {
    headers[name as CallerName] = { authorization: `Bearer ${await tokenAt(t, email)}` };
  }
  return {
    t,
    act,
    sellerC: c.act,
    buyerC: cBuyer.act,
    warehouseC: cBuyer.warehouseId,
    headers,
    ids: {
      listing,
      package: submitted,
      draftListing,
      draftPackage,
      address: aWarehouse.id,
      spareAddress,
      order: order.id,
      soldOrder,
      cartRefNo: group.cartRefNo,
      cartEntry,
      negotiation,
      rfq: rfq.id,
      alert,
      document,
      user,
      organisation,
      negotiatedListing,
    },
  };
}

/** The tables a refused or invalid request must leave alone. */
export const MAIN_TABLES = [
  'organisations',
  'users',
  'addresses',
  'documents',
  'listings',
  'listing_drafts',
  'listing_alerts',
  'carts',
  'cart_entries',
  'negotiations',
  'negotiation_offers',
  'purchase_orders',
  'cart_order_groups',
  'rfqs',
  'rfq_items',
  'rfq_quotes',
  'credit_changes',
  'email_changes',
  'audit_log',
] as const;

/** Row counts of the main tables, to prove that refused requests wrote nothing. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const union = MAIN_TABLES.map((table) => `select '${table}' as t, count(*)::int as n from ${table}`).join(
    ' union all ',
  );
  const rows = await readRows<{ t: string; n: number }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
