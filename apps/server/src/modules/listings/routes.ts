import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { draftListing } from '@steelyard/domain/listing-drafts';
import {
  listingAutoRenewBody,
  renewListingBody,
  updateListingExpiryBody,
  updateListingPriceBody,
} from '@steelyard/domain/listing-actions';
import {
  createListingBody,
  createListingBodyFor,
  listing,
  listingList,
  listingListQuery,
  listingParams,
  listingViewsReply,
  submitListingBody,
  updateListingBody,
  updateListingBodyFor,
} from '@steelyard/domain/listings';
import {
  createPackageBody,
  createPackageBodyFor,
  draftPackage,
  listingPackage,
  packageList,
  packageListQuery,
  packageRenewalBody,
  updatePackageBody,
  updatePackageBodyFor,
} from '@steelyard/domain/packages';
import type { Feature } from '@steelyard/domain/roles';
import { bearerSecurity, errorResponses } from '../../platform/openapi';
import type { ServerContext } from '../../platform/server-context';
import {
  bodyCheckedByHandler,
  loadListingCaller,
  parseBody,
  registerListingDocumentAccess,
  requireKindFeatures,
  type ListingCaller,
} from './access';
import { renewListing, setListingAutoRenew, updateListingExpiry, updateListingPrice, withdrawListing } from './actions';
import { turnListingIntoDraft } from './drafts';
import { registerListingJobs } from './jobs';
import { listingSubmission, packageSubmission, type SellerSubmission } from './listing-values';
import { toListingReplies, toPackageReplies } from './replies';
import type { ListingRow } from './schema';
import {
  getListingViews,
  getVisibleListing,
  listOrganisationListings,
  resubmitListing,
  submitListing,
  updateListing,
} from './service';

/** What differs between the listing and the package calls. */
interface KindRoutes {
  kind: ListingKind;
  tag: string;
  /** `/api/universal/listings` or `/api/universal/packaging/packages`. */
  readPath: string;
  /** `/api/seller/listings` or `/api/seller/packages`. */
  sellerPath: string;
  reply: z.ZodType;
  list: z.ZodType;
  listQuery: typeof listingListQuery;
  draftReply: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  renewalBody: typeof renewListingBody;
  createBodyFor: (features: readonly Feature[]) => z.ZodType;
  updateBodyFor: (features: readonly Feature[]) => z.ZodType;
  submission: (body: never) => SellerSubmission;
  replies: typeof toListingReplies | typeof toPackageReplies;
}

const KINDS: KindRoutes[] = [
  {
    kind: 'LISTING',
    tag: 'listings',
    readPath: '/api/universal/listings',
    sellerPath: '/api/seller/listings',
    reply: listing,
    list: listingList,
    listQuery: listingListQuery,
    draftReply: draftListing,
    createBody: createListingBody,
    updateBody: updateListingBody,
    renewalBody: renewListingBody,
    createBodyFor: createListingBodyFor,
    updateBodyFor: updateListingBodyFor,
    submission: listingSubmission,
    replies: toListingReplies,
  },
  {
    kind: 'PACKAGE',
    tag: 'packages',
    readPath: '/api/universal/packaging/packages',
    sellerPath: '/api/seller/packages',
    reply: listingPackage,
    list: packageList,
    listQuery: packageListQuery,
    draftReply: draftPackage,
    createBody: createPackageBody,
    updateBody: updatePackageBody,
    renewalBody: packageRenewalBody,
    createBodyFor: createPackageBodyFor,
    updateBodyFor: updatePackageBodyFor,
    submission: packageSubmission,
    replies: toPackageReplies,
  },
];

/** Listings and packages: the organisation's list and one item, the seller's submission and service actions. */
export function registerListingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerListingJobs(ctx.jobs, ctx.config.publicUrl);
  registerListingDocumentAccess(app);
  for (const kind of KINDS) registerKindRoutes(app, ctx, kind);
}

