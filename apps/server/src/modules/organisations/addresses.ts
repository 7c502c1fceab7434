import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import { ADMIN_ADDRESS_MESSAGES } from '@steelyard/domain/admin-addresses';
import type { z } from 'zod';
import {
  ADDRESS_LOCATION_FIELDS,
  DEFAULT_ADDRESS_COUNTRY,
  type AddressFields,
  type createAddressBody,
  type DefaultCountryReply,
} from '@steelyard/domain/addresses';
import type { Address } from '@steelyard/domain/organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Caller } from '../../platform/access-tokens';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { recordAddressChange } from './address-history';
import {
  findAddressPage,
  findFirstAddressCountry,
  findOrganisationAddress,
  findPrimaryWarehouse,
  hasInvoiceAddress,
  insertAddress,
  updateAddressRow,
  type AddressWithOrganisation,
} from './address-queries';
import { isManager } from './caller-scope';
import { findOrganisationById, lockOrganisation } from './queries';
import type { AddressRow } from './schema';

type StoredFields = Pick<AddressRow, keyof AddressFields>;
type NewAddressValues = z.output<typeof createAddressBody>;

/** The address as every reply carries it. */
export function toAddress(row: AddressWithOrganisation): Address {
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
    rejectionReason: row.rejectionReason,
    pendingChange: row.pendingChange ?? null,
    organisation: { id: row.organisationId, name: row.organisationName },
  };
}

const withName = (row: AddressRow, organisationName: string): AddressWithOrganisation => ({ ...row, organisationName });
const notFound = () => new AppError('NOT_FOUND', ADDRESS_MESSAGES.notFound);

// the form sends empty optional fields as '' or null; both mean "none"
function toStoredFields(body: AddressFields): StoredFields {
  return {
    name: body.name,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 || null,
    city: body.city,
    postalCode: body.postalCode,
    country: body.country,
    phone: body.phone || null,
  };
}

/** A live address of the caller's organisation that the caller may see (managers: any state); 404 otherwise. */
async function requireAddress(
  db: Database,
  caller: Caller,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AddressWithOrganisation> {
  const row = isUuid(id) ? await findOrganisationAddress(db, caller.organisationId, id, options) : null;
  if (!row || (!isManager(caller) && row.validationState !== 'APPROVED')) throw notFound();
  return row;
}

// a change waiting for validation is the managers' business; the others see the address in use
const forCaller = (caller: Caller, address: Address): Address =>
  isManager(caller) ? address : { ...address, pendingChange: null };

/** One page of the caller's organisation's addresses. */
export async function listAddresses(db: Database, caller: Caller, query: ListQuery): Promise<ListReply<Address>> {
  const page = await findAddressPage(db, caller.organisationId, isManager(caller), query);
  return { ...page, items: page.items.map((row) => forCaller(caller, toAddress(row))) };
}

/** One address of the caller's organisation: pending and rejected ones for managers only. */
export async function getAddress(db: Database, caller: Caller, id: string): Promise<Address> {
  return forCaller(caller, toAddress(await requireAddress(db, caller, id)));
}

/** The country a new address starts with: the organisation's first address's, otherwise GB (spec 000 §3). */
export async function getDefaultAddressCountry(db: Database, caller: Caller): Promise<DefaultCountryReply> {
  return { country: (await findFirstAddressCountry(db, caller.organisationId)) ?? DEFAULT_ADDRESS_COUNTRY };
}

/**
 * Adds an address: a warehouse waits as PENDING for operations to validate it; an invoice address
 * (approved at once) only while the organisation has none.
 */
export async function addAddress(db: Database, caller: Caller, body: NewAddressValues, now: Date): Promise<Address> {
  const organisation = await findOrganisationById(db, caller.organisationId);
  if (!organisation) throw new AppError('NOT_FOUND', 'Organisation not found.');
  const invoiceExists = () => new AppError('VALIDATION', ADDRESS_MESSAGES.invoiceExists);
  try {
    return await db.transaction(async (tx) => {
      if (body.addressType === 'INVOICE' && (await hasInvoiceAddress(tx, organisation.id))) throw invoiceExists();
      const row = await insertAddress(tx, {
        ...toStoredFields(body),
        organisationId: organisation.id,
        addressType: body.addressType,
        primary: false,
        validationState: body.addressType === 'WAREHOUSE' ? 'PENDING' : 'APPROVED',
        createdAt: now,
        updatedAt: now,
      });
      await recordAddressChange(tx, { action: 'CREATED', actorUserId: caller.userId, before: null, after: row, now });
      return toAddress(withName(row, organisation.name));
    });
  } catch (error) {
    // two invoice addresses added at once: the partial unique index lets one through
    if (isUniqueViolation(error, 'addresses_one_invoice_idx')) throw invoiceExists();
    throw error;
  }
}

/** Whether two sets of stored fields are the same. */
const sameFields = (a: StoredFields, b: StoredFields) =>
  (Object.keys(a) as (keyof StoredFields)[]).every((field) => a[field] === b[field]);

/**
 * Changes an address's fields. A pending or rejected warehouse address takes the change and waits
 * for validation (again). An approved warehouse address whose location changes keeps its approved
 * fields in use (checkout, primary, deliveries) and holds the edit as its pending change until
 * operations decide (decision 155); an edit back to the approved location drops the waiting change.
 * The primary address's location cannot change.
 */
export async function updateAddress(
  db: Database,
  caller: Caller,
  id: string,
  body: AddressFields,
  now: Date,
): Promise<Address> {
  const next = toStoredFields(body);
  return db.transaction(async (tx) => {
    const current = await requireAddress(tx, caller, id, { forUpdate: true });
    if (sameFields(next, current.pendingChange ?? current)) return toAddress(current);
    const locationChanged = ADDRESS_LOCATION_FIELDS.some((field) => next[field] !== current[field]);
    const isWarehouse = current.addressType === 'WAREHOUSE';
    if (isWarehouse && current.primary && locationChanged) {
      throw new AppError('VALIDATION', ADDRESS_MESSAGES.primaryLocationLocked);
    }
    const approved = current.validationState === 'APPROVED';
    const revalidate = isWarehouse && !approved;
    const changes =
      isWarehouse && approved && locationChanged
        ? { pendingChange: next }
        : {
            ...next,
            pendingChange: null,
            ...(revalidate ? { validationState: 'PENDING' as const, rejectionReason: null } : {}),
          };
    const updated = await updateAddressRow(tx, current.id, { ...changes, updatedAt: now });
    await recordAddressChange(tx, {
      action: 'UPDATED',
      actorUserId: caller.userId,
      before: current,
      after: updated,
      now,
    });
    return toAddress(withName(updated, current.organisationName));
  });
}

/** Deletes a warehouse address that is not the primary one; it is kept, marked deleted, for the history. */
export async function deleteAddress(db: Database, caller: Caller, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireAddress(tx, caller, id, { forUpdate: true });
    if (current.addressType === 'INVOICE') throw new AppError('VALIDATION', ADDRESS_MESSAGES.invoiceCannotBeDeleted);
    if (current.primary) throw new AppError('VALIDATION', ADDRESS_MESSAGES.primaryCannotBeDeleted);
    await updateAddressRow(tx, current.id, { deletedAt: now, updatedAt: now });
    await recordAddressChange(tx, { action: 'DELETED', actorUserId: caller.userId, before: current, after: null, now });
  });
}

