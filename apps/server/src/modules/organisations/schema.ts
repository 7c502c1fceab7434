import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADDRESS_HISTORY_ACTIONS, type AddressSnapshot } from '@steelyard/domain/address-history';
import { CREDIT_FIELDS } from '@steelyard/domain/admin-organisations';
import {
  ADDRESS_TYPES,
  ADDRESS_VALIDATION_STATES,
  PAYMENT_TERMS,
  type AddressChange,
} from '@steelyard/domain/organisations';
import type { Feature, Tenant } from '@steelyard/domain/roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    purchaseContactName: text('purchase_contact_name'),
    purchaseContactEmail: text('purchase_contact_email'),
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull(),
    currencyCode: text('currency_code').notNull(),
    // money is held in integer minor units; null means the ERP has no figure
    erpCreditLimit: bigint('erp_credit_limit', { mode: 'number' }),
    erpBalance: bigint('erp_balance', { mode: 'number' }),
    // every user of the organisation must sign in with two-factor (MFA_SETUP at the next login)
    mfaRequired: boolean('mfa_required').notNull().default(false),
    // set by operations: its users cannot sign in or refresh; nothing is deleted
    suspended: boolean('suspended').notNull().default(false),
    // ADMIN is the one organisation of the operators (users need an organisation); no admin list shows it
    tenant: text('tenant').$type<Tenant>().notNull().default('MARKETPLACE'),
    // the vetting record; required for organisations created by operations, null for older ones
    companyNumber: text('company_number'),
    vatNumber: text('vat_number'),
    vettedBy: text('vetted_by'),
    vettedAt: timestamp('vetted_at', { withTimezone: true }),
    // every user's e-mail must be of this domain (lowercase, e.g. demo-steel.example)
    emailDomain: text('email_domain').notNull(),
    // the features a user added by a manager starts with; operations change them (issue 5)
    defaultFeatures: text('default_features')
      .array()
      .$type<Feature[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('organisations_payment_terms_check', sql`${t.paymentTerms} in ('NET_30', 'NET_60')`),
    check('organisations_country_check', sql`char_length(${t.country}) = 2`),
    check('organisations_currency_check', sql`char_length(${t.currencyCode}) = 3`),
    check('organisations_email_domain_check', sql`${t.emailDomain} = lower(${t.emailDomain})`),
    check('organisations_tenant_check', sql`${t.tenant} in ('MARKETPLACE', 'ADMIN')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    // "primary" is an SQL keyword, hence the column name
    primary: boolean('is_primary').notNull().default(false),
    phone: text('phone'),
    validationState: text('validation_state', { enum: ADDRESS_VALIDATION_STATES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    // an approved warehouse address's edited location waiting for validation; the columns above stay in use (decision 155)
    pendingChange: jsonb('pending_change').$type<AddressChange>(),
    // deleted addresses stay for the history and for what refers to them; no call shows them
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_organisation_idx').on(t.organisationId),
    // at most one primary warehouse and one invoice address per organisation, even under concurrent writes
    uniqueIndex('addresses_one_primary_warehouse_idx')
      .on(t.organisationId)
      .where(sql`${t.primary} and ${t.addressType} = 'WAREHOUSE'`),
    uniqueIndex('addresses_one_invoice_idx')
      .on(t.organisationId)
      .where(sql`${t.addressType} = 'INVOICE'`),
    check('addresses_type_check', sql`${t.addressType} in ('INVOICE', 'WAREHOUSE')`),
    check('addresses_validation_state_check', sql`${t.validationState} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('addresses_primary_is_warehouse_check', sql`not ${t.primary} or ${t.addressType} = 'WAREHOUSE'`),
    check('addresses_country_check', sql`char_length(${t.country}) = 2`),
  ],
);

/** Every change of an address, written in the transaction of the change. */
export const addressHistory = pgTable(
  'address_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // the order of recording: entries of one transaction share their time
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    // kept beside the address id so that the history of an organisation is one index scan
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ADDRESS_HISTORY_ACTIONS }).notNull(),
    // a user id (users are never deleted, only anonymised); null for changes made by the system
    changedByUserId: uuid('changed_by_user_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    before: jsonb('before').$type<AddressSnapshot>(),
    after: jsonb('after').$type<AddressSnapshot>(),
  },
  (t) => [
    index('address_history_organisation_idx').on(t.organisationId, t.seq),
    index('address_history_address_idx').on(t.addressId),
    check(
      'address_history_action_check',
      sql`${t.action} in ('CREATED', 'UPDATED', 'DELETED', 'PRIMARY_CHANGED', 'VALIDATED')`,
    ),
  ],
);

/** Every change of an organisation's credit limit, ERP balance or payment terms, with who and why. */
export const creditChanges = pgTable(
  'credit_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    field: text('field', { enum: CREDIT_FIELDS }).notNull(),
    // money as a decimal string of minor units, terms as NET_30/NET_60; null means no figure
    oldValue: text('old_value'),
    newValue: text('new_value'),
    reason: text('reason').notNull(),
    changedByUserId: uuid('changed_by_user_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_changes_organisation_idx').on(t.organisationId, t.seq),
    check('credit_changes_field_check', sql`${t.field} in ('CREDIT_LIMIT', 'ERP_BALANCE', 'PAYMENT_TERMS')`),
  ],
);

export type CreditChangeRow = typeof creditChanges.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressHistoryRow = typeof addressHistory.$inferSelect;
