import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { convertMinor } from '@steelyard/domain/exchange-rates';
import type { Listing } from '@steelyard/domain/listings';
import type { CartOrderGroup, Order } from '@steelyard/domain/orders';
import { and, eq, inArray } from 'drizzle-orm';
import { purchaseOrders } from '../modules/orders/schema';
import { findOrganisationById } from '../modules/organisations/queries';
import {
  checkoutFields,
  expectOk,
  liveListing,
  postWithKey,
  seenPrice,
  type TestBuyer,
} from '../test-support/buying-helpers';
import { actAs, demoActors, expectStatus, primaryWarehouse } from '../test-support/listing-helpers';
import { DEMO, type TestApp } from '../test-support/test-app';
import { countStatuses, expectRace, messageOf, type RaceApp, type RaceLog } from './race-rounds';

/*
 * The checkout races of issue 12: one listing bought by many buyers at once, carts sharing listings
 * checked out at once, and credit purchases whose sum exceeds the credit left. Each round builds its
 * own listings; the invariants are checked by runRaceRounds after it.
 */

type PaymentOption = 'CREDIT' | 'UPFRONT';

const buyNowAt = (
  t: TestApp,
  buyer: TestBuyer,
  id: string,
  pricePerUnit: number,
  paymentOption: PaymentOption = 'CREDIT',
) =>
  postWithKey(t, buyer.email, '/api/buyer/purchase-orders', {
    ...checkoutFields(buyer.warehouseId, { paymentOption }),
    kind: 'LISTING',
    id,
    pricePerUnit,
  });

/** Every other buyer pays upfront, so both payment paths race. */
const paymentOf = (i: number): PaymentOption => (i % 2 === 0 ? 'CREDIT' : 'UPFRONT');

/**
 * One live listing of the demo seller, bought by every buyer at once (half on credit, half upfront):
 * one 201, the rest 409 itemSold.
 */
export async function raceSingleListing(race: RaceApp, log: RaceLog, buyers: TestBuyer[]): Promise<void> {
  const { t } = race;
  const as = demoActors(t);
  const listing = await liveListing(t, as.seller, as.operator);
  const price = await seenPrice(buyers[0]!.act, listing.id);
  const replies = await Promise.all(buyers.map((b, i) => buyNowAt(t, b, listing.id, price, paymentOf(i))));
  log.races++;
  const won = replies.filter((r) => r.statusCode === 201);
  const refused = replies.filter((r) => r.statusCode !== 201);
  expectRace(log, won.length === 1, `${listing.listingNumber}: ${JSON.stringify(countStatuses(replies))}`);
  for (const r of refused) {
    expectRace(
      log,
      r.statusCode === 409 && messageOf(r) === CHECKOUT_MESSAGES.itemSold,
      `${listing.listingNumber}: a refusal was ${r.statusCode} ${r.body}`,
    );
  }
}

/** Clears a buyer's cart, puts these listings in at the prices seen and answers the entry ids. */
async function fillCart(buyer: TestBuyer, listingIds: string[]): Promise<string[]> {
  expectOk(await buyer.act('DELETE', '/api/buyer/cart'));
  for (const id of listingIds) {
    const pricePerUnit = await seenPrice(buyer.act, id);
    expectOk(await buyer.act('POST', '/api/buyer/cart/entries', { kind: 'LISTING', id, pricePerUnit }), 201);
  }
  const cart = expectOk<{ cartEntries: { id: string }[] }>(await buyer.act('GET', '/api/buyer/cart/fetch-cart'));
  return cart.cartEntries.map((e) => e.id);
}

/**
 * `buyers` carts over `listingCount` listings, each holding two or three neighbours on a ring (so
 * every listing is in two or more carts), checked out at once: each cart is bought whole (201 with an
 * order per entry) or refused whole (409 cartChanged, its listings not bought by it, its cart kept).
 */
export async function raceOverlappingCarts(
  race: RaceApp,
  log: RaceLog,
  buyers: TestBuyer[],
  listingCount: number,
  round: number,
): Promise<void> {
  const { t } = race;
  const as = demoActors(t);
  const listings: Listing[] = [];
  for (let i = 0; i < listingCount; i++) listings.push(await liveListing(t, as.seller, as.operator));
  const carts = buyers.map((_, i) => {
    const size = (i + round) % 2 === 0 ? 2 : 3;
    return Array.from({ length: size }, (_, k) => listings[(i + round + k) % listingCount]!.id);
  });
  const entries = await Promise.all(buyers.map((b, i) => fillCart(b, carts[i]!)));
  const replies = await Promise.all(
    buyers.map((b, i) =>
      postWithKey(t, b.email, '/api/buyer/purchase-orders/cart', {
        ...checkoutFields(b.warehouseId, { paymentOption: paymentOf(i + round) }),
        entryIds: entries[i],
      }),
    ),
  );
  log.races++;
  const counts = JSON.stringify(countStatuses(replies));
  expectRace(
    log,
    replies.some((r) => r.statusCode === 201),
    `no cart was bought: ${counts}`,
  );
  const bought = new Map<string, number>();
  for (const [i, reply] of replies.entries()) {
    const buyer = buyers[i]!;
    const orders = await t.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        and(eq(purchaseOrders.buyerOrganisationId, buyer.organisationId), inArray(purchaseOrders.listingId, carts[i]!)),
      );
    if (reply.statusCode === 201) {
      const group = reply.json<CartOrderGroup>();
      expectRace(log, group.cartOrders.length === carts[i]!.length, `cart ${i} bought ${group.cartOrders.length}`);
      expectRace(log, orders.length === carts[i]!.length, `cart ${i}: ${orders.length} of its listings ordered`);
      for (const id of carts[i]!) bought.set(id, (bought.get(id) ?? 0) + 1);
    } else {
      expectRace(
        log,
        reply.statusCode === 409 && messageOf(reply) === CHECKOUT_MESSAGES.cartChanged,
        `cart ${i}: refused with ${reply.statusCode} ${reply.body}`,
      );
      expectRace(log, orders.length === 0, `cart ${i} was refused but ${orders.length} of its listings ordered`);
      const kept = expectOk<{ cartEntries: unknown[] }>(await buyer.act('GET', '/api/buyer/cart/fetch-cart'));
      expectRace(log, kept.cartEntries.length === carts[i]!.length, `cart ${i} was refused but lost entries`);
    }
  }
  expectRace(
    log,
    [...bought.values()].every((n) => n === 1),
    `two winning carts shared a listing: ${counts}`,
  );
}

