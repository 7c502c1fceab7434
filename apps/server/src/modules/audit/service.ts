import type { AuditAction, AuditEntityType } from '@steelyard/domain/audit-log';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Tenant } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { findAuditPage, insertAuditEntry } from './queries';
import type { AuditLogRow } from './schema';

/** Who acted: a signed-in user (caller) or null for the system. */
export interface AuditActor {
  userId: string;
  tenant: Tenant;
}

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  organisationId: string | null;
  actor: AuditActor | null;
  reason?: string | null;
  before?: object | null;
  after?: object | null;
  now: Date;
}

// jsonb keeps plain JSON: dates become ISO strings, undefined fields disappear
const toJson = (value: object | null | undefined): Record<string, unknown> | null =>
  value == null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

/** Records one change in the audit log; call it with the transaction of the change. */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await insertAuditEntry(tx, {
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    organisationId: record.organisationId,
    actorUserId: record.actor?.userId ?? null,
    actorTenant: record.actor?.tenant ?? null,
    reason: record.reason ?? null,
    before: toJson(record.before),
    after: toJson(record.after),
    createdAt: record.now,
  });
}

/** One page of the audit log, newest first (rows; the workflow adds the actors' names). */
export async function listAuditEntries(db: Database, query: ListQuery): Promise<ListReply<AuditLogRow>> {
  return findAuditPage(db, query);
}
