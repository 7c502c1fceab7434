import type { ListingKind } from '@steelyard/domain/admin-listings';
import {
  isNewListing,
  SEARCH_MAX_RESULTS,
  searchListingsQuery,
  type SearchListingsQuery,
  type SearchListingsReply,
  type SearchSort,
  type SearchResultItem,
} from '@steelyard/domain/search';
import {
  TARGET_PRICE_MESSAGES,
  checkTargetPrice,
  targetPriceMinimum,
  type TargetPriceMinimumReply,
} from '@steelyard/domain/target-price';
import type { DocumentReference } from '@steelyard/domain/documents';
import { convertMinor, DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import { mainPictureOf } from '@steelyard/domain/listing-files';
import type { Feature } from '@steelyard/domain/roles';
import { sql } from 'drizzle-orm';
import type { ConcurrencyGate } from '../../platform/concurrency-gate';
import { isStatementCancelled } from '../../platform/db/connection-errors';
import type { Database } from '../../platform/db/database';
import { AppError, RETRY_AFTER_SECONDS } from '../../platform/errors';
import { findOwnersDocuments } from '../documents/service';
import { pricingAt, weightOf, type PriceView } from '../listings/pricing-port';
import {
  countLiveListings,
  findLiveListings,
  findLiveNetPricesPerTonne,
  type LiveListingCriteria,
} from '../listings/live-listings-port';
import { alternativeCriteria, differencesOf } from './alternatives';
import { parseSearch } from './queries';
import { orderOf } from './relevance';
import type { ListingRecord } from '../listings/service';

/**
 * A search counts its matches no further than the results it pages through (decisions 65 and 89);
 * the total is then "1,000+".
 */
export const SEARCH_COUNT_CAP = SEARCH_MAX_RESULTS;

/** A search whose statement ran past SEARCH_STATEMENT_TIMEOUT_MS (503 with Retry-After). */
export const SEARCH_TOO_COSTLY =
  'The search took too long to answer. Please try again in a moment, or narrow it (a product, a material type, sizes).';

/** What bounds the searches of one instance (issue 22). */
export interface SearchBounds {
  /** How many searches run at once, wait, and one user may have in flight. */
  gate: ConcurrencyGate;
  /** Each statement of a search, at most. */
  statementTimeoutMs: number;
}

/**
 * Runs a search of `userId` (`work`, given the database to read) within the bounds: once the gate
 * lets it in (429 or 503 with Retry-After when it does not), in a read-only transaction whose every
 * statement stops after the search's statement timeout, which answers 503 with Retry-After. PGlite
 * ignores the timeout (it runs in this process, one statement at a time); the gate bounds it there.
 */
export async function runBoundedSearch<T>(
  db: Database,
  bounds: SearchBounds,
  userId: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  return bounds.gate.run(userId, async () => {
    try {
      return await db.transaction(
        async (tx) => {
          // `set local`, as a function so that the value can be a parameter: it ends with the transaction
          await tx.execute(sql`select set_config('statement_timeout', ${String(bounds.statementTimeoutMs)}, true)`);
          return work(tx);
        },
        { accessMode: 'read only' },
      );
    } catch (error) {
      if (isStatementCancelled(error))
        throw new AppError('UNAVAILABLE', SEARCH_TOO_COSTLY, undefined, RETRY_AFTER_SECONDS);
      throw error;
    }
  });
}

/** Who searches: their organisation (never a result of its own search) and how prices are shown to it. */
export interface SearchViewer {
  organisationId: string;
  view: PriceView;
}

/** A buyer's view of one live row; `picture` is its main picture, if any. */
function toResultItem(
  row: ListingRecord,
  picture: DocumentReference | null,
  view: PriceView,
  now: Date,
  differences: SearchResultItem['differences'],
): SearchResultItem {
  return {
    id: row.id,
    kind: row.kind,
    listingNumber: row.listingNumber,
    material: row.material,
    materialDimensions: row.materialDimensions ?? null,
    packageTitle: row.packageTitle,
    numberOfItems: row.numberOfItems,
    weight: weightOf(row),
    tradeUnit: row.tradeUnit,
    prime: row.prime,
    origin: row.origin,
    country: row.country,
    expiresAt: row.expiresAt.toISOString(),
    publishedAt: row.statusModifiedAt.toISOString(),
    isNew: isNewListing(row.statusModifiedAt, now),
    pricing: pricingAt(row, row.netPricePerUnit, view),
    picture,
    differences,
    contentRevision: row.contentRevision,
  };
}

/** The main picture of each row (the seller's choice, else the first), read in one query for all of them (rows share one kind). */
async function findFirstPictures(
  db: Database,
  kind: ListingKind,
  rows: readonly ListingRecord[],
): Promise<Map<string, DocumentReference | null>> {
  const files = await findOwnersDocuments(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, mainPictureOf((files.get(r.id) ?? []).filter((f) => f.kind === 'PICTURE'))]));
}

