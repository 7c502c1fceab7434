import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import {
  checkOfferPrice,
  nextNegotiationStatus,
  OFFER_MESSAGES,
  offerPriceBounds,
  type CreateNegotiationBody,
  type Negotiation,
  type NegotiationAction,
  type NegotiationList,
  type NegotiationParty,
} from '@steelyard/domain/negotiations';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { ListQuery } from '@steelyard/domain/paging';
import { basisPointsToPercent, vatBasisPointsFor } from '@steelyard/domain/vat-rates';
import type { Caller } from '../../platform/access-tokens';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { NegotiationMailChange } from '../../platform/mail/templates/negotiation-changed';
import { pricingAt, weightOf } from '../listings/pricing-port';
import { findListingRecord, isLiveAt, lockListingForShare, type ListingRecord } from '../listings/service';
import { findOrganisationTradingProfile, getSpendableCredit } from '../organisations/service';
import { findUserFeatures } from '../users/service';
import { deadlineOf, expireOverdue, isPastDeadline, scheduleDeadline } from './events';
import { isOnOtherGoods } from './listing-changes';
import { notifyNegotiation } from './mails';
import {
  buyerScope,
  countAwaiting,
  findNegotiationById,
  findNegotiationPage,
  findNegotiationsOnListing,
  findOffersOf,
  insertNegotiation,
  insertOffer,
  lockOpenNegotiationsOnListing,
  nextNegotiationSequence,
  sellerScope,
  updateNegotiationRow,
} from './queries';
import { sideOf, toNegotiationReplies } from './replies';
import type { NegotiationRow } from './schema';

/*
 * Offers (issue 9; the contract and state machine are packages/domain/src/negotiations.ts). The
 * caller's side is decided by organisation — the listing's organisation is the SELLER, the buyer
 * organisation the BUYER — and acting on a side needs its role (BUYER or SELLER); managers read both
 * sides. Every call needs the BID_OFFERS feature (403). Each change runs in one transaction that
 * locks the negotiation (SELECT … FOR UPDATE) and asks the domain for the next status, so of two
 * racing calls the second finds the status moved on and answers 409 notAllowed.
 */

/** What the negotiation calls need besides the database. */
export interface NegotiationEnv {
  feeSchedule: FeeSchedule;
  publicUrl: string;
  /** The buyer's credit bound across currencies (decision 83); our defaults when not given. */
  exchangeRates?: ExchangeRates;
}

const SIDE_ROLE = { BUYER: 'BUYER', SELLER: 'SELLER' } as const;

const notFound = () => new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
const notAllowed = () => new AppError('CONFLICT', OFFER_MESSAGES.notAllowed);
const priceRefused = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.price', message }]);

/** 403 without BID_OFFERS (the token does not carry features: they are read per call). */
async function requireOffersFeature(db: Database, caller: Caller): Promise<void> {
  if (!(await findUserFeatures(db, caller.userId)).includes('BID_OFFERS')) {
    throw new AppError('ACCESS_DENIED', OFFER_MESSAGES.featureRequired);
  }
}

/** Reads: the side's role or MANAGER. */
const mayRead = (caller: Caller, side: NegotiationParty) =>
  caller.roles.includes(SIDE_ROLE[side]) || caller.roles.includes('MANAGER');

/** The caller's side of a negotiation they may read; 404 for anyone else. */
function readableSide(row: NegotiationRow, caller: Caller): NegotiationParty {
  const side = sideOf(row, caller.organisationId);
  if (!side || !mayRead(caller, side)) throw notFound();
  return side;
}

/** The caller's side of a negotiation they may act on: 404 for outsiders, 403 without the side's role. */
function actingSide(row: NegotiationRow, caller: Caller): NegotiationParty {
  const side = readableSide(row, caller);
  if (!caller.roles.includes(SIDE_ROLE[side])) {
    throw new AppError('ACCESS_DENIED', `This call needs the ${SIDE_ROLE[side]} role.`);
  }
  return side;
}

/**
 * The §5 bounds for a party: at least 0.01, below the original price, and for the buyer within the
 * organisation's available credit after VAT of the buyer's country, converted into the listing's
 * currency at the configured rates when the credit line is in another one (decision 83).
 */
