import { asc, eq, ne } from 'drizzle-orm';
import type { Language } from '@steelyard/domain/constants';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { ADMIN_RFQ_FILTERS, buyerRfqPath, RFQ_MESSAGES, RFQ_SORTS, type Rfq } from '@steelyard/domain/rfqs';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { defineListSpec } from '../../platform/paging';
import { recordAudit, type AuditActor } from '../audit/service';
import { findUserCredentialsById } from '../users/service';
import { findRfqPage, updateRfqRow } from './queries';
import { rfqs, type RfqRow } from './schema';
import {
  filtersStatus,
  OPERATOR_VIEWER,
  requireRfq,
  rfqFilters,
  RFQ_EXPIRY_JOB,
  RFQ_LIVE_JOB,
  type RfqDeps,
  type RfqExpiryPayload,
  rfqNotFound,
  rfqSorts,
  toRfq,
  toRfqs,
  transition,
} from './service';

/* The operator's review of submitted RFQs: the queue, one RFQ, and the decision (approve or reject). */

const REVIEW_LIST = defineListSpec(
  { filters: ADMIN_RFQ_FILTERS, sorts: RFQ_SORTS },
  {
    filters: { ...rfqFilters, organisationId: { column: rfqs.organisationId, type: { kind: 'uuid' } } },
    sorts: rfqSorts,
    defaultSort: [asc(rfqs.submittedAt)],
    tieBreaker: rfqs.id,
  },
);

/** The review queue: every organisation's submitted RFQs, oldest submission first; UNDER_REVIEW unless filtered. */
export async function listRfqsForReview(db: Database, deps: RfqDeps, query: ListQuery): Promise<ListReply<Rfq>> {
  const scope = filtersStatus(query) ? ne(rfqs.status, 'DRAFT') : eq(rfqs.status, 'UNDER_REVIEW');
  const page = await findRfqPage(db, scope, query, REVIEW_LIST);
  return { ...page, items: await toRfqs(db, deps, page.items, OPERATOR_VIEWER) };
}

async function requireReviewable(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await requireRfq(db, id, options);
  // drafts are the buyer's own business
  if (row.status === 'DRAFT') throw rfqNotFound();
  return row;
}

export async function getRfqForReview(db: Database, deps: RfqDeps, id: string): Promise<Rfq> {
  return toRfq(db, deps, await requireReviewable(db, id), OPERATOR_VIEWER);
}

/** Schedules the expiry of a live RFQ at its deadline, in the caller's transaction (keyed by RFQ and deadline). */
async function scheduleRfqExpiry(tx: Database, row: RfqRow, now: Date): Promise<void> {
  if (row.status !== 'LIVE' || !row.quoteDeadline) return;
  const quoteDeadline = row.quoteDeadline.toISOString();
  const payload: RfqExpiryPayload = { rfqId: row.id, quoteDeadline };
  await enqueueJob(
    tx,
    { type: RFQ_EXPIRY_JOB, payload, runAt: row.quoteDeadline, dedupeKey: `rfq-expiry:${row.id}:${quoteDeadline}` },
    now,
  );
}

/** E-mails the buyer who created the RFQ about the operator's decision, in their language. */
async function mailReviewDecision(tx: Database, deps: RfqDeps, row: RfqRow, now: Date): Promise<void> {
  const buyer = await findUserCredentialsById(tx, row.createdByUserId);
  if (!buyer || !buyer.activated || buyer.roles.length === 0) return;
  await sendMail(
    tx,
    {
      to: buyer.email,
      locale: buyer.locale as Language,
      template: 'rfq-reviewed',
      params: {
        name: buyer.name,
        referenceNumber: row.referenceNumber,
        quoteRef: row.quoteRef,
        approved: row.status === 'LIVE',
        reason: row.rejectionReason,
        quoteDeadline: row.quoteDeadline?.toISOString() ?? null,
        link: buildLink(deps.publicUrl, buyerRfqPath(row.id)),
      },
    },
    now,
  );
}

/**
 * The operator's decision on an RFQ under review: APPROVE makes it live (its deadline must still
 * lie ahead), schedules its expiry and the sellers' e-mails; REJECT keeps the reason for the buyer.
 * Both are audited and e-mailed to the buyer.
 */
export async function decideRfqReview(
  db: Database,
  deps: RfqDeps,
  actor: AuditActor,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const current = await requireReviewable(tx, id, { forUpdate: true });
    const status = transition(current, decision.approve ? 'APPROVE' : 'REJECT');
    if (decision.approve && (!current.quoteDeadline || current.quoteDeadline.getTime() <= now.getTime())) {
      throw new AppError('VALIDATION', RFQ_MESSAGES.deadlineInPast);
    }
    const reason = decision.approve ? null : decision.reason;
    const updated = await updateRfqRow(tx, current.id, { status, statusModifiedAt: now, rejectionReason: reason }, now);
    if (decision.approve) {
      await scheduleRfqExpiry(tx, updated, now);
      await enqueueJob(
        tx,
        {
          type: RFQ_LIVE_JOB,
          payload: { rfqId: updated.id },
          dedupeKey: `rfq-live:${updated.id}:${now.toISOString()}`,
        },
        now,
      );
    }
    await recordAudit(tx, {
      action: decision.approve ? 'rfq.approved' : 'rfq.rejected',
      entityType: 'RFQ',
      entityId: updated.id,
      organisationId: updated.organisationId,
      actor,
      reason,
      before: { status: current.status },
      after: { status: updated.status, referenceNumber: updated.referenceNumber },
      now,
    });
    await mailReviewDecision(tx, deps, updated, now);
    return updated;
  });
  return toRfq(db, deps, row, OPERATOR_VIEWER);
}
