import { and, desc, eq, ne } from 'drizzle-orm';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { parseFilter, type ListQuery, type ListReply } from '@steelyard/domain/paging';
import {
  nextRfqStatus,
  RFQ_ACCEPT_AFTER_DEADLINE_MS,
  RFQ_FILTERS,
  RFQ_MESSAGES,
  RFQ_SORTS,
  RFQ_STATUSES,
  type Rfq,
  type RfqAction,
} from '@steelyard/domain/rfqs';
import type { z } from 'zod';
import type { rfqDraftBody, quoteBody } from '@steelyard/domain/rfqs';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { defineListSpec, type ListSpec } from '../../platform/paging';
import type { ServerContext } from '../../platform/server-context';
import {
  findRfqById,
  findRfqItems,
  findRfqPage,
  lockQuoteItems,
  markOthersNotSelected,
  setQuoteItemAccepted,
} from './queries';
import { toRfqReplies, type RfqViewer } from './replies';
import { rfqs, type RfqItemRow, type RfqQuoteItemRow, type RfqQuoteRow, type RfqRow } from './schema';

/*
 * Requests for quotation (spec 001 §3, §4 RFQ status; the contract in packages/domain/src/rfqs.ts).
 * Every status change goes through `transition`, which asks the domain's table. Buyers see their
 * organisation's RFQs (others' are 404), sellers live RFQs of other organisations and those they
 * quoted on, operators every submitted one. Acceptance of quotes lives in workflows/rfq-acceptance.
 * This file holds what the calls share, the buyer's reads and the acceptance's steps; drafts.ts,
 * lifecycle.ts, review.ts and quotes.ts hold the buyer's drafts, the status changes, the operator's
 * review and the sellers' quotes.
 */

/** What the RFQ calls need of the server: the fee schedule (buyer prices) and the web app's address. */
export interface RfqDeps {
  feeSchedule: FeeSchedule;
  publicUrl: string;
}

/** The RFQ calls' dependencies from the server context (the RFQ routes and the acceptance workflow's). */
export const rfqDeps = (ctx: ServerContext): RfqDeps => ({
  feeSchedule: ctx.config.feeSchedule,
  publicUrl: ctx.config.publicUrl,
});

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
export const transitionNotAllowed = () => new AppError('VALIDATION', RFQ_MESSAGES.transitionNotAllowed);
export const notLive = () => new AppError('CONFLICT', RFQ_MESSAGES.notLive);
export const invalidForm = (details: { path: string; message: string }[]) =>
  new AppError('VALIDATION', RFQ_MESSAGES.invalidForm, details);

/** "RQ-000012". */
export const formatRfqNumber = (n: number) => `RQ-${String(n).padStart(6, '0')}`;

/** The status an action leads to; 400 when the action is not possible in the RFQ's status. */
export function transition(row: RfqRow, action: RfqAction) {
  const next = nextRfqStatus(row.status, action);
  if (!next) throw transitionNotAllowed();
  return next;
}

/** An RFQ by id, any organisation's and status; 404 when there is none. */
export async function requireRfq(db: Database, id: string, options: { forUpdate?: boolean } = {}): Promise<RfqRow> {
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

/** The reply of one RFQ for one viewer. */
export const toRfq = async (db: Database, deps: RfqDeps, row: RfqRow, viewer: RfqViewer) =>
  (await toRfqs(db, deps, [row], viewer))[0]!;

export const BUYER_VIEWER: RfqViewer = { side: 'BUYER' };
export const OPERATOR_VIEWER: RfqViewer = { side: 'OPERATOR' };

/* ---------- the buyer ---------- */

const statusFilter = { column: rfqs.status, type: { kind: 'enum', values: RFQ_STATUSES } } as const;
export const rfqFilters = {
  status: statusFilter,
  referenceNumber: { column: rfqs.referenceNumber, type: { kind: 'search' } },
  quoteRef: { column: rfqs.quoteRef, type: { kind: 'search' } },
} satisfies ListSpec['filters'];
export const rfqSorts = {
  createdAt: rfqs.createdAt,
  submittedAt: rfqs.submittedAt,
  quoteDeadline: rfqs.quoteDeadline,
  updatedAt: rfqs.updatedAt,
};

const BUYER_LIST = defineListSpec(
  { filters: RFQ_FILTERS, sorts: RFQ_SORTS },
  {
    filters: rfqFilters,
    sorts: rfqSorts,
    defaultSort: [desc(rfqs.createdAt)],
    tieBreaker: rfqs.id,
  },
);

/** True when the list query names a status (otherwise the list's default statuses apply). */
export function filtersStatus(query: ListQuery): boolean {
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
  return { ...page, items: await toRfqs(db, deps, page.items, BUYER_VIEWER) };
}

export async function getBuyerRfq(db: Database, deps: RfqDeps, caller: Caller, id: string): Promise<Rfq> {
  return toRfq(db, deps, await requireOwnRfq(db, caller.organisationId, id), BUYER_VIEWER);
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
  return toRfq(db, deps, row, BUYER_VIEWER);
}
