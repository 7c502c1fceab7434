import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { INVALID_FILTER_CRITERIA } from './errors';
import { MAX_LIST_OFFSET } from './input-limits';

/** List replies: items, currentPage (1-based), maxPages, totalItems. */
export function listReply<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    currentPage: z.number().int(),
    maxPages: z.number().int(),
    totalItems: z.number().int(),
  });
}
export interface ListReply<T> {
  items: T[];
  currentPage: number;
  maxPages: number;
  totalItems: number;
}

export const COMPARATORS = ['=', '>', '<'] as const;
export type Comparator = (typeof COMPARATORS)[number];

export interface FilterCriterion {
  property: string;
  comparator: Comparator;
  /** One value, or several (only with '='). */
  value: string | string[];
}

export interface SortCriterion {
  property: string;
  direction: 'asc' | 'desc';
}

export class FilterSyntaxError extends Error {
  constructor(readonly reason: string) {
    super(INVALID_FILTER_CRITERIA);
  }
}

const PROPERTY = /^[A-Za-z][A-Za-z0-9_.]*$/;

/** Checks one criterion the way the client must before sending it. */
export function isValidCriterion(c: FilterCriterion): boolean {
  if (!PROPERTY.test(c.property)) return false;
  if (!COMPARATORS.includes(c.comparator)) return false;
  const values = Array.isArray(c.value) ? c.value : [c.value];
  if (values.length === 0 || values.some((v) => v === '')) return false;
  if (Array.isArray(c.value) && c.value.length > 1 && c.comparator !== '=') return false;
  return true;
}

/** Serialises criteria: `property` `comparator` `value`, joined by ';', list values by '|'. */
export function serializeFilter(criteria: readonly FilterCriterion[]): string {
  return criteria
    .map((c) => {
      if (!isValidCriterion(c)) throw new FilterSyntaxError(`criterion on ${c.property}`);
      const value = Array.isArray(c.value) ? c.value.join('|') : c.value;
      return `${c.property}${c.comparator}${value}`;
    })
    .join(';');
}

/** Parses a filter query value; throws FilterSyntaxError ('Invalid filter criteria'). */
export function parseFilter(raw: string | undefined): FilterCriterion[] {
  if (raw == null || raw.trim() === '') return [];
  return raw.split(';').map((part) => {
    const m = /^([A-Za-z][A-Za-z0-9_.]*)([=<>])(.*)$/s.exec(part.trim());
    if (!m) throw new FilterSyntaxError(`malformed criterion "${part}"`);
    const [, property, comparator, rawValue] = m as unknown as [string, string, Comparator, string];
    if (rawValue === '') throw new FilterSyntaxError(`no value for ${property}`);
    const values = rawValue.split('|');
    if (values.length > 1 && comparator !== '=') throw new FilterSyntaxError(`list value needs '=' on ${property}`);
    if (values.some((v) => v === '')) throw new FilterSyntaxError(`empty list value on ${property}`);
    return { property, comparator, value: values.length > 1 ? values : rawValue };
  });
}

export function serializeSort(criteria: readonly SortCriterion[]): string {
  return criteria.map((c) => `${c.property}:${c.direction}`).join(';');
}

/** Parses `property:asc|desc` joined by ';'; throws FilterSyntaxError. */
export function parseSort(raw: string | undefined): SortCriterion[] {
  if (raw == null || raw.trim() === '') return [];
  return raw.split(';').map((part) => {
    const m = /^([A-Za-z][A-Za-z0-9_.]*):(asc|desc)$/i.exec(part.trim());
    if (!m) throw new FilterSyntaxError(`malformed sort "${part}"`);
    return { property: m[1]!, direction: m[2]!.toLowerCase() as 'asc' | 'desc' };
  });
}

/** The query of every list call: limit and offset, sort and filter strings. */
export function listQuery(defaultLimit: number = PAGE_SIZE.default) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
    sort: z.string().max(500).optional(),
    filter: z.string().max(2000).optional(),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuery>>;

/** Builds the page numbers of a list reply. */
export function pageInfo(totalItems: number, limit: number, offset: number) {
  return {
    currentPage: Math.floor(offset / limit) + 1,
    maxPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
  };
}
