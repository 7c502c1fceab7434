import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { listings } from '../listings/schema';
import { organisations } from '../organisations/schema';
import { users } from '../users/schema';

/**
 * A buyer's cart (decision 65): one per user, not per organisation — "my cart" is what the buyer put
 * in. It exists while it holds entries; `expires_at` is the first entry's time plus the reservation
 * period, when the job runner empties it.
 */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  // a cart holds one currency (the first entry's)
  currencyCode: text('currency_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** What is in a cart: a listing or package, the price per unit (incl. delivery) and the content the buyer saw. */
export const cartEntries = pgTable(
  'cart_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingKind>().notNull(),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    // the listing's content revision the buyer saw (decision 178)
    contentRevision: integer('content_revision').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_entries_user_listing_idx').on(t.userId, t.listingId),
    index('cart_entries_listing_idx').on(t.listingId),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartEntryRow = typeof cartEntries.$inferSelect;
