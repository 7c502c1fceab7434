/**
 * Field leaks (issue 12; OWASP API3 broken object property level authorisation): what a seller sees
 * of a buyer, and what users who are not managers see of their own organisation. Spec 001 §6/§3:
 * the seller's view of an order has no placedBy; sellers see an RFQ's delivery country only and
 * never other sellers' quotes; credit lines (limit, balance, payment terms) are for managers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Negotiation } from '@steelyard/domain/negotiations';
import type { Order, OrderList } from '@steelyard/domain/orders';
import type { Rfq } from '@steelyard/domain/rfqs';
import { checkoutFields, expectOk, postWithKey, seenPrice } from '../test-support/buying-helpers';
import { makePackageListXlsx } from '../test-support/file-fixtures';
import {
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  uploadAs,
  type Act,
} from '../test-support/listing-helpers';
import { liveRfq, quoteFor, rfqBody } from '../test-support/rfq-helpers';
import { DEMO } from '../test-support/test-app';
import { buildSecurityWorld, CALLER_EMAILS, type SecurityWorld } from './security-fixtures';

let w: SecurityWorld;
let rfq: Rfq;
let aWarehouse: { addressLine1: string; postalCode: string; id: string };
/** What identifies A's buying users: their e-mail addresses and names. */
let buyerIdentity: string[];
/** C's buyer, who bought A's listing: the user's id and e-mail (the name is also the organisation's). */
let cBuyerIdentity: string[];

const FINANCIAL_KEYS = ['erpCreditLimit', 'erpBalance', 'availableCredit', 'creditLimit', 'balance', 'paymentTerms'];

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** The reply leaks nothing of the buyer beyond the organisation's id and name. */
function expectNoBuyerDetails(body: string) {
  const keys = keysOf(JSON.parse(body));
  expect(
    FINANCIAL_KEYS.filter((k) => keys.has(k)),
    'financial keys',
  ).toEqual([]);
  for (const secret of buyerIdentity) expect(body, secret).not.toContain(secret);
}

beforeAll(async () => {
  w = await buildSecurityWorld();
  const self = expectOk<{ name: string; email: string }>(await w.act.aBuyer('GET', '/api/universal/users/self'));
  const manager = expectOk<{ name: string; email: string }>(await w.act.aManager('GET', '/api/universal/users/self'));
  buyerIdentity = [self.name, self.email, manager.email, '@demo-steel.example'];
  const cBuyer = expectOk<{ id: string; email: string }>(await w.buyerC('GET', '/api/universal/users/self'));
  cBuyerIdentity = [cBuyer.id, cBuyer.email];
  const address = await primaryWarehouse(w.act.aBuyer);
  aWarehouse = address;
  rfq = await liveRfq(w.act.aBuyer, w.act.operator, rfqBody(address.id));
  const bPickup = (await primaryWarehouse(w.act.bSeller)).id;
  expectOk(await w.act.bSeller('PUT', `/api/seller/rfqs/${rfq.id}/quote`, quoteFor(rfq, bPickup)));
  expectOk(await w.sellerC('PUT', `/api/seller/rfqs/${rfq.id}/quote`, quoteFor(rfq, w.warehouseC, 60_000)));
}, 120_000);
afterAll(async () => w?.t.close());

