import type { Address } from '@steelyard/domain/organisations';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import { buildLink, sendMail } from '../platform/mail/send-mail';
import { decideAddress } from '../modules/organisations/admin-addresses';
import { findManagersOfOrganisation } from '../modules/users/service';

// where the manager sees the organisation's addresses and the rejection reason
const ADDRESSES_PATH = '/account/address';

/** Approves a pending warehouse address: it becomes choosable (and primary when there is none). */
export async function approveAddress(db: Database, caller: Caller, addressId: string, now: Date): Promise<Address> {
  return decideAddress(db, caller.userId, addressId, { state: 'APPROVED' }, now);
}

/**
 * Rejects a pending warehouse address with a reason, and e-mails the organisation's managers the
 * reason in the same transaction, each in their language.
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
            addressSummary: `${address.addressLine1}, ${address.postalCode} ${address.city}`,
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
