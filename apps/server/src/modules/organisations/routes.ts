import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressList } from '@steelyard/domain/address-list';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { organisationReply } from '@steelyard/domain/organisations';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { getOwnOrganisation, listAddresses } from './service';

/** `GET api/universal/organisations/self/` and `GET api/universal/addresses/`. */
export function registerOrganisationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/universal/organisations/self/',
    {
      schema: {
        tags: ['organisations'],
        summary: "The caller's organisation; financial details for managers only",
        security: bearerSecurity,
        response: { 200: organisationReply, ...errorResponses },
      },
    },
    async (request) => getOwnOrganisation(ctx.db, requireCaller(request)),
  );
  r.get(
    '/api/universal/addresses/',
    {
      schema: {
        tags: ['organisations'],
        summary: "The caller's organisation's addresses, paged; filter by addressType",
        security: bearerSecurity,
        querystring: listQuery(PAGE_SIZE.addresses),
        response: { 200: addressList, ...errorResponses },
      },
    },
    async (request) => listAddresses(ctx.db, requireCaller(request), request.query),
  );
}
