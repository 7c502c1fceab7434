import { asc, ne } from 'drizzle-orm';
import { LISTING_KINDS, type AdminListing } from '@steelyard/domain/admin-listings';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { LISTING_STATUSES } from '@steelyard/domain/listing-status';
import { PRODUCTS } from '@steelyard/domain/material-catalogue';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { isUuid } from '../../platform/ids';
import type { ListSpec } from '../../platform/paging';
import { recordAudit, type AuditActor } from '../audit/service';
import { findOrganisationTradingProfile, type OrganisationTradingProfile } from '../organisations/service';
import { applyAction, assertNotSuspended, listingNotFound, nextStatusOf, scheduleExpiry } from './lifecycle';
import { findListingById, findListingPage } from './queries';
import { toListingReplies, toPackageReplies } from './replies';
import { listings, type ListingRow } from './schema';

/*
 * The operator's review (spec 001 §4): a queue of every organisation's listings and packages, oldest
 * submission first, and the decision. Approval makes the listing live at once and schedules its
 * expiry; a rejection keeps the reason for the seller. Both are audited.
 */

const reviewSpec: ListSpec = {
  filters: {
    'status.value': { column: listings.status, type: { kind: 'enum', values: LISTING_STATUSES } },
    kind: { column: listings.kind, type: { kind: 'enum', values: LISTING_KINDS } },
    organisationId: { column: listings.organisationId, type: { kind: 'uuid' } },
    'material.product': { column: listings.product, type: { kind: 'enum', values: PRODUCTS } },
  },
  sorts: { submittedAt: listings.submittedAt, createdAt: listings.createdAt, expiresAt: listings.expiresAt },
  defaultSort: [asc(listings.submittedAt)],
  tieBreaker: listings.id,
};

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
      listing: row.kind === 'LISTING' ? (await toListingReplies(db, [row], view))[0]! : null,
      package: row.kind === 'PACKAGE' ? (await toPackageReplies(db, [row], view))[0]! : null,
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

/** Decides a review: APPROVE (live at once, expiry scheduled) or REJECT with the reason the seller reads. */
export async function decideListingReview(
  db: Database,
  feeSchedule: FeeSchedule,
  actor: AuditActor,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<AdminListing> {
  const row = await db.transaction(async (tx) => {
    const current = await requireReviewable(tx, id, { forUpdate: true });
    const action = decision.approve ? 'APPROVE' : 'REJECT';
    nextStatusOf(current, action);
    if (decision.approve) {
      assertNotSuspended((await findOrganisationTradingProfile(tx, current.organisationId))!, 'OPERATOR');
    }
    const reason = decision.approve ? null : decision.reason;
    const updated = await applyAction(tx, current, action, { actor, reason, now });
    await scheduleExpiry(tx, updated, now);
    await recordAudit(tx, {
      action: decision.approve ? 'listing.approved' : 'listing.rejected',
      entityType: 'LISTING',
      entityId: updated.id,
      organisationId: updated.organisationId,
      actor,
      reason,
      before: { status: current.status },
      after: { status: updated.status, kind: updated.kind, listingNumber: updated.listingNumber },
      now,
    });
    return updated;
  });
  return (await toAdminListings(db, feeSchedule, [row]))[0]!;
}
