import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type IndexColumn,
} from 'drizzle-orm/pg-core';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import type { DeliveryTimeframe, MaterialAge } from '@steelyard/domain/listing-commercial';
import type { ContentChange } from '@steelyard/domain/listing-revisions';
import { LISTING_ACTIONS, LISTING_STATUSES, type ListingAction } from '@steelyard/domain/listing-status';
import type { ListingMaterial, MaterialDimensionsBody } from '@steelyard/domain/material-schema';
import type { Product } from '@steelyard/domain/material-catalogue';
import type { PricingUnit, TradeUnitCalculation } from '@steelyard/domain/theoretical-weight';
import type { Tenant } from '@steelyard/domain/roles';
import { organisations } from '../organisations/schema';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// listing numbers count per product ("SH-000123"): one sequence each, so numbering never blocks
export const listingNumberCoilSeq = pgSequence('listing_number_coil_seq');
export const listingNumberSheetSeq = pgSequence('listing_number_sheet_seq');
export const listingNumberPlateSeq = pgSequence('listing_number_plate_seq');
export const listingNumberTreadSeq = pgSequence('listing_number_tread_seq');
export const listingNumberPackageSeq = pgSequence('listing_number_package_seq');

/** The sequence of each product's listing numbers. */
export const LISTING_NUMBER_SEQUENCES: Readonly<Record<Product, string>> = {
  COIL: 'listing_number_coil_seq',
  SHEET: 'listing_number_sheet_seq',
  PLATE: 'listing_number_plate_seq',
  TREAD: 'listing_number_tread_seq',
  PACKAGE: 'listing_number_package_seq',
};

/**
 * A live listing's revision (decision 142): what the seller's edit changes of what buyers see, waiting
 * for the operator's review; approval applies it, rejection drops it, renewals leave it (lifecycle.ts).
 */
export interface PendingListingChanges {
  /** The reviewed columns only (REVISION_COLUMNS); rows saved before issue 23 may hold more, never applied. */
  values: Partial<ListingValues>;
  /** The files the listing will hold, in order; new ones wait attached to the revision owner. */
  files: { documentId: string; kind: 'PICTURE' | 'CERTIFICATE' | 'PACKAGE_LIST'; main?: boolean }[];
}

/** Why the operator rejected a live listing's last revision (until the seller saves another). */
export interface RevisionRejectionValue {
  reason: string;
  rejectedAt: string;
}

/**
 * Listings and packages (kind), submitted by sellers and reviewed by operators. Money is integer
 * minor units, weight whole grams (shown in weightUnitOf(tradeUnit)), times UTC. Drafts are kept in
 * listing_drafts; a listing turned into a draft stays here with status DRAFT and no call shows it.
 */
/*
 * What the covering search indexes carry after their leading columns (decision 105): the other
 * sizes and the JSON choices that have columns, then the organisation, the sorts' columns and the id.
 */
type SearchColumns = {
  [
    K in
      | 'widthMaxMm'
      | 'lengthMinMm'
      | 'lengthMaxMm'
      | 'definition'
      | 'coating'
      | 'organisationId'
      | 'statusModifiedAt'
      | 'weightGrams'
      | 'netPricePerTonne'
      | 'expiresAt'
      | 'id'
  ]: IndexColumn;
};
const coveredSizesAndChoices = (t: SearchColumns) =>
  [t.widthMaxMm, t.lengthMinMm, t.lengthMaxMm, t.definition, t.coating] as const;