/**
 * Credit purchases raced against the limit: a probe purchase (under a raised limit) tells the charge of
 * one listing, the operator sets the limit to leave room for three and a half more, then `buyers` (one organisation,
 * on credit, in `currencyCode`: decision 83 converts) each buy another listing at once. Exactly three
 * get 201, the rest 409 creditLimitExceeded, and the balance rises by three charges.
 */
export async function raceCreditLimit(race: RaceApp, log: RaceLog, buyers: TestBuyer[]): Promise<void> {
  const { t } = race;
  const as = demoActors(t);
  const organisationId = buyers[0]!.organisationId;
  const setLimit = async (erpCreditLimit: number, reason: string) =>
    expectStatus(
      await as.operator('PUT', `/api/admin/organisations/${organisationId}/credit`, { erpCreditLimit, reason }),
      200,
    );
  const start = (await findOrganisationById(t.db, organisationId))!.erpBalance ?? 0;
  await setLimit(start + 100_000_000, 'Race: room for the probe');
  const probe = await liveListing(t, as.seller, as.operator);
  const probeOrder = expectOk<Order>(
    await buyNowAt(t, buyers[0]!, probe.id, await seenPrice(buyers[0]!.act, probe.id)),
    201,
  );
  const organisation = (await findOrganisationById(t.db, organisationId))!;
  const charge = convertMinor(
    probeOrder.pricing.totalPrice,
    probeOrder.pricing.currencyCode,
    organisation.currencyCode,
    t.config.exchangeRates,
    'up',
  );
  const before = organisation.erpBalance ?? 0;
  await setLimit(before + Math.floor(charge * 3.5), 'Race: room for three and a half purchases');
  const listings: Listing[] = [];
  for (const _ of buyers) listings.push(await liveListing(t, as.seller, as.operator));
  const price = await seenPrice(buyers[0]!.act, listings[0]!.id);
  const replies = await Promise.all(buyers.map((b, i) => buyNowAt(t, b, listings[i]!.id, price)));
  log.races++;
  const counts = countStatuses(replies);
  expectRace(log, counts[201] === 3, `credit race: ${JSON.stringify(counts)} (3 fit)`);
  for (const r of replies.filter((r) => r.statusCode !== 201)) {
    expectRace(
      log,
      r.statusCode === 409 && messageOf(r) === CHECKOUT_MESSAGES.creditLimitExceeded,
      `credit race: a refusal was ${r.statusCode} ${r.body}`,
    );
  }
  const after = (await findOrganisationById(t.db, organisationId))!.erpBalance ?? 0;
  expectRace(log, after === before + 3 * charge, `credit race: balance ${before} → ${after}, charge ${charge}`);
}

/**
 * Cross trades: the two demo organisations buy each other's listings on credit at the same time
 * (Demo Steel's GBP credit line pays Rhein Stahl's EUR listings and the other way round). Every
 * purchase fits the credit, so every one answers 201 — none may fail on the two organisations'
 * rows each checkout locks (its buyer's for the credit, the seller's for the order).
 */
export async function raceCrossTrades(race: RaceApp, log: RaceLog, perSide: number): Promise<void> {
  const { t } = race;
  const as = demoActors(t);
  const sides = [
    { seller: as.seller, buyer: DEMO.buyer, currencyCode: 'GBP' },
    { seller: as.rheinSeller, buyer: DEMO.rheinBuyer, currencyCode: 'EUR' },
  ];
  const purchases: { buyer: TestBuyer; listingId: string; price: number }[] = [];
  for (const [i, side] of sides.entries()) {
    const buyerEmail = sides[1 - i]!.buyer;
    const buyer = { email: buyerEmail, act: actAs(t, buyerEmail), organisationId: '', warehouseId: '' };
    buyer.warehouseId = (await primaryWarehouse(buyer.act)).id;
    for (let n = 0; n < perSide; n++) {
      const listing = await liveListing(t, side.seller, as.operator, {
        sellingPrice: { value: 65_000, currencyCode: side.currencyCode },
      });
      purchases.push({ buyer, listingId: listing.id, price: await seenPrice(buyer.act, listing.id) });
    }
  }
  const replies = await Promise.all(purchases.map((p) => buyNowAt(t, p.buyer, p.listingId, p.price)));
  log.races++;
  expectRace(
    log,
    replies.every((r) => r.statusCode === 201),
    `cross trades: ${JSON.stringify(countStatuses(replies))} ${replies.find((r) => r.statusCode !== 201)?.body ?? ''}`,
  );
}
