import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { deriveUnsubscribeKey, signUnsubscribeToken, verifyUnsubscribeToken } from '../../platform/mail/mail-headers';
import { buildLink } from '../../platform/mail/send-mail';
import { errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { unsubscribeFromAlerts } from './service';

/*
 * The alert digest's List-Unsubscribe link (RFC 2369, RFC 8058), signed for the address it was mailed to:
 * - `POST api/public/alerts/unsubscribe?email=…&token=…` (body `List-Unsubscribe=One-Click`, sent by the
 *   mail client's unsubscribe button without cookies) switches every alert of the address's user off → 204;
 *   a token that is not the address's → 400;
 * - `GET` of the same link changes nothing (link scanners and previews fetch it) and sends the person to
 *   My Alerts, where alerts are switched off one by one; it checks nothing, so an old link still gets there.
 */

export const ALERT_UNSUBSCRIBE_PATH = '/api/public/alerts/unsubscribe';
const PURPOSE = 'alert-digest';
const INVALID_LINK = 'This unsubscribe link is not valid.';

const unsubscribeQuery = z.object({ email: z.string().trim().min(1).max(320), token: z.string().min(1).max(100) });

/** The link of the digests to one address. */
export function alertUnsubscribeUrl(publicUrl: string, key: Buffer, email: string): string {
  return buildLink(publicUrl, ALERT_UNSUBSCRIBE_PATH, { email, token: signUnsubscribeToken(key, PURPOSE, email) });
}

export function registerAlertUnsubscribeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const key = deriveUnsubscribeKey(ctx.keys.jwtSecret);
  const check = (query: z.infer<typeof unsubscribeQuery>) => {
    if (!verifyUnsubscribeToken(key, PURPOSE, query.email, query.token)) throw new AppError('VALIDATION', INVALID_LINK);
  };
  // RFC 8058 posts a form; only here, and the body is not read
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 1_024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', done);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      ALERT_UNSUBSCRIBE_PATH,
      {
        schema: {
          tags: ['alerts'],
          summary: "One-click unsubscribe of the alert digest (RFC 8058): switches the user's alerts off",
          querystring: unsubscribeQuery,
          response: { 204: z.null().describe('Unsubscribed (also when nothing was on)'), ...errorResponses },
        },
      },
      async (request, reply) => {
        check(request.query);
        await unsubscribeFromAlerts(ctx.db, request.query.email, ctx.clock.now());
        return reply.code(204).send(null);
      },
    );
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    ALERT_UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe link opened in a browser: changes nothing, goes to My Alerts',
        querystring: z.object({ email: z.string().max(320).optional(), token: z.string().max(100).optional() }),
        response: { 303: z.null().describe('To My Alerts'), ...errorResponses },
      },
    },
    async (_request, reply) => {
      return reply.redirect(buildLink(ctx.config.publicUrl, '/my-alerts'), 303);
    },
  );
}
