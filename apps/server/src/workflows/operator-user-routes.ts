import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams } from '@steelyard/domain/admin-organisations';
import { adminUser, adminUserList, createManagerBody, updateAdminUserBody } from '@steelyard/domain/admin-users';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { createAuthDeps } from '../modules/auth/credentials-port';
import { requireCustomerOrganisationId } from '../modules/organisations/operator-port';
import { listUsersOfOrganisation } from '../modules/users/service';
import { createOrganisationManager, resendWelcomeEmail, updateUserByOperator } from './operator-users';

/** The operator's calls on customers' users: list, first manager, welcome e-mail, activation and features. */
export function registerOperatorUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = createAuthDeps(ctx);
  const tags = ['admin: users'];
  r.get(
    '/api/admin/organisations/:id/users',
    {
      schema: {
        tags,
        summary: "An organisation's users, paged and sorted by name",
        security: bearerSecurity,
        params: adminIdParams,
        querystring: listQuery(PAGE_SIZE.users),
        response: { 200: adminUserList, ...errorResponses },
      },
    },
    async (request) => {
      const customerId = await requireCustomerOrganisationId(ctx.db, request.params.id);
      return listUsersOfOrganisation(ctx.db, customerId, request.query);
    },
  );
  r.post(
    '/api/admin/organisations/:id/managers',
    {
      schema: {
        tags,
        summary: 'Create a manager of the organisation; a temporary password is e-mailed',
        security: bearerSecurity,
        params: adminIdParams,
        body: createManagerBody,
        response: { 201: adminUser, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await createOrganisationManager(
        ctx.db,
        deps,
        requireCaller(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(user);
    },
  );
  r.post(
    '/api/admin/users/:id/welcome-email',
    {
      schema: {
        tags,
        summary: 'Send the welcome e-mail again with a new temporary password (before the first password)',
        security: bearerSecurity,
        params: adminIdParams,
        response: { 204: z.null().describe('Sent'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await resendWelcomeEmail(ctx.db, deps, requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: "Deactivate or reactivate a user, or set the user's features",
        security: bearerSecurity,
        params: adminIdParams,
        body: updateAdminUserBody,
        response: { 200: adminUser, ...errorResponses },
      },
    },
    async (request) => updateUserByOperator(ctx.db, deps, requireCaller(request), request.params.id, request.body),
  );
}
