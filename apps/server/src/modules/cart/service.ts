import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import type { AddToCartBody, CartEntry, CartEntryState, CartFigures, CartReply } from '@steelyard/domain/cart';
import { CART_MESSAGES, cartBlockers, checkoutAllowed, MAX_CART_ENTRIES } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { contentChangesSince, type RevisionField } from '@steelyard/domain/listing-revisions';
import type { Caller } from '../../platform/access-tokens';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { PriceView } from '../listings/pricing-port';
import { buyerPriceSummary, findListingRecords, isLiveAt, type ListingRecord } from '../listings/service';
import { getAvailableCredit, getSpendableCredit } from '../organisations/service';
import { describeListingsForBuyer } from '../search/service';
import {
  deleteCart,
  deleteCartEntry,
  deleteCartExpiringAt,
  findCart,
  findCartEntries,
  findCartSize,
  insertCartEntry,
  insertCartIfAbsent,
  updateCartEntryPrices,
} from './queries';
import type { CartEntryRow, CartRow } from './schema';

/*
 * The buyer's cart (spec 001 §2 Cart, §4 Cart; decision 65): one per user, entries not reserved,
 * emptied by the job runner `reservationMinutes` after its first entry went in.
 */

/** The job that empties a cart at its expiry (one per cart and expiry). */
export const CART_EXPIRY_JOB = 'cart.expiry';

export interface CartExpiryPayload {
  userId: string;
  /** The expiry the job was scheduled for: a newer cart of the same user is left alone. */
  expiresAt: string;
}

/** A buyer using the cart: who, their organisation, and how prices are shown to them. */
export interface CartBuyer {
  caller: Caller;
  organisation: { id: string; country: string; currencyCode: string };
  view: PriceView;
}

/** A cart entry with its listing as it is now, its state and the figures at its price. */
export interface EntryView {
  entry: CartEntryRow;
  row: ListingRecord | null;
  state: CartEntryState;
  figures: CartFigures;
  /** What an approved revision changed since the buyer added it (decision 178); empty when nothing. */
  changedFields: RevisionField[];
}

const live = (cart: CartRow | null, now: Date) => (cart && cart.expiresAt.getTime() > now.getTime() ? cart : null);

/** What the seller changed of an entry's item since the buyer added it (decision 178). */
export const changedSinceAdded = (entry: CartEntryRow, row: ListingRecord) =>
  contentChangesSince(row.contentChanges, entry.contentRevision);

/**
 * The state of an entry against its listing now: gone or sold, other content (even with a new price:
 * accepting the change takes both), a new seller price, or as added.
 */
function entryState(entry: CartEntryRow, row: ListingRecord | null, view: PriceView, now: Date): CartEntryState {
  if (!row || !isLiveAt(row, now)) return 'UNAVAILABLE';
  if (changedSinceAdded(entry, row).length > 0) return 'CONTENT_CHANGED';
  return buyerPriceSummary(row, view).pricePerUnit === entry.pricePerUnit ? 'AVAILABLE' : 'PRICE_CHANGED';
}

function figuresOf(entry: CartEntryRow, row: ListingRecord | null, view: PriceView, currencyCode: string): CartFigures {
  if (!row) return { currencyCode, totalExVat: 0, vatPercent: 0, vat: 0, totalPrice: 0, deliveryCosts: 0 };
  const summary = buyerPriceSummary(row, view, entry.pricePerUnit);
  return {
    currencyCode: row.currencyCode,
    totalExVat: summary.offerTotalExVat!,
    vatPercent: summary.vatPercent,
    vat: summary.offerVat!,
    totalPrice: summary.offerTotalPrice!,
    deliveryCosts: summary.deliveryCosts,
  };
}

/** The entries of a cart with their listings, states and figures (also what checkout checks). */
export async function viewCartEntries(
  db: Database,
  cart: CartRow,
  entries: CartEntryRow[],
  view: PriceView,
  now: Date,
): Promise<EntryView[]> {
  const rows = new Map(
    (
      await findListingRecords(
        db,
        entries.map((e) => e.listingId),
      )
    ).map((r) => [r.id, r]),
  );
  return entries.map((entry) => {
    const row = rows.get(entry.listingId) ?? null;
    return {
      entry,
      row,
      state: entryState(entry, row, view, now),
      figures: figuresOf(entry, row, view, cart.currencyCode),
      changedFields: row ? changedSinceAdded(entry, row) : [],
    };
  });
}

/** The sum of the entries that can still be bought (at the prices they were added at). */
function totalsOf(views: EntryView[], currencyCode: string): CartFigures {
  const counted = views.filter((v) => v.state !== 'UNAVAILABLE').map((v) => v.figures);
  const sum = (pick: (f: CartFigures) => number) => counted.reduce((total, f) => total + pick(f), 0);
  return {
    currencyCode,
    totalExVat: sum((f) => f.totalExVat),
    vatPercent: counted[0]?.vatPercent ?? views[0]?.figures.vatPercent ?? 0,
    vat: sum((f) => f.vat),
    totalPrice: sum((f) => f.totalPrice),
    deliveryCosts: sum((f) => f.deliveryCosts),
  };
}

