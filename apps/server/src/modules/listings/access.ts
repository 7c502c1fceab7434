import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import type { Feature } from '@steelyard/domain/roles';
import type { Caller } from '../../platform/access-tokens';
import { requireCaller } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import type { ServerContext } from '../../platform/server-context';
import { registerDocumentAccessRule } from '../documents/access-rule-port';
import { findOrganisationTradingProfile } from '../organisations/service';
import { findUserFeatures } from '../users/service';
import type { PriceView } from './replies';
import { isListingPublic, type Seller } from './service';

/*
 * What the listing routes share: who calls (with the features the token does not carry), the
 * feature gates of packages and package drafts, bodies checked against the caller's features, and
 * the rule that opens a live listing's files to every signed-in marketplace user.
 */

/** The caller with their organisation's trading profile and their features. */
export interface ListingCaller extends Seller {
  caller: Caller;
  features: Feature[];
  view: PriceView;
}

/** Loads the caller of a marketplace route for the listing calls. */
export async function loadListingCaller(ctx: ServerContext, request: FastifyRequest): Promise<ListingCaller> {
  const caller = requireCaller(request);
  // both at once: every listing and search call pays for them (PostgreSQL answers them side by side)
  const [organisation, features] = await Promise.all([
    findOrganisationTradingProfile(ctx.db, caller.organisationId),
    findUserFeatures(ctx.db, caller.userId),
  ]);
  if (!organisation) throw sessionGone();
  return { caller, actor: caller, organisation, features, view: priceViewOf(ctx, organisation.country) };
}

/**
 * Loads who reads live listings without a feature gate (search-listings, the busiest call): the
 * caller and how prices are shown to their organisation, in one query.
 */
export async function loadPriceViewer(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<{ caller: Caller; view: PriceView }> {
  const caller = requireCaller(request);
  const organisation = await findOrganisationTradingProfile(ctx.db, caller.organisationId);
  if (!organisation) throw sessionGone();
  return { caller, view: priceViewOf(ctx, organisation.country) };
}

const sessionGone = () =>
  new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');

const priceViewOf = (ctx: ServerContext, viewerCountry: string): PriceView => ({
  feeSchedule: ctx.config.feeSchedule,
  viewerCountry,
  exchangeRates: ctx.config.exchangeRates,
});

/** The features a kind's calls need: packages need PACKAGES; package drafts also PACKAGE_DRAFTS. */
export function requireKindFeatures(who: ListingCaller, kind: ListingKind, drafts = false): void {
  if (kind !== 'PACKAGE') return;
  if (!who.features.includes('PACKAGES')) throw new AppError('ACCESS_DENIED', LISTING_MESSAGES.packagesFeatureRequired);
  if (drafts && !who.features.includes('PACKAGE_DRAFTS')) {
    throw new AppError('ACCESS_DENIED', LISTING_MESSAGES.packageDraftsFeatureRequired);
  }
}

/** Parses a body with a schema made for the caller (e.g. createListingBodyFor(features)); 400 with details. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({
    path: ['body', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new AppError('VALIDATION', 'The request is not valid.', details);
}

/**
 * A route's validator that leaves the body to the handler (it depends on the caller's features) and
 * checks params and query as usual; the body schema still documents the call.
 */
export function bodyCheckedByHandler<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * Files of a listing or package are read by its organisation (the documents module's rule) and, once
 * it is live, by every signed-in marketplace user; operators read them through api/admin/documents.
 */
export function registerListingDocumentAccess(app: FastifyInstance): void {
  registerDocumentAccessRule(app, 'LISTING', (db, _caller, ownerId) => isListingPublic(db, 'LISTING', ownerId));
  registerDocumentAccessRule(app, 'PACKAGE', (db, _caller, ownerId) => isListingPublic(db, 'PACKAGE', ownerId));
}