describe('what a seller sees of the buyer', () => {
  it('an order sold: no placedBy, no credit, no buyer users, in the list and the detail', async () => {
    for (const act of [w.act.aSeller, w.act.aManager]) {
      const res = await act('GET', `/api/universal/purchase-orders/${w.ids.soldOrder}`);
      const order = expectOk<Order>(res);
      expect(order).toMatchObject({ viewerSide: 'SELLER', placedBy: null });
      expect(Object.keys(order.buyerOrganisation).sort()).toEqual(['id', 'name']);
      const list = expectOk<OrderList>(await act('GET', '/api/universal/purchase-orders'));
      const sold = list.items.filter((o) => o.viewerSide === 'SELLER');
      expect(sold.length).toBeGreaterThan(0);
      expect(sold.every((o) => o.placedBy === null)).toBe(true);
      for (const secret of cBuyerIdentity) {
        expect(JSON.stringify(list)).not.toContain(secret);
        expect(res.body).not.toContain(secret);
      }
    }
    // the buyer's own side names who placed it
    const bought = expectOk<Order>(await w.act.aBuyer('GET', `/api/universal/purchase-orders/${w.ids.order}`));
    expect(bought.placedBy).not.toBeNull();
  });

  it("a negotiation: the seller's side sees the buyer organisation's name, never its users or credit", async () => {
    const res = await w.sellerC('GET', `/api/universal/negotiations/${w.ids.negotiation}`);
    const negotiation = expectOk<Negotiation>(res);
    expect(negotiation.viewerSide).toBe('SELLER');
    expect(Object.keys(negotiation.buyerOrganisation).sort()).toEqual(['id', 'name']);
    expectNoBuyerDetails(res.body);
    const list = await w.sellerC('GET', '/api/seller/negotiations');
    expect(list.statusCode).toBe(200);
    expectNoBuyerDetails(list.body);
  });

  it("an RFQ: the delivery country only, the seller's own quote, no other seller's", async () => {
    for (const [act, own] of [
      [w.act.bSeller, 65_000],
      [w.sellerC, 60_000],
    ] as [Act, number][]) {
      const res = await act('GET', `/api/seller/rfqs/${rfq.id}`);
      const seen = expectOk<Rfq>(res);
      expect(seen).toMatchObject({ deliveryCountry: 'GB', deliveryAddressId: null, quotes: [] });
      expect(seen.myQuote!.items[0]!.pricePerTonne).toBe(own);
      expect(res.body).not.toContain(aWarehouse.addressLine1);
      expect(res.body).not.toContain(aWarehouse.postalCode);
      expect(res.body).not.toContain(aWarehouse.id);
      expectNoBuyerDetails(res.body);
      const list = await act('GET', '/api/seller/rfqs');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(aWarehouse.addressLine1);
      expect(list.body).not.toContain(String(own === 65_000 ? 60_000 : 65_000));
      expectNoBuyerDetails(list.body);
    }
    // the buyer compares both
    const mine = expectOk<Rfq>(await w.act.aBuyer('GET', `/api/buyer/rfqs/${rfq.id}`));
    expect(mine.quotes).toHaveLength(2);
  });

  it('a listing or search result of another organisation names no user and no credit of its seller', async () => {
    const listing = await w.act.bBuyer('GET', `/api/universal/listings/${w.ids.listing}`);
    expect(listing.statusCode).toBe(200);
    expectNoBuyerDetails(listing.body);
    const search = await w.act.bBuyer('GET', '/api/universal/search-listings/?limit=50');
    expect(search.statusCode).toBe(200);
    expectNoBuyerDetails(search.body);
  });
});

describe('financial details', () => {
  it('are null for users who are not managers, in the organisation and the self user', async () => {
    for (const name of ['aBuyer', 'aSeller', 'bBuyer', 'bSeller'] as const) {
      const organisation = expectOk<{ financialDetails: unknown }>(
        await w.act[name]('GET', '/api/universal/organisations/self/'),
      );
      expect(organisation.financialDetails, name).toBeNull();
      const self = expectOk<{ organisation: { financialDetails: unknown } }>(
        await w.act[name]('GET', '/api/universal/users/self'),
      );
      expect(self.organisation.financialDetails, CALLER_EMAILS[name]).toBeNull();
    }
    for (const name of ['aManager', 'bManager'] as const) {
      const organisation = expectOk<{ financialDetails: { paymentTerms: string } | null }>(
        await w.act[name]('GET', '/api/universal/organisations/self/'),
      );
      expect(organisation.financialDetails?.paymentTerms, name).toBeTruthy();
    }
  });

  it('are never in any reply to another organisation', async () => {
    // every list and object B's users may read of A's: none names A's credit or users
    const urls = [
      `/api/universal/listings/${w.ids.listing}`,
      `/api/universal/packaging/packages/${w.ids.package}`,
      '/api/universal/search-listings/',
      '/api/universal/search-packages/',
      `/api/universal/negotiations/by-listing/${w.ids.listing}`,
    ];
    for (const act of [w.act.bManager, w.act.bBuyer, w.act.bSeller]) {
      for (const url of urls) {
        const res = await act('GET', url);
        expect(res.statusCode, url).toBeLessThan(300);
        expectNoBuyerDetails(res.body);
      }
    }
  });
});

