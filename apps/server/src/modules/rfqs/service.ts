import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Language } from '@steelyard/domain/constants';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { MATERIAL_TYPES } from '@steelyard/domain/material-catalogue';
import { parseFilter, type ListQuery, type ListReply } from '@steelyard/domain/paging';
import {
  buyerRfqPath,
  nextRfqStatus,
  RFQ_ACCEPT_AFTER_DEADLINE_MS,
  RFQ_MESSAGES,
  RFQ_STATUSES,
  submitRfqBody,
  type RenewRfqBody,
  type Rfq,
  type RfqAction,
} from '@steelyard/domain/rfqs';
import type { z } from 'zod';
import type { rfqDraftBody, quoteBody } from '@steelyard/domain/rfqs';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import type { ListSpec } from '../../platform/paging';
import { getImmediateRequestSettings } from '../alerts/service';
import { recordAudit, type AuditActor } from '../audit/service';
import { findOrganisationTradingProfile, findUsableAddress } from '../organisations/service';
import { findUserCredentialsById } from '../users/service';
import {
  deleteEmptyQuotes,
  deleteQuoteItemsIn,
  deleteQuoteRow,
  deleteRfqRow,
  findEmptyRfqDraft,
  findQuoteItems,
  findQuoteItemsForRfqItems,
  findQuoteOf,
  findRfqById,
  findRfqItems,
  findRfqPage,
  insertQuoteItems,
  insertRfq,
  liveRfqScope,
  lockQuoteItems,
  markOthersNotSelected,
  nextRfqSequence,
  replaceRfqItems,
  setQuoteItemAccepted,
  updateRfqRow,
  upsertQuote,
} from './queries';
import { notifyRfqClosed } from './quote-mails';
import { toRfqReplies, type RfqViewer } from './replies';
import { rfqs, type NewRfq, type RfqItemRow, type RfqQuoteItemRow, type RfqQuoteRow, type RfqRow } from './schema';

/*
 * Requests for quotation (spec 001 §3, §4 RFQ status; the contract in packages/domain/src/rfqs.ts).
 * Every status change goes through `transition`, which asks the domain's table. Buyers see their
 * organisation's RFQs (others' are 404), sellers live RFQs of other organisations and those they
 * quoted on, operators every submitted one. Acceptance of quotes lives in workflows/rfq-acceptance.
 */

/** What the RFQ calls need of the server: the fee schedule (buyer prices) and the web app's address. */
export interface RfqDeps {
  feeSchedule: FeeSchedule;
  publicUrl: string;
}

/** The job that expires a live RFQ at its quote deadline (one per RFQ and deadline). */
export const RFQ_EXPIRY_JOB = 'rfqs.expiry';
/** The job that e-mails the sellers whose urgent-request settings a newly live RFQ matches. */
export const RFQ_LIVE_JOB = 'rfqs.live';

export interface RfqExpiryPayload {
  rfqId: string;
  /** The deadline the job was scheduled for: an RFQ renewed since is left alone. */
  quoteDeadline: string;
}

export type RfqDraftInput = z.output<typeof rfqDraftBody>;
export type QuoteInput = z.output<typeof quoteBody>;

export const rfqNotFound = () => new AppError('NOT_FOUND', RFQ_MESSAGES.notFound);
const transitionNotAllowed = () => new AppError('VALIDATION', RFQ_MESSAGES.transitionNotAllowed);
const notLive = () => new AppError('CONFLICT', RFQ_MESSAGES.notLive);
const invalidForm = (details: { path: string; message: string }[]) =>
  new AppError('VALIDATION', RFQ_MESSAGES.invalidForm, details);

/** "RQ-000012". */
export const formatRfqNumber = (n: number) => `RQ-${String(n).padStart(6, '0')}`;

/** The status an action leads to; 400 when the action is not possible in the RFQ's status. */
function transition(row: RfqRow, action: RfqAction) {
  const next = nextRfqStatus(row.status, action);
  if (!next) throw transitionNotAllowed();
  return next;
}

async function requireRfq(db: Database, id: string, options: { forUpdate?: boolean } = {}): Promise<RfqRow> {
  const row = isUuid(id) ? await findRfqById(db, id, options) : null;
  if (!row) throw rfqNotFound();
  return row;
}

