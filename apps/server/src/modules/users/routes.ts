import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { managedUser, managedUserList, managedUserParams } from '@steelyard/domain/managed-users';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { getManagedUser, listOrganisationUsers } from './service';

/**
 * The manager's user list and user (changes: workflows/user-administration; the self calls, which
 * read the organisation, cart, offers and alerts too: workflows/self-user-routes).
 */
export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/manager/users/',
    {
      schema: {
        tags: ['users'],
        summary: "The users of the manager's organisation, paged and sorted by name",
        security: bearerSecurity,
        querystring: listQuery(PAGE_SIZE.users),
        response: { 200: managedUserList, ...errorResponses },
      },
    },
    async (request) => listOrganisationUsers(ctx.db, requireCaller(request), request.query),
  );
  r.get(
    '/api/manager/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A user of the manager's organisation",
        security: bearerSecurity,
        params: managedUserParams,
        response: { 200: managedUser, ...errorResponses },
      },
    },
    async (request) => getManagedUser(ctx.db, requireCaller(request), request.params.id),
  );
}
