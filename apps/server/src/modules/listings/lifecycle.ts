import type { ListingKind } from '@steelyard/domain/admin-listings';
import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { DOCUMENT_MESSAGES } from '@steelyard/domain/documents';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { nextListingStatus, type ListingAction } from '@steelyard/domain/listing-status';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { AuditActor } from '../audit/service';
import { attachDocuments, detachDocuments, findOwnerDocuments, type DocumentOwner } from '../documents/service';
import {
  LISTING_CLOSED_JOB,
  LISTING_PUBLISHED_JOB,
  type ListingClosedPayload,
  type ListingPublishedPayload,
} from './events-port';
import { invalidFields, type FileClaim } from './listing-values';
import { scheduleExpiryReminder } from './mails';
import {
  changedRevisionFields,
  isSameRevision,
  revisionValuesOf,
  type RevisionFiles,
  type RevisionValues,
} from './revision-content';
import { findListingById, insertStatusChange, updateListingRow } from './queries';
import { listingOwner, revisionOwner } from './replies';
import type { ListingRow, NewListing } from './schema';

/*
 * The lifecycle of spec 001 §4 on the server: every change goes through `applyAction`, which asks the
 * domain's transitions table, writes the row and records who did what in listing_status_changes.
 */

/** The job that expires or auto-renews a live listing at its expiry (one per listing and expiry). */
export const LISTING_EXPIRY_JOB = 'listing.expiry';

export interface ListingExpiryPayload {
  listingId: string;
  /** The expiry the job was scheduled for: a listing whose expiry moved since is left alone. */
  expiresAt: string;
}

// an approved revision is announced too: alerts may match what the listing is now
const PUBLISHING_ACTIONS: readonly ListingAction[] = ['APPROVE', 'RENEW', 'AUTO_RENEW', 'APPROVE_REVISION'];

/** 404 with the kind's message: another organisation's listing is as unknown as a missing one. */
export const listingNotFound = (kind: ListingKind) =>
  new AppError('NOT_FOUND', kind === 'PACKAGE' ? LISTING_MESSAGES.packageNotFound : LISTING_MESSAGES.notFound);

export const transitionNotAllowed = () => new AppError('VALIDATION', LISTING_MESSAGES.transitionNotAllowed);

/**
 * A suspended organisation puts nothing (back) on the market: its users' last access tokens still
 * run for up to 15 minutes (decision 16), and operators may not approve its listings meanwhile.
 */
export function assertNotSuspended(organisation: { suspended: boolean }, by: 'SELLER' | 'OPERATOR'): void {
  if (!organisation.suspended) return;
  if (by === 'SELLER') throw new AppError('ACCESS_DENIED', ADMIN_ORGANISATION_MESSAGES.suspended);
  throw new AppError('VALIDATION', LISTING_MESSAGES.organisationSuspended);
}

/**
 * A listing or package of the organisation that the calls show (a listing turned into a draft is
 * gone); `forUpdate` locks it for the change. 404 otherwise.
 */
