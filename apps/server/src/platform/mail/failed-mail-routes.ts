import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';
import { failedMailList, failedMailQuery, type FailedMailList } from '@steelyard/domain/mail-outbox';
import { pageInfo } from '@steelyard/domain/paging';
import type { Database } from '../db/database';
import { bearerSecurity, errorResponses } from '../openapi';
import type { ServerContext } from '../server-context';
import { findFailedOutboxPage } from './outbox-queries';

/** The e-mails that will not arrive (refused by the mail server, or out of retries), newest first. */
async function listFailedMail(db: Database, page: { limit: number; offset: number }): Promise<FailedMailList> {
  const { items, totalItems } = await findFailedOutboxPage(db, page);
  return {
    ...pageInfo(totalItems, page.limit, page.offset),
    items: items.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      template: row.template as MailTemplateName,
      locale: row.locale,
      attempts: row.attempts,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** `GET api/admin/mail-outbox/failed`: operators (read-only ones too) see what did not arrive and why. */
export function registerFailedMailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/mail-outbox/failed',
    {
      schema: {
        tags: ['admin: e-mail'],
        summary: "E-mails that failed for good (the mail server's 5xx, or retries used up), newest first",
        security: bearerSecurity,
        querystring: failedMailQuery,
        response: { 200: failedMailList, ...errorResponses },
      },
    },
    async (request) => listFailedMail(ctx.db, request.query),
  );
}
