import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quoteBody,
  rejectRfqBody,
  renewRfqBody,
  rfq,
  rfqDraftBody,
  rfqList,
  rfqListQuery,
  rfqParams,
} from '@steelyard/domain/rfqs';
import { requireCaller } from '../../platform/auth-guard';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { registerRfqJobs } from './jobs';
import { copyRfq, createRfqDraft, deleteRfqDraft, updateRfqDraft } from './drafts';
import { renewRfq, submitRfq, turnRfqIntoDraft, withdrawRfq } from './lifecycle';
import { getSellerRfq, listLiveRfqs, putQuote, withdrawQuote } from './quotes';
import { decideRfqReview, getRfqForReview, listRfqsForReview } from './review';
import { getBuyerRfq, listBuyerRfqs, rfqDeps } from './service';

/*
 * Requests for quotation (issue 10; the contract's top comment in packages/domain/src/rfqs.ts):
 * buyers' drafts and lifecycle under api/buyer/rfqs, sellers' live RFQs and quotes under
 * api/seller/rfqs, the operator's review under api/admin/rfqs. Acceptance is a workflow
 * (workflows/rfq-acceptance-routes.ts).
 */

const noContent = { 204: z.null().describe('No content') };

export function registerRfqRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerRfqJobs(ctx.jobs, ctx.config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = rfqDeps(ctx);
  const now = () => ctx.clock.now();
  const schema = <E extends object, O extends Record<number, z.ZodType>>(
    tag: string,
    summary: string,
    extra: E,
    ok: O,
  ) => ({
    schema: { tags: [tag], summary, security: bearerSecurity, ...extra, response: { ...ok, ...errorResponses } },
  });
  const params = { params: rfqParams };
  const buyer = <E extends object, O extends Record<number, z.ZodType>>(summary: string, extra: E, ok: O) =>
    schema('rfqs: buyer', summary, extra, ok);
  const seller = <E extends object, O extends Record<number, z.ZodType>>(summary: string, extra: E, ok: O) =>
    schema('rfqs: seller', summary, extra, ok);

  /* ---------- buyer ---------- */
  r.get(
    '/api/buyer/rfqs',
    buyer(
      "The organisation's RFQs, 10 a page, newest first; submitted ones unless filtered (status=DRAFT: drafts)",
      { querystring: rfqListQuery },
      { 200: rfqList },
    ),
    async (request) => listBuyerRfqs(ctx.db, deps, requireCaller(request), request.query),
  );
  r.get(
    '/api/buyer/rfqs/:id',
    buyer('One RFQ of the organisation with its quotes', params, { 200: rfq }),
    async (request) => getBuyerRfq(ctx.db, deps, requireCaller(request), request.params.id),
  );
  r.post('/api/buyer/rfqs', buyer('Save a new draft', { body: rfqDraftBody }, { 201: rfq }), async (request, reply) =>
    reply.code(201).send(await createRfqDraft(ctx.db, deps, requireCaller(request), request.body, now())),
  );
  r.put(
    '/api/buyer/rfqs/:id',
    buyer('Save a draft again (DRAFT only)', { ...params, body: rfqDraftBody }, { 200: rfq }),
    async (request) => updateRfqDraft(ctx.db, deps, requireCaller(request), request.params.id, request.body, now()),
  );
  r.delete('/api/buyer/rfqs/:id', buyer('Delete a draft', params, noContent), async (request, reply) => {
    await deleteRfqDraft(ctx.db, requireCaller(request), request.params.id);
    return reply.code(204).send(null);
  });
  r.post(
    '/api/buyer/rfqs/:id/submit',
    buyer('Send a complete draft to review (UNDER_REVIEW)', params, { 200: rfq }),
    async (request) => submitRfq(ctx.db, deps, requireCaller(request), request.params.id, now()),
  );
  r.post(
    '/api/buyer/rfqs/:id/withdraw',
    buyer('Withdraw a live RFQ or one under review', params, { 200: rfq }),
    async (request) => withdrawRfq(ctx.db, deps, requireCaller(request), request.params.id, now()),
  );
  r.post(
    '/api/buyer/rfqs/:id/to-draft',
    buyer('Turn a rejected RFQ into a draft', params, { 200: rfq }),
    async (request) => turnRfqIntoDraft(ctx.db, deps, requireCaller(request), request.params.id, now()),
  );
  r.post(
    '/api/buyer/rfqs/:id/renew',
    buyer(
      'Renew an expired or withdrawn RFQ with a new deadline (back to review)',
      { ...params, body: renewRfqBody },
      {
        200: rfq,
      },
    ),
    async (request) => renewRfq(ctx.db, deps, requireCaller(request), request.params.id, request.body, now()),
  );
  r.post(
    '/api/buyer/rfqs/:id/copy',
    buyer('A new draft with the same items and shipping details', params, { 201: rfq }),
    async (request, reply) =>
      reply.code(201).send(await copyRfq(ctx.db, deps, requireCaller(request), request.params.id, now())),
  );

  /* ---------- seller ---------- */
  r.get(
    '/api/seller/rfqs',
    seller(
      "Live RFQs of other organisations that the seller's urgent request settings let through, nearest deadline first",
      { querystring: rfqListQuery },
      { 200: rfqList },
    ),
    async (request) => listLiveRfqs(ctx.db, deps, requireCaller(request), request.query, now()),
  );
  r.get(
    '/api/seller/rfqs/:id',
    seller("A live RFQ, or one the organisation quoted on, with the organisation's own quote", params, { 200: rfq }),
    async (request) => getSellerRfq(ctx.db, deps, requireCaller(request), request.params.id),
  );
  r.put(
    '/api/seller/rfqs/:id/quote',
    seller("Give or replace the organisation's quote until the deadline", { ...params, body: quoteBody }, { 200: rfq }),
    async (request) => putQuote(ctx.db, deps, requireCaller(request), request.params.id, request.body, now()),
  );
  r.delete(
    '/api/seller/rfqs/:id/quote',
    seller("Withdraw the organisation's quote before the deadline", params, noContent),
    async (request, reply) => {
      await withdrawQuote(ctx.db, requireCaller(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  /* ---------- the operator console ---------- */
  const admin = <E extends object, O extends Record<number, z.ZodType>>(summary: string, extra: E, ok: O) =>
    schema('admin: rfqs', summary, extra, ok);
  r.get(
    '/api/admin/rfqs',
    admin(
      'Submitted RFQs of every organisation, oldest submission first; UNDER_REVIEW unless filtered by status',
      { querystring: rfqListQuery },
      { 200: rfqList },
    ),
    async (request) => listRfqsForReview(ctx.db, deps, request.query),
  );
  r.get('/api/admin/rfqs/:id', admin('One submitted RFQ with its quotes', params, { 200: rfq }), async (request) =>
    getRfqForReview(ctx.db, deps, request.params.id),
  );
  r.post(
    '/api/admin/rfqs/:id/approve',
    admin('Approve an RFQ under review: live until its deadline', params, { 200: rfq }),
    async (request) =>
      decideRfqReview(ctx.db, deps, requireCaller(request), request.params.id, { approve: true }, now()),
  );
  r.post(
    '/api/admin/rfqs/:id/reject',
    admin(
      'Reject an RFQ under review with the reason the buyer reads',
      { ...params, body: rejectRfqBody },
      {
        200: rfq,
      },
    ),
    async (request) =>
      decideRfqReview(
        ctx.db,
        deps,
        requireCaller(request),
        request.params.id,
        { approve: false, reason: request.body.reason },
        now(),
      ),
  );
}