async function toCartReply(
  db: Database,
  buyer: CartBuyer,
  cart: CartRow | null,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  const credit = await getAvailableCredit(db, buyer.organisation.id);
  const availableCredit = { value: credit.value, currencyCode: credit.currencyCode };
  const entries = cart ? await findCartEntries(db, cart.userId) : [];
  if (!cart || entries.length === 0) {
    return {
      cartEntries: [],
      ...checkoutAllowed(['EMPTY']),
      blockers: ['EMPTY'],
      expiresAt: null,
      reservationMinutes,
      totals: null,
      availableCredit,
    };
  }
  const views = await viewCartEntries(db, cart, entries, buyer.view, now);
  const products = await describeListingsForBuyer(
    db,
    views.flatMap((v) => (v.row ? [v.row] : [])),
    buyer.view,
    now,
  );
  const totals = totalsOf(views, cart.currencyCode);
  // a credit line in another currency is spent at the configured rates (decision 83)
  const creditForCart = (
    await getSpendableCredit(
      db,
      buyer.organisation.id,
      cart.currencyCode,
      buyer.view.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
    )
  ).value;
  const blockers = cartBlockers(views, totals.totalPrice, creditForCart);
  const cartEntries: CartEntry[] = views
    .filter((v) => v.row != null)
    .map((v) => ({
      id: v.entry.id,
      addedAt: v.entry.addedAt.toISOString(),
      state: v.state,
      product: products.get(v.row!.id)!,
      pricePerUnitWhenAdded: v.entry.pricePerUnit,
      figures: v.figures,
      changedFields: v.changedFields,
    }));
  return {
    cartEntries,
    ...checkoutAllowed(blockers),
    blockers,
    expiresAt: cart.expiresAt.toISOString(),
    reservationMinutes,
    totals,
    availableCredit,
  };
}

/** `fetch-cart`: the buyer's cart now (empty when there is none or it has expired). */
export async function getCart(
  db: Database,
  buyer: CartBuyer,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  return toCartReply(db, buyer, live(await findCart(db, buyer.caller.userId), now), reservationMinutes, now);
}

/** The header's cart count and expiry (users/self-updates). */
export async function getCartDetails(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ count: number; expiresAt: string | null }> {
  const cart = await findCartSize(db, userId);
  if (!cart || cart.expiresAt.getTime() <= now.getTime()) return { count: 0, expiresAt: null };
  return { count: cart.entries, expiresAt: cart.entries > 0 ? cart.expiresAt.toISOString() : null };
}

const refuse = (message: string) => new AppError('VALIDATION', message);

/**
 * Adds a live listing or package of another organisation at the price the buyer saw (per unit incl.
 * delivery). The first entry starts the reservation period and schedules the cart's emptying.
 */
