import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCartBody, CART_MESSAGES, cartEntryParams, cartReply } from '@steelyard/domain/cart';
import { AppError } from '../../platform/errors';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { loadListingCaller } from '../listings/caller-port';
import { registerCartJobs } from './jobs';
import { addToCart, emptyCart, getCart, removeCartEntry, reviewCartPrices, type CartBuyer } from './service';

/** The buyer's cart (BUYER role and CART feature, 403 otherwise) and its emptying on the job runner. */
export function registerCartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCartJobs(ctx.jobs);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const minutes = ctx.config.cartReservationMinutes;
  const buyerOf = async (request: FastifyRequest): Promise<CartBuyer> => {
    const who = await loadListingCaller(ctx, request);
    if (!who.features.includes('CART')) throw new AppError('ACCESS_DENIED', CART_MESSAGES.featureRequired);
    return who;
  };
  const schema = { tags: ['cart'], security: bearerSecurity };
  r.get(
    '/api/buyer/cart/fetch-cart',
    {
      schema: {
        ...schema,
        summary: "The buyer's cart: entries as they are now, blockers, totals, expiry and available credit",
        response: { 200: cartReply, ...errorResponses },
      },
    },
    async (request) => getCart(ctx.db, await buyerOf(request), minutes, ctx.clock.now()),
  );
  r.post(
    '/api/buyer/cart/entries',
    {
      schema: {
        ...schema,
        summary: 'Add a live listing or package at the price per unit (incl. delivery) the buyer saw',
        body: addToCartBody,
        response: { 201: cartReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const cart = await addToCart(ctx.db, await buyerOf(request), request.body, minutes, ctx.clock.now());
      return reply.code(201).send(cart);
    },
  );
  r.delete(
    '/api/buyer/cart/entries/:entryId',
    {
      schema: {
        ...schema,
        summary: 'Take an entry out of the cart',
        params: cartEntryParams,
        response: { 200: cartReply, ...errorResponses },
      },
    },
    async (request) =>
      removeCartEntry(ctx.db, await buyerOf(request), request.params.entryId, minutes, ctx.clock.now()),
  );
  r.delete(
    '/api/buyer/cart',
    { schema: { ...schema, summary: 'Empty the cart', response: { 200: cartReply, ...errorResponses } } },
    async (request) => emptyCart(ctx.db, await buyerOf(request), minutes, ctx.clock.now()),
  );
  r.post(
    '/api/buyer/cart/review-prices',
    {
      schema: {
        ...schema,
        summary:
          "The buyer has seen the new seller prices and changes: entries take their item's current price and content",
        response: { 200: cartReply, ...errorResponses },
      },
    },
    async (request) => reviewCartPrices(ctx.db, await buyerOf(request), minutes, ctx.clock.now()),
  );
}
