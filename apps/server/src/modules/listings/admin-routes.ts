import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListing, adminListingList, adminListingListQuery } from '@steelyard/domain/admin-listings';
import { approveListingBody, rejectListingBody } from '@steelyard/domain/listing-actions';
import { listingParams } from '@steelyard/domain/listings';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { decideListingReview, getListingForReview, listListingsForReview } from './review';

/** The operator console's listing review: the queue, one item, approve and reject. */
export function registerAdminListingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin: listings'], security: bearerSecurity };
  const fees = ctx.config.feeSchedule;
  r.get(
    '/api/admin/listings',
    {
      schema: {
        ...schema,
        summary: 'Listings and packages of every organisation, oldest submission first; filter status.value, kind',
        querystring: adminListingListQuery,
        response: { 200: adminListingList, ...errorResponses },
      },
    },
    async (request) => listListingsForReview(ctx.db, fees, request.query),
  );
  r.get(
    '/api/admin/listings/:id',
    {
      schema: {
        ...schema,
        summary: 'One listing or package with its organisation',
        params: listingParams,
        response: { 200: adminListing, ...errorResponses },
      },
    },
    async (request) => getListingForReview(ctx.db, fees, request.params.id),
  );
  r.post(
    '/api/admin/listings/:id/approve',
    {
      schema: {
        ...schema,
        summary: "Approve a listing under review (live at once) or a live listing's revision (applied at once)",
        params: listingParams,
        body: approveListingBody,
        response: { 200: adminListing, ...errorResponses },
      },
    },
    async (request) =>
      decideListingReview(
        ctx.db,
        fees,
        requireCaller(request),
        request.params.id,
        { approve: true, submittedAt: request.body?.submittedAt },
        ctx.clock.now(),
        ctx.config.publicUrl,
      ),
  );
  r.post(
    '/api/admin/listings/:id/reject',
    {
      schema: {
        ...schema,
        summary: "Reject a listing under review, or a live listing's revision, with the reason the seller reads",
        params: listingParams,
        body: rejectListingBody,
        response: { 200: adminListing, ...errorResponses },
      },
    },
    async (request) =>
      decideListingReview(
        ctx.db,
        fees,
        requireCaller(request),
        request.params.id,
        { approve: false, reason: request.body.reason, submittedAt: request.body.submittedAt },
        ctx.clock.now(),
        ctx.config.publicUrl,
      ),
  );
}
