import { asc, ne } from 'drizzle-orm';
import {
  ADMIN_LISTING_FILTERS,
  ADMIN_LISTING_SORTS,
  LISTING_KINDS,
  type AdminListing,
} from '@steelyard/domain/admin-listings';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { changesTheGoods, type RevisionField } from '@steelyard/domain/listing-revisions';
import { LISTING_STATUSES } from '@steelyard/domain/listing-status';
import { PRODUCTS } from '@steelyard/domain/material-catalogue';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import type { ListingReviewOutcome } from '../../platform/mail/templates/listing-reviewed';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { defineListSpec } from '../../platform/paging';
import { recordAudit, type AuditActor } from '../audit/service';
import { findOrganisationTradingProfile, type OrganisationTradingProfile } from '../organisations/service';
import {
  applyAction,
  applyRevision,
  assertNotSuspended,
  dropRevision,
  listingNotFound,
  liveFilesOf,
  nextStatusOf,
  scheduleExpiry,
} from './lifecycle';
import { LISTING_GOODS_CHANGED_JOB, type ListingGoodsChangedPayload } from './events-port';
import { mailListingReview } from './mails';
import { findListingById, findListingPage } from './queries';
import { changedRevisionFields, revisionValuesOf } from './revision-content';
import { toListingReplies, toPackageReplies } from './replies';
import { listings, type ListingRow, type NewListing } from './schema';

/**
 * What an approved revision changing `fields` adds to the listing: the next content revision and its
 * changes (decision 178), and the job that ends negotiations on other goods. Nothing when it changes nothing.
 */
async function recordContentChange(
  tx: Database,
  row: ListingRow,
  fields: RevisionField[],
  now: Date,
): Promise<Partial<NewListing>> {
  if (fields.length === 0) return {};
  const contentRevision = row.contentRevision + 1;
  if (changesTheGoods(fields)) {
    const payload: ListingGoodsChangedPayload = { listingId: row.id, contentRevision };
    const dedupeKey = `listing-goods-changed:${row.id}:${contentRevision}`;
    await enqueueJob(tx, { type: LISTING_GOODS_CHANGED_JOB, payload, dedupeKey }, now);
  }
  return { contentRevision, contentChanges: [...row.contentChanges, { revision: contentRevision, fields }] };
}

/*
 * The operator's review (spec 001 §4): a queue of every organisation's listings and packages, oldest
 * submission first, and the decision. Approval makes the listing live at once and schedules its
 * expiry; a rejection keeps the reason for the seller. Live listings' revisions (decision 142) are
 * reviewed the same way. Both are audited.
 */

const reviewSpec = defineListSpec(
  { filters: ADMIN_LISTING_FILTERS, sorts: ADMIN_LISTING_SORTS },
  {
    filters: {
      // what waits for a decision: listings under review and live or expired listings' revisions
      awaitingReview: { column: listings.awaitingReview, type: { kind: 'boolean' } },
      'status.value': { column: listings.status, type: { kind: 'enum', values: LISTING_STATUSES } },
      kind: { column: listings.kind, type: { kind: 'enum', values: LISTING_KINDS } },
      organisationId: { column: listings.organisationId, type: { kind: 'uuid' } },
      'material.product': { column: listings.product, type: { kind: 'enum', values: PRODUCTS } },
    },
    sorts: { submittedAt: listings.submittedAt, createdAt: listings.createdAt, expiresAt: listings.expiresAt },
    defaultSort: [asc(listings.submittedAt)],
    tieBreaker: listings.id,
  },
);

/** Rows as the operator console shows them: with their organisation, priced as their seller sees them. */
async function toAdminListings(db: Database, feeSchedule: FeeSchedule, rows: ListingRow[]): Promise<AdminListing[]> {
  const organisations = new Map<string, OrganisationTradingProfile>();
  const items: AdminListing[] = [];
  for (const row of rows) {
    let organisation = organisations.get(row.organisationId);
    if (!organisation) {
      organisation = (await findOrganisationTradingProfile(db, row.organisationId))!;
      organisations.set(row.organisationId, organisation);
    }
    const view = { feeSchedule, viewerCountry: organisation.country };
    items.push({
      id: row.id,
      kind: row.kind,
      organisation: { id: organisation.id, name: organisation.name },
      submittedAt: row.submittedAt?.toISOString() ?? null,
      listing: row.kind === 'LISTING' ? (await toListingReplies(db, [row], view, 'OPERATOR'))[0]! : null,
      package: row.kind === 'PACKAGE' ? (await toPackageReplies(db, [row], view, 'OPERATOR'))[0]! : null,
    });
  }
  return items;
}

