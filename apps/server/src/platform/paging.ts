import { and, arrayOverlaps, asc, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVALID_FILTER_CRITERIA } from '@steelyard/domain/errors';
import {
  FilterSyntaxError,
  pageInfo,
  parseFilter,
  parseSort,
  type FilterCriterion,
  type ListQuery,
  type ListReply,
} from '@steelyard/domain/paging';
import { AppError } from './errors';
import { isUuid } from './ids';

/** How a filter value is read: plain values, one of a fixed set, or any-of on an array column. */
export type FilterType =
  | { kind: 'text' }
  /** Text where `=` means "contains, in any case" (search boxes). */
  | { kind: 'search' }
  /** A number within the property's domain bounds (input-limits.ts); 400 beyond them. */
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'uuid' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'array'; values: readonly string[] };

export interface FilterField {
  column: AnyPgColumn;
  type: FilterType;
}

/**
 * The whitelist of one list: only the properties the domain declares for it (its `*_FILTERS` and
 * `*_SORTS`) may be filtered or sorted on, each read from its column. Built by defineListSpec.
 */
export interface ListSpec<F extends string = string, S extends string = string> {
  filterProperties: readonly F[];
  sortProperties: readonly S[];
  filters: Readonly<Record<F, FilterField>>;
  sorts: Readonly<Record<S, AnyPgColumn>>;
  defaultSort: SQL[];
  /** A unique column appended to every order so that pages never overlap. */
  tieBreaker: AnyPgColumn;
}

/** A map with exactly the keys K: a key beyond them is typed `never`, so it fails the type-check. */
type Exactly<K extends string, T> = T & Record<Exclude<keyof T, K>, never>;

/**
 * A list's whitelist from the domain's property lists: the column maps must name every listed
 * property and no other (the type-check fails on a missing or an extra one), so what the server
 * accepts is what the domain declares.
 */
export function defineListSpec<
  F extends string,
  S extends string,
  FM extends Record<NoInfer<F>, FilterField>,
  SM extends Record<NoInfer<S>, AnyPgColumn>,
>(
  properties: { filters: readonly F[]; sorts: readonly S[] },
  spec: {
    filters: Exactly<NoInfer<F>, FM>;
    sorts: Exactly<NoInfer<S>, SM>;
    defaultSort: SQL[];
    tieBreaker: AnyPgColumn;
  },
): ListSpec<F, S> {
  return {
    filterProperties: properties.filters,
    sortProperties: properties.sorts,
    filters: spec.filters,
    sorts: spec.sorts,
    defaultSort: spec.defaultSort,
    tieBreaker: spec.tieBreaker,
  };
}

export interface PageCriteria {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

function invalid(path: 'filter' | 'sort', message: string): AppError {
  return new AppError('VALIDATION', INVALID_FILTER_CRITERIA, [{ path, message }]);
}

function readValue(property: string, type: FilterType, raw: string): string | number | boolean | Date {
  switch (type.kind) {
    case 'text':
    case 'search':
      return raw;
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) throw invalid('filter', `"${raw}" is not a number for ${property}`);
      const n = Number(raw);
      if (!(n >= type.min && n <= type.max)) {
        throw invalid('filter', `"${raw}" is not between ${type.min} and ${type.max} for ${property}`);
      }
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalid('filter', `"${raw}" is not true or false for ${property}`);
      return raw === 'true';
    case 'date': {
      const date = new Date(raw);
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime())) {
        throw invalid('filter', `"${raw}" is not a date for ${property}`);
      }
      return date;
    }
    case 'uuid':
      if (!isUuid(raw)) throw invalid('filter', `"${raw}" is not an id for ${property}`);
      return raw.toLowerCase();
    case 'enum':
    case 'array':
      if (!type.values.includes(raw)) throw invalid('filter', `"${raw}" is not a value of ${property}`);
      return raw;
  }
}

function buildCondition(criterion: FilterCriterion, field: FilterField): SQL {
  const { property, comparator } = criterion;
  const raws = Array.isArray(criterion.value) ? criterion.value : [criterion.value];
  const values = raws.map((raw) => readValue(property, field.type, raw));
  const kind = field.type.kind;
  const equalityOnly = ['boolean', 'enum', 'array', 'uuid', 'search'];
  if (comparator !== '=' && equalityOnly.includes(kind)) {
    throw invalid('filter', `${property} can only be compared with "="`);
  }
  if (kind === 'array') return arrayOverlaps(field.column, values);
  if (kind === 'search') {
    // LIKE's wildcards in the typed text are matched literally
    const patterns = (values as string[]).map((v) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return or(...patterns.map((p) => ilike(field.column, p)))!;
  }
  if (kind === 'text' && comparator === '=') {
    // text equality ignores case: people type names and e-mails in any case
    const lowered = (values as string[]).map((v) => v.toLowerCase());
    const column = sql`lower(${field.column})`;
    return lowered.length === 1 ? eq(column, lowered[0]) : inArray(column, lowered);
  }
  if (comparator === '>') return gt(field.column, values[0]);
  if (comparator === '<') return lt(field.column, values[0]);
  return values.length === 1 ? eq(field.column, values[0]) : inArray(field.column, values);
}

function isOneOf<P extends string>(properties: readonly P[], property: string): property is P {
  return (properties as readonly string[]).includes(property);
}

/** Turns the filter and sort strings of a list query into SQL through the whitelist; 400 on anything else. */
export function buildListCriteria<F extends string, S extends string>(
  query: ListQuery,
  spec: ListSpec<F, S>,
): { where: SQL | undefined; orderBy: SQL[] } {
  let filters: FilterCriterion[];
  let sorts: ReturnType<typeof parseSort>;
  try {
    filters = parseFilter(query.filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalid('filter', error.reason);
    throw error;
  }
  try {
    sorts = parseSort(query.sort);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw invalid('sort', error.reason);
    throw error;
  }
  const conditions = filters.map((criterion) => {
    if (!isOneOf(spec.filterProperties, criterion.property)) {
      throw invalid('filter', `unknown property ${criterion.property}`);
    }
    return buildCondition(criterion, spec.filters[criterion.property]);
  });
  const orderBy = sorts.map((s) => {
    if (!isOneOf(spec.sortProperties, s.property)) throw invalid('sort', `unknown property ${s.property}`);
    const column = spec.sorts[s.property];
    return s.direction === 'asc' ? asc(column) : desc(column);
  });
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [...(orderBy.length > 0 ? orderBy : spec.defaultSort), asc(spec.tieBreaker)],
  };
}

/**
 * Runs one page of a list: builds the criteria, lets `fetch` run the scoped select and count,
 * and answers `{ items, currentPage, maxPages, totalItems }`.
 */
export async function findPage<T, F extends string, S extends string>(
  query: ListQuery,
  spec: ListSpec<F, S>,
  fetch: (criteria: PageCriteria) => Promise<{ items: T[]; totalItems: number }>,
): Promise<ListReply<T>> {
  const { where, orderBy } = buildListCriteria(query, spec);
  const { items, totalItems } = await fetch({ where, orderBy, limit: query.limit, offset: query.offset });
  return { items, ...pageInfo(totalItems, query.limit, query.offset) };
}
