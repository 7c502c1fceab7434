import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selfUpdatesReply, selfUser, updateSelfLanguageBody } from '@steelyard/domain/users';
import { requireCaller } from '../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../platform/openapi';
import type { ServerContext } from '../platform/server-context';
import { getSelfUpdates, getSelfUser, setSelfLanguage } from './self-user';

/** The self calls of every user: the user with their organisation, their language and the navigation poll. */
export function registerSelfUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/universal/users/self',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and their organisation',
        security: bearerSecurity,
        response: { 200: selfUser, ...errorResponses },
      },
    },
    async (request) => getSelfUser(ctx.db, requireCaller(request)),
  );
  r.put(
    '/api/universal/users/self/language',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's language, for the app and their e-mails",
        security: bearerSecurity,
        body: updateSelfLanguageBody,
        response: { 200: selfUser, ...errorResponses },
      },
    },
    async (request) => setSelfLanguage(ctx.db, requireCaller(request), request.body.locale, ctx.clock.now()),
  );
  r.get(
    '/api/universal/users/self-updates',
    {
      schema: {
        tags: ['users'],
        summary: 'Navigation poll: cart details, offer counts and new alert results (24 h)',
        security: bearerSecurity,
        response: { 200: selfUpdatesReply, ...errorResponses },
      },
    },
    async (request) => getSelfUpdates(ctx.db, requireCaller(request), ctx.clock),
  );
}
