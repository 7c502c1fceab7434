import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxQuery, devMailboxReply, type DevMailboxMessage } from '@steelyard/domain/dev-mailbox';
import type { Database } from '../db/database';
import { DEV_MAILBOX_CSP, renderMailboxList, renderMailboxMessage } from './dev-mailbox-page';
import { findOutboxMessage, listOutboxMessages } from './outbox-queries';
import type { MailOutboxRow } from './schema';

function toMessage(m: MailOutboxRow): DevMailboxMessage {
  return {
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    template: m.template,
    locale: m.locale,
    state: m.state,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}

/**
 * The development mailbox (DEV_MAILBOX=true, never in production): `/dev/mailbox` pages for people
 * and `GET api/dev/mailbox?to=` for tests. Without it these paths answer 404.
 */
export function registerDevMailbox(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Outbox messages, newest first (development mailbox only)',
        querystring: devMailboxQuery,
        response: { 200: devMailboxReply },
      },
    },
    async (request) => ({ items: (await listOutboxMessages(db, request.query)).map(toMessage) }),
  );
  r.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutboxMessages(db, { limit: 200 });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DEV_MAILBOX_CSP)
      .send(renderMailboxList(rows));
  });
  r.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const found = z.uuid().safeParse(request.params.id).success
        ? await findOutboxMessage(db, request.params.id)
        : null;
      reply.type('text/html; charset=utf-8').header('content-security-policy', DEV_MAILBOX_CSP);
      if (!found)
        return reply
          .code(404)
          .send(
            '<!doctype html><title>Not found</title><p>No such message. <a href="/dev/mailbox">All messages</a></p>',
          );
      return reply.send(renderMailboxMessage(found));
    },
  );
}
