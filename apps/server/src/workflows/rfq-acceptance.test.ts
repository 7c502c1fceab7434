import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_TERMS_VERSION, CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import type { ListingList } from '@steelyard/domain/listings';
import type { Order } from '@steelyard/domain/orders';
import { RFQ_MESSAGES, type AcceptQuotesReply, type Rfq } from '@steelyard/domain/rfqs';
import { readRows } from '../platform/db/raw-rows';
import { expectError } from '../test-support/account-helpers';
import { addTestBuyer, checkoutFields, newKey, postWithKey, type TestBuyer } from '../test-support/buying-helpers';
import { demoActors, expectStatus, primaryWarehouse } from '../test-support/listing-helpers';
import {
  addSellingOrganisation,
  liveRfq,
  quoteFor,
  RFQ_TEST_DEADLINE,
  RFQ_TEST_START,
  rfqBody,
} from '../test-support/rfq-helpers';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { findOrganisationById } from '../modules/organisations/queries';
import { purchaseOrders } from '../modules/orders/schema';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let rheinPickupId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(RFQ_TEST_START);
  as = demoActors(t);
  rheinPickupId = (await primaryWarehouse(as.rheinSeller)).id;
});
afterAll(async () => {
  await t.close();
});

const balanceOf = async (organisationId: string) => (await findOrganisationById(t.db, organisationId))!.erpBalance;
const ordersOf = async (organisationId: string) =>
  (
    await t.db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.buyerOrganisationId, organisationId))
  )[0]!.n;

/** A live RFQ of a new buyer organisation with the Rhein seller's quote on both items. */
async function quotedRfq(buyer: TestBuyer, price = 65_000): Promise<Rfq> {
  t.clock.set(RFQ_TEST_START);
  const rfq = await liveRfq(buyer.act, as.operator, rfqBody(buyer.warehouseId));
  return expectStatus<Rfq>(
    await as.rheinSeller('PUT', `/api/seller/rfqs/${rfq.id}/quote`, quoteFor(rfq, rheinPickupId, price)),
    200,
  );
}

const accept = (
  buyer: TestBuyer,
  rfqId: string,
  quoteItemIds: string[],
  overrides = {},
  key: string | null = newKey(),
) =>
  postWithKey(
    t,
    buyer.email,
    `/api/buyer/rfqs/${rfqId}/accept`,
    { ...checkoutFields(buyer.warehouseId), quoteItemIds, ...overrides },
    key,
  );

