import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  auditLogList,
  type AuditAction,
  type AuditEntityType,
  type AuditLogList,
} from '@steelyard/domain/audit-log';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { serializeFilter, type FilterCriterion } from '@steelyard/domain/paging';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { fetchOrganisationsPage, operatorOrganisationKeys } from './organisations';

/** The log's page: the server's default for `api/admin/audit-log` (50). */
export const AUDIT_LOG_PAGE_SIZE = PAGE_SIZE.default;

/** One page of the audit log, newest first (for the collection hook). */
export function fetchAuditLogPage({ limit, offset, filter, signal }: PageRequest): Promise<AuditLogList> {
  return apiRequest('admin/audit-log', { query: { limit, offset, filter }, schema: auditLogList, signal });
}

/** What the operator filters the log by; days are `YYYY-MM-DD` in the operator's time zone, both inclusive. */
export interface AuditLogFilters {
  organisationId: string | null;
  actorId: string | null;
  actions: AuditAction[];
  entityType: AuditEntityType | null;
  from: string | null;
  to: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const isEntityType = (value: string | null): value is AuditEntityType =>
  value !== null && (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);

/** The start of a local day, or null for anything that is not a real `YYYY-MM-DD`. */
function startOfDay(day: string | null): Date | null {
  if (!day || !DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  return start.getMonth() === month - 1 && start.getDate() === date ? start : null;
}

/** The filters of the page's address (`?organisationId=…&action=…&from=2026-03-01`); unusable values are dropped. */
export function readAuditLogFilters(params: URLSearchParams): AuditLogFilters {
  const id = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return UUID.test(value) ? value.toLowerCase() : null;
  };
  const day = (name: string) => (startOfDay(params.get(name)) ? params.get(name) : null);
  const entityType = params.get('entityType');
  return {
    organisationId: id('organisationId'),
    actorId: id('actorId'),
    actions: [...new Set(params.getAll('action').filter(isAction))],
    entityType: isEntityType(entityType) ? entityType : null,
    from: day('from'),
    to: day('to'),
  };
}

/** The page's address for the filters, so a filtered log can be bookmarked and linked to. */
export function writeAuditLogFilters(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.organisationId) params.set('organisationId', filters.organisationId);
  if (filters.actorId) params.set('actorId', filters.actorId);
  for (const action of filters.actions) params.append('action', action);
  if (filters.entityType) params.set('entityType', filters.entityType);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The server's filter criteria: days become the instants where the operator's days begin and end. */
export function auditLogCriteria(filters: AuditLogFilters): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  if (filters.organisationId) {
    criteria.push({ property: 'organisationId', comparator: '=', value: filters.organisationId });
  }
  if (filters.actorId) criteria.push({ property: 'actorId', comparator: '=', value: filters.actorId });
  if (filters.actions.length > 0) {
    const [first] = filters.actions;
    criteria.push({
      property: 'action',
      comparator: '=',
      value: filters.actions.length === 1 ? first! : filters.actions,
    });
  }
  if (filters.entityType) criteria.push({ property: 'entityType', comparator: '=', value: filters.entityType });
  const from = startOfDay(filters.from);
  // the server compares strictly: one millisecond earlier keeps an entry made exactly at midnight
  if (from)
    criteria.push({ property: 'createdAt', comparator: '>', value: new Date(from.getTime() - 1).toISOString() });
  const to = startOfDay(filters.to);
  if (to) {
    const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
    criteria.push({ property: 'createdAt', comparator: '<', value: end.toISOString() });
  }
  return criteria;
}

/** The organisations whose name contains the typed text, for the organisation filter (20, by name). */
export const organisationChoicesQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...operatorOrganisationKeys.all, 'choices', name] as const,
    queryFn: ({ signal }) =>
      fetchOrganisationsPage({
        limit: 20,
        offset: 0,
        sort: 'name:asc',
        filter: name ? serializeFilter([{ property: 'name', comparator: '=', value: name }]) : undefined,
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
