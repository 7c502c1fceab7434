import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NEGOTIATION_PARTIES,
  NEGOTIATION_STATUSES,
  OPEN_NEGOTIATION_STATUSES,
  type NegotiationEndReason,
  type NegotiationParty,
} from '@steelyard/domain/negotiations';
import type { PricingUnit } from '@steelyard/domain/theoretical-weight';
import { listings } from '../listings/schema';
import { organisations } from '../organisations/schema';
import { users } from '../users/schema';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// negotiation reference numbers ("NG-000012")
export const negotiationNumberSeq = pgSequence('negotiation_number_seq');

/**
 * Price negotiations between a buyer organisation and the seller organisation of one listing (spec
 * 001 §3 Negotiation and offer). Prices are per trade unit including delivery to the buyer, in minor
 * units. At most one open negotiation per listing and buyer organisation, and one ACCEPTED per
 * listing (the listing is held for its buyer), both kept by partial unique indexes so that racing
 * requests end with one winner on any driver.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** The buyer who started it: the buyer side's e-mails go to them. */
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    sellerOrganisationId: uuid('seller_organisation_id')
      .notNull()
      .references(() => organisations.id),
    status: text('status', { enum: NEGOTIATION_STATUSES }).notNull(),
    tradeUnit: text('trade_unit').$type<PricingUnit>().notNull(),
    /** The listing's price per unit including delivery to the buyer when the negotiation began. */
    originalPricePerUnit: bigint('original_price_per_unit', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    originalPriceAt: timestamp('original_price_at', { withTimezone: true }).notNull(),
    /** The awaited response's deadline or the purchase window's end; null once closed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The listing's content revision the negotiation was made on (decision 178). */
    listingContentRevision: integer('listing_content_revision').notNull().default(1),
    /** Why it ended beyond its status: LISTING_CHANGED (decision 178). */
    endReason: text('end_reason').$type<NegotiationEndReason>(),
    /** The order of the offer checkout, once PURCHASED. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('negotiations_reference_idx').on(t.referenceNumber),
    uniqueIndex('negotiations_one_open_idx')
      .on(t.listingId, t.buyerOrganisationId)
      .where(sql`${t.status} in (${quoted(OPEN_NEGOTIATION_STATUSES)})`),
    uniqueIndex('negotiations_one_accepted_idx')
      .on(t.listingId)
      .where(sql`${t.status} = 'ACCEPTED'`),
    // what awaits an organisation (the navigation poll, on every page of every trader): only its own
    // open negotiations are read, in the index alone, however many the marketplace holds (decision 119)
    index('negotiations_open_buyer_idx')
      .on(t.buyerOrganisationId, t.status)
      .where(sql`${t.status} in (${quoted(OPEN_NEGOTIATION_STATUSES)})`),
    index('negotiations_open_seller_idx')
      .on(t.sellerOrganisationId, t.status)
      .where(sql`${t.status} in (${quoted(OPEN_NEGOTIATION_STATUSES)})`),
    index('negotiations_buyer_idx').on(t.buyerOrganisationId, t.updatedAt),
    index('negotiations_seller_idx').on(t.sellerOrganisationId, t.updatedAt),
    index('negotiations_listing_idx').on(t.listingId),
    check('negotiations_status_check', sql`${t.status} in (${quoted(NEGOTIATION_STATUSES)})`),
  ],
);

/** The offers of a negotiation, in the order made; the first is the buyer's opening offer. */
export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    requestedBy: text('requested_by').$type<NegotiationParty>().notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('negotiation_offers_negotiation_idx').on(t.negotiationId, t.createdAt),
    check('negotiation_offers_requested_by_check', sql`${t.requestedBy} in (${quoted(NEGOTIATION_PARTIES)})`),
    check('negotiation_offers_price_check', sql`${t.pricePerUnit} > 0`),
  ],
);

export type NegotiationRow = typeof negotiations.$inferSelect;
export type NewNegotiation = typeof negotiations.$inferInsert;
export type NegotiationOfferRow = typeof negotiationOffers.$inferSelect;
