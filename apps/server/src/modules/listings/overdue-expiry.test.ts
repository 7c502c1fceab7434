import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartReply } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { OFFER_MESSAGES } from '@steelyard/domain/negotiations';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
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
import { demoActors, expectStatus, LISTING_TEST_START, offeredExpiry } from '../../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Issue 23, found by the lifecycle's model test (workflows/listing-lifecycle.model.test.ts):
 * approve, then move the clock two days on. The expiry job had not run yet, and buyers still read,
 * found, added to the cart and bought the listing past its expiry. Live for buyers now means
 * PUBLISHED and before its expiry, whether or not the job has turned the status yet (decision 175).
 */

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  buyer = await addTestBuyer(t, 'overdue', { features: ['CART', 'BID_OFFERS'] });
});
afterAll(async () => t.close());

const found = async (grade: string) =>
  expectStatus<SearchListingsReply>(
    await buyer.act(
      'GET',
      `/api/universal/search-listings/?limit=100&filter=${encodeURIComponent(`material.grade=${grade}`)}`,
    ),
    200,
  ).items.map((i) => i.id);

describe('a live listing past its expiry, before the expiry job has run (issue 23)', () => {
  it('is no longer read, found, added, offered on or bought by buyers; the job then expires it', async () => {
    t.clock.set(LISTING_TEST_START);
    // approve(#0): live until Wednesday 12:00
    const live = await liveListing(t, as.seller, as.operator);
    const price = await seenPrice(buyer.act, live.id);
    expect(await found('S275JR')).toContain(live.id);
    expectOk(
      await buyer.act('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id: live.id, pricePerUnit: price }),
      201,
    );

    // advance(48h): past the expiry; the job has not run
    t.clock.set(new Date(new Date(live.expiresAt!).getTime() + 60_000));
    expect((await buyer.act('GET', `/api/universal/listings/${live.id}`)).statusCode).toBe(404);
    expect(await found('S275JR')).not.toContain(live.id);
    // the cart was emptied with its reservation; added again it is refused
    expectError(
      await buyer.act('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id: live.id, pricePerUnit: price }),
      400,
      CART_MESSAGES.itemUnavailable,
    );
    expectError(await buyNow(t, buyer, live.id, { pricePerUnit: price }), 409, CHECKOUT_MESSAGES.itemSold);
    const offer = await buyer.act('POST', '/api/buyer/negotiations', { listingId: live.id, price: price - 500 });
    expect(offer.statusCode, offer.body).toBeGreaterThanOrEqual(400);
    expect(offer.statusCode).toBeLessThan(500);
    // the seller still reads it (status unchanged until the job); the job then expires it
    expect(expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${live.id}`), 200).status.value).toBe(
      'PUBLISHED',
    );
    await t.runJobs();
    expect(expectStatus<Listing>(await as.seller('GET', `/api/universal/listings/${live.id}`), 200).status.value).toBe(
      'EXPIRED',
    );
  });

  it('turns a cart entry unavailable at its listing’s expiry, and the cart checkout refuses it', async () => {
    t.clock.set(LISTING_TEST_START);
    const live = await liveListing(t, as.seller, as.operator);
    const other = await addTestBuyer(t, 'overdue-cart');
    // added half an hour before the listing's expiry: the cart (60 minutes) outlives the listing
    t.clock.set(new Date(new Date(live.expiresAt!).getTime() - 30 * 60_000));
    const price = await seenPrice(other.act, live.id);
    const added = expectOk<CartReply>(
      await other.act('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id: live.id, pricePerUnit: price }),
      201,
    );
    t.clock.advance(31 * 60_000);
    const cart = expectOk<CartReply>(await other.act('GET', '/api/buyer/cart/fetch-cart'));
    expect(cart).toMatchObject({ canCheckout: false, blockers: ['ITEM_UNAVAILABLE'] });
    expect(cart.cartEntries.map((e) => e.state)).toEqual(['UNAVAILABLE']);
    expectError(
      await postWithKey(t, other.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(other.warehouseId),
        entryIds: added.cartEntries.map((e) => e.id),
      }),
      409,
      CHECKOUT_MESSAGES.cartChanged,
    );
  });

  it('does not let the seller accept an offer on it, nor the buyer buy at an accepted offer', async () => {
    t.clock.set(LISTING_TEST_START);
    // both live until this afternoon; offers made this morning run until tomorrow morning
    const expiresAt = offeredExpiry(t, 0, '16:00');
    const accepted = await liveListing(t, as.seller, as.operator, { expiresAt });
    const open = await liveListing(t, as.seller, as.operator, { expiresAt });
    const offerOn = async (id: string) =>
      expectOk<{ id: string }>(
        await buyer.act('POST', '/api/buyer/negotiations', {
          listingId: id,
          price: (await seenPrice(buyer.act, id)) - 500,
        }),
        201,
      ).id;
    const acceptedOffer = await offerOn(accepted.id);
    const openOffer = await offerOn(open.id);
    expectOk(await as.seller('POST', `/api/universal/negotiations/${acceptedOffer}/accept`), 200);

    // half an hour past the expiry, the job not run: neither an acceptance nor a purchase at one
    t.clock.set(new Date(new Date(expiresAt).getTime() + 30 * 60_000));
    expectError(
      await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/offer', {
        ...checkoutFields(buyer.warehouseId),
        negotiationId: acceptedOffer,
      }),
      409,
      CHECKOUT_MESSAGES.itemSold,
    );
    expectError(
      await as.seller('POST', `/api/universal/negotiations/${openOffer}/accept`),
      409,
      OFFER_MESSAGES.notAllowed,
    );
  });
});