/** An RFQ of the caller's organisation (drafts included); another organisation's is 404. */
export async function requireOwnRfq(
  db: Database,
  organisationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RfqRow> {
  const row = await requireRfq(db, id, options);
  if (row.organisationId !== organisationId) throw rfqNotFound();
  return row;
}

/** The replies of RFQs for one viewer. */
export async function toRfqs(db: Database, deps: RfqDeps, rows: RfqRow[], viewer: RfqViewer): Promise<Rfq[]> {
  return toRfqReplies(db, rows, viewer, deps.feeSchedule);
}

const one = async (db: Database, deps: RfqDeps, row: RfqRow, viewer: RfqViewer) =>
  (await toRfqs(db, deps, [row], viewer))[0]!;

const BUYER: RfqViewer = { side: 'BUYER' };
const OPERATOR: RfqViewer = { side: 'OPERATOR' };

/* ---------- the buyer ---------- */

const statusFilter = { column: rfqs.status, type: { kind: 'enum', values: RFQ_STATUSES } } as const;
const rfqFilters = {
  status: statusFilter,
  referenceNumber: { column: rfqs.referenceNumber, type: { kind: 'search' } },
  quoteRef: { column: rfqs.quoteRef, type: { kind: 'search' } },
} satisfies ListSpec['filters'];
const rfqSorts = {
  createdAt: rfqs.createdAt,
  submittedAt: rfqs.submittedAt,
  quoteDeadline: rfqs.quoteDeadline,
  updatedAt: rfqs.updatedAt,
};

const BUYER_LIST: ListSpec = {
  filters: rfqFilters,
  sorts: rfqSorts,
  defaultSort: [desc(rfqs.createdAt)],
  tieBreaker: rfqs.id,
};

/** True when the list query names a status (otherwise the list's default statuses apply). */
function filtersStatus(query: ListQuery): boolean {
  try {
    return parseFilter(query.filter).some((c) => c.property === 'status');
  } catch {
    // the page helper answers the syntax error
    return false;
  }
}

/**
 * My RFQs: the organisation's, 10 a page, newest first. Without a status filter the submitted ones
 * (every status but DRAFT, the "Submitted" tab); `status=DRAFT` lists the drafts.
 */
export async function listBuyerRfqs(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  query: ListQuery,
): Promise<ListReply<Rfq>> {
  const own = eq(rfqs.organisationId, caller.organisationId);
  const scope = filtersStatus(query) ? own : and(own, ne(rfqs.status, 'DRAFT'));
  const page = await findRfqPage(db, scope, query, BUYER_LIST);
  return { ...page, items: await toRfqs(db, deps, page.items, BUYER) };
}

export async function getBuyerRfq(db: Database, deps: RfqDeps, caller: Caller, id: string): Promise<Rfq> {
  return one(db, deps, await requireOwnRfq(db, caller.organisationId, id), BUYER);
}

/** The draft's columns and items from a draft body (every field optional; items valid where given). */
function draftValues(body: RfqDraftInput) {
  const materials = new Map(body.materials.map((m) => [`${m.product}:${m.materialType}`, m]));
  const values: Partial<NewRfq> = {
    materials: [...materials.values()],
    quoteRef: body.quoteRef || null,
    preferredOrigins: [...new Set(body.preferredOrigins)],
    requiredDeliveryMonth: body.requiredDeliveryMonth ?? null,
    quoteDeadline: body.quoteDeadline ? new Date(body.quoteDeadline) : null,
    deliveryAddressId: body.deliveryAddressId || null,
    comments: body.comments || null,
  };
  const items = body.items.map((item) => ({
    product: item.product,
    materialType: item.materialType,
    grade: item.grade,
    specification: item.specification || null,
    finish: item.finish || null,
    surface: item.surface || null,
    coating: item.coating || null,
    coatingThicknessValue: item.coatingThicknessValue || null,
    thickness: item.thickness,
    width: item.width,
    length: item.product === 'COIL' ? null : (item.length ?? null),
    weight: item.weight,
    tolerance: item.tolerance || null,
  }));
  return { values, items };
}

/**
 * Creates a draft of the caller's organisation (201). A user who already has an empty draft (no
 * items, nothing of the shipping step) gets that one back with the body saved into it, so each Start
 * of the wizard does not leave another numbered "No items yet" draft behind (issue 23, item 26;
 * decision 159).
 */
export async function createRfqDraft(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  body: RfqDraftInput,
  now: Date,
): Promise<Rfq> {
  const { values, items } = draftValues(body);
  const row = await db.transaction(async (tx) => {
    const empty = await findEmptyRfqDraft(tx, caller.organisationId, caller.userId);
    if (empty) {
      await replaceRfqItems(tx, empty.id, items);
      return updateRfqRow(tx, empty.id, values, now);
    }
    const created = await insertRfq(tx, {
      ...values,
      preferredOrigins: values.preferredOrigins ?? [],
      referenceNumber: formatRfqNumber(await nextRfqSequence(tx)),
      organisationId: caller.organisationId,
      createdByUserId: caller.userId,
      status: 'DRAFT',
      statusModifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await replaceRfqItems(tx, created.id, items);
    return created;
  });
  return one(db, deps, row, BUYER);
}

/** Saves a draft again (the whole wizard's state); DRAFT only. */
export async function updateRfqDraft(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  id: string,
  body: RfqDraftInput,
  now: Date,
): Promise<Rfq> {
  const { values, items } = draftValues(body);
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    if (current.status !== 'DRAFT') throw transitionNotAllowed();
    await replaceRfqItems(tx, current.id, items);
    return updateRfqRow(tx, current.id, values, now);
  });
  return one(db, deps, row, BUYER);
}

export async function deleteRfqDraft(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    if (current.status !== 'DRAFT') throw transitionNotAllowed();
    await deleteRfqRow(tx, current.id);
  });
}

