import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrderGroup, Order, OrderList } from '@steelyard/domain/orders';
import type { ErrorReply } from '@steelyard/domain/errors';
import { ORDER_MESSAGES } from '@steelyard/domain/orders';
import { readRows } from '../../platform/db/raw-rows';
import { expectError } from '../../test-support/account-helpers';
import {
  addTestBuyer,
  buyNow,
  checkoutFields,
  expectOk,
  liveListing,
  postWithKey,
  seenPrice,
  type TestBuyer,
} from '../../test-support/buying-helpers';
import { demoActors, LISTING_TEST_START, primaryWarehouse } from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let buyer: TestBuyer;
const orders: Order[] = [];
let group: CartOrderGroup;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  buyer = await addTestBuyer(t, 'orders', { balance: 0 });
  // 11 orders a minute apart, PO numbers "Site A-0" … (every third for Site B), one of them upfront
  for (let i = 0; i < 11; i++) {
    const listing = await liveListing(t, as.seller, as.operator);
    t.clock.advance(60_000);
    const poNumber = `${i % 3 === 0 ? 'Site B' : 'Site A'}-${i}`;
    const paymentOption = i === 10 ? 'UPFRONT' : 'CREDIT';
    orders.push(
      expectOk<Order>(await buyNow(t, buyer, listing.id, { buyerOrderNumber: poNumber, paymentOption }), 201),
    );
  }
  // and a cart order of two listings
  const ids = [(await liveListing(t, as.seller, as.operator)).id, (await liveListing(t, as.seller, as.operator)).id];
  for (const id of ids) {
    expectOk(
      await buyer.act('POST', '/api/buyer/cart/entries', {
        kind: 'LISTING',
        id,
        pricePerUnit: await seenPrice(buyer.act, id),
      }),
      201,
    );
  }
  t.clock.advance(60_000);
  const cart = expectOk<{ cartEntries: { id: string }[] }>(await buyer.act('GET', '/api/buyer/cart/fetch-cart'));
  group = expectOk<CartOrderGroup>(
    await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
      ...checkoutFields(buyer.warehouseId, { buyerOrderNumber: 'Cart 77' }),
      entryIds: cart.cartEntries.map((e) => e.id),
    }),
    201,
  );
});
afterAll(async () => {
  await t.close();
});

const list = async (act: TestBuyer['act'], query = '') =>
  expectOk<OrderList>(await act('GET', `/api/universal/purchase-orders${query}`));

