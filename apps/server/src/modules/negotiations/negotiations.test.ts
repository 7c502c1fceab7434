import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import {
  OFFER_MESSAGES,
  OFFER_RESPONSE_WINDOW_MS,
  PURCHASE_WINDOW_MS,
  type Negotiation,
  type NegotiationList,
} from '@steelyard/domain/negotiations';
import type { Listing } from '@steelyard/domain/listings';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { expectError } from '../../test-support/account-helpers';
import {
  actAs,
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  type Act,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { createOrganisation } from '../organisations/service';
import { createUser } from '../users/service';
import { closeNegotiationsOnPurchase, findNegotiationHold } from './events';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickupId: string;
/** A buyer of a third organisation (GBP, credit limit £300.00, nothing owed). */
let smallBuyer: Act;
let smallOrganisationId: string;
/** A second buyer of Rhein Stahl (a colleague of its demo buyer). */
let rheinBuyer2: Act;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  as = demoActors(t);
  t.clock.set(LISTING_TEST_START);
  pickupId = (await primaryWarehouse(as.seller)).id;
  const organisation = await createOrganisation(t.db, {
    name: 'Small Steel Ltd',
    country: 'GB',
    emailDomain: 'small-steel.example',
    currencyCode: 'GBP',
    paymentTerms: 'NET_30',
    erpCreditLimit: 30_000,
    erpBalance: null,
    mfaRequired: false,
  });
  smallOrganisationId = organisation.id;
  await createUser(t.db, {
    organisationId: organisation.id,
    name: 'Sam Small',
    email: 'buyer@small-steel.example',
    roles: ['BUYER'],
    features: ['BID_OFFERS'],
    locale: 'es',
    activated: true,
    mfaPreference: 'Disabled',
    passwordHash: null,
  });
  smallBuyer = actAs(t, 'buyer@small-steel.example');
  rheinBuyer2 = await addListingUser(t, 'buyer2@rhein-stahl.example', DEMO.rheinBuyer, ['BUYER'], ['BID_OFFERS']);
});
afterAll(async () => t.close());

/** A live sheet listing of Demo Steel (10 sheets, 0.491 t, £650.00 a tonne net) expiring in days. */
async function liveListing(): Promise<Listing> {
  return publishListing(as.seller, as.operator, sheetBody(pickupId, offeredExpiry(t, 5, '12:00')));
}

const create = (act: Act, listingId: string, price: number) =>
  act('POST', '/api/buyer/negotiations', { listingId, price });
const url = (id: string, action = '') => `/api/universal/negotiations/${id}${action ? `/${action}` : ''}`;
const act = (who: Act, id: string, action: 'accept' | 'reject' | 'counter' | 'withdraw', price?: number) =>
  who(action === 'withdraw' ? 'PUT' : 'POST', url(id, action), action === 'counter' ? { price } : undefined);
const read = async (who: Act, id: string) => expectStatus<Negotiation>(await who('GET', url(id)), 200);
const counts = async (who: Act) =>
  expectStatus<SelfUpdatesReply>(await who('GET', '/api/universal/users/self-updates'), 200).offers;

/** The message to `to` about a negotiation (its reference number) with this subject. */
async function mailAbout(to: string, referenceId: string, subject: string) {
  const found = (await t.mailTo(to)).find(
    (m) => m.template === 'negotiation-changed' && m.text.includes(referenceId) && m.subject.includes(subject),
  );
  expect(found, `a message to ${to} about ${referenceId}: ${subject}`).toBeDefined();
  return found!;
}

/** Opens a negotiation on a new listing: Rhein Stahl's buyer offers £600.00 a tonne. */
async function opened(price = 60_000) {
  const listing = await liveListing();
  const negotiation = expectStatus<Negotiation>(await create(as.rheinBuyer, listing.id, price), 201);
  return { listing, negotiation };
}