describe("the seller's internal SKU (issue 22, item 10)", () => {
  // the wizard tells sellers that buyers do not see it: only A (the seller) and operators get it
  const LISTING_SKU = 'LEAK-SKU-LISTING-4711';
  const PACKAGE_SKU = 'LEAK-SKU-PACKAGE-4712';
  let listingId: string;
  let packageId: string;

  beforeAll(async () => {
    const pickup = (await primaryWarehouse(w.act.aSeller)).id;
    const expiry = offeredExpiry(w.t, 2);
    listingId = (
      await publishListing(
        w.act.aSeller,
        w.act.operator,
        sheetBody(pickup, expiry, {
          internalSellerSku: LISTING_SKU,
          materialDimensions: { thickness: 2.5, width: 1111, length: 2222 },
        }),
      )
    ).id;
    const workbook = await makePackageListXlsx([
      ['Grade', 'Thickness', 'Weight (t)'],
      ['S275JR', 6, 1.2],
    ]);
    const list = await uploadAs(w.t, DEMO.seller, 'PACKAGE_LIST', workbook, 'sku.xlsx');
    const created = expectOk<{ id: string }>(
      await w.act.aSeller('POST', '/api/seller/packages/', {
        material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
        packageTitle: 'SKU offcuts',
        packageDocument: { documentId: list.documentId },
        deliveryTimeframe: 'WITHIN_1_WEEK',
        origin: ['GB'],
        weight: 1.2,
        sellingPrice: { value: 45_000, currencyCode: 'GBP' },
        expiresAt: expiry,
        autoRenew: false,
        pickupAddressId: pickup,
        internalSellerSku: PACKAGE_SKU,
        sellerTermsAccepted: true,
      }),
      201,
    );
    packageId = created.id;
    expectOk(await w.act.operator('POST', `/api/admin/listings/${packageId}/approve`));
  });

  /** GETs every url as `act` and checks that no reply names either SKU; answers the bodies. */
  async function expectNoSku(act: Act, urls: string[]): Promise<string[]> {
    const bodies: string[] = [];
    for (const url of urls) {
      const res = await act('GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body, url).not.toContain(LISTING_SKU);
      expect(res.body, url).not.toContain(PACKAGE_SKU);
      // nor any other seller's: the key is null on every listing or package of another organisation
      expect(res.body, url).not.toMatch(/"internalSellerSku":"/);
      bodies.push(res.body);
    }
    return bodies;
  }

  it('a buyer of another organisation never gets it: details, search, cart, offers, orders, alerts', async () => {
    const buyer = w.act.bBuyer;
    // B's buyer trades on both: an offer on the listing, the listing in the cart, an alert, then buys the package
    const listingPrice = await seenPrice(buyer, listingId);
    const negotiation = expectOk<{ id: string }>(
      await buyer('POST', '/api/buyer/negotiations', { listingId, price: Math.round(listingPrice * 0.9) }),
      201,
    );
    expectOk(
      await buyer('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id: listingId, pricePerUnit: listingPrice }),
      201,
    );
    const filter = encodeURIComponent(
      'material.product=SHEET;materialDimensions.thickness=2.5;materialDimensions.width=1111',
    );
    const alert = expectOk<{ id: string }>(
      await buyer('POST', '/api/universal/listing-alerts/', { filterQuery: decodeURIComponent(filter) }),
      201,
    );
    const bodies = await expectNoSku(buyer, [
      `/api/universal/listings/${listingId}`,
      `/api/universal/packaging/packages/${packageId}`,
      `/api/universal/search-listings/?filter=${filter}`,
      '/api/universal/search-packages/?limit=100',
      '/api/buyer/cart/fetch-cart',
      `/api/universal/negotiations/${negotiation.id}`,
      '/api/buyer/negotiations',
      `/api/universal/negotiations/by-listing/${listingId}`,
      '/api/universal/listing-alerts/',
      `/api/universal/search-listings/by-alert/${alert.id}`,
    ]);
    // the replies did carry the listing and the package (the checks above are not vacuous)
    for (const i of [0, 2, 4, 5, 7, 9]) expect(bodies[i], String(i)).toContain(listingId);
    for (const i of [1, 3]) expect(bodies[i], String(i)).toContain(packageId);
    // nor do B's other users, whatever their role
    for (const act of [w.act.bManager, w.act.bSeller]) {
      await expectNoSku(act, [
        `/api/universal/listings/${listingId}`,
        `/api/universal/packaging/packages/${packageId}`,
      ]);
    }
    // the package bought: the order names it, without the SKU
    const warehouse = (await primaryWarehouse(buyer)).id;
    const order = expectOk<{ id: string }>(
      await postWithKey(w.t, DEMO.rheinBuyer, '/api/buyer/purchase-orders', {
        ...checkoutFields(warehouse),
        kind: 'PACKAGE',
        id: packageId,
        pricePerUnit: await seenPrice(buyer, packageId, 'PACKAGE'),
      }),
      201,
    );
    const orders = await expectNoSku(buyer, [
      `/api/universal/purchase-orders/${order.id}`,
      '/api/universal/purchase-orders',
    ]);
    expect(orders[0]).toContain(packageId);
  });

  it("the seller's organisation and operators do get it", async () => {
    for (const act of [w.act.aSeller, w.act.aManager]) {
      expect(
        expectOk<{ internalSellerSku: string }>(await act('GET', `/api/universal/listings/${listingId}`))
          .internalSellerSku,
      ).toBe(LISTING_SKU);
      const list = await act('GET', '/api/universal/listings/?limit=100');
      expect(list.body).toContain(LISTING_SKU);
    }
    const pkg = expectOk<{ internalSellerSku: string }>(
      await w.act.aSeller('GET', `/api/universal/packaging/packages/${packageId}`),
    );
    expect(pkg.internalSellerSku).toBe(PACKAGE_SKU);
    for (const [id, sku] of [
      [listingId, LISTING_SKU],
      [packageId, PACKAGE_SKU],
    ]) {
      const review = await w.act.operator('GET', `/api/admin/listings/${id}`);
      expect(review.statusCode, review.body).toBe(200);
      expect(review.body).toContain(sku);
    }
  });
});
