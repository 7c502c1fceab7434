import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createManagedUserBody,
  managedUser,
  managedUserParams,
  updateManagedUserBody,
} from '@steelyard/domain/managed-users';
import { requireCaller } from '../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { createAuthDeps } from '../modules/auth/credentials-port';
import { createManagedUser, deleteManagedUser, updateManagedUser } from './user-administration';

/** `POST api/manager/users/`, `PATCH` and `DELETE api/manager/users/{id}` (list and read: the users module). */
export function registerUserAdministrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = createAuthDeps(ctx);
  const tags = ['users'];
  r.post(
    '/api/manager/users/',
    {
      schema: {
        tags,
        summary: "Add a user to the manager's organisation; an active user gets the welcome e-mail",
        security: bearerSecurity,
        body: createManagedUserBody,
        response: { 201: managedUser, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createManagedUser(ctx.db, deps, requireCaller(request), request.body)),
  );
  r.patch(
    '/api/manager/users/:id',
    {
      schema: {
        tags,
        summary: "Change a user's name, roles or activation (the e-mail cannot change)",
        security: bearerSecurity,
        params: managedUserParams,
        body: updateManagedUserBody,
        response: { 200: managedUser, ...errorResponses },
      },
    },
    async (request) => updateManagedUser(ctx.db, deps, requireCaller(request), request.params.id, request.body),
  );
  r.delete(
    '/api/manager/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user: anonymised and signed out everywhere, kept for what refers to them',
        security: bearerSecurity,
        params: managedUserParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteManagedUser(ctx.db, deps, requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
