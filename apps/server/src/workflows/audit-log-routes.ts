import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogList, type AuditEntry } from '@steelyard/domain/audit-log';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { listQuery, type ListQuery, type ListReply } from '@steelyard/domain/paging';
import type { Database } from '../platform/db/database';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { listAuditEntries } from '../modules/audit/service';
import { findUserDisplayNames } from '../modules/users/service';

/** One page of the audit log, newest first, with the actors' names as they are now. */
export async function readAuditLog(db: Database, query: ListQuery): Promise<ListReply<AuditEntry>> {
  const page = await listAuditEntries(db, query);
  const ids = page.items.map((r) => r.actorUserId).filter((v): v is string => v != null);
  const names = await findUserDisplayNames(db, [...new Set(ids)]);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      organisationId: row.organisationId,
      actor: row.actorUserId
        ? { id: row.actorUserId, name: names.get(row.actorUserId) ?? '', tenant: row.actorTenant ?? 'MARKETPLACE' }
        : null,
      reason: row.reason,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** `GET api/admin/audit-log`: read-only; there is no call that changes or deletes an entry. */
export function registerAuditLogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin: audit log'],
        summary: 'The audit log, newest first; filter organisationId, actorId, action, entityType, createdAt',
        security: bearerSecurity,
        querystring: listQuery(PAGE_SIZE.default),
        response: { 200: auditLogList, ...errorResponses },
      },
    },
    async (request) => readAuditLog(ctx.db, request.query),
  );
}
