import { z } from 'zod';
import {
  ALERT_DIGEST_INTERVAL_MS,
  ALERT_DIGEST_MAX_ITEMS,
  alertListingPath,
  criterionField,
  criterionValue,
  DEFAULT_IMMEDIATE_REQUEST_SETTINGS,
  urgentRequestReaches,
  type ImmediateRequestSettings,
} from '@steelyard/domain/alerts';
import { parseFilter } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { LISTING_PUBLISHED_JOB } from '../listings/events-port';
import { weightOf } from '../listings/pricing-port';
import { findListingRecord, type ListingRecord } from '../listings/service';
import { findOrganisationTradingProfile } from '../organisations/service';
import { findActiveSellersOutside, findUserCredentialsById } from '../users/service';
import type { AlertListingSearch } from './listing-search-port';
import {
  findAlertById,
  findDigestState,
  findEnabledAlertsOutside,
  findImmediateRequestSettingsOf,
  findUndigestedHits,
  insertHits,
  lockDigestState,
  markHitsDigested,
  setDigestSent,
} from './queries';
import { URGENT_REQUEST_JOB } from './service';

/*
 * Alert notifications on the job runner (issue 7), never in the publishing request:
 * 1. `listing.published` (enqueued by the listings lifecycle in the transaction that made a listing
 *    live): the enabled alerts of other organisations whose filter the search matches get one
 *    alert_hits row each; the unique (alert, listing) index makes that exactly once, whichever job,
 *    retry or instance records it first. Every user with new hits gets a digest job.
 * 2. `alerts.digest` (per user): locks the user's digest state; at most one e-mail an hour lists the
 *    hits no digest listed yet (still live listings), in the user's language. A job that comes too
 *    early schedules the next at last-sent + 1 h (keyed by that time, so only one waits).
 * 3. `alerts.urgent-request`: a new urgent request is e-mailed to the sellers of other organisations
 *    whose settings let it through.
 */

export const ALERT_DIGEST_JOB = 'alerts.digest';

const listingPayload = z.object({ listingId: z.string() });
const userPayload = z.object({ userId: z.string() });
const alertPayload = z.object({ alertId: z.string() });

/** Enqueues the user's digest: now, or when the hour since the last one is over. */
export async function scheduleDigest(tx: Database, userId: string, now: Date): Promise<void> {
  const state = await findDigestState(tx, userId);
  const earliest = state?.lastSentAt ? state.lastSentAt.getTime() + ALERT_DIGEST_INTERVAL_MS : 0;
  const runAt = new Date(Math.max(now.getTime(), earliest));
  await enqueueJob(
    tx,
    { type: ALERT_DIGEST_JOB, payload: { userId }, runAt, dedupeKey: `alert-digest:${userId}:${runAt.toISOString()}` },
    now,
  );
}

/**
 * A cheap first cut before asking the search: an alert that names other products cannot match
 * (saves a query per alert; the search still decides everything else).
 */
function mayConcernProduct(filterQuery: string, product: string): boolean {
  try {
    const named = parseFilter(filterQuery).filter((c) => criterionField(c) === 'product' && c.comparator === '=');
    return named.every((c) => (Array.isArray(c.value) ? c.value : [c.value]).includes(product));
  } catch {
    return false;
  }
}

/** Finds the alerts a newly live listing matches; the commit records the hits and schedules digests. */
export async function matchPublishedListing(db: Database, search: AlertListingSearch, listingId: string, now: Date) {
  const listing = await findListingRecord(db, listingId);
  if (!listing || listing.status !== 'PUBLISHED') return null;
  const matched: { alertId: string; userId: string }[] = [];
  for (const alert of await findEnabledAlertsOutside(db, listing.organisationId)) {
    if (!mayConcernProduct(alert.filterQuery, listing.product)) continue;
    try {
      if (await search.matchesListing(db, alert.filterQuery, listing, now)) {
        matched.push({ alertId: alert.id, userId: alert.userId });
      }
    } catch (error) {
      // an alert whose filter the search no longer accepts matches nothing; the others go on
      if (!(error instanceof AppError)) throw error;
    }
  }
  return async (tx: Database, now: Date) => {
    const created = await insertHits(
      tx,
      matched.map((m) => ({ ...m, listingId: listing.id, matchedAt: now })),
    );
    for (const userId of new Set(created.map((h) => h.userId))) await scheduleDigest(tx, userId, now);
    return created.length;
  };
}

const dimension = (row: ListingRecord) => {
  const d = row.materialDimensions;
  if (!d) return '';
  const size = (exact?: number | null, min?: number | null, max?: number | null) =>
    exact != null ? String(exact) : min != null && max != null ? `${min}–${max}` : null;
  return [size(d.thickness), size(d.width, d.minWidth, d.maxWidth), size(d.length, d.minLength, d.maxLength)]
    .filter((s) => s != null)
    .join(' × ');
};