/** The saved draft as the submit schema reads it. */
function submissionOf(row: RfqRow, items: RfqItemRow[]) {
  const text = (v: string | null) => v ?? undefined;
  return {
    quoteRef: row.quoteRef,
    preferredOrigins: row.preferredOrigins,
    requiredDeliveryMonth: text(row.requiredDeliveryMonth),
    quoteDeadline: row.quoteDeadline?.toISOString(),
    deliveryAddressId: text(row.deliveryAddressId),
    comments: row.comments,
    items: items.map((i) => ({
      product: i.product,
      materialType: i.materialType,
      grade: i.grade,
      specification: i.specification,
      finish: i.finish,
      surface: i.surface,
      coating: i.coating,
      coatingThicknessValue: i.coatingThicknessValue,
      thickness: i.thickness,
      width: i.width,
      length: i.length,
      weight: i.weight,
      tolerance: i.tolerance,
    })),
  };
}

const monthOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The checks of a submission (and a renewal): the deadline ahead, the delivery month not past, the address usable. */
async function checkShipping(tx: Database, row: RfqRow, deadline: Date | null, now: Date) {
  const details: { path: string; message: string }[] = [];
  if (!deadline || deadline.getTime() <= now.getTime()) {
    details.push({ path: 'quoteDeadline', message: RFQ_MESSAGES.deadlineInPast });
  }
  if (row.requiredDeliveryMonth && row.requiredDeliveryMonth < monthOf(now)) {
    details.push({ path: 'requiredDeliveryMonth', message: RFQ_MESSAGES.deliveryMonthInPast });
  }
  const address = row.deliveryAddressId
    ? await findUsableAddress(tx, row.organisationId, row.deliveryAddressId, 'WAREHOUSE')
    : null;
  if (!address) details.push({ path: 'deliveryAddressId', message: RFQ_MESSAGES.deliveryAddressInvalid });
  if (details.length > 0) {
    const onlyDeadline = details.length === 1 && details[0]!.path === 'quoteDeadline';
    throw new AppError('VALIDATION', onlyDeadline ? RFQ_MESSAGES.deadlineInPast : RFQ_MESSAGES.invalidForm, details);
  }
  return address!;
}

/**
 * Sends a complete draft to review: the saved draft must pass submitRfqBody (400 'Invalid form
 * values' with the fields), the deadline must lie ahead and the delivery address must be an
 * approved warehouse address of the organisation.
 */