const coveredRest = (t: SearchColumns) =>
  [t.organisationId, t.statusModifiedAt, t.weightGrams, t.netPricePerTonne, t.expiresAt, t.id] as const;

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ListingKind>().notNull(),
    listingNumber: text('listing_number').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // a user id (users are never deleted, only anonymised)
    createdByUserId: uuid('created_by_user_id').notNull(),
    status: text('status', { enum: LISTING_STATUSES }).notNull(),
    // the operator's reason of a rejection, or why the system withdrew it
    statusReason: text('status_reason'),
    statusModifiedAt: timestamp('status_modified_at', { withTimezone: true }).notNull(),
    // when it last went to review: the operator's queue works from the oldest
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // the whole material as sent; product and type again as columns for filters
    material: jsonb('material').$type<ListingMaterial>().notNull(),
    product: text('product').$type<Product>().notNull(),
    materialType: text('material_type'),
    materialDimensions: jsonb('material_dimensions').$type<MaterialDimensionsBody>(),
    numberOfItems: integer('number_of_items'),
    tradeUnit: text('trade_unit').$type<PricingUnit>().notNull(),
    tradeUnitCalculation: text('trade_unit_calculation').$type<TradeUnitCalculation>().notNull(),
    weightGrams: bigint('weight_grams', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    netPricePerUnit: bigint('net_price_per_unit', { mode: 'number' }).notNull(),
    // the net price before the last price change (oldPricing), until the listing next renews
    previousNetPricePerUnit: bigint('previous_net_price_per_unit', { mode: 'number' }),
    prime: boolean('prime').notNull(),
    origin: text('origin').array().$type<string[]>().notNull(),
    age: text('age').$type<MaterialAge>(),
    pickupAddressId: uuid('pickup_address_id').notNull(),
    invoiceAddressId: uuid('invoice_address_id'),
    // the pickup address's country: where the material lies
    country: text('country').notNull(),
    additionalInformation: text('additional_information'),
    internalSellerSku: text('internal_seller_sku'),
    description: text('description'),
    packageTitle: text('package_title'),
    packageDescription: text('package_description'),
    deliveryTimeframe: text('delivery_timeframe').$type<DeliveryTimeframe>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull(),
    // a live listing's revision waiting for review, and why the last one was rejected (decision 142)
    pendingChanges: jsonb('pending_changes').$type<PendingListingChanges>(),
    revisionRejection: jsonb('revision_rejection').$type<RevisionRejectionValue>(),
    // what the operator's queue shows: listings under review and revisions of live or expired ones
    awaitingReview: boolean('awaiting_review').generatedAlwaysAs(
      sql`status = 'REVIEW_REQUIRED' or (pending_changes is not null and status in ('PUBLISHED', 'EXPIRED'))`,
    ),
    // raised by every approved revision that changes what buyers see, with what each changed, so that
    // a cart entry or negotiation that recorded the revision it was made at knows what changed since
    // (decision 178)
    contentRevision: integer('content_revision').notNull().default(1),
    contentChanges: jsonb('content_changes').$type<ContentChange[]>().notNull().default([]),
    // raised by every change; the expiry job and concurrent writers compare it
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // the search read model (search-read-model.ts): sizes in mm and the price per tonne, kept by
    // PostgreSQL from the columns above so that search filters, sorts and indexes need no JSON
    thicknessMm: doublePrecision('thickness_mm').generatedAlwaysAs(
      sql`(material_dimensions->>'thickness')::double precision`,
    ),
    // an exact width is its own minimum and maximum; a ranged listing has both ends
    widthMinMm: doublePrecision('width_min_mm').generatedAlwaysAs(
      sql`coalesce((material_dimensions->>'width')::double precision, (material_dimensions->>'minWidth')::double precision)`,
    ),
    widthMaxMm: doublePrecision('width_max_mm').generatedAlwaysAs(
      sql`coalesce((material_dimensions->>'width')::double precision, (material_dimensions->>'maxWidth')::double precision)`,
    ),
    lengthMinMm: doublePrecision('length_min_mm').generatedAlwaysAs(
      sql`coalesce((material_dimensions->>'length')::double precision, (material_dimensions->>'minLength')::double precision)`,
    ),
    lengthMaxMm: doublePrecision('length_max_mm').generatedAlwaysAs(
      sql`coalesce((material_dimensions->>'length')::double precision, (material_dimensions->>'maxLength')::double precision)`,
    ),
    // the grade out of the material JSON, so that a grade and a size range are one index range (decision 90)
    grade: text('grade').generatedAlwaysAs(sql`material->>'grade'`),
    // the definition (hot rolled, cold rolled…) and the coating, which coil and sheet searches name
    definition: text('definition').generatedAlwaysAs(sql`material->>'definition'`),
    coating: text('coating').generatedAlwaysAs(sql`material->>'coating'`),
    // the seller's net price per tonne in minor units of the listing's currency, whatever the trade unit
    netPricePerTonne: doublePrecision('net_price_per_tonne').generatedAlwaysAs(
      sql`case trade_unit when 'TON' then net_price_per_unit::double precision when 'KILOGRAM' then net_price_per_unit * 1000.0 else net_price_per_unit * coalesce(number_of_items, 1) * 1000000.0 / weight_grams end`,
    ),
  },
  (t) => [
    uniqueIndex('listings_number_idx').on(t.listingNumber),
    // search (search-read-model.ts): live rows only, by the common filters and each sort
    // the leading five columns find the rows; the rest cover what a ranking by sizes, the common
    // choices and the sorts read, so that ranking thousands of matches is an index-only scan
    // instead of a heap visit per match (decision 105)
    index('listings_search_material_idx')
      .on(
        t.kind,
        t.product,
        t.materialType,
        t.thicknessMm,
        t.widthMinMm,
        ...coveredSizesAndChoices(t),
        t.grade,
        ...coveredRest(t),
      )
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_grade_idx')
      .using('gin', t.material.op('jsonb_path_ops'))
      .where(sql`status = 'PUBLISHED'`),
    // a grade (with or without its product) and the thickness: what a ranking by sizes reads whole
    // (covering like listings_search_material_idx)
    index('listings_search_grade_size_idx')
      .on(
        t.kind,
        t.grade,
        t.product,
        t.thicknessMm,
        t.materialType,
        t.widthMinMm,
        ...coveredSizesAndChoices(t),
        ...coveredRest(t),
      )
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_published_idx')
      .on(t.kind, t.statusModifiedAt.desc().nullsFirst(), t.id)
      .where(sql`status = 'PUBLISHED'`),
    // every live row in expiry order, with what a filter the other indexes do not lead with reads (the
    // seller, prime, origin, weight, price, published): a broad filter on those is an index-only scan
    // instead of a visit to every live row (issue 25: 0.5 s → 20 ms for prime + origin at 100,000 live)
    index('listings_search_expiry_idx')
      .on(
        t.kind,
        t.expiresAt,
        t.id,
        t.organisationId,
        t.prime,
        t.origin,
        t.weightGrams,
        t.netPricePerTonne,
        t.statusModifiedAt,
      )
      .where(sql`status = 'PUBLISHED'`),
    // RELEVANCE for one size bounded on one side (search-read-model.ts, oneSidedRelevance): the order
    // is the size's own, so a broad search's deep page walks one of these and stops after a page
    // instead of ranking every match (issue 25: 90,000 matches, 0.3 s → under 1 ms)
    index('listings_search_thickness_idx')
      .on(t.kind, t.thicknessMm, t.statusModifiedAt.desc().nullsFirst(), t.id, t.organisationId, t.expiresAt)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_thickness_desc_idx')
      .on(
        t.kind,
        t.thicknessMm.desc().nullsFirst(),
        t.statusModifiedAt.desc().nullsFirst(),
        t.id,
        t.organisationId,
        t.expiresAt,
      )
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_width_idx')
      .on(
        t.kind,
        sql`(case when width_min_mm is distinct from width_max_mm then 1 else 0 end)`,
        sql`(width_min_mm + width_max_mm)`,
        t.statusModifiedAt.desc().nullsFirst(),
        t.id,
        t.organisationId,
        t.expiresAt,
        t.widthMinMm,
        t.widthMaxMm,
      )
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_width_desc_idx')
      .on(
        t.kind,
        sql`(case when width_min_mm is distinct from width_max_mm then 1 else 0 end)`,
        sql`(width_min_mm + width_max_mm) desc nulls last`,
        t.statusModifiedAt.desc().nullsFirst(),
        t.id,
        t.organisationId,
        t.expiresAt,
        t.widthMinMm,
        t.widthMaxMm,
      )
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_weight_idx')
      .on(t.kind, t.weightGrams, t.id)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_price_idx')
      .on(t.kind, t.netPricePerTonne, t.id)
      .where(sql`status = 'PUBLISHED'`),
    // the same sorts within one product, which nearly every search names: a filtered sort walks
    // only that product's rows and stops after a page instead of sorting every match (0008); the
    // seller's organisation (never the searcher's own) and the weight ride along, so that the walk
    // filters them without visiting the table (0013)
    index('listings_search_product_published_idx')
      .on(t.kind, t.product, t.statusModifiedAt.desc().nullsFirst(), t.id, t.organisationId, t.weightGrams)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_product_expiry_idx')
      .on(t.kind, t.product, t.expiresAt, t.id, t.organisationId, t.weightGrams)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_product_weight_idx')
      .on(t.kind, t.product, t.weightGrams, t.id, t.organisationId)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_product_price_idx')
      .on(t.kind, t.product, t.netPricePerTonne, t.id, t.organisationId, t.weightGrams)
      .where(sql`status = 'PUBLISHED'`),
    // price and weight go with the material type (coated steel costs more, plate weighs more), so
    // a search naming both walks only its own kind of material
    index('listings_search_material_price_idx')
      .on(t.kind, t.product, t.materialType, t.netPricePerTonne, t.id)
      .where(sql`status = 'PUBLISHED'`),
    index('listings_search_material_weight_idx')
      .on(t.kind, t.product, t.materialType, t.weightGrams, t.id)
      .where(sql`status = 'PUBLISHED'`),
    // an organisation's own lists (My Listings, the packages): the columns after the first three cover
    // their filters and sorts, so a page's ids are found in the index alone (decision 121)
    index('listings_organisation_idx').on(
      t.organisationId,
      t.kind,
      t.status,
      t.id,
      t.createdAt,
      t.updatedAt,
      t.expiresAt,
      t.weightGrams,
      t.netPricePerUnit,
      t.materialType,
      t.product,
      t.prime,
    ),
    // My Listings, newest first (the default order): a page is a short walk of the organisation's own
    // rows, not a sort of its whole history (decision 120)
    index('listings_organisation_created_idx').on(t.organisationId, t.kind, t.createdAt.desc().nullsFirst(), t.id),
    index('listings_review_idx').on(t.status, t.submittedAt),
    // the operator's queue (awaitingReview=true), oldest submission first
    index('listings_awaiting_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`awaiting_review`),
    index('listings_expiry_idx').on(t.status, t.expiresAt),
    check('listings_kind_check', sql`${t.kind} in ('LISTING', 'PACKAGE')`),
    check('listings_status_check', sql`${t.status} in (${quoted(LISTING_STATUSES)})`),
    check('listings_package_product_check', sql`(${t.kind} = 'PACKAGE') = (${t.product} = 'PACKAGE')`),
    check('listings_weight_check', sql`${t.weightGrams} > 0`),
    check('listings_price_check', sql`${t.netPricePerUnit} > 0`),
    check('listings_country_check', sql`char_length(${t.country}) = 2`),
  ],
);

