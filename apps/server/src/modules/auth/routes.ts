import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginReply, refreshTokenBody, refreshTokenReply, revokeTokenBody } from '@steelyard/domain/auth';
import { errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { logIn, refreshAccessToken, revokeRefreshToken, type AuthDeps } from './service';

/** `POST api/auth/login`, `refresh-token` and `revoke-token`: open routes. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const deps: AuthDeps = {
    tokens: ctx.tokens,
    passwords: ctx.passwords,
    limits: {
      maxFailuresPerEmail: ctx.config.loginMaxFailuresPerEmail,
      maxFailuresPerIp: ctx.config.loginMaxFailuresPerIp,
    },
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: tokens, or a challenge to answer',
        body: loginBody,
        response: { 200: loginReply, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await logIn(ctx.db, deps, request.body, { ip: request.ip, now: ctx.clock.now() });
      return outcome.type === 'tokens' ? outcome.tokens : outcome.challenge;
    },
  );
  r.post(
    '/api/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for a refresh token',
        body: refreshTokenBody,
        response: { 200: refreshTokenReply, ...errorResponses },
      },
    },
    async (request) => refreshAccessToken(ctx.db, deps, request.body, ctx.clock.now()),
  );
  r.post(
    '/api/auth/revoke-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token (logout); idempotent',
        body: revokeTokenBody,
        response: { 204: z.null().describe('Revoked'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(ctx.db, request.body, ctx.clock.now());
      return reply.code(204).send(null);
    },
  );
}
