import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHALLENGE_TYPES } from '@steelyard/domain/auth';
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
 * The hashes of refresh tokens that a refresh has replaced (rotation, decision 130). A row of
 * `refresh_tokens` is one session: its current token's hash changes at every refresh and the old
 * one lands here, so a replaced token presented again is recognised as stolen and ends its session.
 */
export const spentRefreshTokens = pgTable(
  'spent_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => refreshTokens.id, { onDelete: 'cascade' }),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
  },
  // a sign-in deletes what is older than any session can live
  (t) => [index('spent_refresh_tokens_spent_idx').on(t.spentAt)],
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

/**
 * Server-side sessions of login challenges (new password, two-factor): random, stored as a sha-256,
 * bound to a user and a challenge type, used once, valid for five minutes.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CHALLENGE_TYPES }).notNull(),
    sessionHash: text('session_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // MFA_SETUP: verify-software-token succeeded with this session, so challenge-respond needs no code
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    // wrong two-factor codes; the session ends after five
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_challenges_user_idx').on(t.userId),
    check('auth_challenges_type_check', sql`${t.type} in ('NEW_PASSWORD_REQUIRED', 'MFA_SETUP', 'SOFTWARE_TOKEN_MFA')`),
  ],
);

export const PASSWORD_TOKEN_KINDS = ['reset', 'activation'] as const;
export type PasswordTokenKind = (typeof PASSWORD_TOKEN_KINDS)[number];

/** Reset links (24 h) and activation links (48 h): random, stored as a sha-256, used once. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PASSWORD_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_kind_check', sql`${t.kind} in ('reset', 'activation')`),
  ],
);

/** The pending temporary password of a user (24 h); deleted once the user has chosen a password. */
export const temporaryPasswords = pgTable('temporary_passwords', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Two-factor (TOTP) keys, sealed with the server's MFA key: the pending one between associate and
 * verify, the enabled one after. `last_used_step` refuses a code (time step) used before.
 */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed'),
  pendingSecretSealed: text('pending_secret_sealed'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AuthChallengeRow = typeof authChallenges.$inferSelect;
export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
export type TemporaryPasswordRow = typeof temporaryPasswords.$inferSelect;
export type UserMfaRow = typeof userMfa.$inferSelect;
