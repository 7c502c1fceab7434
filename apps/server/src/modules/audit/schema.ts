import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntityType } from '@steelyard/domain/audit-log';
import type { Tenant } from '@steelyard/domain/roles';

/**
 * Who changed what and why: written in the transaction of every operator action and every change
 * to organisations, users, credit and addresses. Rows are never changed or deleted (a trigger of
 * the migration refuses UPDATE and DELETE), so there are no foreign keys that could cascade.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the order of recording: entries of one transaction share their time
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: uuid('entity_id').notNull(),
    organisationId: uuid('organisation_id'),
    // null for the system (jobs, the seed, the operator:create command)
    actorUserId: uuid('actor_user_id'),
    actorTenant: text('actor_tenant').$type<Tenant>(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_organisation_idx').on(t.organisationId, t.seq),
    index('audit_log_actor_idx').on(t.actorUserId, t.seq),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
