import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server made itself because the environment gave none (JWT_SECRET, MFA_ENCRYPTION_KEY):
 * kept here so that every instance uses the same key and sessions survive a restart.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
