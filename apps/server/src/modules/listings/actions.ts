import type { ListingKind } from '@steelyard/domain/admin-listings';
import type {
  RenewListingBody,
  UpdateListingExpiryBody,
  UpdateListingPriceBody,
} from '@steelyard/domain/listing-actions';
import type { ErrorDetail } from '@steelyard/domain/errors';
import type { Database } from '../../platform/db/database';
import type { AuditActor } from '../audit/service';
import {
  applyAction,
  assertNotSuspended,
  changeListingPrice,
  dropRevision,
  nextStatusOf,
  requireOwnListing,
  scheduleExpiry,
} from './lifecycle';
import { currencyIssue, expiryIssue, invalidFields } from './listing-values';
import type { ListingRow } from './schema';
import type { Seller } from './service';

/*
 * The seller's service actions on one listing or package (spec 001 §2, §4; listing-actions.ts). Each
 * locks the row, lets the transitions table decide, and answers the changed row.
 */

type Change = (tx: Database, row: ListingRow) => Promise<ListingRow>;

async function onLockedListing(
  db: Database,
  organisationId: string,
  kind: ListingKind,
  id: string,
  change: Change,
): Promise<ListingRow> {
  return db.transaction(async (tx) =>
    change(tx, await requireOwnListing(tx, organisationId, kind, id, { forUpdate: true })),
  );
}

function failIfAny(details: (ErrorDetail | null)[]): void {
  const found = details.filter((d): d is ErrorDetail => d !== null);
  if (found.length > 0) throw invalidFields(found);
}

/** Withdraws a listing (WITHDRAW): off the market for good; a revision waiting for review is dropped. */
export async function withdrawListing(
  db: Database,
  actor: AuditActor & { organisationId: string },
  kind: ListingKind,
  id: string,
  now: Date,
): Promise<ListingRow> {
  return onLockedListing(db, actor.organisationId, kind, id, async (tx, row) => {
    nextStatusOf(row, 'WITHDRAW');
    return applyAction(tx, row, 'WITHDRAW', { actor, changes: await dropRevision(tx, row), now });
  });
}

/**
 * Renews an expired listing (RENEW): a new expiry from the choices and optionally a new price; it is
 * live again at once, without a new review, as it was: a revision saved while it was live still
 * waits for the operator's review (decision 142).
 */
export async function renewListing(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  body: RenewListingBody,
  now: Date,
): Promise<ListingRow> {
  assertNotSuspended(seller.organisation, 'SELLER');
  return onLockedListing(db, seller.organisation.id, kind, id, async (tx, row) => {
    nextStatusOf(row, 'RENEW');
    failIfAny([
      expiryIssue(body.expiresAt, now),
      body.sellingPrice
        ? currencyIssue(body.sellingPrice.currencyCode, seller.organisation, 'body.sellingPrice.currencyCode')
        : null,
    ]);
    const changes = {
      ...(body.sellingPrice ? { netPricePerUnit: body.sellingPrice.value } : {}),
      ...(body.autoRenew !== undefined ? { autoRenew: body.autoRenew } : {}),
      expiresAt: new Date(body.expiresAt),
      previousNetPricePerUnit: null,
    };
    const renewed = await applyAction(tx, row, 'RENEW', { actor: seller.actor, changes, now });
    await scheduleExpiry(tx, renewed, now);
    return renewed;
  });
}

/**
 * Changes a live listing's net price (UPDATE_PRICE), seen by buyers at once; the old one is kept as
 * oldPricing until it renews. A revision waiting for review holds no price, so nothing brings the
 * old one back (decision 142).
 */
export async function updateListingPrice(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  body: UpdateListingPriceBody,
  now: Date,
): Promise<ListingRow> {
  return onLockedListing(db, seller.organisation.id, kind, id, async (tx, row) => {
    nextStatusOf(row, 'UPDATE_PRICE');
    failIfAny([currencyIssue(body.sellingPrice.currencyCode, seller.organisation, 'body.sellingPrice.currencyCode')]);
    return changeListingPrice(tx, row, body.sellingPrice.value, seller.actor, now);
  });
}

/** Moves a live listing's expiry to another offered choice (UPDATE_EXPIRY), and its expiry job with it. */
export async function updateListingExpiry(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  body: UpdateListingExpiryBody,
  now: Date,
): Promise<ListingRow> {
  return onLockedListing(db, seller.organisation.id, kind, id, async (tx, row) => {
    nextStatusOf(row, 'UPDATE_EXPIRY');
    failIfAny([expiryIssue(body.expiresAt, now)]);
    const changes = { expiresAt: new Date(body.expiresAt) };
    const updated = await applyAction(tx, row, 'UPDATE_EXPIRY', { actor: seller.actor, changes, now });
    await scheduleExpiry(tx, updated, now);
    return updated;
  });
}

/** Switches auto-renewal (SET_AUTO_RENEW: live, under review or expired listings). */
export async function setListingAutoRenew(
  db: Database,
  seller: Seller,
  kind: ListingKind,
  id: string,
  enabled: boolean,
  now: Date,
): Promise<ListingRow> {
  return onLockedListing(db, seller.organisation.id, kind, id, async (tx, row) => {
    nextStatusOf(row, 'SET_AUTO_RENEW');
    if (row.autoRenew === enabled) return row;
    return applyAction(tx, row, 'SET_AUTO_RENEW', { actor: seller.actor, changes: { autoRenew: enabled }, now });
  });
}
