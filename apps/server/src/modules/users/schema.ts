import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@steelyard/domain/constants';
import type { Feature, Tenant, UserRole } from '@steelyard/domain/roles';
import { organisations } from '../organisations/schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // users can type the e-mail in any case, but we store it in lowercase
    email: text('email').notNull(),
    roles: text('roles')
      .array()
      .$type<UserRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    activated: boolean('activated').notNull().default(true),
    features: text('features')
      .array()
      .$type<Feature[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    mfaPreference: text('mfa_preference', { enum: ['Enabled', 'Disabled'] })
      .notNull()
      .default('Disabled'),
    // null until the user sets a password through the welcome link
    passwordHash: text('password_hash'),
    tenant: text('tenant').$type<Tenant>().notNull().default('MARKETPLACE'),
    // the language of the e-mails we send the user
    locale: text('locale', { enum: LANGUAGES }).notNull().default('en'),
    // a deleted user is kept (orders and histories refer to it) but anonymised and deactivated
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_organisation_idx').on(t.organisationId),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_tenant_check', sql`${t.tenant} in ('MARKETPLACE', 'ADMIN')`),
    check('users_mfa_preference_check', sql`${t.mfaPreference} in ('Enabled', 'Disabled')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'de', 'es')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The user's token for the e-mail change calls (X-CSRF-Token): stored as a sha-256, one per user, an hour. */
export const emailCsrfTokens = pgTable('email_csrf_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A requested e-mail change: the new address and its validation link (sha-256), 24 h, used once. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // a newer request or a confirmed change ends the older links
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
