import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import {
  counterOfferBody,
  createNegotiationBody,
  negotiation,
  negotiationList,
  negotiationListingParams,
  negotiationParams,
  type NegotiationAction,
} from '@steelyard/domain/negotiations';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { registerNegotiationJobs } from './jobs';
import {
  actOnNegotiation,
  createNegotiation,
  getNegotiation,
  listNegotiations,
  listNegotiationsOnListing,
  type NegotiationEnv,
} from './service';

/*
 * Offers (issue 9; the contract is packages/domain/src/negotiations.ts): create and list for buyers,
 * list for sellers, read by listing or id, and accept / reject / counter / withdraw for either side.
 * The offer checkout (`POST api/buyer/purchase-orders/offer`) lives with the checkout workflow.
 */

const tags = ['negotiations'];
const pageQuery = listQuery(PAGE_SIZE.negotiations);

export function registerNegotiationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerNegotiationJobs(ctx.jobs, ctx.config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const env: NegotiationEnv = {
    feeSchedule: ctx.config.feeSchedule,
    publicUrl: ctx.config.publicUrl,
    exchangeRates: ctx.config.exchangeRates,
  };
  const now = () => ctx.clock.now();

  r.post(
    '/api/buyer/negotiations',
    {
      schema: {
        tags,
        summary: "Makes an offer on another organisation's live listing (BID_OFFERS); 409 when one is open",
        security: bearerSecurity,
        body: createNegotiationBody,
        response: { 201: negotiation, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createNegotiation(ctx.db, env, requireCaller(request), request.body, now())),
  );
  r.get(
    '/api/buyer/negotiations',
    {
      schema: {
        tags,
        summary: "The buyer organisation's negotiations, newest activity first (filter status, listingId)",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: negotiationList, ...errorResponses },
      },
    },
    async (request) => listNegotiations(ctx.db, env, requireCaller(request), 'BUYER', request.query, now()),
  );
  r.get(
    '/api/seller/negotiations',
    {
      schema: {
        tags,
        summary: "Negotiations on the seller organisation's listings, newest activity first (filter status, listingId)",
        security: bearerSecurity,
        querystring: pageQuery,
        response: { 200: negotiationList, ...errorResponses },
      },
    },
    async (request) => listNegotiations(ctx.db, env, requireCaller(request), 'SELLER', request.query, now()),
  );
  r.get(
    '/api/universal/negotiations/by-listing/:listingId',
    {
      schema: {
        tags,
        summary: "The negotiations on a listing the caller may see (the seller's organisation: all; a buyer: its own)",
        security: bearerSecurity,
        params: negotiationListingParams,
        response: { 200: z.array(negotiation), ...errorResponses },
      },
    },
    async (request) => listNegotiationsOnListing(ctx.db, env, requireCaller(request), request.params.listingId, now()),
  );
  r.get(
    '/api/universal/negotiations/:id',
    {
      schema: {
        tags,
        summary: 'A negotiation of the caller’s organisation (404 for anyone else)',
        security: bearerSecurity,
        params: negotiationParams,
        response: { 200: negotiation, ...errorResponses },
      },
    },
    async (request) => getNegotiation(ctx.db, env, requireCaller(request), request.params.id, now()),
  );

  const action = (name: NegotiationAction, summary: string) => ({
    schema: {
      tags,
      summary,
      security: bearerSecurity,
      params: negotiationParams,
      response: { 200: negotiation, ...errorResponses },
    },
  });
  r.post(
    '/api/universal/negotiations/:id/accept',
    action('ACCEPT', 'Accepts the standing offer (the awaited party)'),
    async (request) => actOnNegotiation(ctx.db, env, requireCaller(request), request.params.id, 'ACCEPT', null, now()),
  );
  r.post(
    '/api/universal/negotiations/:id/reject',
    action('REJECT', 'Rejects the standing offer (the awaited party)'),
    async (request) => actOnNegotiation(ctx.db, env, requireCaller(request), request.params.id, 'REJECT', null, now()),
  );
  r.post(
    '/api/universal/negotiations/:id/counter',
    {
      schema: {
        tags,
        summary: 'Counters with a price per unit including delivery (the awaited party; §5 bounds)',
        security: bearerSecurity,
        params: negotiationParams,
        body: counterOfferBody,
        response: { 200: negotiation, ...errorResponses },
      },
    },
    async (request) =>
      actOnNegotiation(ctx.db, env, requireCaller(request), request.params.id, 'COUNTER', request.body.price, now()),
  );
  r.put(
    '/api/universal/negotiations/:id/withdraw',
    action('WITHDRAW', 'Withdraws the standing offer (the party not awaited)'),
    async (request) =>
      actOnNegotiation(ctx.db, env, requireCaller(request), request.params.id, 'WITHDRAW', null, now()),
  );
}