/** Moves the primary flag from the current primary to `row`, recording both, inside the caller's transaction. */
async function movePrimary(tx: Database, row: AddressRow, actorUserId: string | null, now: Date): Promise<AddressRow> {
  const previous = await findPrimaryWarehouse(tx, row.organisationId, row.id);
  if (previous) {
    const unset = await updateAddressRow(tx, previous.id, { primary: false, updatedAt: now });
    await recordAddressChange(tx, { action: 'PRIMARY_CHANGED', actorUserId, before: previous, after: unset, now });
  }
  const set = await updateAddressRow(tx, row.id, { primary: true, updatedAt: now });
  await recordAddressChange(tx, { action: 'PRIMARY_CHANGED', actorUserId, before: row, after: set, now });
  return set;
}

/**
 * Makes an approved warehouse address the primary one and unsets the previous primary, in one
 * transaction. The organisation's row is locked first, so concurrent calls queue up and the
 * organisation always ends with exactly one primary address.
 */
export async function setPrimaryAddress(db: Database, caller: Caller, id: string, now: Date): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, caller.organisationId);
    const target = await requireAddress(tx, caller, id, { forUpdate: true });
    if (target.addressType !== 'WAREHOUSE') throw new AppError('VALIDATION', ADDRESS_MESSAGES.invoiceCannotBePrimary);
    if (target.validationState !== 'APPROVED') {
      throw new AppError('VALIDATION', ADDRESS_MESSAGES.pendingCannotBePrimary);
    }
    if (target.primary) return toAddress(target);
    return toAddress(withName(await movePrimary(tx, target, caller.userId, now), target.organisationName));
  });
}

export interface AddressValidation {
  state: 'APPROVED' | 'REJECTED';
  rejectionReason?: string | null;
  /** The operator who decided; null for the system. */
  actorUserId: string | null;
  /** Refuse (400) unless the address is still pending: the queue's decisions are made once. */
  requirePending?: boolean;
}

/**
 * Operations' decision on a pending address (the queue of issue 5): approved or rejected. An
 * approved warehouse address becomes the primary one when the organisation has none yet.
 */
export async function validateAddress(
  db: Database,
  organisationId: string,
  addressId: string,
  decision: AddressValidation,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const current = isUuid(addressId)
      ? await findOrganisationAddress(tx, organisationId, addressId, { forUpdate: true })
      : null;
    if (!current) throw notFound();
    const change = current.validationState === 'APPROVED' ? current.pendingChange : null;
    if (decision.requirePending && current.validationState !== 'PENDING' && !change) {
      throw new AppError('VALIDATION', ADMIN_ADDRESS_MESSAGES.notPending);
    }
    const approved = decision.state === 'APPROVED';
    // a change of an approved address: approval puts it in use, rejection drops it and the approved address stays
    let updated = await updateAddressRow(
      tx,
      current.id,
      change
        ? { ...(approved ? change : {}), pendingChange: null, updatedAt: now }
        : {
            validationState: decision.state,
            rejectionReason: approved ? null : (decision.rejectionReason ?? null),
            pendingChange: null,
            updatedAt: now,
          },
    );
    const needsPrimary =
      approved && updated.addressType === 'WAREHOUSE' && !(await findPrimaryWarehouse(tx, organisationId));
    if (needsPrimary) updated = await updateAddressRow(tx, current.id, { primary: true, updatedAt: now });
    await recordAddressChange(tx, {
      action: 'VALIDATED',
      actorUserId: decision.actorUserId,
      actorTenant: 'ADMIN',
      reason: approved ? null : (decision.rejectionReason ?? null),
      decision: decision.state,
      before: current,
      after: updated,
      now,
    });
    return toAddress(withName(updated, current.organisationName));
  });
}