describe('the whole negotiation', () => {
  it('offer, counter, counter, accept: both parties see the same story from their side', async () => {
    const start = t.clock.now();
    const { listing, negotiation: created } = await opened();
    const original = created.originalPrice.priceIncludingDelivery.value;
    expect(created).toMatchObject({
      referenceId: expect.stringMatching(/^NG-\d{6}$/),
      status: 'AWAITING_SELLER',
      expiresAt: new Date(start.getTime() + OFFER_RESPONSE_WINDOW_MS).toISOString(),
      originalPrice: { currencyCode: 'GBP', date: start.toISOString() },
      offers: [{ price: { priceIncludingDelivery: { value: 60_000 }, currencyCode: 'GBP' }, requestedBy: 'BUYER' }],
      listing: { id: listing.id, listingNumber: listing.listingNumber },
      sellerOrganisation: { name: 'Demo Steel Trading Ltd' },
      buyerOrganisation: { name: 'Rhein Stahlhandel GmbH' },
      viewerSide: 'BUYER',
      allowedActions: ['WITHDRAW'],
      awaitingYou: false,
      canPurchase: false,
      orderId: null,
    });
    // the buyer's price: net price, fees and delivery to Germany, above the net price
    expect(original).toBeGreaterThan(65_000);
    expect(await read(as.seller, created.id)).toMatchObject({
      viewerSide: 'SELLER',
      allowedActions: ['ACCEPT', 'REJECT', 'COUNTER'],
      awaitingYou: true,
    });
    expect(await counts(as.seller)).toMatchObject({ sellerCount: 1 });
    expect(await counts(as.rheinBuyer)).toEqual({ buyerCount: 0, sellerCount: 0 });
    const newOffer = await mailAbout(DEMO.seller, created.referenceId, 'New offer');
    expect(newOffer).toMatchObject({ template: 'negotiation-changed', locale: 'en' });
    expect(newOffer.subject).toBe(`Steelyard – New offer ${created.referenceId}`);
    expect(newOffer.text).toContain(`/manage-offers/details/${listing.id}`);

    t.clock.advance(HOUR);
    const countered = expectStatus<Negotiation>(await act(as.seller, created.id, 'counter', 64_000), 200);
    expect(countered).toMatchObject({ status: 'AWAITING_BUYER', viewerSide: 'SELLER', allowedActions: ['WITHDRAW'] });
    expect(countered.offers.map((o) => [o.requestedBy, o.price.priceIncludingDelivery.value])).toEqual([
      ['SELLER', 64_000],
      ['BUYER', 60_000],
    ]);
    expect(await counts(as.rheinBuyer)).toEqual({ buyerCount: 1, sellerCount: 0 });
    const counterMail = await mailAbout(DEMO.rheinBuyer, created.referenceId, 'Gegenangebot');
    expect(counterMail).toMatchObject({ locale: 'de', subject: `Steelyard – Gegenangebot ${created.referenceId}` });
    expect(counterMail.text).toContain('GBP 640.00 / TON');

    t.clock.advance(HOUR);
    expectStatus(await act(as.rheinBuyer, created.id, 'counter', 62_000), 200);
    t.clock.advance(HOUR);
    const accepted = expectStatus<Negotiation>(await act(as.seller, created.id, 'accept'), 200);
    expect(accepted).toMatchObject({
      status: 'ACCEPTED',
      expiresAt: new Date(t.clock.now().getTime() + PURCHASE_WINDOW_MS).toISOString(),
      allowedActions: [],
    });
    expect(accepted.offers).toHaveLength(3);
    expect(await read(as.rheinBuyer, created.id)).toMatchObject({ canPurchase: true, awaitingYou: true });
    expect(await counts(as.rheinBuyer)).toEqual({ buyerCount: 1, sellerCount: 0 });
    expect((await mailAbout(DEMO.rheinBuyer, created.referenceId, 'Angebot angenommen')).subject).toBe(
      `Steelyard – Angebot angenommen ${created.referenceId}`,
    );

    // the lists: the buyer's, the seller's (filtered), by listing
    const mine = expectStatus<NegotiationList>(
      await as.rheinBuyer('GET', `/api/buyer/negotiations?filter=listingId=${listing.id}`),
      200,
    );
    expect(mine).toMatchObject({ totalItems: 1, items: [{ id: created.id, status: 'ACCEPTED' }] });
    const theirs = expectStatus<NegotiationList>(
      await as.seller('GET', '/api/seller/negotiations?filter=status=ACCEPTED|AWAITING_BUYER'),
      200,
    );
    expect(theirs.items.map((n) => n.id)).toContain(created.id);
    expect(theirs.items.every((n) => n.viewerSide === 'SELLER')).toBe(true);
    const byListing = expectStatus<Negotiation[]>(
      await as.manager('GET', `/api/universal/negotiations/by-listing/${listing.id}`),
      200,
    );
    expect(byListing.map((n) => n.id)).toEqual([created.id]);
    expect(
      expectStatus<Negotiation[]>(await smallBuyer('GET', `/api/universal/negotiations/by-listing/${listing.id}`), 200),
    ).toEqual([]);
  });

  it('the buyer may reject a counter, and withdraw while the seller is awaited', async () => {
    const first = await opened();
    expectStatus(await act(as.seller, first.negotiation.id, 'counter', 64_000), 200);
    expect(expectStatus<Negotiation>(await act(as.rheinBuyer, first.negotiation.id, 'reject'), 200).status).toBe(
      'REJECTED',
    );
    expect((await mailAbout(DEMO.seller, first.negotiation.referenceId, 'Offer rejected')).subject).toContain(
      'Offer rejected',
    );
    // a closed negotiation makes room for a new one on the same listing
    const again = expectStatus<Negotiation>(await create(as.rheinBuyer, first.listing.id, 61_000), 201);
    const withdrawn = expectStatus<Negotiation>(await act(as.rheinBuyer, again.id, 'withdraw'), 200);
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', expiresAt: null, allowedActions: [] });
  });
});