/** One page of the review queue (every organisation; drafts never show). */
export async function listListingsForReview(
  db: Database,
  feeSchedule: FeeSchedule,
  query: ListQuery,
): Promise<ListReply<AdminListing>> {
  const page = await findListingPage(db, ne(listings.status, 'DRAFT'), query, reviewSpec);
  return { ...page, items: await toAdminListings(db, feeSchedule, page.items) };
}

async function requireReviewable(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const row = isUuid(id) ? await findListingById(db, id, options) : null;
  if (!row || row.status === 'DRAFT') throw listingNotFound('LISTING');
  return row;
}

/** One listing or package for the operator. */
export async function getListingForReview(db: Database, feeSchedule: FeeSchedule, id: string): Promise<AdminListing> {
  return (await toAdminListings(db, feeSchedule, [await requireReviewable(db, id)]))[0]!;
}

type ReviewAction = 'APPROVE' | 'REJECT' | 'APPROVE_REVISION' | 'REJECT_REVISION';
const REVIEW_OUTCOMES: Record<ReviewAction, ListingReviewOutcome> = {
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  APPROVE_REVISION: 'REVISION_APPROVED',
  REJECT_REVISION: 'REVISION_REJECTED',
};

/** What the operator decides, and on which submission (`submittedAt` of the item as loaded, optional). */
export type ReviewDecision = ({ approve: true } | { approve: false; reason: string }) & { submittedAt?: string };

/**
 * Decides a review. A listing under review: APPROVE (live at once, expiry scheduled; refused with 409
 * once its expiry has passed, so nothing goes live already expired) or REJECT with the reason the
 * seller reads. A live or expired listing's revision (decision 142): APPROVE_REVISION applies it at
 * once (raising the content revision buyers' carts and negotiations compare, decision 178),
 * REJECT_REVISION drops it and keeps the reason for the seller; the status stays. With
 * `submittedAt`, a listing or revision sent to review again since is refused with 409. The seller is
 * e-mailed the decision (mails.ts).
 */
export async function decideListingReview(
  db: Database,
  feeSchedule: FeeSchedule,
  actor: AuditActor,
  id: string,
  decision: ReviewDecision,
  now: Date,
  publicUrl: string,
): Promise<AdminListing> {
  const row = await db.transaction(async (tx) => {
    const current = await requireReviewable(tx, id, { forUpdate: true });
    if (decision.submittedAt !== undefined && current.submittedAt?.getTime() !== Date.parse(decision.submittedAt)) {
      throw new AppError('CONFLICT', LISTING_MESSAGES.reviewOutdated);
    }
    const revision = current.status !== 'REVIEW_REQUIRED' && current.pendingChanges !== null;
    const action: ReviewAction = revision
      ? decision.approve
        ? 'APPROVE_REVISION'
        : 'REJECT_REVISION'
      : decision.approve
        ? 'APPROVE'
        : 'REJECT';
    nextStatusOf(current, action);
    if (decision.approve) {
      assertNotSuspended((await findOrganisationTradingProfile(tx, current.organisationId))!, 'OPERATOR');
    }
    if (action === 'APPROVE' && current.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', LISTING_MESSAGES.expiryPassed);
    }
    const reason = decision.approve ? null : decision.reason;
    const changedFields = revision
      ? changedRevisionFields(current, await liveFilesOf(tx, current), {
          values: revisionValuesOf(current.pendingChanges!.values),
          files: current.pendingChanges!.files,
        })
      : null;
    const changes =
      action === 'APPROVE_REVISION'
        ? {
            ...(await applyRevision(tx, current, now)),
            ...(await recordContentChange(tx, current, changedFields!, now)),
          }
        : action === 'REJECT_REVISION'
          ? {
              ...(await dropRevision(tx, current)),
              revisionRejection: { reason: reason!, rejectedAt: now.toISOString() },
            }
          : {};
    const updated = await applyAction(tx, current, action, { actor, changes, reason, now });
    await scheduleExpiry(tx, updated, now);
    await recordAudit(tx, {
      action: decision.approve ? 'listing.approved' : 'listing.rejected',
      entityType: 'LISTING',
      entityId: updated.id,
      organisationId: updated.organisationId,
      actor,
      reason,
      before: { status: current.status },
      after: {
        status: updated.status,
        kind: updated.kind,
        listingNumber: updated.listingNumber,
        ...(changedFields ? { revision: changedFields } : {}),
      },
      now,
    });
    // the seller hears of the decision in their language (issue 23, item 19)
    await mailListingReview(tx, publicUrl, updated, REVIEW_OUTCOMES[action], reason, now);
    return updated;
  });
  return (await toAdminListings(db, feeSchedule, [row]))[0]!;
}
