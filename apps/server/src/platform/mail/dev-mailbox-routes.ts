import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxQuery, devMailboxReply, type DevMailboxMessage } from '@steelyard/domain/dev-mailbox';
import { isWritingOperator } from '@steelyard/domain/roles';
import { readBearerToken } from '../auth-guard';
import { AppError } from '../errors';
import type { ServerContext } from '../server-context';
import { DEV_MAILBOX_CSP, renderMailboxList, renderMailboxMessage, renderMailboxNotFound } from './dev-mailbox-page';
import { findOutboxMessage, listOutboxMessages } from './outbox-queries';
import type { MailOutboxRow } from './schema';

/** The header that carries the mailbox's key (tests, scripts); people open the link with `?key=`. */
export const DEV_MAILBOX_KEY_HEADER = 'x-dev-mailbox-key';

const KEY_REQUIRED =
  'The development mailbox needs its key: open the link the server printed at start (development mailbox at …?key=…).';

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

// digests of equal length, so the comparison takes the same time whatever the guess
const digest = (text: string) => createHash('sha256').update(text).digest();

/** The key of the page link's query, if the request came with one. */
function queryKey(request: FastifyRequest): string | undefined {
  const key = (request.query as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Lets in the holder of the key (header or the page link's `?key=`) and operators (an ADMIN access
 * token with the OPERATOR role); anyone else gets 401 (403 for other signed-in users). The messages
 * hold reset links and temporary passwords, so the read-only auditor is not let in either.
 */
async function assertMailboxAccess(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const header = request.headers[DEV_MAILBOX_KEY_HEADER];
  const given = typeof header === 'string' ? header : queryKey(request);
  if (given !== undefined) {
    if (timingSafeEqual(digest(given), digest(ctx.config.devMailboxKey))) return;
    throw new AppError('AUTHENTICATION_REQUIRED', 'The development mailbox key is not correct.');
  }
  const token = readBearerToken(request);
  if (!token) throw new AppError('AUTHENTICATION_REQUIRED', KEY_REQUIRED);
  const caller = await ctx.tokens.verify(token, ctx.clock.now());
  if (!caller) throw new AppError('AUTHENTICATION_REQUIRED', 'The access token is invalid or has expired.');
  if (caller.tenant !== 'ADMIN' || !isWritingOperator(caller.roles)) {
    throw new AppError('ACCESS_DENIED', 'The development mailbox is open to operators and holders of its key only.');
  }
}

/**
 * The development mailbox (DEV_MAILBOX=true, never in production): `/dev/mailbox` pages for people
 * and `GET api/dev/mailbox?to=` for tests, each only with the mailbox's key or an operator's token
 * (decision 140). Without DEV_MAILBOX these paths answer 404.
 */
export function registerDevMailbox(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: FastifyRequest) => assertMailboxAccess(ctx, request);
  r.get(
    '/api/dev/mailbox',
    {
      onRequest,
      schema: {
        tags: ['development'],
        summary: 'Outbox messages, newest first (development mailbox only)',
        description: `Needs the mailbox's key (the \`${DEV_MAILBOX_KEY_HEADER}\` header or \`key\`; the server prints it at start) or an operator's access token.`,
        querystring: devMailboxQuery,
        response: { 200: devMailboxReply },
      },
    },
    async (request) => ({ items: (await listOutboxMessages(db, request.query)).map(toMessage) }),
  );
  r.get('/dev/mailbox', { onRequest, schema: { hide: true } }, async (request, reply) => {
    const rows = await listOutboxMessages(db, { limit: 200 });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DEV_MAILBOX_CSP)
      .send(renderMailboxList(rows, queryKey(request)));
  });
  r.get(
    '/dev/mailbox/:id',
    { onRequest, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const found = z.uuid().safeParse(request.params.id).success
        ? await findOutboxMessage(db, request.params.id)
        : null;
      reply.type('text/html; charset=utf-8').header('content-security-policy', DEV_MAILBOX_CSP);
      if (!found) return reply.code(404).send(renderMailboxNotFound(queryKey(request)));
      return reply.send(renderMailboxMessage(found, queryKey(request)));
    },
  );
}
