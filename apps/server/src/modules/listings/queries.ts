import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { ListingStatus } from '@steelyard/domain/listing-status';
import type { Product } from '@steelyard/domain/material-catalogue';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { preparedRowByKey, preparedStatement } from '../../platform/db/prepared-statement';
import { nextSequenceValue } from '../../platform/db/sequences';
import { wholeRowsOf } from '../../platform/db/whole-rows';
import { findPage, type ListSpec } from '../../platform/paging';
import {
  LISTING_NUMBER_SEQUENCES,
  listingDrafts,
  listings,
  listingStatusChanges,
  listingViews,
  type ListingDraftRow,
  type ListingRow,
  type NewListing,
} from './schema';

/** The next number of a product's listings (1, 2, …), from its sequence. */
export function nextListingSequence(db: Database, product: Product): Promise<number> {
  return nextSequenceValue(db, LISTING_NUMBER_SEQUENCES[product]);
}

export async function insertListing(db: Database, values: NewListing): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  return row!;
}

/** A listing or package by id; `forUpdate` locks it until the transaction ends. */
export async function findListingById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean; forShare?: boolean } = {},
): Promise<ListingRow | null> {
  const lock = options.forUpdate ? 'update' : options.forShare ? 'share' : null;
  if (!lock) return listingById(db, id);
  const rows = await db.select().from(listings).where(eq(listings.id, id)).limit(1).for(lock);
  return rows[0] ?? null;
}

// every listing's details read it
const listingById = preparedRowByKey('listings_by_id', listings, listings.id);

/**
 * Listings and packages by id; `forUpdate` locks them in id order, so that two transactions locking
 * overlapping sets (two carts sharing an item) wait for each other instead of deadlocking.
 */
export async function findListingsByIds(
  db: Database,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...ids]))
    .orderBy(listings.id);
  return options.forUpdate ? query.for('update') : query;
}

/** Changes a listing and raises its version. */
export async function updateListingRow(
  db: Database,
  id: string,
  changes: Partial<NewListing>,
  now: Date,
): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...changes, version: sql`${listings.version} + 1`, updatedAt: now })
    .where(eq(listings.id, id))
    .returning();
  return row!;
}

/** The listings (or packages) of an organisation in some statuses, locked, oldest first. */
export async function lockOrganisationListings(
  db: Database,
  organisationId: string,
  statuses: readonly ListingStatus[],
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.organisationId, organisationId), inArray(listings.status, [...statuses])))
    .orderBy(listings.createdAt, listings.id)
    .for('update');
}

// a page's rows are read whole once their ids are found (decision 116's select list)
const pageRows = wholeRowsOf(listings);

/**
 * One page of listings through a whitelist, within `scope` (organisation, kind). The page's ids are
 * found first, in the order, from listings_organisation_idx alone (it covers the lists' filters and
 * sorts), and only those rows are read whole: sorting a seller's whole history by expiry, weight or
 * price no longer reads every one of its rows (decision 121).
 */
export async function findListingPage(
  db: Database,
  scope: SQL | undefined,
  query: ListQuery,
  spec: ListSpec,
): Promise<ListReply<ListingRow>> {
  return findPage(query, spec, async ({ where, orderBy, limit, offset }) => {
    const condition = and(scope, where) ?? sql`true`;
    const order = sql.join(orderBy, sql`, `);
    const ids = sql`select ${listings.id} from ${listings} where ${condition} order by ${order} limit ${limit} offset ${offset}`;
    const { rows: items } = await pageRows.read(
      db,
      sql`select ${pageRows.columns} from ${listings} where ${listings.id} in (${ids}) order by ${order}`,
    );
    const [total] = await db.select({ n: count() }).from(listings).where(condition);
    return { items, totalItems: total?.n ?? 0 };
  });
}

/** Rows of an organisation of one kind that list calls show: every status but DRAFT. */
export function organisationListingsScope(organisationId: string, kind: ListingKind): SQL | undefined {
  return and(eq(listings.organisationId, organisationId), eq(listings.kind, kind), ne(listings.status, 'DRAFT'));
}

/** Counts one view of an organisation; a second one of the same organisation changes nothing. */
const listingViewInsert = preparedStatement('listing_views_insert', (db, name) =>
  db
    .insert(listingViews)
    .values({
      listingId: sql.placeholder('listingId'),
      organisationId: sql.placeholder('organisationId'),
      firstViewedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .prepare(name),
);

export async function insertListingView(db: Database, listingId: string, organisationId: string, now: Date) {
  await listingViewInsert(db).execute({ listingId, organisationId, now });
}

// every page of results and every details page count their listings' views: one statement for any number of ids
const viewsOfListings = preparedStatement('listing_views_count', (db, name) =>
  db
    .select({ listingId: listingViews.listingId, n: count() })
    .from(listingViews)
    .where(sql`${listingViews.listingId} = any(${sql.placeholder('ids')}::uuid[])`)
    .groupBy(listingViews.listingId)
    .prepare(name),
);

/** The number of organisations that viewed each listing. */
export async function countListingViews(db: Database, listingIds: readonly string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await viewsOfListings(db).execute({ ids: [...listingIds] });
  return new Map(rows.map((r) => [r.listingId, r.n]));
}

export async function insertStatusChange(db: Database, values: typeof listingStatusChanges.$inferInsert) {
  await db.insert(listingStatusChanges).values(values);
}

/** A listing's status changes in the order they happened. */
export async function findStatusChanges(db: Database, listingId: string) {
  return db
    .select()
    .from(listingStatusChanges)
    .where(eq(listingStatusChanges.listingId, listingId))
    .orderBy(listingStatusChanges.seq);
}

export async function insertDraft(db: Database, values: typeof listingDrafts.$inferInsert): Promise<ListingDraftRow> {
  const [row] = await db.insert(listingDrafts).values(values).returning();
  return row!;
}

/** A draft of the organisation, of the kind; `forUpdate` locks it until the transaction ends. */
export async function findOrganisationDraft(
  db: Database,
  organisationId: string,
  kind: ListingKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListingDraftRow | null> {
  const query = db
    .select()
    .from(listingDrafts)
    .where(
      and(eq(listingDrafts.id, id), eq(listingDrafts.organisationId, organisationId), eq(listingDrafts.kind, kind)),
    )
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateDraftRow(
  db: Database,
  id: string,
  changes: Partial<typeof listingDrafts.$inferInsert>,
): Promise<ListingDraftRow> {
  const [row] = await db.update(listingDrafts).set(changes).where(eq(listingDrafts.id, id)).returning();
  return row!;
}

export async function deleteDraftRow(db: Database, id: string): Promise<void> {
  await db.delete(listingDrafts).where(eq(listingDrafts.id, id));
}

/** One page of an organisation's drafts of a kind. */
export async function findDraftPage(
  db: Database,
  organisationId: string,
  kind: ListingKind,
  query: ListQuery,
  spec: ListSpec,
): Promise<ListReply<ListingDraftRow>> {
  const scope = and(eq(listingDrafts.organisationId, organisationId), eq(listingDrafts.kind, kind));
  return findPage(query, spec, async ({ where, orderBy, limit, offset }) => {
    const condition = and(scope, where);
    const items = await db
      .select()
      .from(listingDrafts)
      .where(condition)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(listingDrafts).where(condition);
    return { items, totalItems: total?.n ?? 0 };
  });
}