function registerKindRoutes(app: FastifyInstance, ctx: ServerContext, k: KindRoutes): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { kind } = k;
  const now = () => ctx.clock.now();
  const who = async (request: FastifyRequest) => {
    const caller = await loadListingCaller(ctx, request);
    requireKindFeatures(caller, kind);
    return caller;
  };
  // a revision waiting for review is shown to the listing's own organisation only
  const audience = (w: ListingCaller) => ({ organisationId: w.caller.organisationId });
  const one = async (w: ListingCaller, row: ListingRow) => (await k.replies(ctx.db, [row], w.view, audience(w)))[0]!;
  const schema = <E extends object, O extends Record<number, z.ZodType>>(summary: string, extra: E, ok: O) => ({
    schema: { tags: [k.tag], summary, security: bearerSecurity, ...extra, response: { ...ok, ...errorResponses } },
  });
  const params = { params: listingParams };

  r.get(
    `${k.readPath}/`,
    schema(
      "The caller's organisation's items, 10 a page, newest first; filter status.value=A|B",
      { querystring: k.listQuery },
      { 200: k.list },
    ),
    async (request) => {
      const w = await who(request);
      const page = await listOrganisationListings(ctx.db, w.caller, kind, request.query);
      return { ...page, items: await k.replies(ctx.db, page.items, w.view, audience(w)) };
    },
  );
  r.get(
    `${k.readPath}/views/:id`,
    schema('How many buyer organisations opened one of our items', params, { 200: listingViewsReply }),
    async (request) => getListingViews(ctx.db, (await who(request)).caller, kind, request.params.id),
  );
  r.get(
    `${k.readPath}/:id`,
    schema('One item: any of our own, or a live one of another organisation (counts a view)', params, {
      200: k.reply,
    }),
    async (request) => {
      const w = await who(request);
      return one(w, await getVisibleListing(ctx.db, w.caller, kind, request.params.id, now()));
    },
  );
  r.post(
    `${k.sellerPath}/`,
    {
      ...schema(
        'Submit for review (REVIEW_REQUIRED); draftId submits a draft',
        { body: k.createBody },
        {
          201: k.reply,
        },
      ),
      validatorCompiler: bodyCheckedByHandler,
    },
    async (request, reply) => {
      const w = await who(request);
      const body = parseBody(k.createBodyFor(w.features), request.body) as never;
      const row = await submitListing(ctx.db, w, k.submission(body), now());
      return reply.code(201).send(await one(w, row));
    },
  );
  r.put(
    `${k.sellerPath}/:id`,
    {
      ...schema(
        "Edit: a rejected item at once; a live one's new price at once, its material, files and texts as a revision for review",
        { ...params, body: k.updateBody },
        { 200: k.reply },
      ),
      validatorCompiler: bodyCheckedByHandler,
    },
    async (request) => {
      const w = await who(request);
      const body = parseBody(k.updateBodyFor(w.features), request.body) as never;
      return one(w, await updateListing(ctx.db, w, kind, request.params.id, k.submission(body), now()));
    },
  );
  r.post(
    `${k.sellerPath}/:id/submit`,
    schema(
      'Send a corrected rejected item back to review',
      { ...params, body: submitListingBody },
      {
        200: k.reply,
      },
    ),
    async (request) => {
      const w = await who(request);
      return one(w, await resubmitListing(ctx.db, w, kind, request.params.id, now()));
    },
  );
  r.delete(`${k.sellerPath}/:id`, schema('Withdraw (final)', params, { 200: k.reply }), async (request) => {
    const w = await who(request);
    return one(w, await withdrawListing(ctx.db, w.actor, kind, request.params.id, now()));
  });
  r.post(
    `${k.sellerPath}/:id/draft`,
    schema('Turn a rejected item into a draft', params, { 201: k.draftReply }),
    async (request, reply) => {
      const w = await who(request);
      return reply.code(201).send(await turnListingIntoDraft(ctx.db, w, kind, request.params.id, now()));
    },
  );
  r.put(
    `${k.sellerPath}/:id/price`,
    schema('Change the net price of a live item', { ...params, body: updateListingPriceBody }, { 200: k.reply }),
    async (request) => {
      const w = await who(request);
      return one(w, await updateListingPrice(ctx.db, w, kind, request.params.id, request.body, now()));
    },
  );
  r.put(
    `${k.sellerPath}/:id/expiry`,
    schema(
      'Move the expiry of a live item to an offered choice',
      { ...params, body: updateListingExpiryBody },
      {
        200: k.reply,
      },
    ),
    async (request) => {
      const w = await who(request);
      return one(w, await updateListingExpiry(ctx.db, w, kind, request.params.id, request.body, now()));
    },
  );
  r.put(
    `${k.sellerPath}/:id/auto-renew`,
    schema(
      'Switch auto-renewal (live, under review or expired)',
      { ...params, body: listingAutoRenewBody },
      {
        200: k.reply,
      },
    ),
    async (request) => {
      const w = await who(request);
      const row = await setListingAutoRenew(ctx.db, w, kind, request.params.id, request.body.enabled, now());
      return one(w, row);
    },
  );
  r.put(
    `${k.sellerPath}/:id/renewal`,
    schema(
      'Renew an expired item: new expiry, optionally a new price; live at once',
      {
        ...params,
        body: k.renewalBody,
      },
      { 200: k.reply },
    ),
    async (request) => {
      const w = await who(request);
      return one(w, await renewListing(ctx.db, w, kind, request.params.id, request.body, now()));
    },
  );
}