describe('accepting quotes', () => {
  it('turns an accepted quote item into one purchase order under the checkout rules, once', async () => {
    const buyer = await addTestBuyer(t, 'rfq-accept', { creditLimit: 10_000_000, balance: 1_000 });
    const rfq = await quotedRfq(buyer);
    const other = await addSellingOrganisation(t, 'accept');
    await other.act('PUT', `/api/seller/rfqs/${rfq.id}/quote`, quoteFor(rfq, other.warehouseId, 70_000));
    const quoted = expectStatus<Rfq>(await buyer.act('GET', `/api/buyer/rfqs/${rfq.id}`), 200);
    const rhein = quoted.quotes.find((q) => q.sellerOrganisation.name === 'Rhein Stahlhandel GmbH')!;
    const staal = quoted.quotes.find((q) => q.sellerOrganisation.name !== 'Rhein Stahlhandel GmbH')!;
    const coil = rhein.items[0]!;

    const key = newKey();
    const res = await accept(buyer, rfq.id, [coil.id], {}, key);
    const reply = expectStatus<AcceptQuotesReply>(res, 201);
    expect(reply.orderIds).toHaveLength(1);
    const after = reply.rfq.quotes.flatMap((q) => q.items);
    expect(after.find((i) => i.id === coil.id)).toMatchObject({ status: 'ACCEPTED', orderId: reply.orderIds[0] });
    // the other seller's quote for the same item is not selected; the rest stays open
    expect(after.find((i) => i.id === staal.items[0]!.id)?.status).toBe('NOT_SELECTED');
    expect(after.find((i) => i.id === rhein.items[1]!.id)?.status).toBe('OPEN');

    const order = expectStatus<Order>(
      await buyer.act('GET', `/api/universal/purchase-orders/${reply.orderIds[0]}`),
      200,
    );
    expect(order).toMatchObject({
      referenceNumber: expect.stringMatching(/^CL-\d{6}$/),
      buyerOrderNumber: 'PO 4711',
      status: 'PROCESSING',
      paymentOption: 'CREDIT',
      deliveryAddressId: buyer.warehouseId,
      sellerOrganisation: { name: 'Rhein Stahlhandel GmbH' },
      item: { weight: 25, tradeUnit: 'TON', country: 'DE', material: { product: 'COIL', grade: 'S235JR' } },
      expectedDelivery: 'WITHIN_2_WEEKS',
      pricing: {
        currencyCode: 'GBP',
        pricePerUnit: coil.priceIncludingDelivery,
        totalExVat: coil.totalExVat,
        totalPrice: coil.totalPrice,
      },
    });
    // the sellers are told in their language: Rhein's item became the order, Staal's quote for it was not selected
    const decided = async (email: string) =>
      (await t.mailTo(email)).filter(
        (m) => m.template === 'rfq-quote-decided' && m.subject.includes(rfq.referenceNumber),
      );
    for (const email of [DEMO.rheinSeller, DEMO.rheinManager]) {
      const [mail, ...more] = await decided(email);
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({
        locale: 'de',
        subject: `Steelyard – Ihr Angebot zu ${rfq.referenceNumber} wurde angenommen`,
      });
      expect(mail!.text).toContain(`${order.orderNumber}: Coil S235JR`);
      expect(mail!.text).toContain(`/rfqs/quotes/${rfq.id}`);
    }
    const [notSelected] = await decided('seller@accept.example');
    expect(notSelected).toMatchObject({
      locale: 'en',
      subject: `Steelyard – your quote for ${rfq.referenceNumber} was not selected`,
    });
    expect(notSelected!.text).toContain('the buyer accepted another quote');
    expect(notSelected!.text).not.toContain(order.orderNumber);
    expect((await t.mailTo(DEMO.rheinSeller)).some((m) => m.template === 'material-sold')).toBe(false);

    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(row!.termsVersion).toBe(BUYER_TERMS_VERSION);
    expect(await balanceOf(buyer.organisationId)).toBe(1_000 + coil.totalPrice);
    expect((await t.mailTo(buyer.email)).some((m) => m.template === 'order-confirmation')).toBe(true);

    // the seller finds it sold among their listings; the seller cannot change the accepted price
    const sold = expectStatus<ListingList>(
      await as.rheinSeller('GET', '/api/universal/listings/?filter=status.value=PURCHASED&limit=50'),
      200,
    );
    expect(sold.items.map((l) => l.listingNumber)).toContain(order.referenceNumber);
    expectError(
      await as.rheinSeller('PUT', `/api/seller/rfqs/${rfq.id}/quote`, quoteFor(rfq, rheinPickupId, 50_000)),
      409,
      RFQ_MESSAGES.quoteAlreadyAccepted,
    );
    expectError(
      await as.rheinSeller('DELETE', `/api/seller/rfqs/${rfq.id}/quote`),
      409,
      RFQ_MESSAGES.quoteAlreadyAccepted,
    );

    // the same key answers the same reply; another accept of the item is refused
    const replay = expectStatus<AcceptQuotesReply>(await accept(buyer, rfq.id, [coil.id], {}, key), 201);
    expect(replay.orderIds).toEqual(reply.orderIds);
    expectError(await accept(buyer, rfq.id, [coil.id]), 409, RFQ_MESSAGES.quoteAlreadyAccepted);
    expectError(await accept(buyer, rfq.id, [staal.items[0]!.id]), 409, RFQ_MESSAGES.quoteNotSelected);
    expect(await ordersOf(buyer.organisationId)).toBe(1);

    // the sheet on upfront payment
    const upfront = expectStatus<AcceptQuotesReply>(
      await accept(buyer, rfq.id, [rhein.items[1]!.id], { paymentOption: 'UPFRONT' }),
      201,
    );
    const sheetOrder = expectStatus<Order>(
      await buyer.act('GET', `/api/universal/purchase-orders/${upfront.orderIds[0]}`),
      200,
    );
    expect(sheetOrder).toMatchObject({ paymentOption: 'UPFRONT', paymentStatus: 'AWAITING_PAYMENT' });
    expect(await balanceOf(buyer.organisationId)).toBe(1_000 + coil.totalPrice);
  });

  it('delivers to a new address under the checkout rules, saved as a pending warehouse address', async () => {
    const buyer = await addTestBuyer(t, 'rfq-new-address', { creditLimit: 10_000_000 });
    const rfq = await quotedRfq(buyer);
    const [coil] = rfq.myQuote!.items;
    const address = { name: 'New yard', addressLine1: '2 Dock St', city: 'Hull', postalCode: 'HU1 1AA', country: 'GB' };
    // a new address is checked as in checkout: its fields are required
    const incomplete = await accept(buyer, rfq.id, [coil!.id], {
      deliveryAddress: { type: 'NEW', address: { ...address, city: '' } },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toContain(
      'body.deliveryAddress.address.city',
    );
    // another organisation's warehouse is not the buyer's to choose
    const demoWarehouse = (await as.manager('GET', '/api/universal/addresses/?filter=addressType=WAREHOUSE')).json<{
      items: { id: string }[];
    }>().items[0]!.id;
    expectError(
      await accept(buyer, rfq.id, [coil!.id], { deliveryAddress: { type: 'EXISTING', addressId: demoWarehouse } }),
      400,
      CHECKOUT_MESSAGES.addressInvalid,
    );
    expect(await ordersOf(buyer.organisationId)).toBe(0);

    const reply = expectStatus<AcceptQuotesReply>(
      await accept(buyer, rfq.id, [coil!.id], { deliveryAddress: { type: 'NEW', address } }),
      201,
    );
    const order = expectStatus<Order>(
      await buyer.act('GET', `/api/universal/purchase-orders/${reply.orderIds[0]}`),
      200,
    );
    expect(order.deliveryAddress).toMatchObject({ name: 'New yard', addressLine1: '2 Dock St', city: 'Hull' });
    expect(order.deliveryAddressId).not.toBe(buyer.warehouseId);
    const pending = await readRows(
      t.db,
      `select validation_state, address_type from addresses where id = '${order.deliveryAddressId}'`,
    );
    expect(pending[0]).toEqual({
      validation_state: 'PENDING',
      address_type: 'WAREHOUSE',
    });
  });

  it('creates exactly one order per quote item when two accepts race', async () => {
    const buyer = await addTestBuyer(t, 'rfq-race', { creditLimit: 10_000_000 });
    const rfq = await quotedRfq(buyer);
    const [coil, sheet] = rfq.myQuote!.items;
    const both = await Promise.all([accept(buyer, rfq.id, [coil!.id]), accept(buyer, rfq.id, [coil!.id, sheet!.id])]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json<{ message: string }>().message).toBe(
      RFQ_MESSAGES.quoteAlreadyAccepted,
    );
    const won = both.find((r) => r.statusCode === 201)!.json<AcceptQuotesReply>();
    expect(await ordersOf(buyer.organisationId)).toBe(won.orderIds.length);

    // the same key sent twice at once: one order, the same reply twice
    const third = await addTestBuyer(t, 'rfq-race-key', { creditLimit: 10_000_000 });
    const again = await quotedRfq(third);
    const key = newKey();
    const twice = await Promise.all([
      accept(third, again.id, [again.myQuote!.items[0]!.id], {}, key),
      accept(third, again.id, [again.myQuote!.items[0]!.id], {}, key),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twice[0]!.json<AcceptQuotesReply>().orderIds).toEqual(twice[1]!.json<AcceptQuotesReply>().orderIds);
    expect(await ordersOf(third.organisationId)).toBe(1);
  });

  it('refuses above the credit limit and leaves nothing behind', async () => {
    const buyer = await addTestBuyer(t, 'rfq-credit', { creditLimit: 1_000_000, balance: 0 });
    const rfq = await quotedRfq(buyer);
    const coil = rfq.myQuote!.items[0]!;
    const listingsBefore = expectStatus<ListingList>(
      await as.rheinSeller('GET', '/api/universal/listings/'),
      200,
    ).totalItems;
    expectError(await accept(buyer, rfq.id, [coil.id]), 409, CHECKOUT_MESSAGES.creditLimitExceeded);
    expect(await ordersOf(buyer.organisationId)).toBe(0);
    expect(await balanceOf(buyer.organisationId)).toBe(0);
    const seen = expectStatus<Rfq>(await buyer.act('GET', `/api/buyer/rfqs/${rfq.id}`), 200);
    expect(seen.quotes[0]!.items.map((i) => i.status)).toEqual(['OPEN', 'OPEN']);
    expect(expectStatus<ListingList>(await as.rheinSeller('GET', '/api/universal/listings/'), 200).totalItems).toBe(
      listingsBefore,
    );
  });

  it('needs an Idempotency-Key, the own organisation, quotes of this RFQ and the acceptance window', async () => {
    const buyer = await addTestBuyer(t, 'rfq-window', { creditLimit: 10_000_000 });
    const rfq = await quotedRfq(buyer);
    const [coil, sheet] = rfq.myQuote!.items;
    expect((await accept(buyer, rfq.id, [coil!.id], {}, null)).statusCode).toBe(400);
    expectError(
      await postWithKey(t, DEMO.buyer, `/api/buyer/rfqs/${rfq.id}/accept`, {
        ...checkoutFields(buyer.warehouseId),
        quoteItemIds: [coil!.id],
      }),
      404,
      RFQ_MESSAGES.notFound,
    );
    const otherRfq = await quotedRfq(await addTestBuyer(t, 'rfq-window-2'));
    expectError(await accept(buyer, rfq.id, [otherRfq.myQuote!.items[0]!.id]), 404, RFQ_MESSAGES.quoteNotFound);
    expect((await accept(buyer, rfq.id, [coil!.id], { termsAccepted: false })).statusCode).toBe(400);

    // expired: still accepted for a week after the deadline, then no more
    t.clock.set(new Date(RFQ_TEST_DEADLINE));
    await t.runJobs();
    expect(expectStatus<Rfq>(await buyer.act('GET', `/api/buyer/rfqs/${rfq.id}`), 200).status).toBe('EXPIRED');
    expectStatus<AcceptQuotesReply>(await accept(buyer, rfq.id, [coil!.id]), 201);
    t.clock.set(new Date(new Date(RFQ_TEST_DEADLINE).getTime() + 7 * 24 * 3600 * 1000));
    expectError(await accept(buyer, rfq.id, [sheet!.id]), 409, RFQ_MESSAGES.acceptWindowClosed);
    expect(await ordersOf(buyer.organisationId)).toBe(1);
    t.clock.set(RFQ_TEST_START);
  });
});
