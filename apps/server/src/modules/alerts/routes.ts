import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertIdParams,
  alertParams,
  createAlertBody,
  createAlertReply,
  immediateRequestSettings,
  listingAlert,
  listingAlertList,
  updateAlertBody,
} from '@steelyard/domain/alerts';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import { searchListingsReply } from '@steelyard/domain/search';
import { listQuery } from '@steelyard/domain/paging';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { loadListingCaller } from '../listings/caller-port';
import { runBoundedSearch } from '../search/service';
import { registerAlertJobs } from './jobs';
import { createSearchModuleListingSearch, type AlertListingSearch } from './listing-search-port';
import {
  createAlert,
  deleteAlert,
  getAlert,
  getImmediateRequestSettings,
  listAlerts,
  putImmediateRequestSettings,
  searchByAlert,
  updateAlertEnabled,
} from './service';

/*
 * Alerts and urgent requests (issue 7, spec 001 §7 Alerts):
 * - `POST api/universal/listing-alerts/` createAlertBody → 201 {id, numberOfListings};
 * - `GET api/universal/listing-alerts/` the caller's alerts (paged, newest first, with result counts);
 * - `GET|PATCH|PUT|DELETE api/universal/listing-alerts/{id}` (PATCH and PUT take {enabled});
 * - `GET api/universal/search-listings/by-alert/{alertId}` the alert's results, paged by 10;
 * - `GET|PUT api/seller/immediate-requests/settings` which urgent requests reach a seller (the seller
 *   family: anybody else gets the guard's 403, which the web shows as "contact an administrator").
 */

const tags = ['alerts'];
const alertListQuery = listQuery(PAGE_SIZE.default);
const byAlertQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export interface AlertRouteOptions {
  /** The search the alerts match with: the search module's service unless a test replaces it. */
  search?: AlertListingSearch;
}

export function registerAlertRoutes(app: FastifyInstance, ctx: ServerContext, options: AlertRouteOptions = {}): void {
  const search = options.search ?? createSearchModuleListingSearch(ctx.config.exchangeRates);
  registerAlertJobs(ctx.jobs, search, ctx.config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => ctx.clock.now();

  r.post(
    '/api/universal/listing-alerts/',
    {
      schema: {
        tags,
        summary: 'Creates an alert or urgent request from a search; answers the number of live matches',
        security: bearerSecurity,
        body: createAlertBody,
        response: { 201: createAlertReply, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAlert(ctx.db, search, requireCaller(request), request.body, now())),
  );
  r.get(
    '/api/universal/listing-alerts/',
    {
      schema: {
        tags,
        summary: "The caller's alerts, newest first, with their results (all and the last 24 hours)",
        security: bearerSecurity,
        querystring: alertListQuery,
        response: { 200: listingAlertList, ...errorResponses },
      },
    },
    async (request) => listAlerts(ctx.db, requireCaller(request), request.query, now()),
  );
  r.get(
    '/api/universal/listing-alerts/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s alerts',
        security: bearerSecurity,
        params: alertParams,
        response: { 200: listingAlert, ...errorResponses },
      },
    },
    async (request) => getAlert(ctx.db, requireCaller(request), request.params.id, now()),
  );
  for (const method of ['PATCH', 'PUT'] as const) {
    r.route({
      method,
      url: '/api/universal/listing-alerts/:id',
      schema: {
        tags,
        summary: 'Switches one of the caller’s alerts on or off',
        security: bearerSecurity,
        params: alertParams,
        body: updateAlertBody,
        response: { 200: listingAlert, ...errorResponses },
      },
      handler: async (request) =>
        updateAlertEnabled(ctx.db, requireCaller(request), request.params.id, request.body.enabled, now()),
    });
  }
  r.delete(
    '/api/universal/listing-alerts/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s alerts with its results',
        security: bearerSecurity,
        params: alertParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAlert(ctx.db, requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/universal/search-listings/by-alert/:alertId',
    {
      schema: {
        tags,
        summary: 'What an own alert finds now: the search-listings reply for its filter, 10 a page',
        security: bearerSecurity,
        params: alertIdParams,
        querystring: byAlertQuery,
        response: { 200: searchListingsReply, ...errorResponses },
      },
    },
    async (request) => {
      const who = await loadListingCaller(ctx, request);
      // a search like search-listings: within the instance's search bounds (issue 22)
      return runBoundedSearch(
        ctx.db,
        { gate: ctx.searchGate, statementTimeoutMs: ctx.config.search.statementTimeoutMs },
        who.caller.userId,
        (db) => searchByAlert(db, search, who.caller, request.params.alertId, request.query, who.view, now()),
      );
    },
  );
  r.get(
    '/api/seller/immediate-requests/settings',
    {
      schema: {
        tags,
        summary: 'Which urgent requests reach the seller (empty lists: any)',
        security: bearerSecurity,
        response: { 200: immediateRequestSettings, ...errorResponses },
      },
    },
    async (request) => getImmediateRequestSettings(ctx.db, requireCaller(request)),
  );
  r.put(
    '/api/seller/immediate-requests/settings',
    {
      schema: {
        tags,
        summary: 'Chooses which urgent requests reach the seller',
        security: bearerSecurity,
        body: immediateRequestSettings,
        response: { 200: immediateRequestSettings, ...errorResponses },
      },
    },
    async (request) => putImmediateRequestSettings(ctx.db, requireCaller(request), request.body, now()),
  );
}