async function checkPrice(
  db: Database,
  env: NegotiationEnv,
  party: NegotiationParty,
  row: Pick<NegotiationRow, 'originalPricePerUnit' | 'buyerOrganisationId' | 'currencyCode'>,
  listing: ListingRecord,
  buyerCountry: string,
  price: number,
): Promise<void> {
  const credit =
    party === 'BUYER'
      ? (
          await getSpendableCredit(
            db,
            row.buyerOrganisationId,
            row.currencyCode,
            env.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
          )
        ).value
      : undefined;
  const bounds = offerPriceBounds({
    party,
    originalPricePerUnit: row.originalPricePerUnit,
    tradeUnit: listing.tradeUnit,
    weight: weightOf(listing),
    numberOfItems: listing.numberOfItems,
    availableCredit: credit,
    vatPercent: basisPointsToPercent(vatBasisPointsFor(buyerCountry)),
  });
  const message = checkOfferPrice(price, bounds);
  if (message) throw priceRefused(message);
}

async function replyOf(db: Database, env: NegotiationEnv, row: NegotiationRow, caller: Caller, now: Date) {
  const [reply] = await toNegotiationReplies(db, env.feeSchedule, [row], caller, now);
  return reply!;
}

/** A live listing (not a package) that has not expired: buyers may start a negotiation on it. */
function isOpenForOffers(listing: ListingRecord | null, now: Date): listing is ListingRecord {
  return listing?.kind === 'LISTING' && listing.status === 'PUBLISHED' && listing.expiresAt > now;
}

/** `POST api/buyer/negotiations`: a buyer's first offer on another organisation's live listing. */
export async function createNegotiation(
  db: Database,
  env: NegotiationEnv,
  caller: Caller,
  body: CreateNegotiationBody,
  now: Date,
): Promise<Negotiation> {
  await requireOffersFeature(db, caller);
  const listing = await findListingRecord(db, body.listingId);
  if (!isOpenForOffers(listing, now)) throw new AppError('NOT_FOUND', LISTING_MESSAGES.notFound);
  if (listing.organisationId === caller.organisationId) throw new AppError('VALIDATION', OFFER_MESSAGES.ownListing);
  const buyer = await findOrganisationTradingProfile(db, caller.organisationId);
  if (!buyer) throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  // the original price is what this buyer pays per unit now: net price, fees and delivery to its country
  const pricing = pricingAt(listing, listing.netPricePerUnit, {
    feeSchedule: env.feeSchedule,
    viewerCountry: buyer.country,
  });
  const original = {
    originalPricePerUnit: pricing.priceIncludingDelivery.value,
    currencyCode: pricing.currencyCode,
    buyerOrganisationId: caller.organisationId,
  };
  await checkPrice(db, env, 'BUYER', original, listing, buyer.country, body.price);
  try {
    const row = await db.transaction(async (tx) => {
      // bought or ended since it was read above? Locked until the offer is in, so a checkout waits and
      // then outbids it, instead of leaving it open on a sold listing (the soak's offer race found this)
      const locked = await lockListingForShare(tx, listing.id);
      if (!isOpenForOffers(locked, now)) throw new AppError('NOT_FOUND', LISTING_MESSAGES.notFound);
      // an open negotiation past its deadline (the job has not run yet) ends now and makes room
      await expireOverdue(
        tx,
        env.publicUrl,
        await lockOpenNegotiationsOnListing(tx, listing.id, { buyerOrganisationId: caller.organisationId }),
        now,
      );
      const sequence = await nextNegotiationSequence(tx);
      const created = await insertNegotiation(tx, {
        ...original,
        referenceNumber: `NG-${String(sequence).padStart(6, '0')}`,
        listingId: listing.id,
        buyerUserId: caller.userId,
        sellerOrganisationId: listing.organisationId,
        status: 'AWAITING_SELLER',
        tradeUnit: listing.tradeUnit,
        // the goods it is made on: the approval of a revision changing them ends it (decision 178)
        listingContentRevision: locked.contentRevision,
        originalPriceAt: now,
        expiresAt: deadlineOf('AWAITING_SELLER', now),
        createdAt: now,
        updatedAt: now,
      });
      await insertOffer(tx, {
        negotiationId: created.id,
        pricePerUnit: body.price,
        requestedBy: 'BUYER',
        createdByUserId: caller.userId,
        createdAt: now,
      });
      await scheduleDeadline(tx, created, now);
      await notifyNegotiation(tx, env.publicUrl, created, 'NEW_OFFER', 'SELLER', now, body.price);
      return created;
    });
    return await replyOf(db, env, row, caller, now);
  } catch (error) {
    // two offers at once: the partial unique index lets one in
    if (isUniqueViolation(error, 'negotiations_one_open_idx')) {
      throw new AppError('CONFLICT', OFFER_MESSAGES.existingActiveOffer);
    }
    throw error;
  }
}

