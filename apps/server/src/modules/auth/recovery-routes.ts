import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBody,
  resendLinkBody,
  resendWelcomeEmailQuery,
  setPasswordWithTokenBody,
  setPasswordWithTokenReply,
  verifyPasswordTokenBody,
  verifyPasswordTokenReply,
} from '@steelyard/domain/auth-recovery';
import { errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import type { AuthDeps } from './auth-deps';
import { setPasswordWithToken, verifyPasswordToken } from './password-links';
import { requestLinkResend, requestPasswordReset, requestWelcomeEmail } from './recovery-requests';

const noContent = { 204: z.null().describe('Accepted (the same answer whether or not the account exists)') };

/** Forgot password, reset and activation links, and the resend calls; all open routes. */
export function registerRecoveryRoutes(app: FastifyInstance, ctx: ServerContext, deps: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link (24 h) to the address, if it has an account',
        body: forgotPasswordBody,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx.db, deps, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/api/auth/forgot-password/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset or activation token is valid (400 expired or used, 404 unknown)',
        body: verifyPasswordTokenBody,
        response: { 200: verifyPasswordTokenReply, ...errorResponses },
      },
    },
    async (request) => verifyPasswordToken(ctx.db, deps, request.body.token),
  );
  for (const url of ['/api/auth/forgot-password/reset-password', '/api/auth/set-new-password']) {
    r.put(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'Set the password with a reset or activation token; answers the e-mail',
          body: setPasswordWithTokenBody,
          response: { 200: setPasswordWithTokenReply, ...errorResponses },
        },
      },
      async (request) => setPasswordWithToken(ctx.db, deps, request.body),
    );
  }
  r.post(
    '/api/auth/resend-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a fresh link of the same kind as a (expired) reset or activation token',
        body: resendLinkBody,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestLinkResend(ctx.db, deps, request.body.token);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/public/users/resend-welcome-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new temporary password (or activation link) to a user who has not signed in yet',
        querystring: resendWelcomeEmailQuery,
        response: { ...noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestWelcomeEmail(ctx.db, deps, request.query.email);
      return reply.code(204).send(null);
    },
  );
}
