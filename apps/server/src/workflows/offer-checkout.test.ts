import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { OFFER_MESSAGES, PURCHASE_WINDOW_MS, type Negotiation } from '@steelyard/domain/negotiations';
import type { Listing } from '@steelyard/domain/listings';
import type { Order } from '@steelyard/domain/orders';
import { expectError } from '../test-support/account-helpers';
import {
  addTestBuyer,
  buyNow,
  checkoutFields,
  expectOk,
  liveListing,
  newKey,
  postWithKey,
  type TestBuyer,
} from '../test-support/buying-helpers';
import { demoActors, expectStatus, LISTING_TEST_START, type Act } from '../test-support/listing-helpers';
import { createUser } from '../modules/users/service';
import { actAs } from '../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let alpha: TestBuyer;
let beta: TestBuyer;
/** A colleague of alpha's buyer. */
let alphaColleague: { email: string; warehouseId: string; act: Act };

beforeAll(async () => {
  t = await createTestApp();
  as = demoActors(t);
  t.clock.set(LISTING_TEST_START);
  alpha = await addTestBuyer(t, 'alpha', { features: ['BID_OFFERS', 'CART'] });
  beta = await addTestBuyer(t, 'beta', { features: ['BID_OFFERS', 'CART'] });
  const email = 'colleague@alpha.buyers.example';
  await createUser(t.db, {
    organisationId: alpha.organisationId,
    name: 'Alpha Colleague',
    email,
    roles: ['BUYER'],
    features: ['BID_OFFERS'],
    locale: 'en',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  alphaColleague = { email, warehouseId: alpha.warehouseId, act: actAs(t, email) };
});
afterAll(async () => t.close());

const offer = async (buyer: Act, listing: Listing, price: number) =>
  expectStatus<Negotiation>(await buyer('POST', '/api/buyer/negotiations', { listingId: listing.id, price }), 201);
const act = async (who: Act, id: string, action: string, price?: number) =>
  expectStatus<Negotiation>(
    await who('POST', `/api/universal/negotiations/${id}/${action}`, price === undefined ? undefined : { price }),
    200,
  );
const read = async (who: Act, id: string) =>
  expectStatus<Negotiation>(await who('GET', `/api/universal/negotiations/${id}`), 200);
const checkoutOffer = (buyer: TestBuyer | typeof alphaColleague, negotiationId: string, key = newKey()) =>
  postWithKey(
    t,
    buyer.email,
    '/api/buyer/purchase-orders/offer',
    { ...checkoutFields(buyer.warehouseId), negotiationId },
    key,
  );

describe('the offer checkout', () => {
  it('buys at the accepted price once; the negotiation is PURCHASED and the other buyers are outbid', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const mine = await offer(alpha.act, listing, 60_000);
    const theirs = await offer(beta.act, listing, 55_000);
    await act(as.seller, mine.id, 'counter', 64_000);
    await act(alpha.act, mine.id, 'counter', 62_000);
    const accepted = await act(as.seller, mine.id, 'accept');
    expect(accepted.status).toBe('ACCEPTED');
    expect((await read(alpha.act, mine.id)).canPurchase).toBe(true);

    // the listing is held for alpha: beta cannot buy it now, nor may the seller accept beta's offer
    expectError(await buyNow(t, beta, listing.id), 409, CHECKOUT_MESSAGES.reservedForOffer);
    expectError(
      await as.seller('POST', `/api/universal/negotiations/${theirs.id}/accept`),
      409,
      OFFER_MESSAGES.listingReserved,
    );

    const key = newKey();
    const order = expectOk<Order>(await checkoutOffer(alpha, mine.id, key), 201);
    expect(order.pricing).toMatchObject({ pricePerUnit: 62_000, currencyCode: 'GBP' });
    expect(order.pricing.totalPrice).toBe(order.pricing.totalExVat + order.pricing.vat);
    // 0.491 t at £620.00
    expect(order.pricing.totalExVat).toBe(30_442);
    // the same key again: the same order, nothing bought twice
    expect(expectOk<Order>(await checkoutOffer(alpha, mine.id, key), 201).id).toBe(order.id);

    expect(await read(alpha.act, mine.id)).toMatchObject({
      status: 'PURCHASED',
      orderId: order.id,
      canPurchase: false,
    });
    expect(await read(as.seller, mine.id)).toMatchObject({ status: 'PURCHASED', orderId: order.id });
    expect(await read(beta.act, theirs.id)).toMatchObject({ status: 'CANCELLED', expiresAt: null });
    expect((await as.seller('GET', `/api/universal/listings/${listing.id}`)).json<Listing>().status.value).toBe(
      'PURCHASED',
    );
    // the seller is told it was sold, once (the retry wrote nothing)
    const sold = (await t.mailTo(DEMO.seller)).filter(
      (m) => m.template === 'material-sold' && m.text.includes(order.orderNumber),
    );
    expect(sold).toHaveLength(1);
    // a second offer checkout with a new key: nothing left to buy
    expectError(await checkoutOffer(alpha, mine.id), 409, OFFER_MESSAGES.notAllowed);
  });

  it('refuses after the purchase window, before and after the job runner expired it', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const mine = await offer(alpha.act, listing, 60_000);
    await act(as.seller, mine.id, 'accept');
    t.clock.advance(PURCHASE_WINDOW_MS);
    expectError(await checkoutOffer(alpha, mine.id), 409, OFFER_MESSAGES.purchaseWindowClosed);
    await t.runJobs();
    expect((await read(alpha.act, mine.id)).status).toBe('EXPIRED');
    expectError(await checkoutOffer(alpha, mine.id), 409, OFFER_MESSAGES.purchaseWindowClosed);
    // the hold is gone: anyone may buy at the listed price
    expectOk<Order>(await buyNow(t, beta, listing.id), 201);
  });

  it('refuses negotiations that are not accepted, of other organisations, and sellers', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const mine = await offer(alpha.act, listing, 60_000);
    expectError(await checkoutOffer(alpha, mine.id), 409, OFFER_MESSAGES.notAllowed);
    expectError(await checkoutOffer(beta, mine.id), 404, OFFER_MESSAGES.notFound);
    const seller = await postWithKey(t, 'seller@demo-steel.example', '/api/buyer/purchase-orders/offer', {
      ...checkoutFields(alpha.warehouseId),
      negotiationId: mine.id,
    });
    expect(seller.statusCode).toBe(403);
  });
});

describe('buying a listing under negotiation', () => {
  it('keeps a colleague of the negotiating buyer from buying it; another buyer outbids the negotiation', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const mine = await offer(alpha.act, listing, 60_000);
    expectError(await buyNow(t, alphaColleague, listing.id), 409, CHECKOUT_MESSAGES.colleagueNegotiating);
    const order = expectOk<Order>(await buyNow(t, beta, listing.id), 201);
    expect(order.buyerOrganisation.id).toBe(beta.organisationId);
    expect(await read(alpha.act, mine.id)).toMatchObject({ status: 'CANCELLED', allowedActions: [] });
    // the job the purchase announced finds nothing left to end
    await t.runJobs();
    expect((await read(alpha.act, mine.id)).status).toBe('CANCELLED');
  });

  it('the negotiating buyer may still buy at the listed price: its offer is withdrawn', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const mine = await offer(alpha.act, listing, 60_000);
    expectOk<Order>(await buyNow(t, alpha, listing.id), 201);
    expect((await read(alpha.act, mine.id)).status).toBe('WITHDRAWN');
  });
});
