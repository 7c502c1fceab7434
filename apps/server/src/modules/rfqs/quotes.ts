import { asc } from 'drizzle-orm';
import { MATERIAL_TYPES } from '@steelyard/domain/material-catalogue';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { RFQ_MESSAGES, RFQ_SORTS, SELLER_RFQ_FILTERS, type Rfq } from '@steelyard/domain/rfqs';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { defineListSpec } from '../../platform/paging';
import { getImmediateRequestSettings } from '../alerts/service';
import { findOrganisationTradingProfile, findUsableAddress } from '../organisations/service';
import {
  deleteQuoteItemsIn,
  deleteQuoteRow,
  findQuoteItems,
  findQuoteItemsForRfqItems,
  findQuoteOf,
  findRfqItems,
  findRfqPage,
  insertQuoteItems,
  liveRfqScope,
  upsertQuote,
} from './queries';
import type { RfqViewer } from './replies';
import { rfqs, type RfqRow } from './schema';
import {
  notLive,
  type QuoteInput,
  requireRfq,
  type RfqDeps,
  rfqFilters,
  rfqNotFound,
  rfqSorts,
  toRfq,
  toRfqs,
} from './service';

/* Sellers and RFQs: the live ones they may quote on, and their quotes (put and withdrawn). */

const SELLER_LIST = defineListSpec(
  { filters: SELLER_RFQ_FILTERS, sorts: RFQ_SORTS },
  {
    filters: { referenceNumber: rfqFilters.referenceNumber },
    sorts: rfqSorts,
    defaultSort: [asc(rfqs.quoteDeadline)],
    tieBreaker: rfqs.id,
  },
);

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
  return toRfq(db, deps, row, { side: 'SELLER', organisationId: caller.organisationId });
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
  return toRfq(db, deps, row, { side: 'SELLER', organisationId: caller.organisationId });
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
