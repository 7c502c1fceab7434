import { and, eq, ne } from 'drizzle-orm';
import { COUNTRY_CODES } from '@steelyard/domain/countries';
import { INVALID_FILTER_CRITERIA } from '@steelyard/domain/errors';
import { FilterSyntaxError, parseFilter, type FilterCriterion } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { listings, type ListingRow } from '../listings/schema';

/**
 * What alerts need of the search (issue 7): the search module owns the filter syntax, what matches
 * and in which order. The alerts module only calls these, so that an alert finds exactly what the
 * same search finds. `createInterimListingSearch` stands in until the search module's service is
 * wired in `registerAlertRoutes` (see the TODO there).
 */
export interface AlertListingSearch {
  /** Throws a 400 AppError ('Invalid filter criteria') for a filter the search refuses. */
  checkFilter(filterQuery: string): void;
  /** Is this listing a result of the filter for a viewer of another organisation (the job asks per published listing)? */
  matchesListing(db: Database, filterQuery: string, listing: ListingRow): Promise<boolean>;
  /** How many live listings of other organisations than the viewer's match the filter. */
  countMatches(db: Database, filterQuery: string, viewerOrganisationId: string): Promise<number>;
  /** One page of those listings, in the search's order. */
  findMatches(
    db: Database,
    filterQuery: string,
    viewerOrganisationId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ListingRow[]; total: number }>;
  /**
   * The lowest target price per tonne (minor units, in that currency) the search accepts for this
   * filter; null when there is no market price to compare with.
   */
  targetPriceMinimum(db: Database, filterQuery: string, currencyCode: string): Promise<number | null>;
}

export const invalidFilter = (reason: string) =>
  new AppError('VALIDATION', INVALID_FILTER_CRITERIA, [{ path: 'filterQuery', message: reason }]);

/*
 * ---- Interim matcher: replace by the search module's service when it lands ----
 * It follows the matching rules documented in the domain's search contract (choice fields equal,
 * dimension bounds inclusive, weight and items as minimums, origin, prime) in memory, over the live
 * listings of other organisations; good enough for tests and the demo, not for 100,000 listings.
 */

const DIMENSIONS = ['thickness', 'width', 'length'] as const;
type Dimension = (typeof DIMENSIONS)[number];

function parseChecked(filterQuery: string): FilterCriterion[] {
  try {
    return parseFilter(filterQuery);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalidFilter(error.reason);
    throw error;
  }
}

const valuesOf = (c: FilterCriterion) => (Array.isArray(c.value) ? c.value : [c.value]);

function sizeRange(listing: ListingRow, d: Dimension): [number, number] | null {
  const dims = listing.materialDimensions;
  if (!dims) return null;
  const exact = dims[d];
  if (exact != null) return [exact, exact];
  if (d === 'thickness') return null;
  const min = d === 'width' ? dims.minWidth : dims.minLength;
  const max = d === 'width' ? dims.maxWidth : dims.maxLength;
  return min != null && max != null ? [min, max] : null;
}

function criterionMatches(c: FilterCriterion, listing: ListingRow): boolean {
  const [prefix, field] = c.property.includes('.') ? c.property.split('.', 2) : ['', c.property];
  const values = valuesOf(c);
  if (prefix === 'material') {
    const own = (listing.material as Record<string, unknown>)[field!];
    return own != null && values.includes(String(own));
  }
  if (prefix === 'materialDimensions') {
    const range = sizeRange(listing, field as Dimension);
    if (!range) return false;
    const n = Number(values[0]);
    if (c.comparator === '>') return range[0] >= n;
    if (c.comparator === '<') return range[1] <= n;
    return range[0] >= n && range[1] <= n;
  }
  if (field === 'weight') return listing.weightGrams >= Math.round(Number(values[0]) * 1_000_000);
  if (field === 'numberOfItems') return (listing.numberOfItems ?? 0) >= Number(values[0]);
  if (field === 'prime') return String(listing.prime) === values[0];
  if (field === 'origin') {
    const allowed = new Set(values.flatMap((v) => (v === 'WESTERN_EUROPE' ? [...COUNTRY_CODES] : [v])));
    return listing.origin.every((o) => allowed.has(o));
  }
  return false;
}

function checkCriterion(c: FilterCriterion): void {
  const [prefix, field] = c.property.includes('.') ? c.property.split('.', 2) : ['', c.property];
  const known =
    prefix === 'material' ||
    (prefix === 'materialDimensions' && (DIMENSIONS as readonly string[]).includes(field!)) ||
    (prefix === '' && ['weight', 'numberOfItems', 'prime', 'origin'].includes(field!));
  if (!known) throw invalidFilter(`unknown property ${c.property}`);
  const numeric = prefix === 'materialDimensions' || field === 'weight' || field === 'numberOfItems';
  if (numeric && !valuesOf(c).every((v) => /^\d+(\.\d+)?$/.test(v))) {
    throw invalidFilter(`${c.property} takes a number`);
  }
}

/** The stand-in for the search module (interim: see above). */
export function createInterimListingSearch(): AlertListingSearch {
  const matches = (criteria: FilterCriterion[], row: ListingRow) =>
    row.kind === 'LISTING' && row.status === 'PUBLISHED' && criteria.every((c) => criterionMatches(c, row));
  const liveOfOthers = (db: Database, organisationId: string) =>
    db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.kind, 'LISTING'),
          eq(listings.status, 'PUBLISHED'),
          ne(listings.organisationId, organisationId),
        ),
      );
  const findAll = async (db: Database, filterQuery: string, organisationId: string) => {
    const criteria = parseChecked(filterQuery);
    const rows = (await liveOfOthers(db, organisationId)).filter((row) => matches(criteria, row));
    // newest first, then id: pages never overlap
    return rows.sort((a, b) => b.statusModifiedAt.getTime() - a.statusModifiedAt.getTime() || (a.id < b.id ? -1 : 1));
  };
  return {
    checkFilter(filterQuery) {
      parseChecked(filterQuery).forEach(checkCriterion);
    },
    async matchesListing(_db, filterQuery, listing) {
      return matches(parseChecked(filterQuery), listing);
    },
    async countMatches(db, filterQuery, organisationId) {
      return (await findAll(db, filterQuery, organisationId)).length;
    },
    async findMatches(db, filterQuery, organisationId, page) {
      const all = await findAll(db, filterQuery, organisationId);
      return { rows: all.slice(page.offset, page.offset + page.limit), total: all.length };
    },
    async targetPriceMinimum() {
      // the search module derives it from market prices; without it every target price is accepted
      return null;
    },
  };
}
