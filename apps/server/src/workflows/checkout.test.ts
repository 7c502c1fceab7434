import { sql } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATES, convertMinor } from '@steelyard/domain/exchange-rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrderGroup, Order } from '@steelyard/domain/orders';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import { BUYER_TERMS_VERSION, CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import type { Listing } from '@steelyard/domain/listings';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import { readRows } from '../platform/db/raw-rows';
import { expectError } from '../test-support/account-helpers';
import {
  addTestBuyer,
  buyNow,
  checkoutFields,
  expectOk,
  liveListing,
  newKey,
  postWithKey,
  seenPrice,
  type TestBuyer,
} from '../test-support/buying-helpers';
import { demoActors, expectStatus, LISTING_TEST_START } from '../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { findOrganisationById } from '../modules/organisations/queries';
import { findStatusChanges } from '../modules/listings/queries';

let t: TestApp;
let as: ReturnType<typeof demoActors>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
});
afterAll(async () => {
  await t.close();
});

const balanceOf = async (organisationId: string) => (await findOrganisationById(t.db, organisationId))!.erpBalance;
const listingStatus = async (id: string) =>
  expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${id}`), 200).status.value;

describe('buy now', () => {
  it('places an order on credit: PURCHASED, balance raised by the total, snapshot, terms, e-mail', async () => {
    const buyer = await addTestBuyer(t, 'credit-ok', { creditLimit: 10_000_000, balance: 1_000 });
    const listing = await liveListing(t, as.seller, as.operator);
    const res = await buyNow(t, buyer, listing.id);
    const order = expectOk<Order>(res, 201);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^PO-\d{6}$/),
      buyerOrderNumber: 'PO 4711',
      referenceNumber: listing.listingNumber,
      status: 'PROCESSING',
      paymentOption: 'CREDIT',
      paymentStatus: 'NOT_REQUIRED',
      cartRefNo: null,
      cartReferenceNumber: null,
      deliveryAddressId: buyer.warehouseId,
      additionalDeliveryInformation: 'Gate 3',
      haulierSlotBooking: true,
      viewerSide: 'BUYER',
      placedBy: { name: 'Buyer credit-ok' },
      sellerOrganisation: { name: 'Demo Steel Trading Ltd' },
      item: { kind: 'LISTING', id: listing.id, referenceNumber: listing.listingNumber },
      packaging: null,
    });
    expect(order.pricing.totalPrice).toBe(order.pricing.totalExVat + order.pricing.vat);
    expect(order.pricing.vatPercent).toBe(20);
    expect(order.collectionAddress.name).toContain('Demo Steel Trading Ltd');
    expect(await listingStatus(listing.id)).toBe('PURCHASED');
    expect((await findStatusChanges(t.db, listing.id)).map((c) => c.action)).toContain('PURCHASE');
    expect(await balanceOf(buyer.organisationId)).toBe(1_000 + order.pricing.totalPrice);
    const rows = await readRows<{ terms_version: string }>(
      t.db,
      sql`select terms_version, terms_accepted_at from purchase_orders where id = ${order.id}`,
    );
    expect(rows[0]!.terms_version).toBe(BUYER_TERMS_VERSION);
    const mails = await t.mailTo(buyer.email);
    expect(mails[0]!.subject).toContain(order.orderNumber);
    expect(mails[0]!.text).toContain(`/orders/${order.id}`);
    expect(mails.some((m) => m.template === 'material-sold')).toBe(false);
    // the selling organisation's seller and manager learn of the sale, naming the order
    for (const seller of [DEMO.seller, DEMO.manager]) {
      const sold = (await t.mailTo(seller)).filter(
        (m) => m.template === 'material-sold' && m.text.includes(order.orderNumber),
      );
      expect(sold).toHaveLength(1);
      expect(sold[0]).toMatchObject({
        locale: 'en',
        subject: `Steelyard – your material was sold (${order.orderNumber})`,
      });
      expect(sold[0]!.text).toContain(listing.listingNumber);
      expect(sold[0]!.text).toContain('Buyer credit-ok Ltd');
      expect(sold[0]!.text).toContain(`/orders/${order.id}`);
    }
    // the credit history names the order
    const credit = await readRows<{ reason: string }>(
      t.db,
      sql`select reason from credit_changes where organisation_id = ${buyer.organisationId}`,
    );
    expect(credit.map((r) => r.reason)).toEqual([`Order ${order.orderNumber}`]);
  });

  it('refuses above the available credit, charges a credit line in another currency at the rate, accepts upfront', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const price = await seenPrice(as.rheinBuyer, listing.id);
    expect(price).toBeGreaterThan(0);
    const small = await addTestBuyer(t, 'credit-small', { creditLimit: 30_000, balance: 0 });
    expectError(await buyNow(t, small, listing.id), 409, CHECKOUT_MESSAGES.creditLimitExceeded);
    expect(await balanceOf(small.organisationId)).toBe(0);
    expect(await listingStatus(listing.id)).toBe('PUBLISHED');
    // a euro credit line buys the sterling listing at the configured rate (decision 83), rounded up
    const euro = await addTestBuyer(t, 'credit-eur', { country: 'DE', currencyCode: 'EUR', balance: 0 });
    const onCredit = expectOk<Order>(await buyNow(t, euro, listing.id), 201);
    expect(onCredit.pricing.currencyCode).toBe('GBP');
    const charged = convertMinor(onCredit.pricing.totalPrice, 'GBP', 'EUR', DEFAULT_EXCHANGE_RATES, 'up');
    expect(charged).toBeGreaterThan(onCredit.pricing.totalPrice);
    expect(await balanceOf(euro.organisationId)).toBe(charged);
    const reasons = await readRows<{ reason: string }>(
      t.db,
      sql`select reason from credit_changes where organisation_id = ${euro.organisationId}`,
    );
    expect(reasons[0]!.reason).toMatch(new RegExp(`^Order ${onCredit.orderNumber} \\(GBP [0-9.]+ at 1\\.1600\\)$`));
    // without a credit line only upfront is possible
    const other = await liveListing(t, as.seller, as.operator);
    const noCredit = await addTestBuyer(t, 'credit-none', { country: 'DE', currencyCode: 'EUR', creditLimit: null });
    expectError(await buyNow(t, noCredit, other.id), 409, CHECKOUT_MESSAGES.creditLimitExceeded);
    const upfront = expectOk<Order>(await buyNow(t, noCredit, other.id, { paymentOption: 'UPFRONT' }), 201);
    expect(upfront).toMatchObject({ paymentOption: 'UPFRONT', paymentStatus: 'AWAITING_PAYMENT' });
    expect(upfront.pricing.vatPercent).toBe(19);
    expect(await balanceOf(noCredit.organisationId)).toBeNull();
  });

  it('checks sold items, prices, own material, addresses, terms, features and the idempotency key', async () => {
    const buyer = await addTestBuyer(t, 'rules', { features: [] });
    const listing = await liveListing(t, as.seller, as.operator);
    const price = await seenPrice(buyer.act, listing.id);
    const body = (o: Record<string, unknown> = {}) => ({
      ...checkoutFields(buyer.warehouseId),
      kind: 'LISTING',
      id: listing.id,
      pricePerUnit: price,
      ...o,
    });
    const url = '/api/buyer/purchase-orders';
    expectError(await postWithKey(t, buyer.email, url, body(), null), 400, CHECKOUT_MESSAGES.idempotencyKeyRequired);
    expectError(await postWithKey(t, buyer.email, url, body(), 'short'), 400, CHECKOUT_MESSAGES.idempotencyKeyRequired);
    expectError(
      await postWithKey(t, buyer.email, url, body({ pricePerUnit: price - 1 })),
      409,
      CHECKOUT_MESSAGES.priceUpdated,
    );
    const noTerms = await postWithKey(t, buyer.email, url, body({ termsAccepted: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().details[0].message).toBe(CHECKOUT_MESSAGES.termsRequired);
    const noPo = await postWithKey(t, buyer.email, url, body({ buyerOrderNumber: ' ' }));
    expect(noPo.json().details[0].message).toBe(CHECKOUT_MESSAGES.purchaseOrderNumber);
    // another organisation's warehouse, and a pending one of its own
    const demoWarehouse = (await as.manager('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE')).json()
      .items[0].id as string;
    expectError(
      await postWithKey(t, buyer.email, url, body({ deliveryAddress: { type: 'EXISTING', addressId: demoWarehouse } })),
      400,
      CHECKOUT_MESSAGES.addressInvalid,
    );
    // own material: the seller's organisation buys its own listing
    const own = await postWithKey(t, DEMO.manager, url, {
      ...body(),
      deliveryAddress: { type: 'EXISTING', addressId: demoWarehouse },
      pricePerUnit: await seenPrice(as.manager, listing.id),
    });
    expectError(own, 400, CHECKOUT_MESSAGES.ownItem);
    // packages need the PACKAGES feature
    expectError(
      await postWithKey(t, buyer.email, url, body({ kind: 'PACKAGE' })),
      403,
      LISTING_MESSAGES.packagesFeatureRequired,
    );
    // sellers cannot buy
    expect((await postWithKey(t, DEMO.rheinSeller, url, body())).statusCode).toBe(403);
    // a new delivery address is saved as a pending warehouse of the organisation
    const fresh = expectOk<Order>(
      await postWithKey(
        t,
        buyer.email,
        url,
        body({
          deliveryAddress: {
            type: 'NEW',
            address: {
              name: 'New yard',
              addressLine1: '2 Dock St',
              city: 'Hull',
              postalCode: 'HU1 1AA',
              country: 'GB',
            },
          },
        }),
      ),
      201,
    );
    expect(fresh.deliveryAddress).toMatchObject({ name: 'New yard', city: 'Hull' });
    const pending = await readRows<{ validation_state: string }>(
      t.db,
      sql`select validation_state from addresses where id = ${fresh.deliveryAddressId}`,
    );
    expect(pending[0]!.validation_state).toBe('PENDING');
    // sold now
    const other = await addTestBuyer(t, 'rules-2');
    expectError(await buyNow(t, other, listing.id, { pricePerUnit: price }), 409, CHECKOUT_MESSAGES.itemSold);
  });

  it('answers a retry with the same key with the first reply and never a second order; another body is 422', async () => {
    const buyer = await addTestBuyer(t, 'retry', { balance: 0 });
    const listing = await liveListing(t, as.seller, as.operator);
    const key = newKey();
    const pricePerUnit = await seenPrice(buyer.act, listing.id);
    const first = expectOk<Order>(await buyNow(t, buyer, listing.id, { pricePerUnit }, key), 201);
    const again = await buyNow(t, buyer, listing.id, { pricePerUnit }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<Order>()).toEqual(first);
    expectError(
      await buyNow(t, buyer, listing.id, { pricePerUnit, buyerOrderNumber: 'OTHER' }, key),
      422,
      CHECKOUT_MESSAGES.idempotencyKeyReused,
    );
    expect(await balanceOf(buyer.organisationId)).toBe(first.pricing.totalPrice);
    // concurrent retries of a new purchase with one key: one order
    const second = await liveListing(t, as.seller, as.operator);
    const key2 = newKey();
    const price2 = await seenPrice(buyer.act, second.id);
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => buyNow(t, buyer, second.id, { pricePerUnit: price2 }, key2)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json<Order>().id)).size).toBe(1);
    const count = await readRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from purchase_orders where listing_id = ${second.id}`,
    );
    expect(count[0]!.n).toBe(1);
    expect(await balanceOf(buyer.organisationId)).toBe(
      first.pricing.totalPrice + replies[0]!.json<Order>().pricing.totalPrice,
    );
  });
});

