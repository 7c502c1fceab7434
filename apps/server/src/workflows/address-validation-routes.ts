import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingAddressList, rejectAddressBody } from '@steelyard/domain/admin-addresses';
import { adminIdParams } from '@steelyard/domain/admin-organisations';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { address } from '@steelyard/domain/organisations';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { listPendingAddresses } from '../modules/organisations/address-validation-port';
import { approveAddress, rejectAddress } from './address-validation';

/** The warehouse address validation queue of the operator console. */
export function registerAddressValidationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: addresses'];
  r.get(
    '/api/admin/addresses/pending',
    {
      schema: {
        tags,
        summary: 'Warehouse addresses waiting for validation, oldest first',
        security: bearerSecurity,
        querystring: listQuery(PAGE_SIZE.organisations),
        response: { 200: pendingAddressList, ...errorResponses },
      },
    },
    async (request) => listPendingAddresses(ctx.db, request.query),
  );
  r.post(
    '/api/admin/addresses/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending address: it becomes choosable (primary when the organisation has none)',
        security: bearerSecurity,
        params: adminIdParams,
        response: { 200: address, ...errorResponses },
      },
    },
    async (request) => approveAddress(ctx.db, requireCaller(request), request.params.id, ctx.clock.now()),
  );
  r.post(
    '/api/admin/addresses/:id/reject',
    {
      schema: {
        tags,
        summary: "Reject a pending address with a reason; the organisation's managers are e-mailed",
        security: bearerSecurity,
        params: adminIdParams,
        body: rejectAddressBody,
        response: { 200: address, ...errorResponses },
      },
    },
    async (request) =>
      rejectAddress(
        ctx.db,
        ctx.config.publicUrl,
        requireCaller(request),
        request.params.id,
        request.body.reason,
        ctx.clock.now(),
      ),
  );
}
