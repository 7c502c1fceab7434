import { ADDRESS_MESSAGES } from '@steelyard/domain/account-messages';
import type { PendingAddress } from '@steelyard/domain/admin-addresses';
import type { Address, AddressChange } from '@steelyard/domain/organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { findAddressOrganisationId, findOrganisationAddress, findPendingAddressPage } from './address-queries';
import { toAddress, validateAddress } from './addresses';

/*
 * The operator's validation of warehouse addresses (spec 001 §2), published to the address
 * validation workflow (workflows/address-validation.ts, decision 179): the queue, the decision and
 * the change a decision mails about.
 */

/** One page of the validation queue: pending warehouse addresses of every organisation, oldest first. */
export async function listPendingAddresses(db: Database, query: ListQuery): Promise<ListReply<PendingAddress>> {
  const page = await findPendingAddressPage(db, query);
  return { ...page, items: page.items.map((row) => ({ ...toAddress(row), updatedAt: row.updatedAt.toISOString() })) };
}

/**
 * An operator's decision on a pending address: approved (choosable; the first approved warehouse
 * becomes primary) or rejected with a reason the manager sees. 404 unknown, 400 not pending.
 */
export async function decideAddress(
  db: Database,
  operatorUserId: string,
  addressId: string,
  decision: { state: 'APPROVED' } | { state: 'REJECTED'; reason: string },
  now: Date,
): Promise<Address> {
  const organisationId = isUuid(addressId) ? await findAddressOrganisationId(db, addressId) : null;
  if (!organisationId) throw new AppError('NOT_FOUND', ADDRESS_MESSAGES.notFound);
  return validateAddress(
    db,
    organisationId,
    addressId,
    {
      state: decision.state,
      rejectionReason: decision.state === 'REJECTED' ? decision.reason : null,
      actorUserId: operatorUserId,
      requirePending: true,
    },
    now,
  );
}

/**
 * The change waiting on an approved address (decision 155), or null when the address itself is
 * pending: what a rejection would drop, for the managers' mail.
 */
export async function findPendingAddressChange(db: Database, addressId: string): Promise<AddressChange | null> {
  const organisationId = isUuid(addressId) ? await findAddressOrganisationId(db, addressId) : null;
  const row = organisationId ? await findOrganisationAddress(db, organisationId, addressId) : null;
  return row?.validationState === 'APPROVED' ? (row.pendingChange ?? null) : null;
}