export async function addToCart(
  db: Database,
  buyer: CartBuyer,
  body: AddToCartBody,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  const userId = buyer.caller.userId;
  const cart = await db
    .transaction(async (tx) => {
      let current = await findCart(tx, userId, { forUpdate: true });
      if (current && !live(current, now)) {
        // an expired cart whose job has not run yet: it is over, start afresh
        await deleteCart(tx, userId);
        current = null;
      }
      const [row] = isUuid(body.id) ? await findListingRecords(tx, [body.id]) : [];
      if (!row || row.kind !== body.kind || !isLiveAt(row, now)) throw refuse(CART_MESSAGES.itemUnavailable);
      if (row.organisationId === buyer.organisation.id) throw refuse(CART_MESSAGES.ownItem);
      const entries = current ? await findCartEntries(tx, userId) : [];
      if (entries.some((e) => e.listingId === row.id)) throw refuse(CART_MESSAGES.alreadyInCart);
      if (current && entries.length > 0 && current.currencyCode !== row.currencyCode) {
        throw refuse(CART_MESSAGES.currencyMismatch);
      }
      if (entries.length >= MAX_CART_ENTRIES) throw refuse(CART_MESSAGES.cartFull);
      const summary = buyerPriceSummary(row, buyer.view);
      if (summary.pricePerUnit !== body.pricePerUnit) throw refuse(CHECKOUT_MESSAGES.priceUpdated);
      // the buyer saw other material than the listing now holds (decision 178)
      if (
        body.contentRevision !== undefined &&
        contentChangesSince(row.contentChanges, body.contentRevision).length > 0
      ) {
        throw refuse(CHECKOUT_MESSAGES.itemChangedSinceViewed);
      }
      const credit = await getSpendableCredit(
        tx,
        buyer.organisation.id,
        row.currencyCode,
        buyer.view.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
      );
      if (credit.hasCreditLine) {
        const inCart = current
          ? totalsOf(await viewCartEntries(tx, current, entries, buyer.view, now), row.currencyCode).totalPrice
          : 0;
        if (inCart + summary.totalPrice > credit.value) throw refuse(CART_MESSAGES.insufficientCredit);
      }
      if (!current || entries.length === 0) {
        if (current) await deleteCart(tx, userId);
        const expiresAt = new Date(now.getTime() + reservationMinutes * 60_000);
        await insertCartIfAbsent(tx, {
          userId,
          organisationId: buyer.organisation.id,
          currencyCode: row.currencyCode,
          expiresAt,
          createdAt: now,
        });
        const payload: CartExpiryPayload = { userId, expiresAt: expiresAt.toISOString() };
        await enqueueJob(
          tx,
          { type: CART_EXPIRY_JOB, payload, runAt: expiresAt, dedupeKey: `cart-expiry:${userId}:${payload.expiresAt}` },
          now,
        );
        current = (await findCart(tx, userId, { forUpdate: true }))!;
        // a first entry of another currency may have opened the cart at the same moment
        if (current.currencyCode !== row.currencyCode) throw refuse(CART_MESSAGES.currencyMismatch);
      }
      await insertCartEntry(tx, {
        userId,
        listingId: row.id,
        kind: row.kind,
        pricePerUnit: body.pricePerUnit,
        contentRevision: row.contentRevision,
        addedAt: now,
      });
      return current;
    })
    .catch((error: unknown) => {
      // the same item added twice at once: the unique index lets one through
      if (isUniqueViolation(error, 'cart_entries_user_listing_idx')) throw refuse(CART_MESSAGES.alreadyInCart);
      throw error;
    });
  return toCartReply(db, buyer, cart, reservationMinutes, now);
}

/** Takes an entry out; the last one out empties the cart (the next add starts a new period). */
export async function removeCartEntry(
  db: Database,
  buyer: CartBuyer,
  entryId: string,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  const userId = buyer.caller.userId;
  const cart = await db.transaction(async (tx) => {
    const current = live(await findCart(tx, userId, { forUpdate: true }), now);
    if (!current || !isUuid(entryId) || (await deleteCartEntry(tx, userId, entryId)) === 0) {
      throw new AppError('NOT_FOUND', CART_MESSAGES.entryNotFound);
    }
    if ((await findCartEntries(tx, userId)).length > 0) return current;
    await deleteCart(tx, userId);
    return null;
  });
  return toCartReply(db, buyer, cart, reservationMinutes, now);
}

/** Empties the cart. */
export async function emptyCart(
  db: Database,
  buyer: CartBuyer,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  await deleteCart(db, buyer.caller.userId);
  return toCartReply(db, buyer, null, reservationMinutes, now);
}

/**
 * The buyer has seen the new seller prices and the seller's changes (decision 178): live entries take
 * their item's current price and content revision.
 */
export async function reviewCartPrices(
  db: Database,
  buyer: CartBuyer,
  reservationMinutes: number,
  now: Date,
): Promise<CartReply> {
  const userId = buyer.caller.userId;
  const cart = await db.transaction(async (tx) => {
    const current = live(await findCart(tx, userId, { forUpdate: true }), now);
    if (!current) return null;
    const views = await viewCartEntries(tx, current, await findCartEntries(tx, userId), buyer.view, now);
    const changed = views.filter((v) => v.state === 'PRICE_CHANGED' || v.state === 'CONTENT_CHANGED');
    await updateCartEntryPrices(
      tx,
      changed.map((v) => ({
        id: v.entry.id,
        pricePerUnit: buyerPriceSummary(v.row!, buyer.view).pricePerUnit,
        contentRevision: v.row!.contentRevision,
      })),
    );
    return current;
  });
  return toCartReply(db, buyer, cart, reservationMinutes, now);
}

/** The live cart and its entries, locked for a checkout (null when there is none). */
export async function lockCartForCheckout(
  tx: Database,
  userId: string,
  now: Date,
): Promise<{ cart: CartRow; entries: CartEntryRow[] } | null> {
  const cart = live(await findCart(tx, userId, { forUpdate: true }), now);
  return cart ? { cart, entries: await findCartEntries(tx, userId) } : null;
}

/** Empties a cart that was bought (in the checkout's transaction). */
export async function clearCheckedOutCart(tx: Database, userId: string): Promise<void> {
  await deleteCart(tx, userId);
}

/** The expiry job's work: empties the cart if it still has this expiry and it has come. */
export async function emptyExpiredCart(tx: Database, payload: CartExpiryPayload, now: Date): Promise<void> {
  const expiresAt = new Date(payload.expiresAt);
  if (expiresAt.getTime() > now.getTime()) return;
  await deleteCartExpiringAt(tx, payload.userId, expiresAt);
}
