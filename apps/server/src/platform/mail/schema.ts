import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATES } from '@steelyard/domain/dev-mailbox';

/**
 * Every e-mail, written before delivery is tried (in the transaction of the change it reports), so
 * a message is never lost: a job delivers it and records the outcome here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    // pending → sent (SMTP) | delivered_locally (no SMTP configured) | failed (retries used up)
    state: text('state', { enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    check('mail_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'delivered_locally', 'failed')`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