const ACTION_MAIL: Record<NegotiationAction, NegotiationMailChange> = {
  ACCEPT: 'ACCEPTED',
  REJECT: 'REJECTED',
  COUNTER: 'COUNTERED',
  WITHDRAW: 'WITHDRAWN',
};

/**
 * Accept, reject, counter (with a price) or withdraw, for the caller's side (nextNegotiationStatus):
 * 409 notAllowed when it is not theirs to take now — after the other party acted, after the deadline,
 * or once the listing is no longer live; 409 listingReserved when accepting while another buyer's
 * acceptance holds the listing.
 */
export async function actOnNegotiation(
  db: Database,
  env: NegotiationEnv,
  caller: Caller,
  id: string,
  action: NegotiationAction,
  price: number | null,
  now: Date,
): Promise<Negotiation> {
  await requireOffersFeature(db, caller);
  if (!isUuid(id)) throw notFound();
  try {
    const row = await db.transaction(async (tx) => {
      const current = await findNegotiationById(tx, id, { forUpdate: true });
      if (!current) throw notFound();
      const side = actingSide(current, caller);
      const next = nextNegotiationStatus(current.status, action, side);
      if (!next || isPastDeadline(current, now)) throw notAllowed();
      const listing = await findListingRecord(tx, current.listingId);
      // past its expiry the listing is over, also before the expiry job has run (decision 175)
      if (!listing || !isLiveAt(listing, now)) throw notAllowed();
      // made on goods an approved revision changed since: it ends (the job), nobody acts on it
      if (isOnOtherGoods(current, listing)) throw new AppError('CONFLICT', OFFER_MESSAGES.listingChanged);
      if (action === 'COUNTER') {
        const buyer = await findOrganisationTradingProfile(tx, current.buyerOrganisationId);
        await checkPrice(tx, env, side, current, listing, buyer?.country ?? '', price ?? 0);
      }
      if (next === 'ACCEPTED') {
        // another buyer's acceptance within its window holds the listing; an overdue one ends now
        const accepted = await lockOpenNegotiationsOnListing(tx, current.listingId, { statuses: ['ACCEPTED'] });
        const holding = await expireOverdue(tx, env.publicUrl, accepted, now);
        if (holding.some((r) => r.id !== current.id)) throw new AppError('CONFLICT', OFFER_MESSAGES.listingReserved);
      }
      const updated = await updateNegotiationRow(tx, current.id, {
        status: next,
        expiresAt: deadlineOf(next, now),
        updatedAt: now,
      });
      if (action === 'COUNTER') {
        // offers are read newest first: a counter within the same millisecond still comes after
        const [latest] = (await findOffersOf(tx, [current.id])).get(current.id) ?? [];
        const after = latest ? latest.createdAt.getTime() + 1 : 0;
        await insertOffer(tx, {
          negotiationId: current.id,
          pricePerUnit: price!,
          requestedBy: side,
          createdByUserId: caller.userId,
          createdAt: new Date(Math.max(now.getTime(), after)),
        });
      }
      await scheduleDeadline(tx, updated, now);
      const other = side === 'BUYER' ? 'SELLER' : 'BUYER';
      await notifyNegotiation(tx, env.publicUrl, updated, ACTION_MAIL[action], other, now, price);
      return updated;
    });
    return await replyOf(db, env, row, caller, now);
  } catch (error) {
    // two acceptances on one listing at once: the partial unique index lets one in
    if (isUniqueViolation(error, 'negotiations_one_accepted_idx')) {
      throw new AppError('CONFLICT', OFFER_MESSAGES.listingReserved);
    }
    throw error;
  }
}

/** `GET api/buyer|seller/negotiations`: the organisation's negotiations on that side, 10 a page. */
export async function listNegotiations(
  db: Database,
  env: NegotiationEnv,
  caller: Caller,
  side: NegotiationParty,
  query: ListQuery,
  now: Date,
): Promise<NegotiationList> {
  await requireOffersFeature(db, caller);
  const scope = side === 'BUYER' ? buyerScope(caller.organisationId) : sellerScope(caller.organisationId);
  const page = await findNegotiationPage(db, scope, query);
  return { ...page, items: await toNegotiationReplies(db, env.feeSchedule, page.items, caller, now) };
}

