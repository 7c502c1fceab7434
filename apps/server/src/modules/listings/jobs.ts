import { z } from 'zod';
import { nextAutoRenewExpiry } from '@steelyard/domain/listing-expiry';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { expiryAction } from '@steelyard/domain/listing-status';
import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { ORGANISATION_SUSPENDED_JOB } from '../organisations/events-port';
import { applyAction, dropRevision, LISTING_EXPIRY_JOB, scheduleExpiry, type ListingExpiryPayload } from './lifecycle';
import { LISTING_EXPIRY_REMINDER_JOB, remindListingExpiry } from './mails';
import { findListingById, lockOrganisationListings } from './queries';

/*
 * Timed and system transitions, run by the job runner (decision 23): claimed once across instances,
 * and each commit re-reads and locks the listing, so a job that runs late or twice changes nothing
 * that has moved on.
 */

const expiryPayload = z.object({ listingId: z.string(), expiresAt: z.iso.datetime() });
const suspensionPayload = z.object({ organisationId: z.string() });

/**
 * At its expiry a live listing expires, or with auto-renewal renews itself: the same London slot a
 * week later (repeated until it lies ahead, for a job that ran very late), as it is, and its next
 * expiry scheduled. A revision waiting for review stays waiting: only the operator's approval applies
 * it (decision 142). Anything else (the expiry moved, the listing was withdrawn or sold) leaves it alone.
 */
export async function expireOrRenewListing(tx: Database, payload: ListingExpiryPayload, now: Date): Promise<void> {
  const row = isUuid(payload.listingId) ? await findListingById(tx, payload.listingId, { forUpdate: true }) : null;
  if (!row || row.status !== 'PUBLISHED' || row.expiresAt.toISOString() !== payload.expiresAt) return;
  if (row.expiresAt.getTime() > now.getTime()) return;
  const action = expiryAction(row.autoRenew);
  if (action === 'EXPIRE') {
    await applyAction(tx, row, 'EXPIRE', { actor: null, now });
    return;
  }
  let expiresAt = nextAutoRenewExpiry(row.expiresAt);
  while (expiresAt.getTime() <= now.getTime()) expiresAt = nextAutoRenewExpiry(expiresAt);
  const changes = { expiresAt, previousNetPricePerUnit: null };
  const renewed = await applyAction(tx, row, 'AUTO_RENEW', { actor: null, changes, now });
  await scheduleExpiry(tx, renewed, now);
}

/**
 * A suspended organisation's listings and packages leave the market: live ones and those under
 * review are withdrawn with the reason noted; nothing is deleted.
 */
export async function withdrawOrganisationListings(tx: Database, organisationId: string, now: Date): Promise<number> {
  const rows = await lockOrganisationListings(tx, organisationId, ['PUBLISHED', 'REVIEW_REQUIRED']);
  for (const row of rows) {
    const changes = await dropRevision(tx, row);
    await applyAction(tx, row, 'WITHDRAW', {
      actor: null,
      changes,
      reason: LISTING_MESSAGES.organisationSuspended,
      now,
    });
  }
  return rows.length;
}

/**
 * Registers the listing jobs: expiry and auto-renewal, and the withdrawal after a suspension; with
 * `publicUrl`, the sellers' expiry reminders too (the demo seed plays its story without them).
 */
export function registerListingJobs(jobs: JobRegistry, publicUrl?: string): void {
  if (publicUrl !== undefined) {
    jobs.register(LISTING_EXPIRY_REMINDER_JOB, async (payload, ctx) => {
      const parsed = expiryPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('Malformed listing expiry reminder payload');
      return (tx) => remindListingExpiry(tx, publicUrl, parsed.data, ctx.now);
    });
  }
  jobs.register(LISTING_EXPIRY_JOB, async (payload, ctx) => {
    const parsed = expiryPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed listing expiry payload');
    return (tx) => expireOrRenewListing(tx, parsed.data, ctx.now);
  });
  jobs.register(ORGANISATION_SUSPENDED_JOB, async (payload, ctx) => {
    const parsed = suspensionPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed organisation suspension payload');
    return async (tx) => {
      await withdrawOrganisationListings(tx, parsed.data.organisationId, ctx.now);
    };
  });
}