/** The digest of one user (see above); run inside the job's commit. */
export async function sendDigest(tx: Database, userId: string, publicUrl: string, now: Date): Promise<boolean> {
  const state = await lockDigestState(tx, userId);
  const hits = await findUndigestedHits(tx, userId);
  if (hits.length === 0) return false;
  if (state.lastSentAt && now.getTime() - state.lastSentAt.getTime() < ALERT_DIGEST_INTERVAL_MS) {
    await scheduleDigest(tx, userId, now);
    return false;
  }
  const user = await findUserCredentialsById(tx, userId);
  const seen = new Set<string>();
  const live: ListingRecord[] = [];
  for (const hit of hits) {
    if (seen.has(hit.listingId)) continue;
    seen.add(hit.listingId);
    const row = await findListingRecord(tx, hit.listingId);
    if (row?.status === 'PUBLISHED') live.push(row);
  }
  await markHitsDigested(
    tx,
    hits.map((h) => h.id),
    now,
  );
  // a deactivated or deleted user, or listings gone meanwhile: nothing to tell
  if (!user || !user.activated || user.roles.length === 0 || live.length === 0) return false;
  const shown = live.slice(0, ALERT_DIGEST_MAX_ITEMS);
  await sendMail(
    tx,
    {
      to: user.email,
      locale: user.locale,
      template: 'alert-digest',
      params: {
        name: user.name,
        items: shown.map((row) => ({
          product: row.product,
          listingNumber: row.listingNumber,
          details: [
            dimension(row) && `${dimension(row)} mm`,
            `${weightOf(row)} ${row.tradeUnit === 'KILOGRAM' ? 'kg' : 't'}`,
          ]
            .filter(Boolean)
            .join(', '),
          link: buildLink(publicUrl, alertListingPath(row.id)),
        })),
        more: live.length - shown.length,
        link: buildLink(publicUrl, '/my-alerts'),
      },
    },
    now,
  );
  await setDigestSent(tx, userId, now);
  return true;
}

/** Tells the sellers whose settings let a new urgent request through (one e-mail each, their language). */
export async function notifyUrgentRequest(db: Database, alertId: string, publicUrl: string) {
  const alert = await findAlertById(db, alertId);
  if (!alert || alert.type !== 'URGENT' || !alert.enabled) return null;
  const criteria = parseFilter(alert.filterQuery);
  const requester = await findOrganisationTradingProfile(db, alert.organisationId);
  if (!requester) return null;
  const request = {
    product: criterionValue(criteria, 'product'),
    materialType: criterionValue(criteria, 'materialType'),
    country: requester.country,
  };
  const sellers = await findActiveSellersOutside(db, alert.organisationId);
  const settings = new Map(
    (
      await findImmediateRequestSettingsOf(
        db,
        sellers.map((s) => s.id),
      )
    ).map((row) => [row.userId, row as unknown as ImmediateRequestSettings]),
  );
  const recipients = sellers.filter((s) =>
    urgentRequestReaches(settings.get(s.id) ?? DEFAULT_IMMEDIATE_REQUEST_SETTINGS, request),
  );
  const targetPrice =
    alert.targetPrice != null ? `${alert.targetPriceCurrency} ${(alert.targetPrice / 100).toFixed(2)}` : null;
  return async (tx: Database, now: Date) => {
    for (const seller of recipients) {
      await sendMail(
        tx,
        {
          to: seller.email,
          locale: seller.locale,
          template: 'urgent-request',
          params: {
            name: seller.name,
            product: request.product ?? '',
            criteria,
            weight: criterionValue(criteria, 'weight') ?? '',
            numberOfItems: criterionValue(criteria, 'numberOfItems') ?? '',
            targetPrice,
            comment: alert.comment,
            country: requester.country,
            link: buildLink(publicUrl, '/immediate-requests'),
          },
        },
        now,
      );
    }
    return recipients.length;
  };
}

/** Registers the alert jobs with the search they match through. */
export function registerAlertJobs(jobs: JobRegistry, search: AlertListingSearch, publicUrl: string): void {
  jobs.register(LISTING_PUBLISHED_JOB, async (payload, ctx) => {
    const parsed = listingPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed listing published payload');
    const commit = await matchPublishedListing(ctx.db, search, parsed.data.listingId, ctx.now);
    if (!commit) return;
    return async (tx) => {
      await commit(tx, ctx.now);
    };
  });
  jobs.register(ALERT_DIGEST_JOB, async (payload, ctx) => {
    const parsed = userPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed alert digest payload');
    return async (tx) => {
      await sendDigest(tx, parsed.data.userId, publicUrl, ctx.now);
    };
  });
  jobs.register(URGENT_REQUEST_JOB, async (payload, ctx) => {
    const parsed = alertPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed urgent request payload');
    const commit = await notifyUrgentRequest(ctx.db, parsed.data.alertId, publicUrl);
    if (!commit) return;
    return async (tx) => {
      await commit(tx, ctx.now);
    };
  });
}
