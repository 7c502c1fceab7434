import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  NEGOTIATION_FILTERS,
  NEGOTIATION_SORTS,
  NEGOTIATION_STATUSES,
  OPEN_NEGOTIATION_STATUSES,
  type NegotiationStatus,
} from '@steelyard/domain/negotiations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared-statement';
import { nextSequenceValue } from '../../platform/db/sequences';
import { defineListSpec, findPage } from '../../platform/paging';
import {
  negotiationOffers,
  negotiations,
  type NegotiationOfferRow,
  type NegotiationRow,
  type NewNegotiation,
} from './schema';

const OPEN = [...OPEN_NEGOTIATION_STATUSES];

export function nextNegotiationSequence(db: Database): Promise<number> {
  return nextSequenceValue(db, 'negotiation_number_seq');
}

export async function insertNegotiation(db: Database, values: NewNegotiation): Promise<NegotiationRow> {
  const [row] = await db.insert(negotiations).values(values).returning();
  return row!;
}

export async function insertOffer(
  db: Database,
  values: typeof negotiationOffers.$inferInsert,
): Promise<NegotiationOfferRow> {
  const [row] = await db.insert(negotiationOffers).values(values).returning();
  return row!;
}

/** A negotiation by id; `forUpdate` locks it (SELECT … FOR UPDATE) for a change. */
export async function findNegotiationById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<NegotiationRow | null> {
  const query = db.select().from(negotiations).where(eq(negotiations.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateNegotiationRow(
  db: Database,
  id: string,
  values: Partial<NewNegotiation>,
): Promise<NegotiationRow> {
  const [row] = await db.update(negotiations).set(values).where(eq(negotiations.id, id)).returning();
  return row!;
}

/** The open negotiations on a listing (all, or one buyer organisation's), locked in id order. */
export async function lockOpenNegotiationsOnListing(
  tx: Database,
  listingId: string,
  options: { buyerOrganisationId?: string; statuses?: readonly NegotiationStatus[] } = {},
): Promise<NegotiationRow[]> {
  return tx
    .select()
    .from(negotiations)
    .where(
      and(
        eq(negotiations.listingId, listingId),
        inArray(negotiations.status, [...(options.statuses ?? OPEN)]),
        options.buyerOrganisationId ? eq(negotiations.buyerOrganisationId, options.buyerOrganisationId) : undefined,
      ),
    )
    .orderBy(asc(negotiations.id))
    .for('update');
}

/** The open negotiations on a listing, unlocked (the checkout's hold check). */
export async function findOpenNegotiationsOnListing(db: Database, listingId: string): Promise<NegotiationRow[]> {
  return db
    .select()
    .from(negotiations)
    .where(and(eq(negotiations.listingId, listingId), inArray(negotiations.status, OPEN)));
}

/** Negotiations on a listing, newest activity first; `buyerOrganisationId` limits them to one buyer. */
export async function findNegotiationsOnListing(
  db: Database,
  listingId: string,
  buyerOrganisationId?: string,
): Promise<NegotiationRow[]> {
  return db
    .select()
    .from(negotiations)
    .where(
      and(
        eq(negotiations.listingId, listingId),
        buyerOrganisationId ? eq(negotiations.buyerOrganisationId, buyerOrganisationId) : undefined,
      ),
    )
    .orderBy(desc(negotiations.updatedAt), asc(negotiations.id));
}

/** The offers of negotiations, newest first, by negotiation id. */
export async function findOffersOf(db: Database, ids: readonly string[]): Promise<Map<string, NegotiationOfferRow[]>> {
  const byId = new Map<string, NegotiationOfferRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(negotiationOffers)
    .where(inArray(negotiationOffers.negotiationId, [...ids]))
    .orderBy(desc(negotiationOffers.createdAt), desc(negotiationOffers.id));
  for (const row of rows) byId.get(row.negotiationId)?.push(row);
  return byId;
}

export const negotiationListSpec = defineListSpec(
  { filters: NEGOTIATION_FILTERS, sorts: NEGOTIATION_SORTS },
  {
    filters: {
      status: { column: negotiations.status, type: { kind: 'enum', values: NEGOTIATION_STATUSES } },
      listingId: { column: negotiations.listingId, type: { kind: 'uuid' } },
    },
    sorts: { updatedAt: negotiations.updatedAt, createdAt: negotiations.createdAt },
    defaultSort: [desc(negotiations.updatedAt)],
    tieBreaker: negotiations.id,
  },
);

/** One page of negotiations within a scope (a buyer or a seller organisation's). */
export async function findNegotiationPage(
  db: Database,
  scope: SQL,
  query: ListQuery,
): Promise<ListReply<NegotiationRow>> {
  return findPage(query, negotiationListSpec, async ({ where, orderBy, limit, offset }) => {
    const condition = and(scope, where);
    const items = await db
      .select()
      .from(negotiations)
      .where(condition)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(negotiations).where(condition);
    return { items, totalItems: total?.n ?? 0 };
  });
}

export const buyerScope = (organisationId: string) => eq(negotiations.buyerOrganisationId, organisationId);
export const sellerScope = (organisationId: string) => eq(negotiations.sellerOrganisationId, organisationId);

/**
 * How many of an organisation's negotiations await it, as buyer and as seller, unrun (a test
 * EXPLAINs it): two counts, each read from its partial index alone (negotiations_open_buyer_idx,
 * _seller_idx); the statuses are literals so that a prepared statement's generic plan can still
 * prove those indexes' predicate.
 */
export function awaitingCountsQuery(db: Database, organisationId: string | ReturnType<typeof sql.placeholder>) {
  const awaitingBuyer = db
    .select({ n: count() })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.buyerOrganisationId, organisationId),
        sql`${negotiations.status} in ('AWAITING_BUYER', 'ACCEPTED')`,
      ),
    );
  const awaitingSeller = db
    .select({ n: count() })
    .from(negotiations)
    .where(and(eq(negotiations.sellerOrganisationId, organisationId), sql`${negotiations.status} = 'AWAITING_SELLER'`));
  return db
    .select({ buyer: sql<number>`(${awaitingBuyer})`, seller: sql<number>`(${awaitingSeller})` })
    .from(sql`(values (1)) as "one"`);
}

// counted by the navigation poll on every page of every signed-in trader
const awaitingOfOrganisation = preparedStatement('negotiations_awaiting_organisation', (db, name) =>
  awaitingCountsQuery(db, sql.placeholder('organisationId')).prepare(name),
);

export async function countAwaiting(db: Database, organisationId: string) {
  const [row] = await awaitingOfOrganisation(db).execute({ organisationId });
  return { buyerCount: Number(row?.buyer ?? 0), sellerCount: Number(row?.seller ?? 0) };
}
