import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ORGANISATION_PAGE_SIZE,
  adminIdParams,
  adminOrganisation,
  adminOrganisationList,
  createOrganisationBody,
  creditBody,
  creditChangeList,
  suspensionBody,
  updateOrganisationBody,
} from '@steelyard/domain/admin-organisations';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import {
  createCustomerOrganisation,
  getCustomerOrganisation,
  listCustomerOrganisations,
  setOrganisationSuspended,
  updateCustomerOrganisation,
} from './admin-organisations';
import { changeOrganisationCredit, listCreditChanges } from './credit';

/** The operator's organisation calls: list, read, create, edit, suspend and reinstate, credit. */
export function registerAdminOrganisationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: organisations'];
  const schema = { tags, security: bearerSecurity };
  r.get(
    '/api/admin/organisations/',
    {
      schema: {
        ...schema,
        summary: 'Customer organisations, 10 a page, by name; filter name (contains), suspended, country',
        querystring: listQuery(ADMIN_ORGANISATION_PAGE_SIZE),
        response: { 200: adminOrganisationList, ...errorResponses },
      },
    },
    async (request) => listCustomerOrganisations(ctx.db, request.query),
  );
  r.post(
    '/api/admin/organisations/',
    {
      schema: {
        ...schema,
        summary: 'Open a vetted customer organisation',
        body: createOrganisationBody,
        response: { 201: adminOrganisation, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCustomerOrganisation(ctx.db, requireCaller(request), request.body, ctx.clock.now())),
  );
  r.get(
    '/api/admin/organisations/:id',
    {
      schema: {
        ...schema,
        summary: 'An organisation with users count, addresses, credit figures and vetting record',
        params: adminIdParams,
        response: { 200: adminOrganisation, ...errorResponses },
      },
    },
    async (request) => getCustomerOrganisation(ctx.db, request.params.id),
  );
  r.patch(
    '/api/admin/organisations/:id',
    {
      schema: {
        ...schema,
        summary: 'Change name, vetting record, default features or the two-factor requirement',
        params: adminIdParams,
        body: updateOrganisationBody,
        response: { 200: adminOrganisation, ...errorResponses },
      },
    },
    async (request) =>
      updateCustomerOrganisation(ctx.db, requireCaller(request), request.params.id, request.body, ctx.clock.now()),
  );
  for (const [verb, suspended] of [
    ['suspend', true],
    ['reinstate', false],
  ] as const) {
    r.post(
      `/api/admin/organisations/:id/${verb}`,
      {
        schema: {
          ...schema,
          summary: suspended
            ? 'Suspend: its users cannot sign in or refresh; nothing is deleted'
            : 'Reinstate a suspended organisation',
          params: adminIdParams,
          body: suspensionBody,
          response: { 200: adminOrganisation, ...errorResponses },
        },
      },
      async (request) =>
        setOrganisationSuspended(
          ctx.db,
          requireCaller(request),
          request.params.id,
          { suspended, reason: request.body.reason },
          ctx.clock.now(),
        ),
    );
  }
  r.put(
    '/api/admin/organisations/:id/credit',
    {
      schema: {
        ...schema,
        summary: 'Set credit limit, ERP balance and/or payment terms, with a reason',
        params: adminIdParams,
        body: creditBody,
        response: { 200: adminOrganisation, ...errorResponses },
      },
    },
    async (request) =>
      changeOrganisationCredit(ctx.db, requireCaller(request), request.params.id, request.body, ctx.clock.now()),
  );
  r.get(
    '/api/admin/organisations/:id/credit-changes',
    {
      schema: {
        ...schema,
        summary: "The organisation's credit changes, newest first; filter field",
        params: adminIdParams,
        querystring: listQuery(PAGE_SIZE.default),
        response: { 200: creditChangeList, ...errorResponses },
      },
    },
    async (request) => listCreditChanges(ctx.db, request.params.id, request.query),
  );
}
