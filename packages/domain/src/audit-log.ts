import { z } from 'zod';
import { listReply } from './paging';
import { tenant } from './roles';

/** What an audit entry is about. */
export const AUDIT_ENTITY_TYPES = ['ORGANISATION', 'USER', 'CREDIT', 'ADDRESS', 'LISTING', 'ORDER', 'RFQ'] as const;
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
  'user.password-changed',
  'user.mfa-enabled',
  'user.mfa-disabled',
  'address.created',
  'address.updated',
  'address.deleted',
  'address.primary-changed',
  'address.approved',
  'address.rejected',
  // an operator's review of a listing or package (entity LISTING: both live in one table)
  'listing.approved',
  'listing.rejected',
  // an operator's steps of a purchase order (issue 8)
  'order.status-changed',
  'order.payment-received',
  // an operator's review of a request for quotation (issue 10)
  'rfq.approved',
  'rfq.rejected',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/**
 * How a `user.password-changed` entry's password was chosen (its `after.via`): the own password
 * changed, a reset or activation link used, or the temporary password replaced at sign-in.
 */
export const PASSWORD_CHANGE_CHANNELS = ['CHANGE', 'RESET_LINK', 'ACTIVATION_LINK', 'TEMPORARY_PASSWORD'] as const;
export type PasswordChangeChannel = (typeof PASSWORD_CHANGE_CHANNELS)[number];

/** Where a `user.mfa-enabled` entry's two-factor was set up (its `after.via`): at sign-in or signed in. */
export const MFA_SETUP_CHANNELS = ['SIGN_IN', 'ACCOUNT'] as const;
export type MfaSetupChannel = (typeof MFA_SETUP_CHANNELS)[number];

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
/** None: the log is always newest first, in the order it was recorded. */
export const AUDIT_LOG_SORTS = [] as const;
