import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginReply, refreshTokenBody, refreshTokenReply, revokeTokenBody } from '@steelyard/domain/auth';
import { challengeRespondBody, challengeRespondReply } from '@steelyard/domain/auth-challenge';
import { errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import type { AuthDeps } from './auth-deps';
import { clearPageSessionCookie, setPageSessionCookie } from './page-session';
import { respondToChallenge } from './respond-to-challenge';
import { logIn, refreshAccessToken, revokeRefreshToken, type LoginOutcome } from './service';

/**
 * `POST api/auth/login`, `challenge-respond`, `refresh-token` and `revoke-token`. Every reply of tokens
 * also sets the page-session cookie of their session, and sign-out clears it (issue 25).
 */
export function registerSignInRoutes(app: FastifyInstance, ctx: ServerContext, deps: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const toReply = async (outcome: LoginOutcome, reply: FastifyReply, now: Date) => {
    if (outcome.type === 'challenge') return outcome.challenge;
    await setPageSessionCookie(ctx, reply, outcome.tokens, now);
    return outcome.tokens;
  };
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
    async (request, reply) => {
      const now = ctx.clock.now();
      return toReply(await logIn(ctx.db, deps, request.body, { ip: request.ip, now }), reply, now);
    },
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
    async (request, reply) => {
      const now = ctx.clock.now();
      return toReply(await respondToChallenge(ctx.db, deps, request.body, { ip: request.ip, now }), reply, now);
    },
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
    async (request, reply) => {
      const now = ctx.clock.now();
      const tokens = await refreshAccessToken(ctx.db, deps, request.body, now);
      await setPageSessionCookie(ctx, reply, tokens, now);
      return tokens;
    },
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
      clearPageSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
}
