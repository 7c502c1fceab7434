import { z } from 'zod';
import { listReply } from './paging';
import { tenant } from './roles';

/** What an audit entry is about. */
export const AUDIT_ENTITY_TYPES = ['ORGANISATION', 'USER', 'CREDIT', 'ADDRESS'] as const;
export const auditEntityType = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityType>;

/** The recorded actions (`<entity>.<verb>`); later issues add their own. */
export const AUDIT_ACTIONS = [
  'organisation.created',
  'organisation.updated',
  'organisation.suspended',
  'organisation.reinstated',
  'organisation.purchase-contact-changed',
  'credit.changed',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.welcome-email-sent',
  'user.email-changed',
  'address.created',
  'address.updated',
  'address.deleted',
  'address.primary-changed',
  'address.approved',
  'address.rejected',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** One entry of `GET api/admin/audit-log`: who (null = the system) did what, when, before and after. */
export const auditEntry = z.object({
  id: z.string(),
  action: auditAction,
  entityType: auditEntityType,
  entityId: z.string(),
  organisationId: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string(), tenant: tenant }).nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogList = listReply(auditEntry);
export type AuditLogList = z.infer<typeof auditLogList>;

/**
 * Filters: `organisationId=<uuid>`, `actorId=<uuid>`, `action=…|…`, `entityType=…`, `createdAt>` /
 * `createdAt<` (ISO dates); always newest first (50 a page).
 */
export const AUDIT_LOG_FILTERS = ['organisationId', 'actorId', 'action', 'entityType', 'createdAt'] as const;
