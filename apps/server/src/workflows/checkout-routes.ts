import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutCartBody, checkoutItemBody } from '@steelyard/domain/checkout';
import { errorReply } from '@steelyard/domain/errors';
import { cartOrderGroup, order } from '@steelyard/domain/orders';
import { readIdempotentRequest } from '../platform/idempotency/idempotency';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { loadListingCaller } from '../modules/listings/caller-port';
import { checkoutCart, checkoutItem } from './checkout';

/** Checkout: buy now and the whole cart, each with an Idempotency-Key header. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['checkout'], security: bearerSecurity };
  const conflicts = { 409: errorReply, 422: errorReply };
  const deps = { publicUrl: ctx.config.publicUrl };
  r.post(
    '/api/buyer/purchase-orders',
    {
      schema: {
        ...schema,
        summary:
          'Buy one listing or package now at the price seen (Idempotency-Key header): 409 when sold, repriced or above the credit',
        body: checkoutItemBody,
        response: { 201: order, ...errorResponses, ...conflicts },
      },
    },
    async (request, reply) => {
      const purchaser = await loadListingCaller(ctx, request);
      const idempotency = readIdempotentRequest(request, purchaser.caller.userId);
      const result = await checkoutItem(ctx.db, deps, purchaser, request.body, idempotency, ctx.clock.now());
      return reply.code(result.statusCode).send(result.body);
    },
  );
  r.post(
    '/api/buyer/purchase-orders/cart',
    {
      schema: {
        ...schema,
        summary:
          'Buy the whole cart, all or nothing, as one cart order (Idempotency-Key header; CART feature); the cart is emptied',
        body: checkoutCartBody,
        response: { 201: cartOrderGroup, ...errorResponses, ...conflicts },
      },
    },
    async (request, reply) => {
      const purchaser = await loadListingCaller(ctx, request);
      const idempotency = readIdempotentRequest(request, purchaser.caller.userId);
      const result = await checkoutCart(ctx.db, deps, purchaser, request.body, idempotency, ctx.clock.now());
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
