import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { managedUser, managedUserList, managedUserParams } from '@steelyard/domain/managed-users';
import { listQuery } from '@steelyard/domain/paging';
import { selfUpdatesReply, selfUser, updateSelfLanguageBody } from '@steelyard/domain/users';
import { requireCaller } from '../../platform/auth-guard';
import { countNewAlertResults } from '../alerts/service';
import { getCartDetails } from '../cart/service';
import { countOfferUpdates } from '../negotiations/service';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { getManagedUser, getSelfUpdates, getSelfUser, listOrganisationUsers, setSelfLanguage } from './service';

/** The self calls of every user, and the manager's user list and user (changes: workflows/user-administration). */
export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
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
    async (request) => {
      const caller = requireCaller(request);
      const alerts = { newResults: await countNewAlertResults(ctx.db, caller.userId, ctx.clock.now()) };
      // the header's cart count and expiry (issue 8), through the cart service
      const cartDetails = await getCartDetails(ctx.db, caller.userId, ctx.clock.now());
      // open negotiations awaiting the user's organisation (issue 9), through the negotiations service
      const offers = await countOfferUpdates(ctx.db, caller);
      return { ...(await getSelfUpdates(ctx.db, caller, alerts)), cartDetails, offers };
    },
  );
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
