import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordChangeBody } from '@steelyard/domain/password-change';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import type { AuthDeps } from './auth-deps';
import { changePassword } from './password-change';

/** `PATCH api/universal/users/password-change`: credentials are the auth module's, whatever the path. */
export function registerPasswordChangeRoute(app: FastifyInstance, ctx: ServerContext, deps: AuthDeps): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/universal/users/password-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the own password; other sessions end',
        security: bearerSecurity,
        body: passwordChangeBody,
        response: { 204: z.null().describe('Changed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword(ctx.db, deps, requireCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
