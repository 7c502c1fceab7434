import {
  ALERT_FILTERS,
  ALERT_MESSAGES,
  ALERT_SORTS,
  ALERT_NEW_RESULTS_WINDOW_MS,
  DEFAULT_IMMEDIATE_REQUEST_SETTINGS,
  urgentRequestIssues,
  urgentRequestReaches,
  type CreateAlertReply,
  type ImmediateRequestSettings,
  type ListingAlert,
  type ListingAlertList,
} from '@steelyard/domain/alerts';
import type { z } from 'zod';
import type { createAlertBody } from '@steelyard/domain/alerts';
import type { ListQuery } from '@steelyard/domain/paging';
import type { SearchListingsReply } from '@steelyard/domain/search';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { defineListSpec, findPage } from '../../platform/paging';
import type { PriceView } from '../listings/pricing-port';
import {
  findActiveSellersOutside,
  findUserCredentialsByEmail,
  findUserFeatures,
  type UserCredentials,
} from '../users/service';
import type { AlertListingSearch } from './listing-search-port';
import {
  countHitsByAlert,
  countUserHitsSince,
  deleteAlertRow,
  disableAlertsOfUser,
  findAlertById,
  findImmediateRequestSettings,
  findImmediateRequestSettingsOf,
  findUserAlertPage,
  insertAlert,
  newestFirst,
  setAlertEnabled,
  upsertImmediateRequestSettings,
} from './queries';
import { listingAlerts, type ListingAlertRow } from './schema';

/** The job that tells the matching sellers about a new urgent request (issue 7). */
export const URGENT_REQUEST_JOB = 'alerts.urgent-request';

export type CreateAlertInput = z.infer<typeof createAlertBody>;

const alertNotFound = () => new AppError('NOT_FOUND', ALERT_MESSAGES.notFound);

/** One of the caller's own alerts; anybody else's is as unknown as a missing one (404). */
async function requireOwnAlert(db: Database, caller: Caller, id: string): Promise<ListingAlertRow> {
  const row = isUuid(id) ? await findAlertById(db, id) : null;
  if (!row || row.userId !== caller.userId) throw alertNotFound();
  return row;
}

function toAlert(row: ListingAlertRow, counts: { total: number; recent: number } | undefined): ListingAlert {
  return {
    id: row.id,
    enabled: row.enabled,
    filterQuery: row.filterQuery,
    type: row.type,
    comment: row.comment,
    targetPrice:
      row.targetPrice != null ? { value: row.targetPrice, currencyCode: row.targetPriceCurrency ?? 'GBP' } : null,
    createdAt: row.createdAt.toISOString(),
    numberOfNewResults: counts?.recent ?? 0,
    numberOfResults: counts?.total ?? 0,
  };
}

const windowStart = (now: Date) => new Date(now.getTime() - ALERT_NEW_RESULTS_WINDOW_MS);

/**
 * Checks an alert before it is stored: the search must accept its filter; an urgent request needs
 * its product's fields; a target price (urgent requests only) needs the TARGET_PRICE feature and at
 * least the search's market minimum.
 */
async function checkNewAlert(
  db: Database,
  search: AlertListingSearch,
  caller: Caller,
  body: CreateAlertInput,
  now: Date,
) {
  search.checkFilter(body.filterQuery);
  if (body.type === 'URGENT') {
    const issues = urgentRequestIssues(body.filterQuery);
    if (issues.length > 0) throw new AppError('VALIDATION', ALERT_MESSAGES.incomplete, issues);
  }
  if (!body.targetPrice) return;
  if (body.type !== 'URGENT') {
    throw new AppError('VALIDATION', 'Invalid request', [
      { path: 'targetPrice', message: 'Only urgent requests carry a target price.' },
    ]);
  }
  if (!(await findUserFeatures(db, caller.userId)).includes('TARGET_PRICE')) {
    throw new AppError('ACCESS_DENIED', ALERT_MESSAGES.targetPriceFeature);
  }
  const minimum = await search.targetPriceMinimum(
    db,
    body.filterQuery,
    body.targetPrice.currencyCode,
    caller.organisationId,
    now,
  );
  if (minimum != null && body.targetPrice.value < minimum) {
    throw new AppError('VALIDATION', ALERT_MESSAGES.targetPriceTooLow, [
      { path: 'targetPrice.value', message: ALERT_MESSAGES.targetPriceTooLow },
    ]);
  }
}

/**
 * Creates an alert (or urgent request) of the caller and answers its id and how many live listings
 * of other organisations match it now (an urgent request: those published within the last 24
 * hours). An urgent request's sellers are told by a job enqueued in the same transaction.
 */
