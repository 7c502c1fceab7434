import type { AddressHistoryAction, AddressHistoryEntry, AddressSnapshot } from '@steelyard/domain/address-history';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Caller } from '../../platform/access-tokens';
import type { AuditAction } from '@steelyard/domain/audit-log';
import type { Tenant } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit/service';
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
    ...(row.pendingChange ? { pendingChange: row.pendingChange } : {}),
  };
}

export interface AddressChange {
  action: AddressHistoryAction;
  /** The user who made the change; null for the system. */
  actorUserId: string | null;
  /** The actor's tenant: MARKETPLACE (managers) unless told. */
  actorTenant?: Tenant;
  /** Why (an operator's rejection). */
  reason?: string | null;
  /** An operator's decision (VALIDATED): of the address, or of its pending change. */
  decision?: 'APPROVED' | 'REJECTED';
  before: AddressRow | null;
  after: AddressRow | null;
  now: Date;
}

const AUDIT_ACTION: Record<Exclude<AddressHistoryAction, 'VALIDATED'>, AuditAction> = {
  CREATED: 'address.created',
  UPDATED: 'address.updated',
  DELETED: 'address.deleted',
  PRIMARY_CHANGED: 'address.primary-changed',
};

/** Records a change of an address in its history and the audit log; call it with the transaction of the change. */
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
  const decision = change.decision ?? change.after?.validationState;
  const validated = decision === 'APPROVED' ? 'address.approved' : 'address.rejected';
  await recordAudit(tx, {
    action: change.action === 'VALIDATED' ? validated : AUDIT_ACTION[change.action],
    entityType: 'ADDRESS',
    entityId: address.id,
    organisationId: address.organisationId,
    actor: change.actorUserId ? { userId: change.actorUserId, tenant: change.actorTenant ?? 'MARKETPLACE' } : null,
    reason: change.reason ?? null,
    before: change.before ? toAddressSnapshot(change.before) : null,
    after: change.after ? toAddressSnapshot(change.after) : null,
    now: change.now,
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
