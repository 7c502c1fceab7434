import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The general rate limit's counts (decision 22), one row per client address: kept in the database so
 * that every instance counts against one limit. A row whose window ended is restarted by the next
 * request of its address and deleted by the periodic sweep otherwise.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
