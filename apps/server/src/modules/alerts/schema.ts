import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertType } from '@steelyard/domain/alerts';
import { listings } from '../listings/schema';
import { organisations } from '../organisations/schema';

/**
 * Saved searches (SEARCH) and urgent material requests (URGENT) of a user. The filter is kept as the
 * user's filter string (the search's syntax), so the search module decides what matches.
 */
export const listingAlerts = pgTable(
  'listing_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // users are never deleted, only anonymised; the digest skips users who are gone
    userId: uuid('user_id').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').$type<AlertType>().notNull(),
    enabled: boolean('enabled').notNull(),
    filterQuery: text('filter_query').notNull(),
    comment: text('comment'),
    // urgent requests: the buyer's target price per tonne in minor units (not a search filter)
    targetPrice: bigint('target_price', { mode: 'number' }),
    targetPriceCurrency: text('target_price_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listing_alerts_user_idx').on(t.userId, t.createdAt),
    // the matching job reads the enabled alerts of every organisation
    index('listing_alerts_enabled_idx').on(t.enabled, t.organisationId),
    check('listing_alerts_type_check', sql`${t.type} in ('SEARCH', 'URGENT')`),
  ],
);
export type ListingAlertRow = typeof listingAlerts.$inferSelect;

/**
 * One row per alert and listing that matched it: the unique index makes the notification happen
 * exactly once, whichever job or instance records it first. `digestedAt` is set when an e-mail
 * digest listed it.
 */
export const alertHits = pgTable(
  'alert_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => listingAlerts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_hits_alert_listing_idx').on(t.alertId, t.listingId),
    index('alert_hits_user_idx').on(t.userId, t.matchedAt),
    index('alert_hits_undigested_idx')
      .on(t.userId)
      .where(sql`${t.digestedAt} is null`),
  ],
);

/** When a user last got a digest: the digest job locks this row, so two runners never send two. */
export const alertDigestState = pgTable('alert_digest_state', {
  userId: uuid('user_id').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
});

/** A seller's choice of urgent requests (no row: every request reaches them). */
export const immediateRequestSettings = pgTable('immediate_request_settings', {
  userId: uuid('user_id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  products: text('products').array().$type<string[]>().notNull(),
  materialTypes: text('material_types').array().$type<string[]>().notNull(),
  countries: text('countries').array().$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