async function search(
  db: Database,
  kind: ListingKind,
  viewer: SearchViewer,
  rawQuery: SearchListingsQuery,
  now: Date,
): Promise<SearchListingsReply> {
  const query = searchListingsQuery.parse(rawQuery);
  const found = parseSearch(query.filter, kind, viewer.organisationId);
  // a listing past its expiry is no result, even before the expiry job has turned it (decision 175)
  const parsed = { ...found, criteria: { ...found.criteria, liveAt: now } };
  const order = orderOf(query.sort, parsed);
  // a page never reaches past the deepest result a search pages to (offset 990, limit 100: ten rows)
  const page = { limit: Math.min(query.limit, SEARCH_MAX_RESULTS - query.offset), offset: query.offset };
  // the count stops at the deepest result a search pages to: "load more" ends there
  const { rows, total, totalCapped } = await findLiveListings(db, parsed.criteria, order, page, {
    countUpTo: SEARCH_COUNT_CAP,
  });
  let alternativeRows: ListingRecord[] = [];
  // alternatives only while the exact matches fill less than a page, shown with the first page
  if (kind === 'LISTING' && query.offset === 0 && total < query.limit) {
    const widened = alternativeCriteria(
      parsed.criteria,
      rows.map((r) => r.id),
    );
    if (widened) {
      const found = await findLiveListings(
        db,
        widened,
        orderOf('RELEVANCE', parsed),
        { limit: query.limit, offset: 0 },
        { countUpTo: 0 },
      );
      alternativeRows = found.rows;
    }
  }
  const pictures = await findFirstPictures(db, kind, [...rows, ...alternativeRows]);
  return {
    items: rows.map((row) => toResultItem(row, pictures.get(row.id) ?? null, viewer.view, now, [])),
    currentPage: Math.floor(query.offset / query.limit) + 1,
    maxPages: Math.max(1, Math.ceil(total / query.limit)),
    totalItems: total,
    totalItemsCapped: totalCapped,
    alternatives: alternativeRows.map((row) =>
      toResultItem(row, pictures.get(row.id) ?? null, viewer.view, now, differencesOf(row, parsed.criteria)),
    ),
  };
}

/**
 * `search-listings`: live listings of other organisations meeting the filter, in the sort's order,
 * priced for the viewer; with alternatives when the exact matches are fewer than a page.
 */
export async function searchListings(
  db: Database,
  viewer: SearchViewer,
  query: SearchListingsQuery,
  now: Date,
): Promise<SearchListingsReply> {
  return search(db, 'LISTING', viewer, query, now);
}

/** `search-packages`: live packages of other organisations (filters SEARCH_PACKAGE_FILTERS). */
export async function searchPackages(
  db: Database,
  viewer: SearchViewer,
  query: SearchListingsQuery,
  now: Date,
): Promise<SearchListingsReply> {
  return search(db, 'PACKAGE', viewer, query, now);
}

/** Checks a search filter (an alert's filterQuery): 400 'Invalid filter criteria' with details at `path`. */
export function checkSearchFilter(filter: string | undefined, path = 'filter'): void {
  parseSearch(filter, 'LISTING', null, path);
}

/** Options of countMatchingListings. */
export interface MatchOptions {
  /** The platform clock's now: a listing past its expiry is no match, even before the expiry job has turned it (decision 175). */
  now: Date;
  /** Leave out this organisation's listings (the alert owner's own stock). */
  excludeOrganisationId?: string | null;
  /** Only listings that went live at or after this time (new results of the last 24 hours). */
  publishedSince?: Date | null;
  /** Only these listings (does a listing just published match?). */
  listingIds?: readonly string[];
}

/**
 * How many live listings meet a search filter (an alert's filterQuery); 400 'Invalid filter
 * criteria' when the filter is not valid. Stable for the alerts module.
 */
export async function countMatchingListings(
  db: Database,
  filter: string | undefined,
  options: MatchOptions,
): Promise<number> {
  const { criteria } = parseSearch(filter, 'LISTING', options.excludeOrganisationId ?? null);
  const scoped: LiveListingCriteria = {
    ...criteria,
    liveAt: options.now,
    publishedSince: options.publishedSince ?? null,
    ...(options.listingIds ? { ids: options.listingIds } : {}),
  };
  return countLiveListings(db, scoped);
}

/**
 * One page of the live listings of other organisations than the viewer's that match a filter, in
 * the sort's order (RELEVANCE by default): the rows of an alert's results.
 */
export async function findMatchingListings(
  db: Database,
  filter: string | undefined,
  viewerOrganisationId: string | null,
  page: { limit: number; offset: number },
  now: Date,
  sort: SearchSort = 'RELEVANCE',
): Promise<{ rows: ListingRecord[]; total: number }> {
  const parsed = parseSearch(filter, 'LISTING', viewerOrganisationId);
  return findLiveListings(db, { ...parsed.criteria, liveAt: now }, orderOf(sort, parsed), page);
}