export async function createAlert(
  db: Database,
  search: AlertListingSearch,
  caller: Caller,
  body: CreateAlertInput,
  now: Date,
): Promise<CreateAlertReply> {
  await checkNewAlert(db, search, caller, body, now);
  const row = await db.transaction(async (tx) => {
    const created = await insertAlert(tx, {
      userId: caller.userId,
      organisationId: caller.organisationId,
      type: body.type,
      enabled: body.enabled,
      filterQuery: body.filterQuery,
      comment: body.comment || null,
      targetPrice: body.targetPrice?.value ?? null,
      targetPriceCurrency: body.targetPrice?.currencyCode ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (created.type === 'URGENT' && created.enabled) {
      await enqueueJob(
        tx,
        { type: URGENT_REQUEST_JOB, payload: { alertId: created.id }, dedupeKey: `urgent-request:${created.id}` },
        now,
      );
    }
    return created;
  });
  // an urgent request's results are counted over the last 24 hours (spec 001 §4; decision 166)
  const since = row.type === 'URGENT' ? windowStart(now) : null;
  const numberOfListings = await search.countMatches(db, row.filterQuery, caller.organisationId, since, now);
  return { id: row.id, numberOfListings };
}

const alertListSpec = defineListSpec(
  { filters: ALERT_FILTERS, sorts: ALERT_SORTS },
  {
    filters: {
      type: { column: listingAlerts.type, type: { kind: 'enum', values: ['SEARCH', 'URGENT'] } },
      enabled: { column: listingAlerts.enabled, type: { kind: 'boolean' } },
    },
    sorts: { createdAt: listingAlerts.createdAt },
    defaultSort: newestFirst,
    tieBreaker: listingAlerts.id,
  },
);

/** The caller's own alerts, newest first, each with its results (all, and new in the last 24 hours). */
export async function listAlerts(db: Database, caller: Caller, query: ListQuery, now: Date): Promise<ListingAlertList> {
  const page = await findPage(query, alertListSpec, (criteria) => findUserAlertPage(db, caller.userId, criteria));
  const counts = await countHitsByAlert(
    db,
    page.items.map((a) => a.id),
    windowStart(now),
  );
  return { ...page, items: page.items.map((row) => toAlert(row, counts.get(row.id))) };
}

export async function getAlert(db: Database, caller: Caller, id: string, now: Date): Promise<ListingAlert> {
  const row = await requireOwnAlert(db, caller, id);
  return toAlert(row, (await countHitsByAlert(db, [row.id], windowStart(now))).get(row.id));
}

/** Switches an own alert on or off (a disabled alert is not matched; its results stay). */
export async function updateAlertEnabled(
  db: Database,
  caller: Caller,
  id: string,
  enabled: boolean,
  now: Date,
): Promise<ListingAlert> {
  await requireOwnAlert(db, caller, id);
  const row = await setAlertEnabled(db, id, enabled, now);
  return toAlert(row, (await countHitsByAlert(db, [row.id], windowStart(now))).get(row.id));
}

/**
 * The one-click unsubscribe of the alert digest (RFC 8058): switches every alert of the address's
 * user off, so no digest follows; the user switches them on again in My Alerts. Returns how many.
 */
export async function unsubscribeFromAlerts(db: Database, email: string, now: Date): Promise<number> {
  const user = await findUserCredentialsByEmail(db, email);
  return user ? disableAlertsOfUser(db, user.id, now) : 0;
}

export async function deleteAlert(db: Database, caller: Caller, id: string): Promise<void> {
  await requireOwnAlert(db, caller, id);
  await deleteAlertRow(db, id);
}

/** The results of an own alert: the search's reply for its filter now (alternatives included). */
export async function searchByAlert(
  db: Database,
  search: AlertListingSearch,
  caller: Caller,
  id: string,
  page: { limit: number; offset: number },
  view: PriceView,
  now: Date,
): Promise<SearchListingsReply> {
  const alert = await requireOwnAlert(db, caller, id);
  return search.search(db, alert.filterQuery, { organisationId: caller.organisationId, view }, page, now);
}

/** The user's alert results of the last 24 hours (the navigation poll). */
export async function countNewAlertResults(db: Database, userId: string, now: Date): Promise<number> {
  return countUserHitsSince(db, userId, windowStart(now));
}

/** A seller's urgent request settings (everything, enabled, until they choose). */
export async function getImmediateRequestSettings(db: Database, caller: Caller): Promise<ImmediateRequestSettings> {
  const row = await findImmediateRequestSettings(db, caller.userId);
  if (!row) return DEFAULT_IMMEDIATE_REQUEST_SETTINGS;
  return {
    enabled: row.enabled,
    products: row.products as ImmediateRequestSettings['products'],
    materialTypes: row.materialTypes as ImmediateRequestSettings['materialTypes'],
    countries: row.countries as ImmediateRequestSettings['countries'],
  };
}

export async function putImmediateRequestSettings(
  db: Database,
  caller: Caller,
  body: ImmediateRequestSettings,
  now: Date,
): Promise<ImmediateRequestSettings> {
  const unique = <T>(values: T[]) => [...new Set(values)].sort();
  await upsertImmediateRequestSettings(db, {
    userId: caller.userId,
    enabled: body.enabled,
    products: unique(body.products),
    materialTypes: unique(body.materialTypes),
    countries: unique(body.countries),
    updatedAt: now,
  });
  return getImmediateRequestSettings(db, caller);
}

/** One material a buyer asks for: what a seller's urgent-request settings are matched against. */
export interface RequestedMaterial {
  product: string | null;
  materialType: string | null;
  /** The buyer's country. */
  country: string;
}

/**
 * The active sellers of other organisations whose urgent-request settings let at least one of the
 * requested materials through (the same rule as an urgent request's e-mails; used for RFQs, issue 10).
 */
export async function findSellersReachedBy(
  db: Database,
  requesterOrganisationId: string,
  requests: readonly RequestedMaterial[],
): Promise<UserCredentials[]> {
  const sellers = await findActiveSellersOutside(db, requesterOrganisationId);
  const settings = new Map(
    (
      await findImmediateRequestSettingsOf(
        db,
        sellers.map((s) => s.id),
      )
    ).map((row) => [row.userId, row as unknown as ImmediateRequestSettings]),
  );
  return sellers.filter((s) =>
    requests.some((request) => urgentRequestReaches(settings.get(s.id) ?? DEFAULT_IMMEDIATE_REQUEST_SETTINGS, request)),
  );
}
