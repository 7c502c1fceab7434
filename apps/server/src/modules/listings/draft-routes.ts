import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import {
  draftListing,
  draftListingBody,
  draftListingList,
  draftListingListQuery,
} from '@steelyard/domain/listing-drafts';
import { listingParams } from '@steelyard/domain/listings';
import { draftPackage, draftPackageBody, draftPackageList, draftPackageListQuery } from '@steelyard/domain/packages';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import { loadListingCaller, requireKindFeatures } from './access';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from './drafts';

interface DraftKindRoutes {
  kind: ListingKind;
  /** `draft-listings` or `draft-packages`. */
  segment: string;
  body: typeof draftListingBody | typeof draftPackageBody;
  reply: z.ZodType;
  list: z.ZodType;
  query: typeof draftListingListQuery;
}

const DRAFT_KINDS: DraftKindRoutes[] = [
  {
    kind: 'LISTING',
    segment: 'draft-listings',
    body: draftListingBody,
    reply: draftListing,
    list: draftListingList,
    query: draftListingListQuery,
  },
  {
    kind: 'PACKAGE',
    segment: 'draft-packages',
    body: draftPackageBody,
    reply: draftPackage,
    list: draftPackageList,
    query: draftPackageListQuery,
  },
];

/**
 * Drafts of listings and packages: everyone keeps them (`api/universal/draft-…`), sellers delete their
 * own and managers any of the organisation's; package drafts need PACKAGES and PACKAGE_DRAFTS.
 */
export function registerDraftRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const kind of DRAFT_KINDS) registerDraftKindRoutes(app, ctx, kind);
}

function registerDraftKindRoutes(app: FastifyInstance, ctx: ServerContext, k: DraftKindRoutes): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { kind } = k;
  const who = async (request: FastifyRequest) => {
    const caller = await loadListingCaller(ctx, request);
    requireKindFeatures(caller, kind, true);
    return caller.caller;
  };
  const schema = <E extends object, O extends Record<number, z.ZodType>>(summary: string, extra: E, ok: O) => ({
    schema: { tags: ['drafts'], summary, security: bearerSecurity, ...extra, response: { ...ok, ...errorResponses } },
  });
  const base = `/api/universal/${k.segment}`;
  const params = { params: listingParams };

  r.post(`${base}/`, schema('Save a new draft', { body: k.body }, { 201: k.reply }), async (request, reply) =>
    reply.code(201).send(await createDraft(ctx.db, await who(request), kind, request.body, ctx.clock.now())),
  );
  r.put(
    `${base}/:id`,
    schema('Save a draft again (the whole form)', { ...params, body: k.body }, { 200: k.reply }),
    async (request) => updateDraft(ctx.db, await who(request), kind, request.params.id, request.body, ctx.clock.now()),
  );
  r.get(
    `${base}/`,
    schema("The organisation's drafts, 50 a page, last changed first", { querystring: k.query }, { 200: k.list }),
    async (request) => listDrafts(ctx.db, await who(request), kind, request.query),
  );
  r.get(`${base}/:id`, schema('One draft of the organisation', params, { 200: k.reply }), async (request) =>
    getDraft(ctx.db, await who(request), kind, request.params.id),
  );
  for (const [family, scope] of [
    ['seller', 'AUTHOR'],
    ['manager', 'ORGANISATION'],
  ] as const) {
    r.delete(
      `/api/${family}/${k.segment}/:id`,
      schema(
        family === 'seller' ? 'Delete a draft of ours (204)' : "Delete any of the organisation's drafts (204)",
        params,
        { 204: z.null().describe('Deleted') },
      ),
      async (request, reply) => {
        await deleteDraft(ctx.db, await who(request), kind, request.params.id, scope);
        return reply.code(204).send(null);
      },
    );
  }
}