export async function submitRfq(db: Database, deps: RfqDeps, caller: Caller, id: string, now: Date): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    const status = transition(current, 'SUBMIT');
    const parsed = submitRfqBody.safeParse(submissionOf(current, await findRfqItems(tx, [current.id])));
    if (!parsed.success) {
      throw invalidForm(parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
    }
    const address = await checkShipping(tx, current, current.quoteDeadline, now);
    return updateRfqRow(
      tx,
      current.id,
      { status, statusModifiedAt: now, submittedAt: now, deliveryCountry: address.country, rejectionReason: null },
      now,
    );
  });
  return one(db, deps, row, BUYER);
}

/**
 * A live or under-review RFQ is withdrawn (final until renewed); its quotes can no longer change,
 * and the sellers with open quote items hear that their quote lapsed.
 */
export async function withdrawRfq(db: Database, deps: RfqDeps, caller: Caller, id: string, now: Date): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    const status = transition(current, 'WITHDRAW');
    const updated = await updateRfqRow(tx, current.id, { status, statusModifiedAt: now }, now);
    if (current.status === 'LIVE') await notifyRfqClosed(tx, deps.publicUrl, current, 'WITHDRAWN', now);
    return updated;
  });
  return one(db, deps, row, BUYER);
}

/** A rejected RFQ becomes a draft again (the operator's reason stays readable until it is resubmitted). */
export async function turnRfqIntoDraft(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  id: string,
  now: Date,
): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    const status = transition(current, 'TO_DRAFT');
    return updateRfqRow(tx, current.id, { status, statusModifiedAt: now }, now);
  });
  return one(db, deps, row, BUYER);
}

/**
 * An expired or withdrawn RFQ goes back to review with a new deadline. Quotes given for the old
 * deadline lapse: open (and not selected) quote items are dropped, accepted ones stay with their orders.
 */
export async function renewRfq(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  id: string,
  body: RenewRfqBody,
  now: Date,
): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwnRfq(tx, caller.organisationId, id, { forUpdate: true });
    const status = transition(current, 'RENEW');
    const quoteDeadline = new Date(body.quoteDeadline);
    const address = await checkShipping(tx, current, quoteDeadline, now);
    await deleteQuoteItemsIn(tx, { rfqId: current.id }, ['OPEN', 'NOT_SELECTED']);
    await deleteEmptyQuotes(tx, current.id);
    return updateRfqRow(
      tx,
      current.id,
      {
        status,
        statusModifiedAt: now,
        submittedAt: now,
        quoteDeadline,
        deliveryCountry: address.country,
        rejectionReason: null,
      },
      now,
    );
  });
  return one(db, deps, row, BUYER);
}

/** A new draft with the same items and shipping details, from an RFQ of any status (201). */
export async function copyRfq(db: Database, deps: RfqDeps, caller: Caller, id: string, now: Date): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const source = await requireOwnRfq(tx, caller.organisationId, id);
    const items = await findRfqItems(tx, [source.id]);
    const created = await insertRfq(tx, {
      referenceNumber: formatRfqNumber(await nextRfqSequence(tx)),
      organisationId: caller.organisationId,
      createdByUserId: caller.userId,
      status: 'DRAFT',
      statusModifiedAt: now,
      quoteRef: source.quoteRef,
      preferredOrigins: source.preferredOrigins,
      requiredDeliveryMonth: source.requiredDeliveryMonth,
      quoteDeadline: source.quoteDeadline,
      deliveryAddressId: source.deliveryAddressId,
      comments: source.comments,
      createdAt: now,
      updatedAt: now,
    });
    await replaceRfqItems(
      tx,
      created.id,
      items.map(({ id: _id, rfqId: _rfq, position: _position, ...item }) => item),
    );
    return created;
  });
  return one(db, deps, row, BUYER);
}

/* ---------- the operator ---------- */

const REVIEW_LIST: ListSpec = {
  filters: { ...rfqFilters, organisationId: { column: rfqs.organisationId, type: { kind: 'uuid' } } },
  sorts: rfqSorts,
  defaultSort: [asc(rfqs.submittedAt)],
  tieBreaker: rfqs.id,
};

/** The review queue: every organisation's submitted RFQs, oldest submission first; UNDER_REVIEW unless filtered. */
export async function listRfqsForReview(db: Database, deps: RfqDeps, query: ListQuery): Promise<ListReply<Rfq>> {
  const scope = filtersStatus(query) ? ne(rfqs.status, 'DRAFT') : eq(rfqs.status, 'UNDER_REVIEW');
  const page = await findRfqPage(db, scope, query, REVIEW_LIST);
  return { ...page, items: await toRfqs(db, deps, page.items, OPERATOR) };
}

