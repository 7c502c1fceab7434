import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES, ADDRESS_VALIDATION_STATES, PAYMENT_TERMS } from '@steelyard/domain/organisations';

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
    // reserved for operations to block an organisation; nothing sets it yet
    suspended: boolean('suspended').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('organisations_payment_terms_check', sql`${t.paymentTerms} in ('NET_30', 'NET_60')`),
    check('organisations_country_check', sql`char_length(${t.country}) = 2`),
    check('organisations_currency_check', sql`char_length(${t.currencyCode}) = 3`),
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

export type OrganisationRow = typeof organisations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