describe("the seller reviews an offer at the buyer's VAT (issue 23, item 18)", () => {
  it("carries the buyer's country's rate, not the seller's: 19 % for a German buyer, 20 % for a UK one", async () => {
    const { listing, negotiation: german } = await opened();
    // Demo Steel (GB) sells; Rhein Stahl (DE) buys: its checkout adds 19 %, so both sides see 19 %
    expect((await read(as.seller, german.id)).buyerVatBasisPoints).toBe(1900);
    expect(german.buyerVatBasisPoints).toBe(1900);
    const british = expectStatus<Negotiation>(await create(smallBuyer, listing.id, 50_000), 201);
    expect((await read(as.seller, british.id)).buyerVatBasisPoints).toBe(2000);
    // the list the seller answers from carries it too
    const list = expectStatus<{ items: Negotiation[] }>(
      await as.seller('GET', `/api/seller/negotiations?listingId=${listing.id}`),
      200,
    );
    expect(Object.fromEntries(list.items.map((n) => [n.buyerOrganisation.name, n.buyerVatBasisPoints]))).toEqual({
      'Rhein Stahlhandel GmbH': 1900,
      'Small Steel Ltd': 2000,
    });
  });
});

describe('who may do what', () => {
  it('refuses the wrong side, the wrong role, other organisations and users without BID_OFFERS', async () => {
    const { listing, negotiation } = await opened();
    const id = negotiation.id;
    // not theirs to take now
    expectError(await act(as.rheinBuyer, id, 'accept'), 409, OFFER_MESSAGES.notAllowed);
    expectError(await act(as.rheinBuyer, id, 'counter', 50_000), 409, OFFER_MESSAGES.notAllowed);
    expectError(await act(as.seller, id, 'withdraw'), 409, OFFER_MESSAGES.notAllowed);
    // another organisation: as unknown as a missing one
    expectError(await act(smallBuyer, id, 'withdraw'), 404, OFFER_MESSAGES.notFound);
    expectError(await smallBuyer('GET', url(id)), 404, OFFER_MESSAGES.notFound);
    expectError(await as.rheinBuyer('GET', url('00000000-0000-4000-8000-000000000000')), 404, OFFER_MESSAGES.notFound);
    // the seller's organisation, but a buyer: not their side
    expectError(await act(as.buyer, id, 'accept'), 404, OFFER_MESSAGES.notFound);
    // the buyer's organisation, but a seller
    expectError(await as.rheinSeller('GET', url(id)), 404, OFFER_MESSAGES.notFound);
    // managers read both sides but act on none without the side's role
    expect((await read(as.rheinManager, id)).viewerSide).toBe('BUYER');
    expectError(await act(as.rheinManager, id, 'withdraw'), 403, 'This call needs the BUYER role.');
    expect((await read(as.manager, id)).viewerSide).toBe('SELLER');
    // buyers' and sellers' calls need their role (the guard)
    expect(
      (await as.rheinSeller('POST', '/api/buyer/negotiations', { listingId: listing.id, price: 1 })).statusCode,
    ).toBe(403);
    expect((await as.rheinBuyer('GET', '/api/seller/negotiations')).statusCode).toBe(403);
    // the feature
    const plain = await addListingUser(t, 'plain-buyer@rhein-stahl.example', DEMO.rheinBuyer, ['BUYER'], []);
    expectError(await create(plain, listing.id, 50_000), 403, OFFER_MESSAGES.featureRequired);
    expectError(await plain('GET', url(id)), 403, OFFER_MESSAGES.featureRequired);
    expectError(await act(plain, id, 'withdraw'), 403, OFFER_MESSAGES.featureRequired);
    expect(await counts(plain)).toEqual({ buyerCount: 0, sellerCount: 0 });
    // own listings, and listings that are not live
    expectError(await create(as.buyer, listing.id, 50_000), 400, OFFER_MESSAGES.ownListing);
    expectError(
      await create(smallBuyer, '00000000-0000-4000-8000-000000000000', 50_000),
      404,
      LISTING_MESSAGES.notFound,
    );
    // one open negotiation per organisation and listing
    expectError(await create(rheinBuyer2, listing.id, 50_000), 409, OFFER_MESSAGES.existingActiveOffer);
  });

  it('checks the §5 bounds: too low, above the original price, above the credit for the buyer', async () => {
    const listing = await liveListing();
    const tooLow = await create(smallBuyer, listing.id, 0);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json<{ details: { message: string }[] }>().details[0]!.message).toBe(OFFER_MESSAGES.priceTooLow);
    expectError(await create(smallBuyer, listing.id, 10_000_000), 400, OFFER_MESSAGES.priceAboveOriginal);
    // £300.00 of credit ÷ 1.2 (UK VAT) ÷ 0.491 t = £509.16 a tonne at most
    expectError(await create(smallBuyer, listing.id, 50_917), 400, OFFER_MESSAGES.creditLimitExceeded);
    const ok = expectStatus<Negotiation>(await create(smallBuyer, listing.id, 50_916), 201);
    const original = ok.originalPrice.priceIncludingDelivery.value;
    // the seller's counter is bound by the original price only
    expectError(await act(as.seller, ok.id, 'counter', original), 400, OFFER_MESSAGES.priceAboveOriginal);
    expectStatus(await act(as.seller, ok.id, 'counter', original - 1), 200);
    // and the buyer's counter by the credit again
    expectError(await act(smallBuyer, ok.id, 'counter', 60_000), 400, OFFER_MESSAGES.creditLimitExceeded);
  });
});

