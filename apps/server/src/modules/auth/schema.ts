import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Tenant } from '@steelyard/domain/roles';
import { users } from '../users/schema';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // only the sha-256 of the token is stored, so a database leak does not leak sessions
    tokenHash: text('token_hash').notNull().unique(),
    tenant: text('tenant').$type<Tenant>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Failed logins per key (`email:<address>` or `ip:<address>`), in the database so that every
 * server instance sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
