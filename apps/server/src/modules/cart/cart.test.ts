import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartReply } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { openPostgresDatabase } from '../../platform/db/database';
import { readRows } from '../../platform/db/raw-rows';
import { runDueJobs } from '../../platform/jobs/run-due-jobs';
import { expectError } from '../../test-support/account-helpers';
import {
  addTestBuyer,
  buyNow,
  expectOk,
  liveListing,
  seenPrice,
  type TestBuyer,
} from '../../test-support/buying-helpers';
import { demoActors, LISTING_TEST_START } from '../../test-support/listing-helpers';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';

let t: TestApp;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let as: ReturnType<typeof demoActors>;

beforeAll(async () => {
  // the database's address lets a test open more pools on PostgreSQL
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const add = async (buyer: TestBuyer, id: string, pricePerUnit?: number) =>
  buyer.act('POST', '/api/buyer/cart/entries', {
    kind: 'LISTING',
    id,
    pricePerUnit: pricePerUnit ?? (await seenPrice(buyer.act, id)),
  });
const fetchCart = async (buyer: TestBuyer) => expectOk<CartReply>(await buyer.act('GET', '/api/buyer/cart/fetch-cart'));
const cartRows = async (buyer: TestBuyer) => {
  const rows = await readRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from cart_entries e join users u on u.id = e.user_id where u.email = ${buyer.email}`,
  );
  return rows[0]!.n;
};

describe('the cart', () => {
  it('is for buyers with the CART feature', async () => {
    const without = await addTestBuyer(t, 'cart-nofeature', { features: [] });
    expectError(await without.act('GET', '/api/buyer/cart/fetch-cart'), 403, CART_MESSAGES.featureRequired);
    expect((await as.seller('GET', '/api/buyer/cart/fetch-cart')).statusCode).toBe(403);
    const empty = await fetchCart(await addTestBuyer(t, 'cart-empty'));
    expect(empty).toMatchObject({
      cartEntries: [],
      canCheckout: false,
      blockers: ['EMPTY'],
      expiresAt: null,
      totals: null,
      reservationMinutes: 60,
      availableCredit: { value: 10_000_000, currencyCode: 'GBP' },
    });
  });

  it('adds live items of other organisations at the price seen, with the errors of §8', async () => {
    const buyer = await addTestBuyer(t, 'cart-add', { balance: 0 });
    const one = await liveListing(t, as.seller, as.operator);
    const price = await seenPrice(buyer.act, one.id);
    expectError(await add(buyer, one.id, price + 1), 400, CHECKOUT_MESSAGES.priceUpdated);
    const cart = expectOk<CartReply>(await add(buyer, one.id, price), 201);
    expect(cart).toMatchObject({
      canCheckout: true,
      canCheckoutOnCredit: true,
      blockers: [],
      expiresAt: new Date(LISTING_TEST_START.getTime() + 60 * 60_000).toISOString(),
      cartEntries: [
        { state: 'AVAILABLE', pricePerUnitWhenAdded: price, product: { id: one.id, listingNumber: one.listingNumber } },
      ],
    });
    expect(cart.totals!.totalPrice).toBe(cart.totals!.totalExVat + cart.totals!.vat);
    expect(cart.cartEntries[0]!.figures).toEqual({ ...cart.totals! });
    expectError(await add(buyer, one.id), 400, CART_MESSAGES.alreadyInCart);
    expectError(await add(buyer, '00000000-0000-4000-8000-000000000000', 1), 400, CART_MESSAGES.itemUnavailable);
    const euro = await liveListing(t, as.rheinSeller, as.operator, {
      sellingPrice: { value: 70_000, currencyCode: 'EUR' },
    });
    expectError(await add(buyer, euro.id), 400, CART_MESSAGES.currencyMismatch);
    const own = await addTestBuyer(t, 'cart-own');
    expect(own).toBeDefined();
    const demoBuyer = { act: as.buyer } as TestBuyer;
    expectError(await add(demoBuyer, one.id, price), 400, CART_MESSAGES.ownItem);
    // sold meanwhile
    const sold = await liveListing(t, as.seller, as.operator);
    const soldPrice = await seenPrice(buyer.act, sold.id);
    expectOk(await buyNow(t, await addTestBuyer(t, 'cart-add-other'), sold.id), 201);
    expectError(await add(buyer, sold.id, soldPrice), 400, CART_MESSAGES.itemUnavailable);
    // the header's count: the buyer's entries only (a subquery once counted every cart's)
    const neighbour = await addTestBuyer(t, 'cart-add-neighbour');
    expectOk<CartReply>(await add(neighbour, (await liveListing(t, as.seller, as.operator)).id), 201);
    const updates = expectOk<SelfUpdatesReply>(await buyer.act('GET', '/api/universal/users/self-updates'));
    expect(updates.cartDetails).toEqual({ count: 1, expiresAt: cart.expiresAt });
    // remove, then empty
    const second = await liveListing(t, as.seller, as.operator);
    const two = expectOk<CartReply>(await add(buyer, second.id), 201);
    const firstEntry = two.cartEntries.find((e) => e.product.id === one.id)!.id;
    const removed = expectOk<CartReply>(await buyer.act('DELETE', `/api/buyer/cart/entries/${firstEntry}`));
    expect(removed.cartEntries.map((e) => e.product.id)).toEqual([second.id]);
    expectError(await buyer.act('DELETE', `/api/buyer/cart/entries/${firstEntry}`), 404, CART_MESSAGES.entryNotFound);
    expect(expectOk<CartReply>(await buyer.act('DELETE', '/api/buyer/cart')).blockers).toEqual(['EMPTY']);
    expect(await cartRows(buyer)).toBe(0);
  });

  it('takes the same item once when it is added twice at the same moment', async () => {
    const buyer = await addTestBuyer(t, 'cart-twice');
    const one = await liveListing(t, as.seller, as.operator);
    const price = await seenPrice(buyer.act, one.id);
    const replies = await Promise.all([add(buyer, one.id, price), add(buyer, one.id, price)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json().message).toBe(CART_MESSAGES.alreadyInCart);
    expect(await cartRows(buyer)).toBe(1);
  });

  it('refuses an item the available credit cannot cover (organisations without a credit line buy upfront)', async () => {
    const small = await addTestBuyer(t, 'cart-credit', { creditLimit: 50_000, balance: 0 });
    const one = await liveListing(t, as.seller, as.operator);
    const two = await liveListing(t, as.seller, as.operator);
    expectOk(await add(small, one.id), 201);
    expectError(await add(small, two.id), 400, CART_MESSAGES.insufficientCredit);
    const noLine = await addTestBuyer(t, 'cart-noline', { creditLimit: null });
    expectOk(await add(noLine, one.id), 201);
    const cart = expectOk<CartReply>(await add(noLine, two.id), 201);
    expect(cart).toMatchObject({ canCheckout: true, canCheckoutOnCredit: false, blockers: ['INSUFFICIENT_CREDIT'] });
  });

  it('shows sold entries and new seller prices as blockers; review-prices takes the new price', async () => {
    const buyer = await addTestBuyer(t, 'cart-block', { balance: 0 });
    const one = await liveListing(t, as.seller, as.operator);
    const two = await liveListing(t, as.seller, as.operator);
    expectOk(await add(buyer, one.id), 201);
    expectOk(await add(buyer, two.id), 201);
    expectOk(
      await as.seller('PUT', `/api/seller/listings/${two.id}/price`, {
        sellingPrice: { value: 60_000, currencyCode: 'GBP' },
      }),
    );
    expectOk(await buyNow(t, await addTestBuyer(t, 'cart-block-other'), one.id), 201);
    const blocked = await fetchCart(buyer);
    expect(blocked).toMatchObject({
      canCheckout: false,
      canCheckoutOnCredit: false,
      blockers: ['ITEM_UNAVAILABLE', 'PRICE_CHANGED'],
    });
    // entries added at the same time: look them up by item
    const entryOf = (cart: CartReply, id: string) => cart.cartEntries.find((e) => e.product.id === id)!;
    expect([entryOf(blocked, one.id).state, entryOf(blocked, two.id).state]).toEqual(['UNAVAILABLE', 'PRICE_CHANGED']);
    // the totals count what can still be bought
    expect(blocked.totals!.totalPrice).toBe(entryOf(blocked, two.id).figures.totalPrice);
    const reviewed = expectOk<CartReply>(await buyer.act('POST', '/api/buyer/cart/review-prices'));
    expect([entryOf(reviewed, one.id).state, entryOf(reviewed, two.id).state]).toEqual(['UNAVAILABLE', 'AVAILABLE']);
    expect(entryOf(reviewed, two.id).pricePerUnitWhenAdded).toBe(await seenPrice(buyer.act, two.id));
    expect(reviewed.blockers).toEqual(['ITEM_UNAVAILABLE']);
    // credit spent elsewhere: the credit option goes, buying upfront stays
    await t.db.execute(sql`update organisations set erp_balance = erp_credit_limit where id = ${buyer.organisationId}`);
    const remove = entryOf(reviewed, one.id).id;
    const onlyLive = expectOk<CartReply>(await buyer.act('DELETE', `/api/buyer/cart/entries/${remove}`));
    expect(onlyLive).toMatchObject({
      canCheckout: true,
      canCheckoutOnCredit: false,
      blockers: ['INSUFFICIENT_CREDIT'],
    });
  });

  it('empties itself at its expiry on the job runner, without a request', async () => {
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    const buyer = await addTestBuyer(t, 'cart-expiry');
    const one = await liveListing(t, as.seller, as.operator);
    const cart = expectOk<CartReply>(await add(buyer, one.id), 201);
    expect(cart.expiresAt).toBe('2026-03-02T11:00:00.000Z');
    t.clock.set(new Date('2026-03-02T10:30:00Z'));
    // a later entry does not move the expiry
    const two = await liveListing(t, as.seller, as.operator);
    expect(expectOk<CartReply>(await add(buyer, two.id), 201).expiresAt).toBe(cart.expiresAt);
    t.clock.set(new Date('2026-03-02T10:59:59Z'));
    await t.runJobs();
    expect(await cartRows(buyer)).toBe(2);
    t.clock.set(new Date('2026-03-02T11:00:00Z'));
    await t.runJobs();
    expect(await cartRows(buyer)).toBe(0);
    expect(expectOk<SelfUpdatesReply>(await buyer.act('GET', '/api/universal/users/self-updates')).cartDetails).toEqual(
      {
        count: 0,
        expiresAt: null,
      },
    );
    // a new first entry starts a new period
    const again = expectOk<CartReply>(await add(buyer, one.id), 201);
    expect(again.expiresAt).toBe('2026-03-02T12:00:00.000Z');
    t.clock.set(LISTING_TEST_START);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'is emptied once when three PostgreSQL connection pools run the due jobs at the same time',
    async () => {
      t.clock.set(new Date('2026-03-02T13:00:00Z'));
      const buyer = await addTestBuyer(t, 'cart-pools');
      const one = await liveListing(t, as.seller, as.operator);
      expectOk(await add(buyer, one.id), 201);
      t.clock.set(new Date('2026-03-02T14:00:00Z'));
      const pools = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(handle.url!)));
      try {
        const ran = await Promise.all(pools.map((pool) => runDueJobs(pool.db, t.clock, t.ctx.jobs, { batchSize: 1 })));
        expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
      expect(await cartRows(buyer)).toBe(0);
      const jobs = await readRows<{ state: string; attempts: number }>(
        t.db,
        sql`select state, attempts from jobs where type = 'cart.expiry' and payload->>'expiresAt' = '2026-03-02T14:00:00.000Z'`,
      );
      expect(jobs).toEqual([{ state: 'done', attempts: 1 }]);
      t.clock.set(LISTING_TEST_START);
    },
  );
});