/** The values a submission or edit sets (every column a seller chooses). */
export type ListingValues = Pick<
  typeof listings.$inferInsert,
  | 'material'
  | 'product'
  | 'materialType'
  | 'materialDimensions'
  | 'numberOfItems'
  | 'tradeUnit'
  | 'tradeUnitCalculation'
  | 'weightGrams'
  | 'currencyCode'
  | 'netPricePerUnit'
  | 'prime'
  | 'origin'
  | 'age'
  | 'pickupAddressId'
  | 'invoiceAddressId'
  | 'country'
  | 'additionalInformation'
  | 'internalSellerSku'
  | 'description'
  | 'packageTitle'
  | 'packageDescription'
  | 'deliveryTimeframe'
> & { expiresAt: Date; autoRenew: boolean };

/**
 * Drafts of listings and packages (spec 001 §3 Draft): whatever the wizard saved, checked for types
 * only, private to the organisation. Their files are documents attached to the draft.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ListingKind>().notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').notNull(),
    product: text('product').$type<Product>().notNull(),
    // the draft body without its files (draftListingBody / draftPackageBody output)
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // the rejected listing this draft was turned from, if any
    sourceListingId: uuid('source_listing_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listing_drafts_organisation_idx').on(t.organisationId, t.kind, t.updatedAt),
    check('listing_drafts_kind_check', sql`${t.kind} in ('LISTING', 'PACKAGE')`),
  ],
);

/** One row per buyer organisation that opened a listing: the view count (never the seller's own). */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.organisationId] })],
);

/** Every status change of a listing: what, from and to, who (null: the system) and why. */
export const listingStatusChanges = pgTable(
  'listing_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the order of recording: changes of one transaction share their time
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    action: text('action').$type<ListingAction>().notNull(),
    fromStatus: text('from_status', { enum: LISTING_STATUSES }),
    toStatus: text('to_status', { enum: LISTING_STATUSES }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorTenant: text('actor_tenant').$type<Tenant>(),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listing_status_changes_listing_idx').on(t.listingId, t.seq),
    check('listing_status_changes_action_check', sql`${t.action} in (${quoted(LISTING_ACTIONS)})`),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type ListingDraftRow = typeof listingDrafts.$inferSelect;