/** `GET api/universal/negotiations/by-listing/{listingId}`: all for the seller's organisation, its own for a buyer's. */
export async function listNegotiationsOnListing(
  db: Database,
  env: NegotiationEnv,
  caller: Caller,
  listingId: string,
  now: Date,
): Promise<Negotiation[]> {
  await requireOffersFeature(db, caller);
  const listing = await findListingRecord(db, listingId);
  if (!listing) return [];
  const rows =
    listing.organisationId === caller.organisationId
      ? await findNegotiationsOnListing(db, listingId)
      : await findNegotiationsOnListing(db, listingId, caller.organisationId);
  const visible = rows.filter((row) => {
    const side = sideOf(row, caller.organisationId);
    return side !== null && mayRead(caller, side);
  });
  return toNegotiationReplies(db, env.feeSchedule, visible, caller, now);
}

/** `GET api/universal/negotiations/{id}`: 404 for anyone but the two parties. */
export async function getNegotiation(
  db: Database,
  env: NegotiationEnv,
  caller: Caller,
  id: string,
  now: Date,
): Promise<Negotiation> {
  await requireOffersFeature(db, caller);
  const row = isUuid(id) ? await findNegotiationById(db, id) : null;
  if (!row) throw notFound();
  readableSide(row, caller);
  return replyOf(db, env, row, caller, now);
}

/**
 * The navigation's offer counts (self-updates): negotiations awaiting the user's organisation as
 * buyer (AWAITING_BUYER, ACCEPTED) for buyers and as seller (AWAITING_SELLER) for sellers, both with
 * BID_OFFERS; 0 otherwise.
 */
export async function countOfferUpdates(
  db: Database,
  caller: Caller,
): Promise<{ buyerCount: number; sellerCount: number }> {
  const buyer = caller.roles.includes('BUYER');
  const seller = caller.roles.includes('SELLER');
  if ((!buyer && !seller) || !(await findUserFeatures(db, caller.userId)).includes('BID_OFFERS')) {
    return { buyerCount: 0, sellerCount: 0 };
  }
  const counts = await countAwaiting(db, caller.organisationId);
  return { buyerCount: buyer ? counts.buyerCount : 0, sellerCount: seller ? counts.sellerCount : 0 };
}

/** An accepted negotiation locked for the offer checkout: what the checkout reads of it, not its row. */
export interface AcceptedOffer {
  negotiationId: string;
  /** The listing's content revision the offer was made on: other goods since are refused (decision 178). */
  listingContentRevision: number;
  /** The accepted price per trade unit, in minor units. */
  pricePerUnit: number;
}

/**
 * Locks the caller's organisation's ACCEPTED negotiation for the offer checkout (call it in the
 * checkout's transaction, after locking the listing): 404 for anyone else, 403 without the BUYER role
 * or BID_OFFERS, 409 purchaseWindowClosed once the window has passed, 409 notAllowed in any other state.
 */
export async function lockAcceptedOffer(tx: Database, caller: Caller, id: string, now: Date): Promise<AcceptedOffer> {
  await requireOffersFeature(tx, caller);
  const row = isUuid(id) ? await findNegotiationById(tx, id, { forUpdate: true }) : null;
  if (!row) throw notFound();
  if (actingSide(row, caller) !== 'BUYER') throw notAllowed();
  if (row.status === 'EXPIRED' || (row.status === 'ACCEPTED' && isPastDeadline(row, now))) {
    throw new AppError('CONFLICT', OFFER_MESSAGES.purchaseWindowClosed);
  }
  if (row.status !== 'ACCEPTED') throw notAllowed();
  const [latest] = (await findOffersOf(tx, [row.id])).get(row.id) ?? [];
  return {
    negotiationId: row.id,
    listingContentRevision: row.listingContentRevision,
    pricePerUnit: latest!.pricePerUnit,
  };
}

/** The listing of a negotiation the caller's organisation takes part in (the offer checkout locks it first). */
export async function findNegotiationListingId(db: Database, caller: Caller, id: string): Promise<string> {
  const row = isUuid(id) ? await findNegotiationById(db, id) : null;
  if (!row) throw notFound();
  readableSide(row, caller);
  return row.listingId;
}
