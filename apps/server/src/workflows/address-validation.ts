import type { Address } from '@steelyard/domain/organisations';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { buildLink, sendMail } from '../platform/mail/send-mail';
import { decideAddress, findPendingAddressChange } from '../modules/organisations/address-validation-port';
import { findManagersOfOrganisation } from '../modules/users/service';

// where the manager sees the organisation's addresses and the rejection reason
const ADDRESSES_PATH = '/account/address';

/** Approves a pending warehouse address: it becomes choosable (and primary when there is none). */
export async function approveAddress(db: Database, caller: Caller, addressId: string, now: Date): Promise<Address> {
  return decideAddress(db, caller.userId, addressId, { state: 'APPROVED' }, now);
}

/**
 * Rejects a pending warehouse address with a reason, and e-mails the organisation's managers the
 * reason in the same transaction, each in their language. A rejected change of an approved address
 * is mailed as such: the change is named and the approved address stays in use.
 */
export async function rejectAddress(
  db: Database,
  publicUrl: string,
  caller: Caller,
  addressId: string,
  reason: string,
  now: Date,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const change = await findPendingAddressChange(tx, addressId);
    const address = await decideAddress(tx, caller.userId, addressId, { state: 'REJECTED', reason }, now);
    for (const manager of await findManagersOfOrganisation(tx, address.organisation.id)) {
      await sendMail(
        tx,
        {
          to: manager.email,
          locale: manager.locale,
          template: 'address-rejected',
          params: {
            name: manager.name,
            addressName: address.name,
            addressSummary: summaryOf(address),
            rejectedChangeSummary: change ? summaryOf(change) : null,
            reason,
            link: buildLink(publicUrl, ADDRESSES_PATH),
          },
        },
        now,
      );
    }
    return address;
  });
}

// line 2 too: a change may be of it alone (a gate, a unit)
const summaryOf = (a: { addressLine1: string; addressLine2: string | null; postalCode: string; city: string }) =>
  [a.addressLine1, a.addressLine2, `${a.postalCode} ${a.city}`].filter(Boolean).join(', ');
