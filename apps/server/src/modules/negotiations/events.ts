import {
  isOpenNegotiation,
  negotiationStatusAfter,
  OFFER_RESPONSE_WINDOW_MS,
  PURCHASE_WINDOW_MS,
  type NegotiationEvent,
  type NegotiationStatus,
} from '@steelyard/domain/negotiations';
import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { NegotiationMailChange } from '../../platform/mail/templates/negotiation-changed';
import { notifyNegotiation, type MailRecipients } from './mails';
import {
  findNegotiationById,
  findOpenNegotiationsOnListing,
  lockOpenNegotiationsOnListing,
  updateNegotiationRow,
} from './queries';
import type { NegotiationRow } from './schema';

/*
 * What moves a negotiation without a party acting (decision 'offers: events'): its deadline on the
 * job runner, the listing's purchase, expiry or withdrawal. Every change locks the row first and asks
 * the domain's negotiationStatusAfter, so a late or repeated event changes nothing that moved on.
 */

/** The job that expires a negotiation whose awaited response or purchase window ran out. */
export const NEGOTIATION_DEADLINE_JOB = 'negotiation.deadline';

export interface NegotiationDeadlinePayload {
  negotiationId: string;
  /** The deadline the job was scheduled for: a negotiation that moved on since is left alone. */
  expiresAt: string;
}

/** The deadline of a status entered now: a response window, the purchase window, or none. */
export function deadlineOf(status: NegotiationStatus, now: Date): Date | null {
  if (status === 'AWAITING_SELLER' || status === 'AWAITING_BUYER') {
    return new Date(now.getTime() + OFFER_RESPONSE_WINDOW_MS);
  }
  if (status === 'ACCEPTED') return new Date(now.getTime() + PURCHASE_WINDOW_MS);
  return null;
}

/** True when an open negotiation's deadline has passed (the job may not have run yet). */
export function isPastDeadline(row: Pick<NegotiationRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return isOpenNegotiation(row.status) && row.expiresAt != null && row.expiresAt.getTime() <= now.getTime();
}

/** Schedules the expiry at the row's deadline, in the caller's transaction (one job per deadline). */
export async function scheduleDeadline(tx: Database, row: NegotiationRow, now: Date): Promise<void> {
  if (!isOpenNegotiation(row.status) || !row.expiresAt) return;
  const expiresAt = row.expiresAt.toISOString();
  const payload: NegotiationDeadlinePayload = { negotiationId: row.id, expiresAt };
  await enqueueJob(
    tx,
    {
      type: NEGOTIATION_DEADLINE_JOB,
      payload,
      runAt: row.expiresAt,
      dedupeKey: `negotiation-deadline:${row.id}:${expiresAt}`,
    },
    now,
  );
}

const EVENT_MAIL: Record<NegotiationEvent, { change: NegotiationMailChange; to: MailRecipients } | null> = {
  // both parties learn that the negotiation ended on time
  DEADLINE_PASSED: { change: 'EXPIRED', to: 'BOTH' },
  LISTING_PURCHASED_BY_OTHER: { change: 'OUTBID', to: 'BUYER' },
  LISTING_ENDED: { change: 'LISTING_ENDED', to: 'BUYER' },
  // the seller made the change; the buyer learns that their offer was for other goods
  LISTING_CHANGED: { change: 'LISTING_CHANGED', to: 'BUYER' },
  // the order confirmation tells the buyer
  PURCHASED: null,
};

/** Applies an event to a locked row and tells whom it concerns; answers the row (unchanged when it does not apply). */
export async function applyNegotiationEvent(
  tx: Database,
  publicUrl: string,
  row: NegotiationRow,
  event: NegotiationEvent,
  now: Date,
  changes: Pick<Partial<NegotiationRow>, 'orderId' | 'endReason'> = {},
): Promise<NegotiationRow> {
  const next = negotiationStatusAfter(row.status, event);
  if (!next) return row;
  const updated = await updateNegotiationRow(tx, row.id, { ...changes, status: next, expiresAt: null, updatedAt: now });
  const mail = EVENT_MAIL[event];
  if (mail) await notifyNegotiation(tx, publicUrl, updated, mail.change, mail.to, now);
  return updated;
}

