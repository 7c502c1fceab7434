import { count, desc } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_LOG_FILTERS, AUDIT_LOG_SORTS } from '@steelyard/domain/audit-log';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { defineListSpec, findPage } from '../../platform/paging';
import { auditLog, type AuditLogRow } from './schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, values: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(values);
}

const auditLogSpec = defineListSpec(
  { filters: AUDIT_LOG_FILTERS, sorts: AUDIT_LOG_SORTS },
  {
    filters: {
      organisationId: { column: auditLog.organisationId, type: { kind: 'uuid' } },
      actorId: { column: auditLog.actorUserId, type: { kind: 'uuid' } },
      action: { column: auditLog.action, type: { kind: 'enum', values: AUDIT_ACTIONS } },
      entityType: { column: auditLog.entityType, type: { kind: 'enum', values: AUDIT_ENTITY_TYPES } },
      createdAt: { column: auditLog.createdAt, type: { kind: 'date' } },
    },
    // always newest first: the recording order, since entries of one transaction share their time
    sorts: {},
    defaultSort: [desc(auditLog.seq)],
    tieBreaker: auditLog.id,
  },
);

/** One page of the audit log through its whitelist, newest first. */
export async function findAuditPage(db: Database, query: ListQuery): Promise<ListReply<AuditLogRow>> {
  return findPage(query, auditLogSpec, async ({ where, orderBy, limit, offset }) => {
    const items = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    return { items, totalItems: total?.n ?? 0 };
  });
}
