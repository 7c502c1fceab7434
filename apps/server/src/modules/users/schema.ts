import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@steelyard/domain/constants';
import type { Feature, Role, Tenant } from '@steelyard/domain/roles';
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
      .$type<Role[]>()
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
