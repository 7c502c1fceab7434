import { convertMinor, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import { ORGANISATION_MESSAGES, USER_MESSAGES, purchaseContactDiffers } from '@steelyard/domain/account-messages';
import type {
  FinancialDetails,
  OrganisationReply,
  PaymentTermsBody,
  PurchaseContactBody,
} from '@steelyard/domain/organisations';
import type { Feature } from '@steelyard/domain/roles';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { recordAudit } from '../audit/service';
import { recordCreditChanges } from './credit';
import { findOrganisationAddress, findOrganisationAddresses, insertAddress, type NewAddress } from './address-queries';
import { toAddress } from './addresses';
import { isManager } from './caller-scope';
import { toFinancialDetails } from './financial-details';
import {
  countOrganisations,
  findOrganisationById,
  insertOrganisation,
  type NewOrganisation,
  updateOrganisationMfaRequired,
  updateOrganisationPaymentTerms,
  updateOrganisationPurchaseContact,
} from './queries';
import type { AddressRow, OrganisationRow } from './schema';

export interface OrganisationSummary {
  id: string;
  name: string;
  financialDetails: FinancialDetails | null;
  currencyCode: string;
  mfaRequired: boolean;
}

/** What the users of an organisation are bound to: their e-mail domain and the features a new user starts with. */
export interface OrganisationUserPolicy {
  emailDomain: string;
  defaultFeatures: Feature[];
}

// credit changes need a reason; the manager's own choice of terms has this one
const MANAGER_TERMS_REASON = "Chosen by the organisation's manager.";

async function requireOrganisation(db: Database, organisationId: string): Promise<OrganisationRow> {
  const row = await findOrganisationById(db, organisationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found.');
  return row;
}

/** The caller's organisation as the self user carries it: financial details for managers only. */
export async function getOrganisationSummary(db: Database, caller: Caller): Promise<OrganisationSummary> {
  const row = await requireOrganisation(db, caller.organisationId);
  return {
    id: row.id,
    name: row.name,
    financialDetails: isManager(caller) ? toFinancialDetails(row) : null,
    currencyCode: row.currencyCode,
    mfaRequired: row.mfaRequired,
  };
}

/** The caller's own organisation with its invoice and warehouse addresses. */
export async function getOwnOrganisation(db: Database, caller: Caller): Promise<OrganisationReply> {
  const row = await requireOrganisation(db, caller.organisationId);
  const rows = await findOrganisationAddresses(db, row.id, isManager(caller));
  const all = rows.map(toAddress);
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    purchaseContactName: row.purchaseContactName,
    purchaseContactEmail: row.purchaseContactEmail,
    invoiceAddress: all.find((a) => a.addressType === 'INVOICE') ?? null,
    warehouseAddresses: all.filter((a) => a.addressType === 'WAREHOUSE'),
    financialDetails: isManager(caller) ? toFinancialDetails(row) : null,
    emailDomain: row.emailDomain,
    mfaRequired: row.mfaRequired,
  };
}

/** Changes the purchase contact; 400 unless both the name and the e-mail differ from the current ones (decision 152). */
export async function updatePurchaseContact(
  db: Database,
  caller: Caller,
  body: PurchaseContactBody,
  now: Date,
): Promise<OrganisationReply> {
  const row = await requireOrganisation(db, caller.organisationId);
  // e-mail addresses are compared and stored in lowercase, as the users' are
  const contact = {
    purchaseContactName: body.purchaseContactName,
    purchaseContactEmail: body.purchaseContactEmail.toLowerCase(),
  };
  if (!purchaseContactDiffers(row, contact))
    throw new AppError('VALIDATION', ORGANISATION_MESSAGES.purchaseContactUnchanged);
  await db.transaction(async (tx) => {
    await updateOrganisationPurchaseContact(tx, row.id, contact, now);
    await recordAudit(tx, {
      action: 'organisation.purchase-contact-changed',
      entityType: 'ORGANISATION',
      entityId: row.id,
      organisationId: row.id,
      actor: caller,
      before: { purchaseContactName: row.purchaseContactName, purchaseContactEmail: row.purchaseContactEmail },
      after: contact,
      now,
    });
  });
  return getOwnOrganisation(db, caller);
}

/** Sets the payment terms (net 30 or net 60 days); the same terms again change nothing. */
export async function updatePaymentTerms(
  db: Database,
  caller: Caller,
  body: PaymentTermsBody,
  now: Date,
): Promise<OrganisationReply> {
  const row = await requireOrganisation(db, caller.organisationId);
  if (row.paymentTerms !== body.paymentTerms) {
    await db.transaction(async (tx) => {
      await updateOrganisationPaymentTerms(tx, row.id, body.paymentTerms, now);
      const after = { ...row, paymentTerms: body.paymentTerms };
      await recordCreditChanges(tx, caller, row, after, MANAGER_TERMS_REASON, now);
    });
  }
  return getOwnOrganisation(db, caller);
}

/** The e-mail domain and default features of an organisation's users. */
export async function getOrganisationUserPolicy(db: Database, organisationId: string): Promise<OrganisationUserPolicy> {
  const row = await requireOrganisation(db, organisationId);
  return { emailDomain: row.emailDomain, defaultFeatures: row.defaultFeatures };
}

/** 400 'Invalid request with message Email must be from same domain as organisation' for another domain. */
export function assertEmailOfDomain(email: string, policy: OrganisationUserPolicy): void {
  const domain = email.trim().toLowerCase().split('@').pop();
  if (domain !== policy.emailDomain) throw new AppError('VALIDATION', USER_MESSAGES.invalidDomain);
}

/** True when the database holds at least one organisation (the seed runs only on an empty one). */
export async function hasOrganisations(db: Database): Promise<boolean> {
  return (await countOrganisations(db)) > 0;
}

/** Creates an organisation (seed and, later, operations). */
export async function createOrganisation(db: Database, values: NewOrganisation): Promise<OrganisationRow> {
  return insertOrganisation(db, { ...values, emailDomain: values.emailDomain.toLowerCase() });
}

/** Creates an address of an organisation as it is (the seed; users' changes go through addresses.ts). */
export async function createAddress(db: Database, values: NewAddress): Promise<AddressRow> {
  return insertAddress(db, values);
}

/** True when the organisation makes two-factor sign-in compulsory for its users. */
export async function isMfaRequiredForOrganisation(db: Database, organisationId: string): Promise<boolean> {
  return (await findOrganisationById(db, organisationId))?.mfaRequired ?? false;
}

/** Makes two-factor compulsory (or not) for every user of an organisation (operations, tests). */
export async function setOrganisationMfaRequired(
  db: Database,
  organisationId: string,
  required: boolean,
  now: Date,
): Promise<void> {
  await updateOrganisationMfaRequired(db, organisationId, required, now);
}

/** True when operations have suspended the organisation: its users cannot sign in or refresh. */
export async function isOrganisationSuspended(db: Database, organisationId: string): Promise<boolean> {
  return (await findOrganisationById(db, organisationId))?.suspended ?? false;
}

/** What trading needs of an organisation: its name, country (VAT, delivery route), currency and state. */
export interface OrganisationTradingProfile {
  id: string;
  name: string;
  country: string;
  currencyCode: string;
  suspended: boolean;
}

/** The trading profile of an organisation, or null when there is none. */
export async function findOrganisationTradingProfile(
  db: Database,
  organisationId: string,
): Promise<OrganisationTradingProfile | null> {
  const row = isUuid(organisationId) ? await findOrganisationById(db, organisationId) : null;
  if (!row) return null;
  return { id: row.id, name: row.name, country: row.country, currencyCode: row.currencyCode, suspended: row.suspended };
}

/**
 * A live address of the organisation that listings may use: a warehouse approved by operations
 * (pickup), or its invoice address. Null for anything else, another organisation's included.
 */
export async function findUsableAddress(
  db: Database,
  organisationId: string,
  addressId: string,
  addressType: 'WAREHOUSE' | 'INVOICE',
): Promise<{ id: string; country: string } | null> {
  const row = isUuid(addressId) ? await findOrganisationAddress(db, organisationId, addressId) : null;
  if (!row || row.addressType !== addressType || row.validationState !== 'APPROVED') return null;
  return { id: row.id, country: row.country };
}

/** An address as an order keeps it (a snapshot: the address may change or go later). */
export interface AddressSnapshot {
  id: string;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  country: string;
}

/**
 * A live address of the organisation as a snapshot; `approvedWarehouse` asks for a warehouse
 * validated by operations (a delivery address). Null for anything else, another organisation's included.
 */
export async function findAddressSnapshot(
  db: Database,
  organisationId: string,
  addressId: string,
  options: { approvedWarehouse?: boolean } = {},
): Promise<AddressSnapshot | null> {
  const row = isUuid(addressId) ? await findOrganisationAddress(db, organisationId, addressId) : null;
  if (!row) return null;
  if (options.approvedWarehouse && (row.addressType !== 'WAREHOUSE' || row.validationState !== 'APPROVED')) return null;
  const { id, name, addressLine1, addressLine2, city, postalCode, country } = row;
  return { id, name, addressLine1, addressLine2, city, postalCode, country };
}

/**
 * The organisation's available credit (limit minus balance, 0 without a limit) in its credit
 * currency; `hasCreditLine` is false without a limit (such organisations buy upfront).
 */
export async function getAvailableCredit(
  db: Database,
  organisationId: string,
): Promise<{ value: number; currencyCode: string; hasCreditLine: boolean }> {
  const row = await requireOrganisation(db, organisationId);
  return {
    value: toFinancialDetails(row).availableCredit ?? 0,
    currencyCode: row.currencyCode,
    hasCreditLine: row.erpCreditLimit != null,
  };
}

/**
 * What the organisation may spend on credit in a currency: its available credit converted at the
 * configured rates, rounded down (decision 83); 0 without a credit line.
 */
export async function getSpendableCredit(
  db: Database,
  organisationId: string,
  currencyCode: string,
  rates: ExchangeRates,
): Promise<{ value: number; hasCreditLine: boolean }> {
  const credit = await getAvailableCredit(db, organisationId);
  const value =
    credit.value <= 0 ? credit.value : convertMinor(credit.value, credit.currencyCode, currencyCode, rates, 'down');
  return { value, hasCreditLine: credit.hasCreditLine };
}