/** The deadline job's commit: a still open negotiation whose scheduled deadline passed EXPIRES. */
export async function expireNegotiationAtDeadline(
  tx: Database,
  publicUrl: string,
  payload: NegotiationDeadlinePayload,
  now: Date,
): Promise<void> {
  const row = isUuid(payload.negotiationId)
    ? await findNegotiationById(tx, payload.negotiationId, { forUpdate: true })
    : null;
  if (!row || row.expiresAt?.toISOString() !== payload.expiresAt || !isPastDeadline(row, now)) return;
  await applyNegotiationEvent(tx, publicUrl, row, 'DEADLINE_PASSED', now);
}

/** Expires the locked rows whose deadline passed (before a request relies on them); answers the others. */
export async function expireOverdue(
  tx: Database,
  publicUrl: string,
  rows: NegotiationRow[],
  now: Date,
): Promise<NegotiationRow[]> {
  const live: NegotiationRow[] = [];
  for (const row of rows) {
    if (isPastDeadline(row, now)) await applyNegotiationEvent(tx, publicUrl, row, 'DEADLINE_PASSED', now);
    else live.push(row);
  }
  return live;
}

/**
 * The listing ended without a sale through an offer: expired or withdrawn (LISTING_ENDED → every open
 * negotiation NO_SUCCESSFUL_OFFERS), or bought by someone (LISTING_PURCHASED_BY_OTHER → CANCELLED, the
 * buyers see Outbid). Call it in the transaction of the listing's change, or from its job.
 */
export async function endListingNegotiations(
  tx: Database,
  publicUrl: string,
  listingId: string,
  event: 'LISTING_ENDED' | 'LISTING_PURCHASED_BY_OTHER',
  now: Date,
): Promise<number> {
  if (!isUuid(listingId)) return 0;
  const rows = await lockOpenNegotiationsOnListing(tx, listingId);
  for (const row of rows) await applyNegotiationEvent(tx, publicUrl, row, event, now);
  return rows.length;
}

/** Why a buyer may not buy a listing now because of negotiations on it. */
export type NegotiationHold = 'reservedForOffer' | 'colleagueNegotiating';

/**
 * The checkout's check (checkout.ts: 409 CHECKOUT_MESSAGES[hold]): an accepted offer of another
 * organisation holds the listing within its purchase window (reservedForOffer); an open negotiation
 * of a colleague (the buyer's organisation, another user) keeps the others from buying it
 * (colleagueNegotiating). Null when the buyer may go on. Negotiations past their deadline hold nothing.
 */
export async function findNegotiationHold(
  db: Database,
  listingId: string,
  buyer: { organisationId: string; userId: string },
  now: Date,
): Promise<NegotiationHold | null> {
  if (!isUuid(listingId)) return null;
  const open = (await findOpenNegotiationsOnListing(db, listingId)).filter((r) => !isPastDeadline(r, now));
  if (open.some((r) => r.status === 'ACCEPTED' && r.buyerOrganisationId !== buyer.organisationId)) {
    return 'reservedForOffer';
  }
  const own = open.find((r) => r.buyerOrganisationId === buyer.organisationId);
  if (own && own.buyerUserId !== buyer.userId) return 'colleagueNegotiating';
  return null;
}

/**
 * A listing was bought (any checkout), in the checkout's transaction: the buyer organisation's own
 * open negotiation ends — PURCHASED with the order when it was ACCEPTED (the offer checkout), WITHDRAWN
 * when the buyer chose the listed price instead — and every other open one is CANCELLED (Outbid).
 */
export async function closeNegotiationsOnPurchase(
  tx: Database,
  publicUrl: string,
  purchase: { listingId: string; buyerOrganisationId: string; orderId: string },
  now: Date,
): Promise<void> {
  if (!isUuid(purchase.listingId)) return;
  const rows = await expireOverdue(tx, publicUrl, await lockOpenNegotiationsOnListing(tx, purchase.listingId), now);
  for (const row of rows) {
    if (row.buyerOrganisationId !== purchase.buyerOrganisationId) {
      await applyNegotiationEvent(tx, publicUrl, row, 'LISTING_PURCHASED_BY_OTHER', now);
    } else if (row.status === 'ACCEPTED') {
      await applyNegotiationEvent(tx, publicUrl, row, 'PURCHASED', now, { orderId: purchase.orderId });
    } else {
      await updateNegotiationRow(tx, row.id, { status: 'WITHDRAWN', expiresAt: null, updatedAt: now });
    }
  }
}
