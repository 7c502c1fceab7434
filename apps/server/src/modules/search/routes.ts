import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { searchListingsQuery, searchListingsReply } from '@steelyard/domain/search';
import { targetPriceMinimumQuery, targetPriceMinimumReply } from '@steelyard/domain/target-price';
import type { Database } from '../../platform/db/database';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { loadListingCaller, loadPriceViewer, requireKindFeatures } from '../listings/caller-port';
import {
  getTargetPriceMinimum,
  requireTargetPriceFeature,
  runBoundedSearch,
  searchListings,
  searchPackages,
} from './service';

/*
 * Search for any signed-in marketplace user (api/universal): listings and packages of other
 * organisations, and the target price minimum. Analytics (Search Listing Result, Search Result
 * Clicked) are sent by the web; the server records nothing. Who calls and whether they may is
 * settled first; then the search runs within the instance's search bounds (issue 22): the gate, and
 * a statement timeout inside one read-only transaction. A refusal never waits for a search's place.
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bounds = { gate: ctx.searchGate, statementTimeoutMs: ctx.config.search.statementTimeoutMs };
  const bounded = <T>(userId: string, search: (db: Database) => Promise<T>) =>
    runBoundedSearch(ctx.db, bounds, userId, search);
  const viewerOf = async (request: FastifyRequest) => {
    const who = await loadListingCaller(ctx, request);
    return { who, viewer: { organisationId: who.caller.organisationId, view: who.view } };
  };
  const schema = <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, reply: R) => ({
    schema: {
      tags: ['search'],
      summary,
      security: bearerSecurity,
      querystring,
      response: { 200: reply, ...errorResponses },
    },
  });

  r.get(
    '/api/universal/search-listings/',
    schema(
      'Live listings of other organisations: 10 a page, sort code, filter in the search syntax; alternatives when fewer than a page match',
      searchListingsQuery,
      searchListingsReply,
    ),
    async (request) => {
      const { caller, view } = await loadPriceViewer(ctx, request);
      return bounded(caller.userId, (db) =>
        searchListings(db, { organisationId: caller.organisationId, view }, request.query, ctx.clock.now()),
      );
    },
  );
  r.get(
    '/api/universal/search-listings/target-price-minimum',
    schema(
      'The minimum target price (TARGET_PRICE feature): 80 % of the median net price per tonne of comparable live listings',
      targetPriceMinimumQuery,
      targetPriceMinimumReply,
    ),
    async (request) => {
      const { who, viewer } = await viewerOf(request);
      const priceViewer = { ...viewer, features: who.features, currencyCode: who.organisation.currencyCode };
      requireTargetPriceFeature(priceViewer);
      return bounded(who.caller.userId, (db) => getTargetPriceMinimum(db, priceViewer, request.query, ctx.clock.now()));
    },
  );
  r.get(
    '/api/universal/search-packages/',
    schema(
      'Live packages of other organisations (PACKAGES feature): 10 a page, sort code, filter on material.materialType, weight, origin, prime',
      searchListingsQuery,
      searchListingsReply,
    ),
    async (request) => {
      const { who, viewer } = await viewerOf(request);
      requireKindFeatures(who, 'PACKAGE');
      return bounded(who.caller.userId, (db) => searchPackages(db, viewer, request.query, ctx.clock.now()));
    },
  );
}
