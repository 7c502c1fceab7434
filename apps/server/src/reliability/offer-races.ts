import type { LightMyRequestResponse } from 'fastify';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { OFFER_MESSAGES, type Negotiation } from '@steelyard/domain/negotiations';
import { checkoutFields, liveListing, postWithKey, seenPrice, type TestBuyer } from '../test-support/buying-helpers';
import { demoActors, type Act } from '../test-support/listing-helpers';
import { countStatuses, expectRace, messageOf, type RaceApp, type RaceLog } from './race-rounds';

/*
 * The offer races of issue 12 on the demo seller's listings: several buyers offering on one listing
 * at once, the seller accepting while the buyer withdraws and two acceptances at once, the accepted
 * offer's checkout against everybody's buy-now, and new offers against a buy-now.
 */

const offerOn = (buyer: TestBuyer, listingId: string, price: number) =>
  buyer.act('POST', '/api/buyer/negotiations', { listingId, price });
const negotiationUrl = (id: string, action: string) => `/api/universal/negotiations/${id}/${action}`;
const accept = (seller: Act, id: string) => seller('POST', negotiationUrl(id, 'accept'));
const withdraw = (buyer: TestBuyer, id: string) => buyer.act('PUT', negotiationUrl(id, 'withdraw'));

const is = (reply: LightMyRequestResponse, status: number, ...messages: string[]) =>
  reply.statusCode === status && (messages.length === 0 || messages.includes(messageOf(reply)));
const describeReply = (reply: LightMyRequestResponse) => `${reply.statusCode} ${reply.body.slice(0, 200)}`;

/**
 * One round of offer races. `buyers` are organisation by organisation, `perOrganisation` each (at
 * least four organisations of two): every buyer offers on a new listing at once (one 201 per
 * organisation, the colleague 409 existingActiveOffer); the seller accepts the first organisation's
 * offer while its buyer withdraws it and accepts the second's and third's too (one of the first pair
 * and one acceptance in all succeed); the accepted offer's checkout races everybody's buy-now (only
 * the holder's organisation buys: the offer checkout, or its own buy-now at the listed price); then, on another listing, three organisations offer while the fourth buys.
 */
export async function raceOffers(
  race: RaceApp,
  log: RaceLog,
  buyers: TestBuyer[],
  perOrganisation: number,
): Promise<void> {
  const { t } = race;
  const as = demoActors(t);
  const listing = await liveListing(t, as.seller, as.operator);
  const offers = await Promise.all(buyers.map((b, i) => offerOn(b, listing.id, 60_000 + i * 10)));
  log.races++;
  const opened: { buyer: TestBuyer; negotiation: Negotiation }[] = [];
  for (let o = 0; o < buyers.length / perOrganisation; o++) {
    const replies = offers.slice(o * perOrganisation, (o + 1) * perOrganisation);
    const won = replies.findIndex((r) => r.statusCode === 201);
    expectRace(log, won >= 0, `offers: organisation ${o} got none in: ${JSON.stringify(countStatuses(replies))}`);
    if (won >= 0) opened.push({ buyer: buyers[o * perOrganisation + won]!, negotiation: replies[won]!.json() });
    for (const [i, r] of replies.entries()) {
      if (i === won) continue;
      expectRace(log, is(r, 409, OFFER_MESSAGES.existingActiveOffer), `offers: a colleague got ${describeReply(r)}`);
    }
  }
  if (opened.length < 4) return;
  const [first, second, third] = opened;

  const [acceptFirst, withdrawFirst, acceptSecond, acceptThird] = await Promise.all([
    accept(as.seller, first!.negotiation.id),
    withdraw(first!.buyer, first!.negotiation.id),
    accept(as.seller, second!.negotiation.id),
    accept(as.seller, third!.negotiation.id),
  ]);
  log.races += 2;
  const firstPair = [acceptFirst!, withdrawFirst!];
  expectRace(
    log,
    firstPair.filter((r) => r.statusCode === 200).length === 1,
    `accept/withdraw: ${firstPair.map(describeReply).join(' | ')}`,
  );
  const accepts = [acceptFirst!, acceptSecond!, acceptThird!];
  const acceptedAt = accepts.findIndex((r) => r.statusCode === 200);
  expectRace(
    log,
    accepts.filter((r) => r.statusCode === 200).length === 1,
    `accepts: ${JSON.stringify(countStatuses(accepts))}`,
  );
  for (const r of [...firstPair, ...accepts].filter((r) => r.statusCode !== 200)) {
    expectRace(
      log,
      is(r, 409, OFFER_MESSAGES.notAllowed, OFFER_MESSAGES.listingReserved),
      `accept/withdraw refusal: ${describeReply(r)}`,
    );
  }
  if (acceptedAt < 0) return;

  const holder = opened[acceptedAt]!;
  const price = await seenPrice(buyers[0]!.act, listing.id);
  const [offerCheckout, ...buyNows] = await Promise.all([
    postWithKey(t, holder.buyer.email, '/api/buyer/purchase-orders/offer', {
      ...checkoutFields(holder.buyer.warehouseId),
      negotiationId: holder.negotiation.id,
    }),
    ...buyers.map((b) =>
      postWithKey(t, b.email, '/api/buyer/purchase-orders', {
        ...checkoutFields(b.warehouseId),
        kind: 'LISTING',
        id: listing.id,
        pricePerUnit: price,
      }),
    ),
  ]);
  log.races++;
  // the holder may also take the listed price with its own buy-now: then that wins and the offer's ends
  const holderBuyNow = buyNows[buyers.indexOf(holder.buyer)]!;
  const winners = [offerCheckout!, ...buyNows].filter((r) => r.statusCode === 201);
  expectRace(
    log,
    winners.length === 1 && (offerCheckout!.statusCode === 201 || holderBuyNow.statusCode === 201),
    `offer checkout ${describeReply(offerCheckout!)}; buy-nows ${JSON.stringify(countStatuses(buyNows))}`,
  );
  for (const r of [offerCheckout!, ...buyNows].filter((r) => r.statusCode !== 201)) {
    expectRace(
      log,
      is(
        r,
        409,
        CHECKOUT_MESSAGES.reservedForOffer,
        CHECKOUT_MESSAGES.colleagueNegotiating,
        CHECKOUT_MESSAGES.itemSold,
        OFFER_MESSAGES.notAllowed,
      ),
      `a checkout against an accepted offer: ${describeReply(r)}`,
    );
  }

  // new offers against a buy-now: each offer is refused, or made and then outbid by the purchase
  const contested = await liveListing(t, as.seller, as.operator);
  const contestedPrice = await seenPrice(buyers[0]!.act, contested.id);
  const offerers = [0, 1, 2].map((o) => buyers[o * perOrganisation]!);
  const purchaser = buyers[3 * perOrganisation]!;
  const [purchase, ...late] = await Promise.all([
    postWithKey(t, purchaser.email, '/api/buyer/purchase-orders', {
      ...checkoutFields(purchaser.warehouseId),
      kind: 'LISTING',
      id: contested.id,
      pricePerUnit: contestedPrice,
    }),
    ...offerers.map((b, i) => offerOn(b, contested.id, 60_000 + i * 10)),
  ]);
  log.races++;
  expectRace(log, purchase!.statusCode === 201, `buy-now against new offers: ${describeReply(purchase!)}`);
  for (const r of late) {
    expectRace(
      log,
      r.statusCode === 201 || is(r, 404, LISTING_MESSAGES.notFound),
      `an offer against a buy-now: ${describeReply(r)}`,
    );
  }
}
