import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import type { ListingReviewOutcome } from '../../platform/mail/templates/listing-reviewed';
import { findActiveSellersOf, findUserCredentialsById, type UserCredentials } from '../users/service';
import { findListingById } from './queries';
import type { ListingRow } from './schema';

/*
 * What sellers are told by e-mail about their listings and packages (issue 23, item 19; decision 163):
 * the operator's decision on a submission or on a live listing's changes, and a live listing without
 * auto-renewal expiring soon. Each mail is written to the outbox in the transaction of the change or
 * of the job, in the recipient's language.
 */

/** The job reminding the seller of a live listing's expiry, one per listing and expiry. */
export const LISTING_EXPIRY_REMINDER_JOB = 'listing.expiry-reminder';
/** How long before its expiry a live listing without auto-renewal is reminded of. */
export const LISTING_EXPIRY_REMINDER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListingExpiryReminderPayload {
  listingId: string;
  /** The expiry the reminder is about: a listing whose expiry moved since is not reminded of it. */
  expiresAt: string;
}

/** The seller's page of a listing or package in the web app. */
export function sellerListingPath(row: Pick<ListingRow, 'id' | 'kind'>): string {
  return row.kind === 'PACKAGE' ? `/listings/my/packages/details/${row.id}` : `/listings/my/details/${row.id}`;
}

/**
 * Whom a listing's news is told: the seller who created it while they are an active seller of its
 * organisation, else (left, deactivated, no longer a seller) every active seller of the organisation.
 */
async function listingRecipients(tx: Database, row: ListingRow): Promise<UserCredentials[]> {
  const creator = await findUserCredentialsById(tx, row.createdByUserId);
  if (creator?.activated && creator.organisationId === row.organisationId && creator.roles.includes('SELLER')) {
    return [creator];
  }
  return findActiveSellersOf(tx, row.organisationId);
}

const subject = (row: ListingRow) => ({
  kind: row.kind,
  product: row.product,
  listingNumber: row.listingNumber,
  expiresAt: row.expiresAt.toISOString(),
});

/** E-mails the operator's decision on a listing, a package or a live one's changes, with the reason of a rejection. */
export async function mailListingReview(
  tx: Database,
  publicUrl: string,
  row: ListingRow,
  outcome: ListingReviewOutcome,
  reason: string | null,
  now: Date,
): Promise<void> {
  const link = buildLink(publicUrl, sellerListingPath(row));
  for (const user of await listingRecipients(tx, row)) {
    const params = { name: user.name, ...subject(row), outcome, reason, link };
    await sendMail(tx, { to: user.email, locale: user.locale, template: 'listing-reviewed', params }, now);
  }
}

/**
 * When a live listing's expiry reminder is due: LISTING_EXPIRY_REMINDER_DAYS before it, or a day
 * before it when that has passed already (a listing put live for less than that); none when the
 * expiry is less than a day away (the seller or the operator has just seen it).
 */
export function expiryReminderAt(expiresAt: Date, now: Date): Date | null {
  for (const days of [LISTING_EXPIRY_REMINDER_DAYS, 1]) {
    const at = new Date(expiresAt.getTime() - days * DAY_MS);
    if (at.getTime() >= now.getTime()) return at;
  }
  return null;
}

/**
 * Schedules the reminder of a live listing's expiry, in the caller's transaction. Keyed by listing
 * and expiry, so each expiry is reminded of once across instances; whether the listing renews
 * itself is asked when the reminder is due (the seller may turn auto-renewal on or off until then).
 */
export async function scheduleExpiryReminder(tx: Database, row: ListingRow, now: Date): Promise<void> {
  if (row.status !== 'PUBLISHED') return;
  const runAt = expiryReminderAt(row.expiresAt, now);
  if (!runAt) return;
  const expiresAt = row.expiresAt.toISOString();
  const payload: ListingExpiryReminderPayload = { listingId: row.id, expiresAt };
  const dedupeKey = `listing-expiry-reminder:${row.id}:${expiresAt}`;
  await enqueueJob(tx, { type: LISTING_EXPIRY_REMINDER_JOB, payload, runAt, dedupeKey }, now);
}

/**
 * The reminder when due: only a listing still live with that expiry and without auto-renewal (one
 * that renews itself does not expire) is reminded of; anything else leaves it alone.
 */
export async function remindListingExpiry(
  tx: Database,
  publicUrl: string,
  payload: ListingExpiryReminderPayload,
  now: Date,
): Promise<void> {
  const row = isUuid(payload.listingId) ? await findListingById(tx, payload.listingId) : null;
  if (!row || row.status !== 'PUBLISHED' || row.autoRenew) return;
  if (row.expiresAt.toISOString() !== payload.expiresAt || row.expiresAt.getTime() <= now.getTime()) return;
  const link = buildLink(publicUrl, sellerListingPath(row));
  for (const user of await listingRecipients(tx, row)) {
    const params = { name: user.name, ...subject(row), link };
    await sendMail(tx, { to: user.email, locale: user.locale, template: 'listing-expiring', params }, now);
  }
}