describe('deadlines on the job runner', () => {
  it('expires an unanswered offer on time without a request, and refuses late actions', async () => {
    const { negotiation } = await opened();
    t.clock.advance(OFFER_RESPONSE_WINDOW_MS - 1);
    await t.runJobs();
    expect((await read(as.seller, negotiation.id)).status).toBe('AWAITING_SELLER');
    t.clock.advance(1);
    // before the runner: the deadline has passed, nobody may act any more
    expectError(await act(as.seller, negotiation.id, 'accept'), 409, OFFER_MESSAGES.notAllowed);
    expect((await read(as.seller, negotiation.id)).allowedActions).toEqual([]);
    await t.runJobs();
    expect(await read(as.seller, negotiation.id)).toMatchObject({ status: 'EXPIRED', expiresAt: null });
    expect((await mailAbout(DEMO.rheinBuyer, negotiation.referenceId, 'Angebot abgelaufen')).subject).toBe(
      `Steelyard – Angebot abgelaufen ${negotiation.referenceId}`,
    );
    expect(await t.runJobs()).toBe(0);
  });

  it('expires an acceptance when the purchase window closes', async () => {
    const { negotiation } = await opened();
    expectStatus(await act(as.seller, negotiation.id, 'accept'), 200);
    t.clock.advance(PURCHASE_WINDOW_MS - 1);
    await t.runJobs();
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('ACCEPTED');
    t.clock.advance(1);
    expect((await read(as.rheinBuyer, negotiation.id)).canPurchase).toBe(false);
    await t.runJobs();
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('EXPIRED');
  });

  it('a counter restarts the response window', async () => {
    const { negotiation } = await opened();
    t.clock.advance(OFFER_RESPONSE_WINDOW_MS - HOUR);
    expectStatus(await act(as.seller, negotiation.id, 'counter', 63_000), 200);
    t.clock.advance(2 * HOUR);
    await t.runJobs();
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('AWAITING_BUYER');
    t.clock.advance(OFFER_RESPONSE_WINDOW_MS);
    await t.runJobs();
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('EXPIRED');
  });
});

