import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Work done after the request that asked for it (e-mail delivery, mails whose timing must not tell
 * anything). Claimed with FOR UPDATE SKIP LOCKED, so any number of instances can poll the table.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    // a second enqueue with the same key is ignored (e.g. one delivery per outbox message)
    dedupeKey: text('dedupe_key').unique(),
    // a running job whose lease ran out (its worker died) is claimed again
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    check('jobs_state_check', sql`${t.state} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