export async function requireOwnListing(
  db: Database,
  organisationId: string,
  kind: ListingKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListingRow> {
  const row = isUuid(id) ? await findListingById(db, id, options) : null;
  if (!row || row.organisationId !== organisationId || row.kind !== kind || row.status === 'DRAFT') {
    throw listingNotFound(kind);
  }
  return row;
}

/** The status an action leads to from the row's status; 400 when the action is not possible now. */
export function nextStatusOf(row: ListingRow, action: ListingAction) {
  const next = nextListingStatus(row.status, action);
  if (!next) throw transitionNotAllowed();
  return next;
}

export interface ActionOptions {
  /** Null: the system (expiry, suspension). */
  actor: AuditActor | null;
  changes?: Partial<NewListing>;
  reason?: string | null;
  now: Date;
}

/**
 * Takes an action on a locked row: checks the transition, writes the changes (a new status resets
 * its time and reason) and records the action. Answers the changed row.
 */
export async function applyAction(
  tx: Database,
  row: ListingRow,
  action: ListingAction,
  options: ActionOptions,
): Promise<ListingRow> {
  const to = nextStatusOf(row, action);
  const reason = options.reason ?? null;
  const statusChange = to === row.status ? {} : { status: to, statusModifiedAt: options.now, statusReason: reason };
  const updated = await updateListingRow(tx, row.id, { ...options.changes, ...statusChange }, options.now);
  // issue 7: alerts match a listing that went live, on the job runner (one job per publication)
  if (to === 'PUBLISHED' && PUBLISHING_ACTIONS.includes(action)) {
    const payload: ListingPublishedPayload = { listingId: row.id };
    const dedupeKey = `listing-published:${row.id}:${options.now.toISOString()}`;
    await enqueueJob(tx, { type: LISTING_PUBLISHED_JOB, payload, dedupeKey }, options.now);
  }
  if (row.status === 'PUBLISHED' && to !== 'PUBLISHED') {
    const payload: ListingClosedPayload = { listingId: row.id, status: to };
    const dedupeKey = `listing-closed:${row.id}:${options.now.toISOString()}`;
    await enqueueJob(tx, { type: LISTING_CLOSED_JOB, payload, dedupeKey }, options.now);
  }
  await insertStatusChange(tx, {
    listingId: row.id,
    action,
    fromStatus: row.status,
    toStatus: to,
    actorUserId: options.actor?.userId ?? null,
    actorTenant: options.actor?.tenant ?? null,
    reason,
    changedAt: options.now,
  });
  return updated;
}

/**
 * Changes a locked live listing's net price (UPDATE_PRICE), keeping the old one as oldPricing until it
 * renews; the same price changes nothing. Through Change price or in an edit, buyers see it at once.
 */
export async function changeListingPrice(
  tx: Database,
  row: ListingRow,
  netPricePerUnit: number,
  actor: AuditActor,
  now: Date,
): Promise<ListingRow> {
  if (row.netPricePerUnit === netPricePerUnit) return row;
  const changes = { netPricePerUnit, previousNetPricePerUnit: row.netPricePerUnit };
  return applyAction(tx, row, 'UPDATE_PRICE', { actor, changes, now });
}

/**
 * Makes these files the owner's files (attachDocuments), answering refused ones at the body paths
 * where they were named.
 */
export async function attachFiles(
  tx: Database,
  organisationId: string,
  owner: DocumentOwner,
  files: readonly FileClaim[],
  now: Date,
): Promise<void> {
  const claims = files.map(({ documentId, kind, main }) => ({ documentId, kind, ...(main ? { main } : {}) }));
  try {
    await attachDocuments(tx, organisationId, owner, claims, now, 'files');
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    const details = error.details.map((d) => ({ ...d, path: files[Number(d.path.split('.')[1])]?.path ?? d.path }));
    throw new AppError(error.kind, error.message, details);
  }
}

/** Records the submission of a new listing (from nothing, or from a draft: DRAFT → REVIEW_REQUIRED). */
export async function recordSubmission(tx: Database, row: ListingRow, actor: AuditActor, now: Date) {
  await insertStatusChange(tx, {
    listingId: row.id,
    action: 'SUBMIT',
    fromStatus: 'DRAFT',
    toStatus: row.status,
    actorUserId: actor.userId,
    actorTenant: actor.tenant,
    changedAt: now,
  });
}

/**
 * Schedules the expiry of a live listing at its expiresAt, in the caller's transaction. The job's key
 * names listing and expiry, so scheduling the same expiry twice does nothing, and a job whose expiry
 * was changed since finds the listing moved on and leaves it alone. The seller's reminder of the
 * expiry is scheduled with it.
 */
export async function scheduleExpiry(tx: Database, row: ListingRow, now: Date): Promise<void> {
  if (row.status !== 'PUBLISHED') return;
  const expiresAt = row.expiresAt.toISOString();
  const payload: ListingExpiryPayload = { listingId: row.id, expiresAt };
  await enqueueJob(
    tx,
    { type: LISTING_EXPIRY_JOB, payload, runAt: row.expiresAt, dedupeKey: `listing-expiry:${row.id}:${expiresAt}` },
    now,
  );
  // the seller hears of it a few days before (issue 23, item 19)
  await scheduleExpiryReminder(tx, row, now);
}

/** The files a listing holds now, as a revision names them. */
export async function liveFilesOf(db: Database, row: ListingRow): Promise<RevisionFiles> {
  return (await findOwnerDocuments(db, listingOwner(row))).map(({ documentId, kind, main }) => ({
    documentId,
    kind,
    ...(main ? { main } : {}),
  }));
}

/**
 * Saves what a live edit changes of what buyers see as the listing's revision, waiting for review
 * (decision 142), in the edit's transaction: the row's changes (the revision, submitted now, and no
 * earlier rejection), or the revision dropped when the edit is the live version again. Saving the
 * revision that waits already changes nothing, so an operator's loaded copy stays current.
 */
export async function saveRevision(
  tx: Database,
  row: ListingRow,
  values: RevisionValues,
  files: readonly FileClaim[],
  now: Date,
): Promise<Partial<NewListing>> {
  const revision = {
    values,
    files: files.map(({ documentId, kind, main }) => ({ documentId, kind, ...(main ? { main } : {}) })),
  };
  const liveFiles = await liveFilesOf(tx, row);
  if (changedRevisionFields(row, liveFiles, revision).length === 0) return dropRevision(tx, row);
  if (isSameRevision(revision, row.pendingChanges)) return {};
  const held = new Map(liveFiles.map((f) => [f.documentId, f.kind]));
  const wrongKind = files.filter((f) => held.has(f.documentId) && held.get(f.documentId) !== f.kind);
  if (wrongKind.length > 0) {
    throw invalidFields(wrongKind.map((f) => ({ path: f.path, message: DOCUMENT_MESSAGES.unsupportedFileType })));
  }
  // the files the listing does not hold yet wait with the revision (ones it held before it no longer lists are released)
  const newFiles = files.filter((f) => !held.has(f.documentId));
  await attachFiles(tx, row.organisationId, revisionOwner(row), newFiles, now);
  return { pendingChanges: revision, submittedAt: now, revisionRejection: null };
}

/**
 * The approved revision as changes of the row, its files moved over (call it in the approval's
 * transaction). Only the reviewed columns apply: a revision saved before issue 23 also held the price
 * of its day, which a later price change has replaced.
 */
export async function applyRevision(tx: Database, row: ListingRow, now: Date): Promise<Partial<NewListing>> {
  const pending = row.pendingChanges;
  if (!pending) return {};
  // the waiting files are released first, so that the listing can take them
  await detachDocuments(tx, revisionOwner(row));
  await attachDocuments(tx, row.organisationId, listingOwner(row), pending.files, now);
  return { ...revisionValuesOf(pending.values), pendingChanges: null, revisionRejection: null };
}

/** Drops a revision (rejected, withdrawn, sold, or edited back): its waiting files become loose uploads again. */
export async function dropRevision(tx: Database, row: ListingRow): Promise<Partial<NewListing>> {
  if (!row.pendingChanges) return {};
  await detachDocuments(tx, revisionOwner(row));
  return { pendingChanges: null };
}
