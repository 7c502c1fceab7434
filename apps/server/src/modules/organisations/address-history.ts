import type { AddressHistoryAction, AddressHistoryEntry, AddressSnapshot } from '@steelyard/domain/address-history';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { findUserDisplayNames } from '../users/service';
import { findAddressHistoryPage, insertAddressHistory } from './address-history-queries';
import { isManager } from './caller-scope';
import type { AddressRow } from './schema';

/** The address as the history keeps it. */
export function toAddressSnapshot(row: AddressRow): AddressSnapshot {
  return {
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
  };
}

export interface AddressChange {
  action: AddressHistoryAction;
  /** The user who made the change; null for the system. */
  actorUserId: string | null;
  before: AddressRow | null;
  after: AddressRow | null;
  now: Date;
}

/** Records a change of an address; call it with the transaction of the change. */
export async function recordAddressChange(tx: Database, change: AddressChange): Promise<void> {
  const address = (change.after ?? change.before)!;
  await insertAddressHistory(tx, {
    addressId: address.id,
    organisationId: address.organisationId,
    action: change.action,
    changedByUserId: change.actorUserId,
    changedAt: change.now,
    before: change.before ? toAddressSnapshot(change.before) : null,
    after: change.after ? toAddressSnapshot(change.after) : null,
  });
}

/** One page of the history of the caller's organisation's addresses, newest first, with who changed them. */
export async function listAddressHistory(
  db: Database,
  caller: Caller,
  query: ListQuery,
): Promise<ListReply<AddressHistoryEntry>> {
  const page = await findAddressHistoryPage(db, caller.organisationId, isManager(caller), query);
  const actorIds = page.items.map((row) => row.changedByUserId).filter((id): id is string => id != null);
  // names are read now, so a deleted (anonymised) user is not named in the history either
  const names = await findUserDisplayNames(db, [...new Set(actorIds)]);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      addressId: row.addressId,
      action: row.action,
      changedBy: row.changedByUserId ? { id: row.changedByUserId, name: names.get(row.changedByUserId) ?? '' } : null,
      changedAt: row.changedAt.toISOString(),
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
