import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The first successful reply of a request made with an `Idempotency-Key` (checkout): a retry with the
 * same key and body gets it again. The unique (user, key) index settles concurrent retries: the
 * second insert waits for the first transaction and then finds its row.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // a user id (users are never deleted); keys are the client's, so they are scoped to the user
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    // sha-256 of the route and the body: the same key with another request is refused
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_records_user_key_idx').on(t.userId, t.key)],
);