async function requireReviewable(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await requireRfq(db, id, options);
  // drafts are the buyer's own business
  if (row.status === 'DRAFT') throw rfqNotFound();
  return row;
}

export async function getRfqForReview(db: Database, deps: RfqDeps, id: string): Promise<Rfq> {
  return one(db, deps, await requireReviewable(db, id), OPERATOR);
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
  return one(db, deps, row, OPERATOR);
}

/**
 * At its deadline a live RFQ expires and the sellers with open quote items hear that their quote
 * lapsed; a job for an older deadline, or an RFQ no longer live, changes nothing.
 */
export async function expireRfq(
  tx: Database,
  publicUrl: string,
  payload: RfqExpiryPayload,
  now: Date,
): Promise<boolean> {
  const row = isUuid(payload.rfqId) ? await findRfqById(tx, payload.rfqId, { forUpdate: true }) : null;
  if (!row || row.status !== 'LIVE' || row.quoteDeadline?.toISOString() !== payload.quoteDeadline) return false;
  if (row.quoteDeadline.getTime() > now.getTime()) return false;
  await updateRfqRow(tx, row.id, { status: transition(row, 'EXPIRE'), statusModifiedAt: now }, now);
  await notifyRfqClosed(tx, publicUrl, row, 'EXPIRED', now);
  return true;
}

/** A live RFQ (for the e-mails to sellers): its buyer organisation, delivery country and items; null otherwise. */
export async function findLiveRfqForNotice(db: Database, id: string) {
  const row = isUuid(id) ? await findRfqById(db, id) : null;
  if (!row || row.status !== 'LIVE') return null;
  return { row, items: await findRfqItems(db, [row.id]) };
}

/* ---------- sellers ---------- */

const SELLER_LIST: ListSpec = {
  filters: { referenceNumber: rfqFilters.referenceNumber },
  sorts: rfqSorts,
  defaultSort: [asc(rfqs.quoteDeadline)],
  tieBreaker: rfqs.id,
};

/**
 * Live RFQs of other organisations before their deadline that the seller's urgent-request settings
 * let through (products and material types of any item, the delivery country; empty lists allow
 * anything), the nearest deadline first, each with the seller organisation's own quote.
 */
export async function listLiveRfqs(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  query: ListQuery,
  now: Date,
): Promise<ListReply<Rfq>> {
  const settings = await getImmediateRequestSettings(db, caller);
  const scope = liveRfqScope({
    excludeOrganisationId: caller.organisationId,
    products: settings.products,
    materialTypes: settings.materialTypes.filter((t) => (MATERIAL_TYPES as readonly string[]).includes(t)),
    countries: settings.countries,
    now,
  });
  const page = await findRfqPage(db, scope, query, SELLER_LIST);
  const viewer: RfqViewer = { side: 'SELLER', organisationId: caller.organisationId };
  return { ...page, items: await toRfqs(db, deps, page.items, viewer) };
}

/**
 * An RFQ a seller may read: a live one of another organisation, or one their organisation has
 * quoted on (whatever became of it). Drafts, other states and the own organisation's are 404.
 */
async function requireSellerVisible(db: Database, caller: Caller, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await requireRfq(db, id, options);
  if (row.organisationId === caller.organisationId || row.status === 'DRAFT') throw rfqNotFound();
  if (row.status !== 'LIVE' && !(await findQuoteOf(db, row.id, caller.organisationId))) throw rfqNotFound();
  return row;
}

export async function getSellerRfq(db: Database, deps: RfqDeps, caller: Caller, id: string): Promise<Rfq> {
  const row = await requireSellerVisible(db, caller, id);
  return one(db, deps, row, { side: 'SELLER', organisationId: caller.organisationId });
}

const isQuotable = (row: RfqRow, now: Date) =>
  row.status === 'LIVE' && row.quoteDeadline != null && row.quoteDeadline.getTime() > now.getTime();

/**
 * Creates or replaces the seller organisation's quote on a live RFQ before its deadline: one price
 * per quoted item (an item of this RFQ, at most its weight, picked up at an approved warehouse of
 * the seller), in the buyer organisation's currency. Items already accepted stay as they are; an
 * item another seller's quote was accepted for cannot be quoted any more.
 */
