import {
  and,
  arrayContained,
  asc,
  count,
  desc,
  eq,
  gt,
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
import { wholeRowsOf } from '../../platform/db/whole-rows';
import { listings, type ListingRow } from './schema';
// a type only: the service imports nothing from here
import type { ListingRecord } from './service';

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

/** What a search asks of live rows; every part but the kind and liveAt is optional, and all parts must hold. */
export interface LiveListingCriteria {
  kind: ListingKind;
  /** The viewer's organisation: its own rows are never search results. */
  excludeOrganisationId?: string | null;
  /** Rows to leave out (alternatives leave out the exact matches). */
  excludeIds?: readonly string[];
  /** Only these rows (does one listing match an alert?). */
  ids?: readonly string[];
  /**
   * The platform clock's now: only rows whose expiry lies after it. Required, so that no read
   * counts a listing past its expiry as live before the expiry job has turned it (decision 175).
   */
  liveAt: Date;
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

/** The product, material type, grade, definition and coating have their own columns; other choices are read from the material JSON. */
function choiceCondition(field: SearchChoiceField, values: readonly string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  if (field === 'product') return inArray(listings.product, values as ListingRow['product'][]);
  if (field === 'materialType') return inArray(listings.materialType, [...values]);
  // a generated column: the grade and the size range are one range of listings_search_grade_size_idx
  if (field === 'grade') return inArray(listings.grade, [...values]);
  // generated columns too, covered by listings_search_material_idx (decision 105)
  if (field === 'definition') return inArray(listings.definition, [...values]);
  if (field === 'coating') return inArray(listings.coating, [...values]);
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
  parts.push(gt(listings.expiresAt, c.liveAt));
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
  const ranked = (Object.entries(target) as [SearchDimension, SizeBounds][]).filter(([, bounds]) => {
    const middle = middleOf(bounds);
    return middle != null && middle > 0;
  });
  if (ranked.length === 1) {
    const [dimension, bounds] = ranked[0]!;
    if ((bounds.min == null) !== (bounds.max == null)) return oneSidedRelevance(dimension, bounds.min != null);
  }
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

/**
 * RELEVANCE when one size is asked for and bounded on one side only (thickness ≥ 0.5, width ≤ 1500):
 * the filter keeps every row's size on the bound's side, so the distance from the bound grows with
 * the size (from a minimum) or shrinks with it (to a maximum), and the order above is the size's own
 * order: exact rows first, then (low + high) ascending or descending, then newest and id. Written as
 * the indexes listings_search_thickness(_desc)_idx and listings_search_width(_desc)_idx spell it, so
 * that a deep page of a broad search is a walk of one of them (issue 25). A row whose range lacks one
 * end (never written by the API) ranks last instead of at distance 1.
 */
function oneSidedRelevance(dimension: SearchDimension, fromMinimum: boolean): SQL[] {
  const [low, high] = SIZE_COLUMNS[dimension];
  const sizes: SQL[] =
    low === high
      ? [fromMinimum ? asc(low) : desc(low)]
      : [
          sql`(case when ${low} is distinct from ${high} then 1 else 0 end) asc`,
          fromMinimum ? sql`(${low} + ${high}) asc` : sql`(${low} + ${high}) desc nulls last`,
        ];
  return [...sizes, desc(listings.statusModifiedAt), asc(listings.id)];
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
  /** With countUpTo, up to this many matches are sorted whole rather than walked in an index (1,000). */
  sortWholeUpTo?: number;
}

/** Up to this many matches are read whole and sorted rather than found by walking a sort index. */
const SORT_WHOLE_UP_TO = 1000;

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
): Promise<{ rows: ListingRecord[]; total: number; totalCapped: boolean }> {
  const where = liveListingCondition(criteria);
  const cap = counting.countUpTo;
  if (cap == null || cap === 0) {
    const { rows } = await readPage(db, walkedPageQuery(db, where, order, page), order);
    // a first page that is not full holds every match
    if ((page.offset === 0 && rows.length < page.limit) || cap === 0) {
      return { rows, total: page.offset + rows.length, totalCapped: false };
    }
    return { rows, total: await countLiveListings(db, criteria), totalCapped: false };
  }
  // A ranking by sizes has no index either way: when more than wholeUpTo match, the walk below keeps
  // only the best offset + limit of every match while it reads them (a top-N sort), which costs half
  // of ranking and counting them all whole (issue 22: 200 → 100 ms for 90,000 matches).
  const wholeUpTo = counting.sortWholeUpTo ?? SORT_WHOLE_UP_TO;
  const few = await readPage(db, fewPageQuery(db, where, order, page, wholeUpTo), order);
  if (few.matches != null && few.matches <= wholeUpTo) {
    return few.matches > cap
      ? { rows: few.rows, total: cap, totalCapped: true }
      : { rows: few.rows, total: few.matches, totalCapped: false };
  }
  // more match than are sorted whole (or the page lies past those read): count up to the cap, walk
  const counted =
    few.matches != null && cap <= wholeUpTo ? few.matches : await countLiveListingsUpTo(db, criteria, cap + 1);
  // a page past the few read is empty when no more match; otherwise it is walked to
  const walk = few.matches != null || counted > wholeUpTo;
  const rows = walk ? (await readPage(db, walkedPageQuery(db, where, order, page), order)).rows : [];
  return counted > cap ? { rows, total: cap, totalCapped: true } : { rows, total: counted, totalCapped: false };
}

// a page's rows are read whole, with a select list written once (decision 116)
const listingRows = wholeRowsOf(listings);

/**
 * The page's whole rows, found by a query of their ids (and the matches it counted), in one
 * statement: one round trip and one snapshot, and only the page's rows are read whole.
 */
async function readPage(
  db: Database,
  ids: ReturnType<typeof walkedPageQuery> | ReturnType<typeof fewPageQuery>,
  order: LiveListingOrder,
): Promise<{ rows: ListingRecord[]; matches: number | null }> {
  const { rows, raw } = await listingRows.read(
    db,
    sql`select ${listingRows.columns}, "page"."matches" from (${ids}) "page" inner join ${listings} on ${listings.id} = "page"."id" order by ${sql.join(orderOf(order), sql`, `)}`,
  );
  // count(*) is a bigint: a number whatever the driver hands over for it
  const matches = raw[0]?.matches;
  return { rows, matches: matches == null ? null : Number(matches) };
}

/** The page's ids in the order, found in the query the planner thinks best (usually a sort index's walk). */
function walkedPageQuery(db: Database, where: SQL, order: LiveListingOrder, page: { limit: number; offset: number }) {
  return db
    .select({ id: listings.id, matches: sql<number | null>`null::int`.as('matches') })
    .from(listings)
    .where(where)
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The page's ids when few rows match: at most `wholeUpTo` + 1 matches are read, counted and
 * sorted in one query (`matches`: how many were read; null when the page lies past them). The
 * planner cannot know that the rows of a narrow search lie at the far end of a sort index
 * (hot-rolled coil is the cheapest), and walking it from the wrong end visits thousands of rows to
 * find ten. The inner LIMIT keeps the subquery from being merged into the ordered query; it is
 * named like the table so that the order's columns still apply (PostgreSQL drops its unused ones).
 */
function fewPageQuery(
  db: Database,
  where: SQL,
  order: LiveListingOrder,
  page: { limit: number; offset: number },
  wholeUpTo: number,
) {
  // written out: drizzle builds a select of all 50 columns in about 0.35 ms, a third of a search's building
  const matches = sql`(select * from ${listings} where ${where} limit ${wholeUpTo + 1}) as ${listings}`;
  return db
    .select({
      // drizzle takes a column for one of a table the query does not name: the same column, as SQL
      id: sql<string>`${listings.id}`.as('id'),
      matches: sql<number | null>`count(*) over ()`.mapWith(Number).as('matches'),
    })
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

/** The net prices per tonne (minor units of their currency) of the live rows meeting the criteria. */
export async function findLiveNetPricesPerTonne(
  db: Database,
  criteria: LiveListingCriteria,
): Promise<{ pricePerTonne: number; currencyCode: string }[]> {
  const rows = await db
    .select({ price: listings.netPricePerTonne, currencyCode: listings.currencyCode })
    .from(listings)
    .where(liveListingCondition(criteria));
  return rows.flatMap((r) => (r.price == null ? [] : [{ pricePerTonne: r.price, currencyCode: r.currencyCode }]));
}

/**
 * The first page's queries of a search, unrun (tests and the benchmark EXPLAIN them): `few` (at
 * most 1,001 matches read, counted and sorted) and `walked` (when more match: the planner's choice,
 * a sort index's walk, or for a relevance ranking by sizes a top-N sort of every match), as
 * findLiveListings runs them.
 */
export function liveListingPageQueries(db: Database, criteria: LiveListingCriteria, order: LiveListingOrder) {
  const where = liveListingCondition(criteria);
  const page = { limit: 10, offset: 0 };
  return {
    walked: walkedPageQuery(db, where, order, page),
    few: fewPageQuery(db, where, order, page, SORT_WHOLE_UP_TO),
  };
}

/** The first page's query of a search, unrun (tests EXPLAIN it). */
export function liveListingSelect(db: Database, criteria: LiveListingCriteria, order: LiveListingOrder) {
  return liveListingPageQueries(db, criteria, order).walked;
}
