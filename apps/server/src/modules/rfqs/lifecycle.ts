import { RFQ_MESSAGES, submitRfqBody, type RenewRfqBody, type Rfq } from '@steelyard/domain/rfqs';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { findUsableAddress } from '../organisations/service';
import { deleteEmptyQuotes, deleteQuoteItemsIn, findRfqById, findRfqItems, updateRfqRow } from './queries';
import { notifyRfqClosed } from './quote-mails';
import type { RfqItemRow, RfqRow } from './schema';
import {
  BUYER_VIEWER,
  invalidForm,
  requireOwnRfq,
  type RfqDeps,
  type RfqExpiryPayload,
  toRfq,
  transition,
} from './service';

/* The buyer's status changes of an RFQ (submit, withdraw, back to draft, renew) and its expiry at the deadline. */

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
  return toRfq(db, deps, row, BUYER_VIEWER);
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
  return toRfq(db, deps, row, BUYER_VIEWER);
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
  return toRfq(db, deps, row, BUYER_VIEWER);
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
  return toRfq(db, deps, row, BUYER_VIEWER);
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