/** Is this listing (live, of another organisation than the viewer's) a result of the filter? */
export async function listingMatchesFilter(
  db: Database,
  filter: string | undefined,
  listingId: string,
  viewerOrganisationId: string | null,
  now: Date,
): Promise<boolean> {
  const n = await countMatchingListings(db, filter, {
    now,
    excludeOrganisationId: viewerOrganisationId,
    listingIds: [listingId],
  });
  return n > 0;
}

/**
 * The market's comparable net prices per tonne for a filter (product and material type, live, of
 * other organisations), each in minor units of `currencyCode`: a listing in another currency is
 * converted at the configured rates, rounded down to a minor unit (decision 173).
 */
async function comparablePrices(
  db: Database,
  filter: string | undefined,
  currencyCode: string,
  excludeOrganisationId: string | null,
  rates: ExchangeRates,
  now: Date,
): Promise<number[]> {
  const { criteria } = parseSearch(filter, 'LISTING', excludeOrganisationId);
  const choices = Object.fromEntries(
    (['product', 'materialType'] as const)
      .filter((f) => criteria.choices?.[f] !== undefined)
      .map((f) => [f, criteria.choices![f]!]),
  );
  const rows = await findLiveNetPricesPerTonne(db, { kind: 'LISTING', excludeOrganisationId, choices, liveAt: now });
  return rows.map((r) => convertMinor(r.pricePerTonne, r.currencyCode, currencyCode, rates, 'down'));
}

/**
 * The lowest target price per tonne (minor units of `currencyCode`) for a filter, over listings in
 * every currency at `rates`, without the feature check (urgent requests check the feature
 * themselves); null when nothing comparable is live.
 */
export async function findTargetPriceMinimumPerTonne(
  db: Database,
  filter: string | undefined,
  currencyCode: string,
  rates: ExchangeRates,
  excludeOrganisationId: string | null,
  now: Date,
): Promise<number | null> {
  const prices = await comparablePrices(db, filter, currencyCode, excludeOrganisationId, rates, now);
  return targetPriceMinimum(prices, currencyCode).minimumPerTonne;
}

/** 403 unless the viewer has the TARGET_PRICE feature. */
export function requireTargetPriceFeature(viewer: { features: readonly Feature[] }): void {
  if (!viewer.features.includes('TARGET_PRICE'))
    throw new AppError('ACCESS_DENIED', TARGET_PRICE_MESSAGES.featureRequired);
}

/**
 * The minimum target price (TARGET_PRICE feature; 403 without): 80 % of the median net price per
 * tonne of the live listings of other organisations with the search's product and material type,
 * in any currency converted to the one asked for (the viewer's by default) at the view's rates; per
 * weight and number of items when given.
 */
export async function getTargetPriceMinimum(
  db: Database,
  viewer: SearchViewer & { features: readonly Feature[]; currencyCode: string },
  query: { filter?: string; currencyCode?: string; weight?: number; numberOfItems?: number },
  now: Date,
): Promise<TargetPriceMinimumReply> {
  requireTargetPriceFeature(viewer);
  const currencyCode = query.currencyCode ?? viewer.currencyCode;
  const rates = viewer.view.exchangeRates ?? DEFAULT_EXCHANGE_RATES;
  const prices = await comparablePrices(db, query.filter, currencyCode, viewer.organisationId, rates, now);
  return targetPriceMinimum(prices, currencyCode, { weight: query.weight, numberOfItems: query.numberOfItems });
}

/**
 * Refuses a target price per tonne below the minimum for the search (400 with the §5 message at
 * `path`, 'targetPrice' by default); urgent requests call it before saving. Needs TARGET_PRICE.
 */
export async function assertTargetPrice(
  db: Database,
  viewer: SearchViewer & { features: readonly Feature[]; currencyCode: string },
  request: {
    filter?: string;
    targetPrice: { value: number; currencyCode: string };
    weight?: number;
    numberOfItems?: number;
    path?: string;
  },
  now: Date,
): Promise<TargetPriceMinimumReply> {
  const minimum = await getTargetPriceMinimum(
    db,
    viewer,
    {
      filter: request.filter,
      currencyCode: request.targetPrice.currencyCode,
      weight: request.weight,
      numberOfItems: request.numberOfItems,
    },
    now,
  );
  const message = checkTargetPrice(request.targetPrice.value, minimum);
  if (message) {
    throw new AppError('VALIDATION', 'The request is not valid.', [{ path: request.path ?? 'targetPrice', message }]);
  }
  return minimum;
}

/**
 * Listings and packages as a buyer sees them in search results, whatever their status now (the cart
 * shows sold entries too), priced for the viewer; by id.
 */
export async function describeListingsForBuyer(
  db: Database,
  rows: readonly ListingRecord[],
  view: PriceView,
  now: Date,
): Promise<Map<string, SearchResultItem>> {
  const items = new Map<string, SearchResultItem>();
  for (const kind of ['LISTING', 'PACKAGE'] as const) {
    const ofKind = rows.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    const pictures = await findFirstPictures(db, kind, ofKind);
    for (const row of ofKind) items.set(row.id, toResultItem(row, pictures.get(row.id) ?? null, view, now, []));
  }
  return items;
}