describe('order visibility', () => {
  it('lists the organisation’s orders newest first, 10 a page, with status and PO number filters', async () => {
    const first = await list(buyer.act);
    expect(first).toMatchObject({ totalItems: 13, maxPages: 2, currentPage: 1 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.cartRefNo).toBe(group.cartRefNo);
    // the list names the cart order by its number, as the cart order page does
    expect(first.items[0]!.cartReferenceNumber).toBe(group.referenceNumber);
    expect(first.items[2]!.id).toBe(orders[10]!.id);
    const second = await list(buyer.act, '?offset=10');
    expect(second.items.map((o) => o.id)).toEqual([orders[2]!.id, orders[1]!.id, orders[0]!.id]);
    const siteB = await list(buyer.act, `?filter=${encodeURIComponent('buyerOrderNumber=site b')}`);
    expect(siteB.items.map((o) => o.buyerOrderNumber)).toEqual(['Site B-9', 'Site B-6', 'Site B-3', 'Site B-0']);
    const byStatus = await list(buyer.act, `?filter=${encodeURIComponent('status=FREIGHT_BOOKED|SHIPPING')}`);
    expect(byStatus.totalItems).toBe(0);
    expect((await buyer.act('GET', '/api/universal/purchase-orders?filter=placedBy=x')).statusCode).toBe(400);
  });

  it('shows sellers the orders of their listings without who placed them; a third organisation sees nothing', async () => {
    const sold = await list(as.seller);
    expect(sold.totalItems).toBe(13);
    expect(sold.items.every((o) => o.viewerSide === 'SELLER' && o.placedBy === null)).toBe(true);
    const one = expectOk<Order>(await as.seller('GET', `/api/universal/purchase-orders/${orders[0]!.id}`));
    expect(one).toMatchObject({
      viewerSide: 'SELLER',
      placedBy: null,
      buyerOrganisation: { id: buyer.organisationId },
    });
    const mine = expectOk<Order>(await buyer.act('GET', `/api/universal/purchase-orders/${orders[0]!.id}`));
    expect(mine).toMatchObject({ viewerSide: 'BUYER', placedBy: { name: 'Buyer orders' } });
    // Demo Steel's own buyer bought nothing; Rhein is a third organisation
    expect((await list(as.buyer)).totalItems).toBe(0);
    expect((await list(as.rheinManager)).totalItems).toBe(0);
    for (const act of [as.rheinBuyer, as.rheinSeller, as.buyer]) {
      expectError(await act('GET', `/api/universal/purchase-orders/${orders[0]!.id}`), 404, ORDER_MESSAGES.notFound);
      expectError(
        await act('GET', `/api/universal/purchase-orders/cart-orders/${group.cartRefNo}`),
        404,
        ORDER_MESSAGES.notFound,
      );
    }
    expectError(await buyer.act('GET', '/api/universal/purchase-orders/not-an-id'), 404, ORDER_MESSAGES.notFound);
  });

  it('answers the cart order with its orders and totals to the buyer and the seller', async () => {
    const mine = expectOk<CartOrderGroup>(
      await buyer.act('GET', `/api/universal/purchase-orders/cart-orders/${group.cartRefNo}`),
    );
    expect(mine).toEqual(group);
    expect(mine.buyerOrderNumber).toBe('Cart 77');
    const sellers = expectOk<CartOrderGroup>(
      await as.manager('GET', `/api/universal/purchase-orders/cart-orders/${group.cartRefNo}`),
    );
    expect(sellers.cartOrders.every((o) => o.placedBy === null)).toBe(true);
    expect(sellers.totalValueVAT).toBe(group.totalValueVAT);
  });
});

describe('changes', () => {
  it('lets the buyer correct the PO number while PROCESSING only', async () => {
    const id = orders[1]!.id;
    const changed = expectOk<Order>(
      await buyer.act('PUT', `/api/buyer/purchase-orders/${id}`, {
        buyerOrderNumber: 'Site A-1b',
        additionalDeliveryInformation: 'Ring first',
      }),
    );
    expect(changed).toMatchObject({ buyerOrderNumber: 'Site A-1b', additionalDeliveryInformation: 'Ring first' });
    expect((await as.seller('PUT', `/api/buyer/purchase-orders/${id}`, { buyerOrderNumber: 'X' })).statusCode).toBe(
      403,
    );
    expectError(
      await as.rheinBuyer('PUT', `/api/buyer/purchase-orders/${id}`, { buyerOrderNumber: 'X' }),
      404,
      ORDER_MESSAGES.notFound,
    );
    expectOk(await as.operator('PUT', `/api/admin/purchase-orders/${id}/status`, { status: 'FREIGHT_BOOKED' }));
    expectError(
      await buyer.act('PUT', `/api/buyer/purchase-orders/${id}`, { buyerOrderNumber: 'Late' }),
      400,
      ORDER_MESSAGES.notEditable,
    );
  });

  it('lets operators move orders one step at a time, e-mailing the buyer and auditing; upfront ships once paid', async () => {
    const credit = orders[3]!;
    const upfront = orders[10]!;
    const step = (id: string, status: string, act = as.operator) =>
      act('PUT', `/api/admin/purchase-orders/${id}/status`, { status });
    expectError(await step(credit.id, 'SHIPPING'), 400, ORDER_MESSAGES.transitionNotAllowed);
    expect((await step(credit.id, 'FREIGHT_BOOKED', as.auditor)).statusCode).toBe(403);
    expect((await as.auditor('GET', `/api/admin/purchase-orders/${credit.id}`)).statusCode).toBe(200);
    for (const status of ['FREIGHT_BOOKED', 'SHIPPING', 'DELIVERED']) expectOk(await step(credit.id, status));
    const delivered = expectOk<Order>(await buyer.act('GET', `/api/universal/purchase-orders/${credit.id}`));
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.statusHistory.map((h) => h.status)).toEqual([
      'PROCESSING',
      'FREIGHT_BOOKED',
      'SHIPPING',
      'DELIVERED',
    ]);
    expectError(await step(credit.id, 'DELIVERED'), 400, ORDER_MESSAGES.transitionNotAllowed);
    const mails = (await t.mailTo(buyer.email)).filter((m) => m.template === 'order-status-changed');
    // sent at the same clock time: compare without order
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Steelyard – order ${credit.orderNumber} has been delivered`,
        `Steelyard – order ${credit.orderNumber} has been shipped`,
        `Steelyard – order ${credit.orderNumber} has its freight booked`,
        `Steelyard – order ${orders[1]!.orderNumber} has its freight booked`,
      ].sort(),
    );
    const audit = await readRows<{ action: string }>(
      t.db,
      sql`select action, actor_tenant from audit_log where entity_id = ${credit.id} order by seq`,
    );
    expect(audit.map((r) => r.action)).toEqual([
      'order.status-changed',
      'order.status-changed',
      'order.status-changed',
    ]);

    expectError(
      await as.operator('PUT', `/api/admin/purchase-orders/${credit.id}/payment`),
      400,
      ORDER_MESSAGES.paymentNotAwaited,
    );
    expectOk(await step(upfront.id, 'FREIGHT_BOOKED'));
    expectError(await step(upfront.id, 'SHIPPING'), 400, ORDER_MESSAGES.awaitingPayment);
    expect((await as.auditor('PUT', `/api/admin/purchase-orders/${upfront.id}/payment`)).statusCode).toBe(403);
    const paid = expectOk<Order>(await as.operator('PUT', `/api/admin/purchase-orders/${upfront.id}/payment`));
    expect(paid).toMatchObject({ paymentStatus: 'PAID', viewerSide: 'OPERATOR' });
    expectOk(await step(upfront.id, 'SHIPPING'));
    // marketplace tokens cannot use the console
    expect((await as.manager('GET', '/api/admin/purchase-orders')).statusCode).toBe(403);
  });

  it('lists every organisation’s orders for operators with their filters', async () => {
    const all = expectOk<OrderList>(
      await as.auditor(
        'GET',
        `/api/admin/purchase-orders?filter=${encodeURIComponent(`organisationId=${buyer.organisationId}`)}`,
      ),
    );
    expect(all.totalItems).toBe(13);
    const one = expectOk<OrderList>(
      await as.operator(
        'GET',
        `/api/admin/purchase-orders?filter=${encodeURIComponent(`orderNumber=${orders[5]!.orderNumber};status=PROCESSING`)}`,
      ),
    );
    expect(one.items.map((o) => o.id)).toEqual([orders[5]!.id]);
    expect(DEMO.buyer).toBeDefined();
  });
});

// last: Demo Steel buys here, which the tests above count on not having happened
describe('an organisation that buys and sells', () => {
  it('lists both sides to its manager, each order once, counted side by side', async () => {
    const rheinListing = await liveListing(t, as.rheinSeller, as.operator, {
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
    t.clock.advance(60_000);
    const demoBuyer = { email: DEMO.buyer, warehouseId: (await primaryWarehouse(as.buyer)).id, act: as.buyer };
    const bought = expectOk<Order>(await buyNow(t, demoBuyer, rheinListing.id, { buyerOrderNumber: 'Own 1' }), 201);
    const both = await list(as.manager);
    expect(both.totalItems).toBe(14);
    expect(both.items[0]).toMatchObject({ id: bought.id, viewerSide: 'BUYER' });
    expect(both.items.slice(1).every((o) => o.viewerSide === 'SELLER')).toBe(true);
    const second = await list(as.manager, '?offset=10');
    expect(second.items).toHaveLength(4);
    expect(new Set([...both.items, ...second.items].map((o) => o.id)).size).toBe(14);
    const own = await list(as.manager, `?filter=${encodeURIComponent('buyerOrderNumber=own')}`);
    expect(own).toMatchObject({ totalItems: 1, items: [{ id: bought.id }] });
    // the database itself refuses an order between an organisation and itself
    await expect(
      t.db.execute(
        sql`update purchase_orders set seller_organisation_id = buyer_organisation_id where id = ${bought.id}`,
      ),
    ).rejects.toThrow();
  });

  it('filters a manager’s orders by the side they are on, each marked with it (issue 23, item 25)', async () => {
    const bought = await list(as.manager, '?side=BUYER');
    expect(bought.totalItems).toBe(1);
    expect(bought.items.map((o) => o.viewerSide)).toEqual(['BUYER']);
    const sold = await list(as.manager, '?side=SELLER&offset=10');
    expect(sold).toMatchObject({ totalItems: 13, currentPage: 2 });
    expect(sold.items.every((o) => o.viewerSide === 'SELLER')).toBe(true);
    expect(sold.items[0]!.statusDescription).not.toContain('Your order');
    expect(bought.items[0]!.statusDescription).toBe('Your order is being processed.');
    const soldFiltered = await list(as.manager, `?side=SELLER&filter=${encodeURIComponent('buyerOrderNumber=own')}`);
    expect(soldFiltered.totalItems).toBe(0);
    // a side the caller's roles do not see is an empty page, not the other side
    expect((await list(as.buyer, '?side=SELLER')).totalItems).toBe(0);
    expect((await list(as.seller, '?side=SELLER')).totalItems).toBe(13);
    const wrong = await as.manager('GET', '/api/universal/purchase-orders?side=OPERATOR');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorReply>().details?.map((d) => d.path)).toContain('querystring.side');
  });
});
