import { and, asc, count, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { nextSequenceValue } from '../../platform/db/sequences';
import { findPage, type ListSpec } from '../../platform/paging';
import {
  rfqItems,
  rfqQuoteItems,
  rfqQuotes,
  rfqs,
  type NewRfq,
  type NewRfqItem,
  type NewRfqQuoteItem,
  type RfqItemRow,
  type RfqQuoteItemRow,
  type RfqQuoteRow,
  type RfqRow,
} from './schema';

/** The next RFQ number (1, 2, …), from its sequence. */
export function nextRfqSequence(db: Database): Promise<number> {
  return nextSequenceValue(db, 'rfq_number_seq');
}

export async function insertRfq(db: Database, values: NewRfq): Promise<RfqRow> {
  const [row] = await db.insert(rfqs).values(values).returning();
  return row!;
}

/** An RFQ by id; `forUpdate` locks it until the transaction ends. */
export async function findRfqById(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(rfqs).where(eq(rfqs.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateRfqRow(db: Database, id: string, changes: Partial<NewRfq>, now: Date): Promise<RfqRow> {
  const [row] = await db
    .update(rfqs)
    .set({ ...changes, updatedAt: now })
    .where(eq(rfqs.id, id))
    .returning();
  return row!;
}

/**
 * The user's oldest empty draft, locked: no items and nothing of the shipping step (its step-1
 * materials do not count), or null.
 */
export async function findEmptyRfqDraft(db: Database, organisationId: string, userId: string) {
  const rows = await db
    .select()
    .from(rfqs)
    .where(
      and(
        eq(rfqs.organisationId, organisationId),
        eq(rfqs.createdByUserId, userId),
        eq(rfqs.status, 'DRAFT'),
        sql`${rfqs.quoteRef} is null and cardinality(${rfqs.preferredOrigins}) = 0`,
        sql`${rfqs.requiredDeliveryMonth} is null and ${rfqs.quoteDeadline} is null`,
        sql`${rfqs.deliveryAddressId} is null and ${rfqs.comments} is null and ${rfqs.rejectionReason} is null`,
        sql`not exists (select 1 from ${rfqItems} where ${rfqItems.rfqId} = ${rfqs.id})`,
      ),
    )
    .orderBy(asc(rfqs.createdAt))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function deleteRfqRow(db: Database, id: string): Promise<void> {
  await db.delete(rfqs).where(eq(rfqs.id, id));
}

/** One page of RFQs within a scope. */
export async function findRfqPage(
  db: Database,
  scope: SQL | undefined,
  query: ListQuery,
  spec: ListSpec,
): Promise<ListReply<RfqRow>> {
  return findPage(query, spec, async ({ where, orderBy, limit, offset }) => {
    const condition = and(scope, where);
    const items = await db
      .select()
      .from(rfqs)
      .where(condition)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(rfqs).where(condition);
    return { items, totalItems: total?.n ?? 0 };
  });
}

/** What a seller's settings let through (empty lists: anything), for the live list. */
export interface LiveRfqCriteria {
  excludeOrganisationId: string;
  products: readonly string[];
  materialTypes: readonly string[];
  countries: readonly string[];
  now: Date;
}

/** Live RFQs of other organisations before their deadline with an item of the products and types asked. */
export function liveRfqScope(c: LiveRfqCriteria): SQL {
  const itemConditions = [eq(rfqItems.rfqId, rfqs.id)];
  if (c.products.length > 0) itemConditions.push(inArray(rfqItems.product, [...c.products]));
  if (c.materialTypes.length > 0) itemConditions.push(inArray(rfqItems.materialType, [...c.materialTypes]));
  return and(
    eq(rfqs.status, 'LIVE'),
    ne(rfqs.organisationId, c.excludeOrganisationId),
    gt(rfqs.quoteDeadline, c.now),
    c.countries.length > 0 ? inArray(rfqs.deliveryCountry, [...c.countries]) : undefined,
    sql`exists (select 1 from ${rfqItems} where ${and(...itemConditions)})`,
  )!;
}

/* ---------- items ---------- */

export async function findRfqItems(db: Database, rfqIds: readonly string[]): Promise<RfqItemRow[]> {
  if (rfqIds.length === 0) return [];
  return db
    .select()
    .from(rfqItems)
    .where(inArray(rfqItems.rfqId, [...rfqIds]))
    .orderBy(asc(rfqItems.rfqId), asc(rfqItems.position));
}

/** Replaces the items of a draft (it has no quotes: quotes exist only once live). */
export async function replaceRfqItems(db: Database, rfqId: string, items: Omit<NewRfqItem, 'rfqId' | 'position'>[]) {
  await db.delete(rfqItems).where(eq(rfqItems.rfqId, rfqId));
  if (items.length === 0) return;
  await db.insert(rfqItems).values(items.map((item, position) => ({ ...item, rfqId, position })));
}

/* ---------- quotes ---------- */

export async function findQuotesOfRfqs(
  db: Database,
  rfqIds: readonly string[],
  sellerOrganisationId?: string,
): Promise<RfqQuoteRow[]> {
  if (rfqIds.length === 0) return [];
  return db
    .select()
    .from(rfqQuotes)
    .where(
      and(
        inArray(rfqQuotes.rfqId, [...rfqIds]),
        sellerOrganisationId ? eq(rfqQuotes.sellerOrganisationId, sellerOrganisationId) : undefined,
      ),
    )
    .orderBy(asc(rfqQuotes.createdAt), asc(rfqQuotes.id));
}

export async function findQuoteOf(db: Database, rfqId: string, sellerOrganisationId: string) {
  const rows = await db
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.rfqId, rfqId), eq(rfqQuotes.sellerOrganisationId, sellerOrganisationId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Creates the organisation's quote or touches the existing one (the unique index settles races). */
export async function upsertQuote(
  db: Database,
  values: { rfqId: string; sellerOrganisationId: string; createdByUserId: string; currencyCode: string },
  now: Date,
): Promise<RfqQuoteRow> {
  const [row] = await db
    .insert(rfqQuotes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [rfqQuotes.rfqId, rfqQuotes.sellerOrganisationId],
      set: { createdByUserId: values.createdByUserId, currencyCode: values.currencyCode, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteQuoteRow(db: Database, id: string): Promise<void> {
  await db.delete(rfqQuotes).where(eq(rfqQuotes.id, id));
}

/** Quotes of an RFQ without any item left (after a renewal dropped the open ones). */
export async function deleteEmptyQuotes(db: Database, rfqId: string): Promise<void> {
  await db
    .delete(rfqQuotes)
    .where(
      and(
        eq(rfqQuotes.rfqId, rfqId),
        sql`not exists (select 1 from ${rfqQuoteItems} where ${rfqQuoteItems.quoteId} = ${rfqQuotes.id})`,
      ),
    );
}

export async function findQuoteItems(db: Database, quoteIds: readonly string[]): Promise<RfqQuoteItemRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(rfqQuoteItems)
    .where(inArray(rfqQuoteItems.quoteId, [...quoteIds]))
    .orderBy(asc(rfqQuoteItems.createdAt), asc(rfqQuoteItems.id));
}

/** Quote items of any quote on these RFQ items (the accepted ones decide what may still be quoted). */
export async function findQuoteItemsForRfqItems(db: Database, rfqItemIds: readonly string[]) {
  if (rfqItemIds.length === 0) return [];
  return db
    .select()
    .from(rfqQuoteItems)
    .where(inArray(rfqQuoteItems.rfqItemId, [...rfqItemIds]));
}

/** Quote items by id with their quote, locked in id order (two accepts queue up instead of deadlocking). */
export async function lockQuoteItems(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ item: rfqQuoteItems, quote: rfqQuotes })
    .from(rfqQuoteItems)
    .innerJoin(rfqQuotes, eq(rfqQuotes.id, rfqQuoteItems.quoteId))
    .where(inArray(rfqQuoteItems.id, [...ids]))
    .orderBy(asc(rfqQuoteItems.id))
    .for('update', { of: rfqQuoteItems });
}

export async function insertQuoteItems(db: Database, values: NewRfqQuoteItem[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(rfqQuoteItems).values(values);
}

/** Deletes a quote's items in the given statuses. */
export async function deleteQuoteItemsIn(
  db: Database,
  where: { quoteId?: string; rfqId?: string },
  statuses: readonly RfqQuoteItemRow['status'][],
): Promise<void> {
  const byQuote = where.quoteId ? eq(rfqQuoteItems.quoteId, where.quoteId) : undefined;
  const byRfq = where.rfqId
    ? inArray(
        rfqQuoteItems.quoteId,
        db.select({ id: rfqQuotes.id }).from(rfqQuotes).where(eq(rfqQuotes.rfqId, where.rfqId)),
      )
    : undefined;
  await db.delete(rfqQuoteItems).where(and(byQuote, byRfq, inArray(rfqQuoteItems.status, [...statuses])));
}

export async function setQuoteItemAccepted(db: Database, id: string, orderId: string, now: Date): Promise<void> {
  await db.update(rfqQuoteItems).set({ status: 'ACCEPTED', orderId, updatedAt: now }).where(eq(rfqQuoteItems.id, id));
}

/** The other open quote items for these RFQ items are not selected any more. */
export async function markOthersNotSelected(
  db: Database,
  rfqItemIds: readonly string[],
  now: Date,
): Promise<RfqQuoteItemRow[]> {
  if (rfqItemIds.length === 0) return [];
  return db
    .update(rfqQuoteItems)
    .set({ status: 'NOT_SELECTED', updatedAt: now })
    .where(and(inArray(rfqQuoteItems.rfqItemId, [...rfqItemIds]), eq(rfqQuoteItems.status, 'OPEN')))
    .returning();
}
