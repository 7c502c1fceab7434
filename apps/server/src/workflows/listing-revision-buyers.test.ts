import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartReply } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import type { Listing } from '@steelyard/domain/listings';
import { OFFER_MESSAGES, type Negotiation } from '@steelyard/domain/negotiations';
import type { CartOrderGroup, Order } from '@steelyard/domain/orders';
import { expectError } from '../test-support/account-helpers';
import { addTestBuyer, checkoutFields, expectOk, postWithKey, type TestBuyer } from '../test-support/buying-helpers';
import {
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
} from '../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * Found after issue 23, items 11–12 (decision 178), walked as found: a seller's live edit of the
 * grade and thickness, once the operator approves it, is never bought unseen from a cart or through
 * buy now, and ends the offers made on the earlier material, each buyer told by e-mail.
 */

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickupId: string;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  pickupId = (await primaryWarehouse(as.seller)).id;
  buyer = await addTestBuyer(t, 'revision-buyer', { features: ['CART', 'BID_OFFERS'] });
});
afterAll(async () => t.close());

type Body = ReturnType<typeof sheetBody>;
const S355J2 = (body: Body) => ({
  material: { ...body.material, grade: 'S355J2' },
  materialDimensions: { ...body.materialDimensions, thickness: 3 },
});

async function live(): Promise<{ listing: Listing; body: Body }> {
  const body = sheetBody(pickupId, offeredExpiry(t, 5, '12:00'));
  return { listing: await publishListing(as.seller, as.operator, body), body };
}
/** The seller edits the live listing: every field again with the changes (the terms are not sent again). */
const edit = async (id: string, body: Body, changes: Record<string, unknown>) =>
  expectStatus(
    await as.seller('PUT', `/api/seller/listings/${id}`, { ...body, sellerTermsAccepted: undefined, ...changes }),
    200,
  );
const approve = async (id: string) => expectStatus(await as.operator('POST', `/api/admin/listings/${id}/approve`), 200);
const reject = async (id: string) =>
  expectStatus(await as.operator('POST', `/api/admin/listings/${id}/reject`, { reason: 'Grade not certified' }), 200);

const view = async (id: string) => expectOk<Listing>(await buyer.act('GET', `/api/universal/listings/${id}`));
const addToCart = async (id: string) => {
  const seen = await view(id);
  return expectOk<CartReply>(
    await buyer.act('POST', '/api/buyer/cart/entries', {
      kind: 'LISTING',
      id,
      pricePerUnit: seen.pricing.priceIncludingDelivery.value,
      contentRevision: seen.contentRevision,
    }),
    201,
  );
};
const fetchCart = async () => expectOk<CartReply>(await buyer.act('GET', '/api/buyer/cart/fetch-cart'));
const checkoutCart = async (cart: CartReply) =>
  postWithKey(t, buyer.email, '/api/buyer/purchase-orders/cart', {
    ...checkoutFields(buyer.warehouseId),
    entryIds: cart.cartEntries.map((e) => e.id),
  });
const emptyCart = async () => expectOk(await buyer.act('DELETE', '/api/buyer/cart'));

describe('a cart entry whose listing the seller changed (decision 178)', () => {
  it('is refused at checkout with the message until the buyer accepts the change', async () => {
    t.clock.set(LISTING_TEST_START);
    const { listing, body } = await live();
    const seen = await view(listing.id);
    await addToCart(listing.id);

    await edit(listing.id, body, S355J2(body));
    // waiting for review, nothing changed for the buyer yet
    expect((await fetchCart()).cartEntries[0]).toMatchObject({ state: 'AVAILABLE', changedFields: [] });
    await approve(listing.id);

    expectError(await checkoutCart(await fetchCart()), 409, CHECKOUT_MESSAGES.itemChanged);
    const cart = await fetchCart();
    expect(cart).toMatchObject({ canCheckout: false, blockers: ['CONTENT_CHANGED'] });
    expect(cart.cartEntries[0]).toMatchObject({
      state: 'CONTENT_CHANGED',
      changedFields: ['material', 'materialDimensions'],
      product: { material: { grade: 'S355J2' }, materialDimensions: { thickness: 3 } },
    });
    // buy now with what the buyer opened before the change: refused too
    const buyNow = await postWithKey(t, buyer.email, '/api/buyer/purchase-orders', {
      ...checkoutFields(buyer.warehouseId),
      kind: 'LISTING',
      id: listing.id,
      pricePerUnit: seen.pricing.priceIncludingDelivery.value,
      contentRevision: seen.contentRevision,
    });
    expectError(buyNow, 409, CHECKOUT_MESSAGES.itemChangedSinceViewed);
    // adding what the buyer saw before: refused as well
    const late = await buyer.act('POST', '/api/buyer/cart/entries', {
      kind: 'LISTING',
      id: listing.id,
      pricePerUnit: seen.pricing.priceIncludingDelivery.value,
      contentRevision: seen.contentRevision,
    });
    expect(late.statusCode).toBe(400);

    // the buyer accepts the change (the review of the cart's changes)
    const accepted = expectOk<CartReply>(await buyer.act('POST', '/api/buyer/cart/review-prices'));
    expect(accepted).toMatchObject({ canCheckout: true, blockers: [] });
    expect(accepted.cartEntries[0]).toMatchObject({ state: 'AVAILABLE', changedFields: [] });
    const group = expectOk<CartOrderGroup>(await checkoutCart(accepted), 201);
    const [order] = group.cartOrders;
    expect(order!.item.material.grade).toBe('S355J2');
  });

  it('changes nothing when the revision is rejected, and a price change keeps its own flow', async () => {
    t.clock.set(LISTING_TEST_START);
    const { listing, body } = await live();
    await addToCart(listing.id);
    await edit(listing.id, body, S355J2(body));
    await reject(listing.id);
    expect((await fetchCart()).cartEntries[0]).toMatchObject({ state: 'AVAILABLE', changedFields: [] });

    // a new price applies at once and is no content change
    await edit(listing.id, body, { sellingPrice: { value: 66_000, currencyCode: 'GBP' } });
    const repriced = await fetchCart();
    expect(repriced.cartEntries[0]).toMatchObject({ state: 'PRICE_CHANGED', changedFields: [] });
    expect(repriced.blockers).toEqual(['PRICE_CHANGED']);
    await emptyCart();
  });

  it('marks a description-only change too, without ending negotiations', async () => {
    t.clock.set(LISTING_TEST_START);
    const { listing, body } = await live();
    await addToCart(listing.id);
    const offer = expectOk<Negotiation>(
      await buyer.act('POST', '/api/buyer/negotiations', { listingId: listing.id, price: 60_000 }),
      201,
    );
    await edit(listing.id, body, { description: 'Mill edge, lightly oiled' });
    await approve(listing.id);
    await t.runJobs();
    expect((await fetchCart()).cartEntries[0]).toMatchObject({
      state: 'CONTENT_CHANGED',
      changedFields: ['description'],
    });
    const still = expectOk<Negotiation>(await buyer.act('GET', `/api/universal/negotiations/${offer.id}`));
    expect(still).toMatchObject({ status: 'AWAITING_SELLER', endReason: null });
    await emptyCart();
  });
});