describe('the listing ends', () => {
  it('withdrawn or expired: every open negotiation ends as NO_SUCCESSFUL_OFFERS', async () => {
    const { listing, negotiation } = await opened();
    const other = expectStatus<Negotiation>(await create(smallBuyer, listing.id, 40_000), 201);
    expectStatus(await as.seller('DELETE', `/api/seller/listings/${listing.id}`), 200);
    await t.runJobs();
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('NO_SUCCESSFUL_OFFERS');
    expect((await read(smallBuyer, other.id)).status).toBe('NO_SUCCESSFUL_OFFERS');
    expect((await mailAbout('buyer@small-steel.example', other.referenceId, 'Anuncio finalizado')).subject).toContain(
      'Anuncio finalizado',
    );

    // an offer an hour before the listing expires
    const expiring = await liveListing();
    t.clock.set(new Date(new Date(expiring.expiresAt!).getTime() - HOUR));
    const late = expectStatus<Negotiation>(await create(as.rheinBuyer, expiring.id, 60_000), 201);
    t.clock.set(new Date(expiring.expiresAt!));
    await t.runJobs();
    expect((await read(as.rheinBuyer, late.id)).status).toBe('NO_SUCCESSFUL_OFFERS');
  });

  it('bought by another buyer: the others are outbid (CANCELLED)', async () => {
    const { listing, negotiation } = await opened();
    const small = expectStatus<Negotiation>(await create(smallBuyer, listing.id, 40_000), 201);
    await t.db.transaction((tx) =>
      closeNegotiationsOnPurchase(
        tx,
        t.config.publicUrl,
        {
          listingId: listing.id,
          buyerOrganisationId: smallOrganisationId,
          orderId: '00000000-0000-4000-8000-000000000001',
        },
        t.clock.now(),
      ),
    );
    expect((await read(as.rheinBuyer, negotiation.id)).status).toBe('CANCELLED');
    // the buyer bought at the listed price instead: its own offer is withdrawn
    expect((await read(smallBuyer, small.id)).status).toBe('WITHDRAWN');
    expect((await mailAbout(DEMO.rheinBuyer, negotiation.referenceId, 'Überboten')).subject).toBe(
      `Steelyard – Überboten ${negotiation.referenceId}`,
    );
  });

  it('holds the listing for an accepted offer and keeps colleagues from buying it', async () => {
    const { listing, negotiation } = await opened();
    const rhein = await read(as.rheinManager, negotiation.id);
    const manager = { organisationId: rhein.buyerOrganisation.id, userId: 'another-user' };
    const now = t.clock.now();
    expect(await findNegotiationHold(t.db, listing.id, manager, now)).toBe('colleagueNegotiating');
    expect(
      await findNegotiationHold(t.db, listing.id, { organisationId: smallOrganisationId, userId: 'x' }, now),
    ).toBeNull();
    expectStatus(await act(as.seller, negotiation.id, 'accept'), 200);
    expect(await findNegotiationHold(t.db, listing.id, { organisationId: smallOrganisationId, userId: 'x' }, now)).toBe(
      'reservedForOffer',
    );
    // another buyer's offer may still come in, but the seller cannot accept it while the listing is held
    const small = expectStatus<Negotiation>(await create(smallBuyer, listing.id, 40_000), 201);
    expectError(await act(as.seller, small.id, 'accept'), 409, OFFER_MESSAGES.listingReserved);
    // once the window has passed, the hold is gone
    t.clock.advance(PURCHASE_WINDOW_MS);
    expect(
      await findNegotiationHold(t.db, listing.id, { organisationId: smallOrganisationId, userId: 'x' }, t.clock.now()),
    ).toBeNull();
  });
});

describe('races', () => {
  it('two offers by one organisation at once: one 201, one 409', async () => {
    const listing = await liveListing();
    const replies = await Promise.all([
      create(as.rheinBuyer, listing.id, 60_000),
      create(rheinBuyer2, listing.id, 61_000),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json<{ message: string }>().message).toBe(
      OFFER_MESSAGES.existingActiveOffer,
    );
  });

  it('accept and withdraw at once: one consistent final state, the other call 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { negotiation } = await opened();
      const [accept, withdraw] = await Promise.all([
        act(as.seller, negotiation.id, 'accept'),
        act(as.rheinBuyer, negotiation.id, 'withdraw'),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : withdraw;
      expect(loser.json<{ message: string }>().message).toBe(OFFER_MESSAGES.notAllowed);
      const final = (await read(as.seller, negotiation.id)).status;
      expect(final).toBe(accept.statusCode === 200 ? 'ACCEPTED' : 'WITHDRAWN');
    }
  });
});
