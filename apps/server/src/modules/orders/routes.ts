import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartOrderGroup,
  cartOrderParams,
  order,
  orderList,
  orderListQuery,
  orderParams,
  updateOrderBody,
} from '@steelyard/domain/orders';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { getCartOrderGroup, getOrder, listOrders, updateOrderByBuyer } from './service';

/** Orders of the caller's organisation (bought or sold) and the buyer's corrections; placing them is checkout's. */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['orders'], security: bearerSecurity };
  r.get(
    '/api/universal/purchase-orders',
    {
      schema: {
        ...schema,
        summary:
          "Orders the caller's organisation bought (buyers, managers) or sold (sellers, managers): 10 a page, newest first; filter status (pipes), buyerOrderNumber (contains); side BUYER (bought) or SELLER (sold)",
        querystring: orderListQuery,
        response: { 200: orderList, ...errorResponses },
      },
    },
    async (request) => listOrders(ctx.db, requireCaller(request), request.query),
  );
  r.get(
    '/api/universal/purchase-orders/cart-orders/:cartRefNo',
    {
      schema: {
        ...schema,
        summary: 'A cart order: its orders the caller sees and the group totals',
        params: cartOrderParams,
        response: { 200: cartOrderGroup, ...errorResponses },
      },
    },
    async (request) => getCartOrderGroup(ctx.db, requireCaller(request), request.params.cartRefNo),
  );
  r.get(
    '/api/universal/purchase-orders/:id',
    {
      schema: {
        ...schema,
        summary: "One order of the caller's organisation; 404 for others",
        params: orderParams,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) => getOrder(ctx.db, requireCaller(request), request.params.id),
  );
  r.put(
    '/api/buyer/purchase-orders/:id',
    {
      schema: {
        ...schema,
        summary: 'Correct the purchase order number or delivery text while the order is PROCESSING',
        params: orderParams,
        body: updateOrderBody,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) =>
      updateOrderByBuyer(ctx.db, requireCaller(request), request.params.id, request.body, ctx.clock.now()),
  );
}
