import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '@steelyard/domain/errors';
import { checkoutOfferBody } from '@steelyard/domain/negotiations';
import { order } from '@steelyard/domain/orders';
import { readIdempotentRequest } from '../platform/idempotency/idempotency';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { loadListingCaller } from '../modules/listings/caller-port';
import { checkoutOffer } from './offer-checkout';

/** The offer checkout: buy at an accepted offer's price within its window (Idempotency-Key header). */
export function registerOfferCheckoutRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { publicUrl: ctx.config.publicUrl };
  r.post(
    '/api/buyer/purchase-orders/offer',
    {
      schema: {
        tags: ['checkout'],
        security: bearerSecurity,
        summary:
          'Buy at the price of an accepted offer within its purchase window (Idempotency-Key header); the negotiation becomes PURCHASED',
        body: checkoutOfferBody,
        response: { 201: order, ...errorResponses, 409: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const purchaser = await loadListingCaller(ctx, request);
      const idempotency = readIdempotentRequest(request, purchaser.caller.userId);
      const result = await checkoutOffer(ctx.db, deps, purchaser, request.body, idempotency, ctx.clock.now());
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
