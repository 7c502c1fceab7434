import {
  and,
  arrayContained,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { SearchChoiceField, SearchDimension } from '@steelyard/domain/search';
import type { Database } from '../../platform/db/database';
import { listings, type ListingRow } from './schema';

/*
 * The read model of live listings and packages for search (the search and alerts modules call it;
 * they never touch the listings table themselves). Only PUBLISHED rows are read, through the
 * partial indexes listings_search_* (schema.ts). Sizes come from the generated columns
 * thickness_mm, width_min_mm/width_max_mm and length_min_mm/length_max_mm (an exact size is both
 * ends of its range), prices from net_price_per_tonne.
 */

/** Inclusive bounds in millimetres; either may be missing. */
export interface SizeBounds {
  min?: number | null;
  max?: number | null;
}

/** What a search asks of live rows; every part is optional and all parts must hold. */
export interface LiveListingCriteria {
  kind: ListingKind;
  /** The viewer's organisation: its own rows are never search results. */
  excludeOrganisationId?: string | null;
  /** Rows to leave out (alternatives leave out the exact matches). */
  excludeIds?: readonly string[];
  /** Only these rows (does one listing match an alert?). */
  ids?: readonly string[];
  /** Only rows published (gone live) at or after this time. */
  publishedSince?: Date | null;
  /** Any of the values per material choice. */
  choices?: Partial<Record<SearchChoiceField, readonly string[]>>;
  /** Every size of the row lies within the bounds (a ranged row by its whole range). */
  dimensions?: Partial<Record<SearchDimension, SizeBounds>>;
  minWeightGrams?: number | null;
  minNumberOfItems?: number | null;
  /** Every origin country of the row is one of these. */
  origins?: readonly string[] | null;
  prime?: boolean | null;
  currencyCode?: string | null;
}

/** How live rows are ordered; RELEVANCE ranks by closeness to `target` sizes, then newest. */
export type LiveListingOrder =
  | { by: 'RELEVANCE'; target?: Partial<Record<SearchDimension, SizeBounds>> }
  | { by: 'EXPIRES_AT' | 'WEIGHT' | 'PRICE'; direction: 'asc' | 'desc' };

const SIZE_COLUMNS = {
  thickness: [listings.thicknessMm, listings.thicknessMm],
  width: [listings.widthMinMm, listings.widthMaxMm],
  length: [listings.lengthMinMm, listings.lengthMaxMm],
} as const;

/** The product and material type have their own columns; other choices are read from the material JSON. */
function choiceCondition(field: SearchChoiceField, values: readonly string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  if (field === 'product') return inArray(listings.product, values as ListingRow['product'][]);
  if (field === 'materialType') return inArray(listings.materialType, [...values]);
  // containment is what the GIN index (jsonb_path_ops) answers
  const contains = values.map((v) => sql`${listings.material} @> ${JSON.stringify({ [field]: v })}::jsonb`);
  return contains.length === 1 ? contains[0] : or(...contains);
}

/** The WHERE of live rows meeting the criteria. */
export function liveListingCondition(c: LiveListingCriteria): SQL {
  // the status as a literal, so that the planner can prove the partial indexes' predicate
  const parts: (SQL | undefined)[] = [sql`${listings.status} = 'PUBLISHED'`, eq(listings.kind, c.kind)];
  if (c.excludeOrganisationId) parts.push(ne(listings.organisationId, c.excludeOrganisationId));
  if (c.excludeIds && c.excludeIds.length > 0) parts.push(notInArray(listings.id, [...c.excludeIds]));
  if (c.ids) parts.push(c.ids.length > 0 ? inArray(listings.id, [...c.ids]) : sql`false`);
  if (c.publishedSince) parts.push(gte(listings.statusModifiedAt, c.publishedSince));
  for (const [field, values] of Object.entries(c.choices ?? {}) as [SearchChoiceField, readonly string[]][]) {
    parts.push(choiceCondition(field, values));
  }
  for (const [d, bounds] of Object.entries(c.dimensions ?? {}) as [SearchDimension, SizeBounds][]) {
    const [low, high] = SIZE_COLUMNS[d];
    if (bounds.min != null) parts.push(gte(low, bounds.min));
    if (bounds.max != null) parts.push(lte(high, bounds.max));
  }
  if (c.minWeightGrams != null) parts.push(gte(listings.weightGrams, c.minWeightGrams));
  if (c.minNumberOfItems != null) parts.push(gte(listings.numberOfItems, c.minNumberOfItems));
  if (c.origins && c.origins.length > 0) {
    parts.push(arrayContained(listings.origin, [...c.origins]));
  }
  if (c.prime != null) parts.push(eq(listings.prime, c.prime));
  if (c.currencyCode) parts.push(eq(listings.currencyCode, c.currencyCode));
  return and(...parts)!;
}

/** The middle of requested bounds, or the one bound given. */
function middleOf(bounds: SizeBounds): number | null {
  if (bounds.min != null && bounds.max != null) return (bounds.min + bounds.max) / 2;
  return bounds.min ?? bounds.max ?? null;
}

/**
 * RELEVANCE (domain search.ts): rows whose requested sizes are exact before ranged ones, then the
 * smallest sum of relative distances from the middle of the row's size to the middle of the
 * request, then newest published (status_modified_at of a live row), then id.
 */
function relevanceOrder(target: Partial<Record<SearchDimension, SizeBounds>> = {}): SQL[] {
  const ranged: SQL[] = [];
  const distance: SQL[] = [];
  for (const [d, bounds] of Object.entries(target) as [SearchDimension, SizeBounds][]) {
    const middle = middleOf(bounds);
    if (middle == null || middle <= 0) continue;
    const [low, high] = SIZE_COLUMNS[d];
    ranged.push(sql`(case when ${low} is distinct from ${high} then 1 else 0 end)`);
    distance.push(sql`coalesce(abs((${low} + ${high}) / 2.0 - ${middle}) / ${middle}, 1)`);
  }
  const order: SQL[] = [];
  if (ranged.length > 0) order.push(sql`(${sql.join(ranged, sql` + `)}) asc`);
  if (distance.length > 0) order.push(sql`(${sql.join(distance, sql` + `)}) asc`);
  return [...order, desc(listings.statusModifiedAt), asc(listings.id)];
}

function orderOf(order: LiveListingOrder): SQL[] {
  if (order.by === 'RELEVANCE') return relevanceOrder(order.target);
  const column = { EXPIRES_AT: listings.expiresAt, WEIGHT: listings.weightGrams, PRICE: listings.netPricePerTonne }[
    order.by
  ];
  // ties are broken by id, so that pages never overlap or skip
  return [order.direction === 'asc' ? asc(column) : desc(column), asc(listings.id)];
}

/** How findLiveListings counts the matches. */
export interface LiveListingCount {
  /**
   * Count first, at most this many rows (the total is then at least that: `totalCapped`); 0 counts
   * nothing (the total is the rows up to the page). Every match is counted when missing.
   */
  countUpTo?: number;
}

/** Up to this many matches are read whole and sorted rather than found by walking a sort index. */
const SORT_ALL_UP_TO = 1000;

/**
 * One page of live rows meeting the criteria, with their total; `totalCapped` when the total is
 * only a lower bound (more than `countUpTo` rows match).
 */
export async function findLiveListings(
  db: Database,
  criteria: LiveListingCriteria,
  order: LiveListingOrder,
  page: { limit: number; offset: number },
  counting: LiveListingCount = {},
): Promise<{ rows: ListingRow[]; total: number; totalCapped: boolean }> {
  const where = liveListingCondition(criteria);
  if (counting.countUpTo != null && counting.countUpTo > 0) {
    const counted = await countLiveListingsUpTo(db, criteria, counting.countUpTo + 1);
    const totalCapped = counted > counting.countUpTo;
    const rows = await selectLivePage(db, where, order, page, !totalCapped && counted <= SORT_ALL_UP_TO);
    return { rows, total: totalCapped ? counting.countUpTo : counted, totalCapped };
  }
  const rows = await selectLivePage(db, where, order, page, false);
  // a first page that is not full holds every match
  if ((page.offset === 0 && rows.length < page.limit) || counting.countUpTo === 0) {
    return { rows, total: page.offset + rows.length, totalCapped: false };
  }
  return { rows, total: await countLiveListings(db, criteria), totalCapped: false };
}

/**
 * One page of live rows in the order. With `few` matches (counted just before) they are read
 * whole and then sorted: the planner cannot know that rows of a narrow search lie at the far end of
 * a sort index (hot-rolled coil is the cheapest), and walking it from the wrong end visits
 * thousands of rows to find ten. The inner LIMIT keeps the subquery from being merged into the
 * ordered query; it is named like the table so that the order's columns still apply.
 */
function selectLivePage(
  db: Database,
  where: SQL,
  order: LiveListingOrder,
  page: { limit: number; offset: number },
  few: boolean,
): Promise<ListingRow[]> {
  if (!few) {
    return db
      .select()
      .from(listings)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(page.limit)
      .offset(page.offset);
  }
  const matches = db
    .select()
    .from(listings)
    .where(where)
    .limit(SORT_ALL_UP_TO + 1)
    .as('listings');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many live rows meet the criteria. */
export async function countLiveListings(db: Database, criteria: LiveListingCriteria): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(liveListingCondition(criteria));
  return row?.n ?? 0;
}

/** How many live rows meet the criteria, counting no further than `limit` (the planner can stop early). */
export async function countLiveListingsUpTo(
  db: Database,
  criteria: LiveListingCriteria,
  limit: number,
): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(listings)
    .where(liveListingCondition(criteria))
    .limit(limit)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** The net prices per tonne (minor units) of the live rows meeting the criteria. */
export async function findLiveNetPricesPerTonne(db: Database, criteria: LiveListingCriteria): Promise<number[]> {
  const rows = await db
    .select({ price: listings.netPricePerTonne })
    .from(listings)
    .where(liveListingCondition(criteria));
  return rows.map((r) => r.price).filter((p): p is number => p != null);
}

/** The first page's query of a search, unrun (tests EXPLAIN it). */
export function liveListingSelect(db: Database, criteria: LiveListingCriteria, order: LiveListingOrder) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(liveListingCondition(criteria))
    .orderBy(...orderOf(order))
    .limit(10);
}
