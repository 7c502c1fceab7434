import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  associateSoftwareTokenBody,
  disableSoftwareTokenBody,
  associateSoftwareTokenReply,
  verifySoftwareTokenBody,
  verifySoftwareTokenReply,
} from '@steelyard/domain/mfa';
import { readBearerToken, requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import type { AuthDeps } from './auth-deps';
import { associateSoftwareToken, disableTwoFactor, resolveMfaSubject, verifySoftwareToken } from './two-factor';

/**
 * `POST api/auth/associate-software-token` and `verify-software-token` (challenge session or access
 * token), and `POST api/universal/users/mfa/disable` (signed in, with a current code).
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: ServerContext, deps: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/associate-software-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh two-factor secret and its otpauth URI (MFA_SETUP session or access token)',
        security: [...bearerSecurity, {}],
        body: associateSoftwareTokenBody,
        response: { 200: associateSoftwareTokenReply, ...errorResponses },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const accessToken = request.body.accessToken ?? readBearerToken(request);
      const subject = await resolveMfaSubject(ctx.db, deps, { session: request.body.session, accessToken }, now);
      return associateSoftwareToken(ctx.db, deps, subject, now);
    },
  );
  r.post(
    '/api/auth/verify-software-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a six-digit code of the new secret and switch two-factor on',
        security: [...bearerSecurity, {}],
        body: verifySoftwareTokenBody,
        response: { 200: verifySoftwareTokenReply, ...errorResponses },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const accessToken = request.body.accessToken ?? readBearerToken(request);
      const subject = await resolveMfaSubject(ctx.db, deps, { session: request.body.session, accessToken }, now);
      return verifySoftwareToken(ctx.db, deps, subject, request.body, now);
    },
  );
  r.post(
    '/api/universal/users/mfa/disable',
    {
      schema: {
        tags: ['users'],
        summary: 'Switch two-factor off with a current code (not while the organisation requires it)',
        security: bearerSecurity,
        body: disableSoftwareTokenBody,
        response: { 204: z.null().describe('Switched off'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(ctx.db, deps, requireCaller(request), request.body.code, ctx.clock.now());
      return reply.code(204).send(null);
    },
  );
}