describe('concurrency', () => {
  it('sells one listing once when 50 buyers check out at the same time', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const buyers: TestBuyer[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await addTestBuyer(t, `race-${i}`, { balance: 0 }));
    const price = await seenPrice(buyers[0]!.act, listing.id);
    const replies = await Promise.all(
      buyers.map((b) =>
        postWithKey(t, b.email, '/api/buyer/purchase-orders', {
          ...checkoutFields(b.warehouseId),
          kind: 'LISTING',
          id: listing.id,
          pricePerUnit: price,
        }),
      ),
    );
    const won = replies.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    const lost = replies.filter((r) => r.statusCode !== 201);
    expect(lost).toHaveLength(49);
    for (const r of lost) expectError(r, 409, CHECKOUT_MESSAGES.itemSold);
    expect(await listingStatus(listing.id)).toBe('PURCHASED');
    expect((await findStatusChanges(t.db, listing.id)).filter((c) => c.action === 'PURCHASE')).toHaveLength(1);
    const order = won[0]!.json<Order>();
    const balances = await Promise.all(buyers.map((b) => balanceOf(b.organisationId)));
    expect(balances.filter((b) => b === order.pricing.totalPrice)).toHaveLength(1);
    expect(balances.filter((b) => b === 0)).toHaveLength(49);
  });

  it('two carts sharing a listing: one checks out whole, the other fails whole', async () => {
    const [a, b, c] = [
      await liveListing(t, as.seller, as.operator),
      await liveListing(t, as.seller, as.operator),
      await liveListing(t, as.seller, as.operator),
    ];
    const first = await addTestBuyer(t, 'cart-a', { balance: 0 });
    const second = await addTestBuyer(t, 'cart-b', { balance: 0 });
    const fill = async (buyer: TestBuyer, ids: string[]) => {
      for (const id of ids) {
        const res = await buyer.act('POST', '/api/buyer/cart/entries', {
          kind: 'LISTING',
          id,
          pricePerUnit: await seenPrice(buyer.act, id),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const cart = (await buyer.act('GET', '/api/buyer/cart/fetch-cart')).json<{ cartEntries: { id: string }[] }>();
      return cart.cartEntries.map((e) => e.id);
    };
    const entriesA = await fill(first, [a!.id, b!.id]);
    const entriesB = await fill(second, [b!.id, c!.id]);
    const cartCheckout = (buyer: TestBuyer, entryIds: string[]) =>
      postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(buyer.warehouseId),
        entryIds,
      });
    const [ra, rb] = await Promise.all([cartCheckout(first, entriesA), cartCheckout(second, entriesB)]);
    const statuses = [ra!.statusCode, rb!.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const [winner, loser] = ra!.statusCode === 201 ? [ra!, rb!] : [rb!, ra!];
    expectError(loser, 409, CHECKOUT_MESSAGES.cartChanged);
    const group = winner.json<CartOrderGroup>();
    expect(group.cartOrders).toHaveLength(2);
    expect(await listingStatus(b!.id)).toBe('PURCHASED');
    // the loser's other listing is still for sale and its balance untouched
    const loserOther = ra!.statusCode === 201 ? c! : a!;
    expect(await listingStatus(loserOther.id)).toBe('PUBLISHED');
    const loserBuyer = ra!.statusCode === 201 ? second : first;
    expect(await balanceOf(loserBuyer.organisationId)).toBe(0);
  });
});

describe('cart checkout', () => {
  it('creates one cart order with an order per entry and the group totals, and empties the cart', async () => {
    const buyer = await addTestBuyer(t, 'cart-ok', { balance: 0 });
    const one = await liveListing(t, as.seller, as.operator);
    const two = await liveListing(t, as.seller, as.operator, { prime: false, numberOfItems: 4, weight: 0.196 });
    for (const l of [one, two]) {
      expectOk(
        await buyer.act('POST', '/api/buyer/cart/entries', {
          kind: 'LISTING',
          id: l.id,
          pricePerUnit: await seenPrice(buyer.act, l.id),
        }),
        201,
      );
    }
    const cart = (await buyer.act('GET', '/api/buyer/cart/fetch-cart')).json<{ cartEntries: { id: string }[] }>();
    const entryIds = cart.cartEntries.map((e) => e.id);
    expectError(
      await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(buyer.warehouseId),
        entryIds: entryIds.slice(0, 1),
      }),
      409,
      CHECKOUT_MESSAGES.cartChanged,
    );
    const group = expectOk<CartOrderGroup>(
      await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(buyer.warehouseId, { paymentOption: 'UPFRONT' }),
        entryIds,
      }),
      201,
    );
    expect(group.referenceNumber).toMatch(/^CO-\d{6}$/);
    expect(group.cartOrders).toHaveLength(2);
    expect(
      group.cartOrders.every(
        (o) =>
          o.cartRefNo === group.cartRefNo &&
          o.cartReferenceNumber === group.referenceNumber &&
          o.paymentStatus === 'AWAITING_PAYMENT',
      ),
    ).toBe(true);
    expect(group.totalValueVAT).toBe(group.cartOrders.reduce((s, o) => s + o.pricing.totalPrice, 0));
    expect(group.totalValue + group.taxValue).toBe(group.totalValueVAT);
    expect(group).toMatchObject({
      currencyCode: 'GBP',
      taxPercent: 20,
      primeStatus: 'MIXED',
      materialProductWithCount: [{ product: 'SHEET', count: 2 }],
      materialLocations: ['GB'],
      statusWithCount: [{ status: 'PROCESSING', count: 2 }],
      typeWithWeight: [{ type: 'MILD_STEEL', tradeUnit: 'TON', weight: 0.687 }],
    });
    const after = (await buyer.act('GET', '/api/buyer/cart/fetch-cart')).json<{
      cartEntries: unknown[];
      blockers: string[];
    }>();
    expect(after).toMatchObject({ cartEntries: [], blockers: ['EMPTY'] });
    expect(await balanceOf(buyer.organisationId)).toBe(0);
    const mails = await t.mailTo(buyer.email);
    expect(mails[0]!.subject).toContain(group.referenceNumber);
    // one "sold" e-mail per seller for the whole cart, naming both orders
    const sold = (await t.mailTo(DEMO.seller)).filter(
      (m) => m.template === 'material-sold' && group.cartOrders.every((o) => m.text.includes(o.orderNumber)),
    );
    expect(sold).toHaveLength(1);
    expect(sold[0]!.text).toMatch(/\/orders(\s|$)/);
    // an empty cart cannot be checked out; without the CART feature neither
    expectError(
      await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(buyer.warehouseId),
        entryIds,
      }),
      409,
      CHECKOUT_MESSAGES.cartEmpty,
    );
    const noCart = await addTestBuyer(t, 'no-cart', { features: [] });
    expectError(
      await postWithKey(t, noCart.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(noCart.warehouseId),
        entryIds,
      }),
      403,
      CART_MESSAGES.featureRequired,
    );
    const org = expectOk<OrganisationReply>(await as.manager('GET', '/api/universal/organisations/self/'));
    expect(org.name).toBe('Demo Steel Trading Ltd');
  });
});
