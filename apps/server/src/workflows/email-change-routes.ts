import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_CSRF_HEADER,
  emailChangeBody,
  emailChangeReply,
  emailCsrfTokenReply,
  emailValidationParams,
  emailValidationReply,
} from '@steelyard/domain/email-change';
import { requireCaller } from '../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { createAuthDeps } from '../modules/auth/credentials-port';
import { issueEmailCsrfToken } from '../modules/users/email-change-port';
import { confirmEmailChange, requestEmailChange } from './email-change';

const tags = ['users'];

// Node gives header names in lowercase; a repeated header arrives as an array and is refused
function readCsrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[EMAIL_CSRF_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/** `GET api/universal/users/email-csrf-token`, `PUT …/email-change` and `POST …/email-validation/{token}`. */
export function registerEmailChangeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = createAuthDeps(ctx);
  r.get(
    '/api/universal/users/email-csrf-token',
    {
      schema: {
        tags,
        summary: 'A token for the X-CSRF-Token header of the e-mail change calls (one hour)',
        security: bearerSecurity,
        response: { 200: emailCsrfTokenReply, ...errorResponses },
      },
    },
    async (request) => issueEmailCsrfToken(ctx.db, requireCaller(request).userId, ctx.clock.now()),
  );
  r.put(
    '/api/universal/users/email-change',
    {
      schema: {
        tags,
        summary: 'Ask to change the own e-mail address: a confirmation link goes to the new address',
        security: bearerSecurity,
        body: emailChangeBody,
        response: { 202: emailChangeReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await requestEmailChange(ctx.db, deps, requireCaller(request), readCsrfHeader(request), request.body)),
  );
  r.post(
    '/api/universal/users/email-validation/:token',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the link token; other sessions end',
        security: bearerSecurity,
        params: emailValidationParams,
        response: { 200: emailValidationReply, ...errorResponses },
      },
    },
    async (request) =>
      confirmEmailChange(ctx.db, deps, requireCaller(request), readCsrfHeader(request), request.params.token),
  );
}
