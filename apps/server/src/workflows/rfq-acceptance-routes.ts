import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '@steelyard/domain/errors';
import { acceptQuotesBody, acceptQuotesReply, rfqParams } from '@steelyard/domain/rfqs';
import { readIdempotentRequest } from '../platform/idempotency/idempotency';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { loadListingCaller } from '../modules/listings/caller-port';
import { rfqDeps } from '../modules/rfqs/service';
import { acceptRfqQuotes } from './rfq-acceptance';

/** The buyer accepts RFQ quotes: each accepted quote item becomes a purchase order (Idempotency-Key header). */
export function registerRfqAcceptanceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = rfqDeps(ctx);
  r.post(
    '/api/buyer/rfqs/:id/accept',
    {
      schema: {
        tags: ['rfqs: buyer'],
        summary:
          'Accept quote items (Idempotency-Key header): one purchase order each under the checkout rules, all or nothing; 409 when accepted before',
        security: bearerSecurity,
        params: rfqParams,
        body: acceptQuotesBody,
        response: { 201: acceptQuotesReply, ...errorResponses, 409: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const purchaser = await loadListingCaller(ctx, request);
      const idempotency = readIdempotentRequest(request, purchaser.caller.userId);
      const result = await acceptRfqQuotes(
        ctx.db,
        deps,
        purchaser,
        request.params.id,
        request.body,
        idempotency,
        ctx.clock.now(),
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