export async function putQuote(
  db: Database,
  deps: RfqDeps,
  caller: Caller,
  id: string,
  body: QuoteInput,
  now: Date,
): Promise<Rfq> {
  const row = await db.transaction(async (tx) => {
    const rfq = await requireRfq(tx, id, { forUpdate: true });
    if (rfq.organisationId === caller.organisationId) throw new AppError('VALIDATION', RFQ_MESSAGES.ownRfq);
    if (rfq.status === 'DRAFT') throw rfqNotFound();
    if (!isQuotable(rfq, now)) {
      if (rfq.status !== 'LIVE' && !(await findQuoteOf(tx, rfq.id, caller.organisationId))) throw rfqNotFound();
      throw notLive();
    }
    const items = new Map((await findRfqItems(tx, [rfq.id])).map((i) => [i.id, i]));
    const details: { path: string; message: string }[] = [];
    const seen = new Set<string>();
    const pickups = new Map<string, string | null>();
    for (const [i, item] of body.items.entries()) {
      const rfqItem = items.get(item.rfqItemId);
      if (!rfqItem) details.push({ path: `items.${i}.rfqItemId`, message: RFQ_MESSAGES.itemNotFound });
      else if (seen.has(rfqItem.id))
        details.push({ path: `items.${i}.rfqItemId`, message: RFQ_MESSAGES.duplicateItem });
      else if (item.availableWeight > rfqItem.weight) {
        details.push({ path: `items.${i}.availableWeight`, message: RFQ_MESSAGES.quoteWeightTooHigh });
      }
      seen.add(item.rfqItemId);
      if (!pickups.has(item.pickupAddressId)) {
        const address = await findUsableAddress(tx, caller.organisationId, item.pickupAddressId, 'WAREHOUSE');
        pickups.set(item.pickupAddressId, address?.country ?? null);
      }
      if (!pickups.get(item.pickupAddressId)) {
        details.push({ path: `items.${i}.pickupAddressId`, message: RFQ_MESSAGES.pickupAddressInvalid });
      }
    }
    if (details.length > 0) {
      const weightOnly = details.every((d) => d.message === RFQ_MESSAGES.quoteWeightTooHigh);
      throw new AppError(
        'VALIDATION',
        weightOnly ? RFQ_MESSAGES.quoteWeightTooHigh : RFQ_MESSAGES.invalidForm,
        details,
      );
    }
    const existing = await findQuoteOf(tx, rfq.id, caller.organisationId);
    const taken = await findQuoteItemsForRfqItems(tx, [...seen]);
    for (const qi of taken) {
      if (qi.status !== 'ACCEPTED') continue;
      const own = existing != null && qi.quoteId === existing.id;
      throw new AppError('CONFLICT', own ? RFQ_MESSAGES.quoteAlreadyAccepted : RFQ_MESSAGES.quoteNotSelected);
    }
    const buyer = await findOrganisationTradingProfile(tx, rfq.organisationId);
    const quote = await upsertQuote(
      tx,
      {
        rfqId: rfq.id,
        sellerOrganisationId: caller.organisationId,
        createdByUserId: caller.userId,
        currencyCode: buyer!.currencyCode,
      },
      now,
    );
    await deleteQuoteItemsIn(tx, { quoteId: quote.id }, ['OPEN', 'NOT_SELECTED']);
    await insertQuoteItems(
      tx,
      body.items.map((item) => ({
        quoteId: quote.id,
        rfqItemId: item.rfqItemId,
        status: 'OPEN' as const,
        pricePerTonne: item.pricePerTonne,
        availableWeight: item.availableWeight,
        deliveryPromise: item.deliveryPromise,
        pickupAddressId: item.pickupAddressId,
        country: pickups.get(item.pickupAddressId)!,
        comment: item.comment || null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return rfq;
  });
  return one(db, deps, row, { side: 'SELLER', organisationId: caller.organisationId });
}

/** Withdraws the seller organisation's quote before the deadline (204); not once an item of it was accepted. */
export async function withdrawQuote(db: Database, caller: Caller, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rfq = await requireSellerVisible(tx, caller, id, { forUpdate: true });
    const quote = await findQuoteOf(tx, rfq.id, caller.organisationId);
    if (!quote) throw new AppError('NOT_FOUND', RFQ_MESSAGES.quoteNotFound);
    if (!isQuotable(rfq, now)) throw notLive();
    if ((await findQuoteItems(tx, [quote.id])).some((qi) => qi.status === 'ACCEPTED')) {
      throw new AppError('CONFLICT', RFQ_MESSAGES.quoteAlreadyAccepted);
    }
    await deleteQuoteRow(tx, quote.id);
  });
}

/* ---------- acceptance (the workflow in workflows/rfq-acceptance.ts calls these in its transaction) ---------- */

/** A quote item about to be bought, with its quote and the RFQ item it prices. */
export interface QuoteItemToAccept {
  item: RfqQuoteItemRow;
  quote: RfqQuoteRow;
  rfqItem: RfqItemRow;
}

/**
 * Locks the buyer organisation's RFQ for an acceptance (two accepts of one RFQ queue up here) and
 * then the asked quote items in id order (SELECT … FOR UPDATE). The RFQ must be LIVE, or EXPIRED
 * less than RFQ_ACCEPT_AFTER_DEADLINE_MS ago (409 acceptWindowClosed); each item must belong to it
 * (404 quoteNotFound) and still be OPEN (409 quoteAlreadyAccepted, or quoteNotSelected when another
 * quote for the same RFQ item was accepted), one per RFQ item.
 */
export async function lockQuoteItemsForAcceptance(
  tx: Database,
  organisationId: string,
  rfqId: string,
  quoteItemIds: readonly string[],
  now: Date,
): Promise<{ rfq: RfqRow; picks: QuoteItemToAccept[] }> {
  const rfq = await requireOwnRfq(tx, organisationId, rfqId, { forUpdate: true });
  const deadline = rfq.quoteDeadline?.getTime() ?? 0;
  const open =
    rfq.status === 'LIVE' || (rfq.status === 'EXPIRED' && now.getTime() < deadline + RFQ_ACCEPT_AFTER_DEADLINE_MS);
  if (!open) throw new AppError('CONFLICT', RFQ_MESSAGES.acceptWindowClosed);
  const ids = [...new Set(quoteItemIds)];
  if (ids.some((id) => !isUuid(id))) throw new AppError('NOT_FOUND', RFQ_MESSAGES.quoteNotFound);
  const locked = await lockQuoteItems(tx, ids);
  const rfqItems = new Map((await findRfqItems(tx, [rfq.id])).map((i) => [i.id, i]));
  if (locked.length !== ids.length || locked.some((l) => l.quote.rfqId !== rfq.id)) {
    throw new AppError('NOT_FOUND', RFQ_MESSAGES.quoteNotFound);
  }
  const sourced = new Set<string>();
  const picks: QuoteItemToAccept[] = [];
  // in the order the buyer named them
  for (const id of ids) {
    const { item, quote } = locked.find((l) => l.item.id === id)!;
    if (item.status === 'ACCEPTED') throw new AppError('CONFLICT', RFQ_MESSAGES.quoteAlreadyAccepted);
    if (item.status === 'NOT_SELECTED' || sourced.has(item.rfqItemId)) {
      throw new AppError('CONFLICT', RFQ_MESSAGES.quoteNotSelected);
    }
    sourced.add(item.rfqItemId);
    picks.push({ item, quote, rfqItem: rfqItems.get(item.rfqItemId)! });
  }
  return { rfq, picks };
}

/**
 * Records the accepted quote items with their orders; the other open quotes for those RFQ items are
 * not selected (returned, so their sellers can be told).
 */
export async function recordAcceptedQuoteItems(
  tx: Database,
  accepted: readonly { quoteItemId: string; rfqItemId: string; orderId: string }[],
  now: Date,
): Promise<RfqQuoteItemRow[]> {
  for (const a of accepted) await setQuoteItemAccepted(tx, a.quoteItemId, a.orderId, now);
  return markOthersNotSelected(
    tx,
    accepted.map((a) => a.rfqItemId),
    now,
  );
}

/** The buyer's reply of an RFQ (the acceptance answers it with the orders). */
export async function toBuyerRfq(db: Database, deps: RfqDeps, row: RfqRow): Promise<Rfq> {
  return one(db, deps, row, BUYER);
}
