import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryTimeframe } from '@steelyard/domain/listing-commercial';
import { QUOTE_ITEM_STATUSES, RFQ_STATUSES, type RfqMaterialChoice } from '@steelyard/domain/rfqs';
import { organisations } from '../organisations/schema';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// RFQ reference numbers ("RQ-000012")
export const rfqNumberSeq = pgSequence('rfq_number_seq');

/**
 * Requests for quotation (spec 001 §3 RFQ) of a buyer organisation: a draft holds whatever the
 * wizard saved (the delivery address as typed, checked at submission); from submission on the
 * fields are complete. Operators approve (LIVE) or reject; a live RFQ expires at its quote deadline.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // a user id (users are never deleted, only anonymised): the buyer e-mailed about the review
    createdByUserId: uuid('created_by_user_id').notNull(),
    status: text('status', { enum: RFQ_STATUSES }).notNull(),
    statusModifiedAt: timestamp('status_modified_at', { withTimezone: true }).notNull(),
    quoteRef: text('quote_ref'),
    // the wizard's step-1 choice of a draft (product and material type pairs), kept before items exist
    materials: jsonb('materials').$type<RfqMaterialChoice[]>().notNull().default([]),
    preferredOrigins: text('preferred_origins').array().$type<string[]>().notNull(),
    // "2027-02"
    requiredDeliveryMonth: text('required_delivery_month'),
    quoteDeadline: timestamp('quote_deadline', { withTimezone: true }),
    // as the draft saved it; an approved warehouse address of the organisation once submitted
    deliveryAddressId: text('delivery_address_id'),
    deliveryCountry: text('delivery_country'),
    comments: text('comments'),
    rejectionReason: text('rejection_reason'),
    // when it last went to review: the operator's queue works from the oldest
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rfqs_reference_idx').on(t.referenceNumber),
    index('rfqs_organisation_idx').on(t.organisationId, t.status, t.createdAt),
    index('rfqs_review_idx').on(t.status, t.submittedAt),
    index('rfqs_live_idx')
      .on(t.quoteDeadline)
      .where(sql`status = 'LIVE'`),
    check('rfqs_status_check', sql`${t.status} in (${quoted(RFQ_STATUSES)})`),
  ],
);

/** The items of an RFQ in the order the buyer added them; sizes in millimetres, weight in tonnes. */
export const rfqItems = pgTable(
  'rfq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    materialType: text('material_type').notNull(),
    grade: text('grade').notNull(),
    specification: text('specification'),
    finish: text('finish'),
    surface: text('surface'),
    coating: text('coating'),
    coatingThicknessValue: text('coating_thickness_value'),
    thickness: doublePrecision('thickness').notNull(),
    width: doublePrecision('width').notNull(),
    length: doublePrecision('length'),
    weight: doublePrecision('weight').notNull(),
    tolerance: text('tolerance'),
  },
  (t) => [
    uniqueIndex('rfq_items_position_idx').on(t.rfqId, t.position),
    check('rfq_items_weight_check', sql`${t.weight} > 0`),
  ],
);

/** A seller organisation's quote on an RFQ: one per organisation and RFQ, replaced until the deadline. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerOrganisationId: uuid('seller_organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // the seller user who last gave it
    createdByUserId: uuid('created_by_user_id').notNull(),
    // the seller organisation's currency
    currencyCode: text('currency_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('rfq_quotes_seller_idx').on(t.rfqId, t.sellerOrganisationId)],
);

/**
 * A quote's price for one RFQ item: the seller's net price per tonne (minor units), the weight they
 * can supply, their delivery promise and pickup address. ACCEPTED once bought (with its order);
 * NOT_SELECTED when another quote for the same item was accepted.
 */
export const rfqQuoteItems = pgTable(
  'rfq_quote_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => rfqQuotes.id, { onDelete: 'cascade' }),
    rfqItemId: uuid('rfq_item_id')
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTE_ITEM_STATUSES }).notNull(),
    pricePerTonne: bigint('price_per_tonne', { mode: 'number' }).notNull(),
    availableWeight: doublePrecision('available_weight').notNull(),
    deliveryPromise: text('delivery_promise').$type<DeliveryTimeframe>().notNull(),
    pickupAddressId: uuid('pickup_address_id').notNull(),
    // the pickup address's country: where the material lies
    country: text('country').notNull(),
    comment: text('comment'),
    // the purchase order it became (orders module), once ACCEPTED
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rfq_quote_items_item_idx').on(t.quoteId, t.rfqItemId),
    index('rfq_quote_items_rfq_item_idx').on(t.rfqItemId),
    check('rfq_quote_items_status_check', sql`${t.status} in (${quoted(QUOTE_ITEM_STATUSES)})`),
    check('rfq_quote_items_price_check', sql`${t.pricePerTonne} > 0`),
    check('rfq_quote_items_weight_check', sql`${t.availableWeight} > 0`),
  ],
);

export type RfqRow = typeof rfqs.$inferSelect;
export type NewRfq = typeof rfqs.$inferInsert;
export type RfqItemRow = typeof rfqItems.$inferSelect;
export type NewRfqItem = typeof rfqItems.$inferInsert;
export type RfqQuoteRow = typeof rfqQuotes.$inferSelect;
export type RfqQuoteItemRow = typeof rfqQuoteItems.$inferSelect;
export type NewRfqQuoteItem = typeof rfqQuoteItems.$inferInsert;
