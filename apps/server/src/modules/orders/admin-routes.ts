import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrderList, order, orderListQuery, orderParams, updateOrderStatusBody } from '@steelyard/domain/orders';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { getOrderForOperator, listAllOrders, moveOrderStatus, recordOrderPayment } from './service';

/** The operator console's orders: every organisation's, status steps and upfront payments (read-only operators read). */
export function registerAdminOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin: orders'], security: bearerSecurity };
  r.get(
    '/api/admin/purchase-orders',
    {
      schema: {
        ...schema,
        summary:
          'Orders of every organisation, newest first; filter status, organisationId (buyer), orderNumber, buyerOrderNumber',
        querystring: orderListQuery,
        response: { 200: adminOrderList, ...errorResponses },
      },
    },
    async (request) => listAllOrders(ctx.db, request.query),
  );
  r.get(
    '/api/admin/purchase-orders/:id',
    {
      schema: { ...schema, summary: 'One order', params: orderParams, response: { 200: order, ...errorResponses } },
    },
    async (request) => getOrderForOperator(ctx.db, request.params.id),
  );
  r.put(
    '/api/admin/purchase-orders/:id/status',
    {
      schema: {
        ...schema,
        summary: 'Move an order one step on (an upfront order ships once paid); e-mails the buyer',
        params: orderParams,
        body: updateOrderStatusBody,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) =>
      moveOrderStatus(
        ctx.db,
        { publicUrl: ctx.config.publicUrl },
        requireCaller(request),
        request.params.id,
        request.body.status,
        ctx.clock.now(),
      ),
  );
  r.put(
    '/api/admin/purchase-orders/:id/payment',
    {
      schema: {
        ...schema,
        summary: "An upfront order's payment was received: PAID",
        params: orderParams,
        response: { 200: order, ...errorResponses },
      },
    },
    async (request) => recordOrderPayment(ctx.db, requireCaller(request), request.params.id, ctx.clock.now()),
  );
}