describe('an open negotiation on a listing whose material changed (decision 178)', () => {
  const act = (id: string, action: string) => as.seller('POST', `/api/universal/negotiations/${id}/${action}`);

  it('ends, the seller cannot accept it, the buyer is e-mailed; a new one is unaffected', async () => {
    t.clock.set(LISTING_TEST_START);
    const { listing, body } = await live();
    const offer = expectOk<Negotiation>(
      await buyer.act('POST', '/api/buyer/negotiations', { listingId: listing.id, price: 60_000 }),
      201,
    );
    await edit(listing.id, body, S355J2(body));
    await approve(listing.id);
    // before the job has ended it, the seller cannot accept the offer made for S275JR
    expectError(await act(offer.id, 'accept'), 409, OFFER_MESSAGES.listingChanged);
    await t.runJobs();
    const ended = expectOk<Negotiation>(await buyer.act('GET', `/api/universal/negotiations/${offer.id}`));
    expect(ended).toMatchObject({ status: 'WITHDRAWN', endReason: 'LISTING_CHANGED', allowedActions: [] });
    expect((await act(offer.id, 'accept')).statusCode).toBe(409);
    const mail = (await t.mailTo(buyer.email)).find(
      (m) => m.template === 'negotiation-changed' && m.text.includes(offer.referenceId),
    );
    expect(mail?.subject).toContain('listing changed');
    expect(mail?.text).toContain(listing.listingNumber);

    // an offer on the new material goes on as usual
    const fresh = expectOk<Negotiation>(
      await buyer.act('POST', '/api/buyer/negotiations', { listingId: listing.id, price: 60_000 }),
      201,
    );
    expect(expectOk<Negotiation>(await act(fresh.id, 'accept')).status).toBe('ACCEPTED');
    await t.runJobs();
    expect(expectOk<Negotiation>(await buyer.act('GET', `/api/universal/negotiations/${fresh.id}`)).status).toBe(
      'ACCEPTED',
    );
  });

  it('an accepted offer cannot be bought as the new material', async () => {
    t.clock.set(LISTING_TEST_START);
    const { listing, body } = await live();
    const offer = expectOk<Negotiation>(
      await buyer.act('POST', '/api/buyer/negotiations', { listingId: listing.id, price: 60_000 }),
      201,
    );
    expectOk(await act(offer.id, 'accept'));
    await edit(listing.id, body, S355J2(body));
    await approve(listing.id);
    const bought = await postWithKey(t, buyer.email, '/api/buyer/purchase-orders/offer', {
      ...checkoutFields(buyer.warehouseId),
      negotiationId: offer.id,
    });
    expectError(bought, 409, OFFER_MESSAGES.listingChanged);
    await t.runJobs();
    expect(expectOk<Negotiation>(await buyer.act('GET', `/api/universal/negotiations/${offer.id}`))).toMatchObject({
      status: 'WITHDRAWN',
      endReason: 'LISTING_CHANGED',
      canPurchase: false,
    });
    // the seller's change stays bought only as what it is now
    const order = await postWithKey(t, buyer.email, '/api/buyer/purchase-orders', {
      ...checkoutFields(buyer.warehouseId),
      kind: 'LISTING',
      id: listing.id,
      pricePerUnit: (await view(listing.id)).pricing.priceIncludingDelivery.value,
      contentRevision: (await view(listing.id)).contentRevision,
    });
    expect(expectOk<Order>(order, 201).item.material.grade).toBe('S355J2');
  });
});
