import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginReply, refreshTokenBody, refreshTokenReply, revokeTokenBody } from '@steelyard/domain/auth';
import { challengeRespondBody, challengeRespondReply } from '@steelyard/domain/auth-challenge';
import { errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import type { AuthDeps } from './auth-deps';
import { respondToChallenge } from './respond-to-challenge';
import { logIn, refreshAccessToken, revokeRefreshToken, type LoginOutcome } from './service';

const toReply = (outcome: LoginOutcome) => (outcome.type === 'tokens' ? outcome.tokens : outcome.challenge);

/** `POST api/auth/login`, `challenge-respond`, `refresh-token` and `revoke-token`. */
export function registerSignInRoutes(app: FastifyInstance, ctx: ServerContext, deps: AuthDeps): void {
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
    async (request) => toReply(await logIn(ctx.db, deps, request.body, { ip: request.ip, now: ctx.clock.now() })),
  );
  r.post(
    '/api/auth/challenge-respond',
    {
      schema: {
        tags: ['auth'],
        summary: 'Answer a login challenge: tokens, or the next challenge',
        body: challengeRespondBody,
        response: { 200: challengeRespondReply, ...errorResponses },
      },
    },
    async (request) =>
      toReply(await respondToChallenge(ctx.db, deps, request.body, { ip: request.ip, now: ctx.clock.now() })),
  );
  r.post(
    '/api/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token and a new refresh token; the one sent is spent (sent again, it ends the session)',
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
