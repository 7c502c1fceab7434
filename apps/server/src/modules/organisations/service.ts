import { computeAvailableCredit } from '@steelyard/domain/credit';
import type { Address, FinancialDetails, OrganisationReply } from '@steelyard/domain/organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { hasAnyRole } from '@steelyard/domain/roles';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  countOrganisations,
  findAddressPage,
  findOrganisationAddresses,
  findOrganisationById,
  insertAddress,
  insertOrganisation,
  type AddressWithOrganisation,
  type NewAddress,
  type NewOrganisation,
  updateOrganisationMfaRequired,
} from './queries';
import type { AddressRow, OrganisationRow } from './schema';

export interface OrganisationSummary {
  id: string;
  name: string;
  financialDetails: FinancialDetails | null;
}

function toFinancialDetails(row: OrganisationRow): FinancialDetails {
  const erpCreditLimit = row.erpCreditLimit == null ? null : { value: row.erpCreditLimit };
  const erpBalance = row.erpBalance == null ? null : { value: row.erpBalance };
  return {
    paymentTerms: row.paymentTerms,
    currencyCode: row.currencyCode,
    erpCreditLimit,
    erpBalance,
    availableCredit: computeAvailableCredit({ erpCreditLimit, erpBalance }),
  };
}

function toAddress(row: AddressWithOrganisation): Address {
  return {
    id: row.id,
    addressType: row.addressType,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    primary: row.primary,
    phone: row.phone,
    validationState: row.validationState,
    organisation: { id: row.organisationId, name: row.organisationName },
  };
}

// credit-line information and unapproved addresses are for managers only (spec 000 §5, §6)
const isManager = (caller: Caller) => hasAnyRole(caller.roles, ['MANAGER']);

async function requireOrganisation(db: Database, organisationId: string): Promise<OrganisationRow> {
  const row = await findOrganisationById(db, organisationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found.');
  return row;
}

/** The caller's organisation as the self user carries it: financial details for managers only. */
export async function getOrganisationSummary(db: Database, caller: Caller): Promise<OrganisationSummary> {
  const row = await requireOrganisation(db, caller.organisationId);
  return { id: row.id, name: row.name, financialDetails: isManager(caller) ? toFinancialDetails(row) : null };
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
  };
}

/** One page of the caller's organisation's addresses. */
export async function listAddresses(db: Database, caller: Caller, query: ListQuery): Promise<ListReply<Address>> {
  const page = await findAddressPage(db, caller.organisationId, isManager(caller), query);
  return { ...page, items: page.items.map(toAddress) };
}

/** True when the database holds at least one organisation (the seed runs only on an empty one). */
export async function hasOrganisations(db: Database): Promise<boolean> {
  return (await countOrganisations(db)) > 0;
}

/** Creates an organisation (seed and, later, operations). */
export async function createOrganisation(db: Database, values: NewOrganisation): Promise<OrganisationRow> {
  return insertOrganisation(db, values);
}

/** Creates an address of an organisation. */
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
