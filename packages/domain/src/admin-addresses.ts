import { z } from 'zod';
import { changeReason } from './admin-organisations';
import { address } from './organisations';
import { listReply } from './paging';

/** A warehouse address waiting for validation: `GET api/admin/addresses/pending`, oldest first (10 a page). */
export const pendingAddress = address.extend({
  /** When it started waiting (created, or moved and sent back to PENDING). */
  updatedAt: z.string(),
});
export type PendingAddress = z.infer<typeof pendingAddress>;
export const pendingAddressList = listReply(pendingAddress);
export type PendingAddressList = z.infer<typeof pendingAddressList>;
export const PENDING_ADDRESS_FILTERS = ['country'] as const;
/** None: the longest waiting address comes first. */
export const PENDING_ADDRESS_SORTS = [] as const;

/**
 * `POST api/admin/addresses/{id}/reject` (200, the address): the reason is shown to the manager
 * (`rejectionReason`) and e-mailed to the organisation's managers.
 * `POST api/admin/addresses/{id}/approve` (200, the address) has no body.
 */
export const rejectAddressBody = z.object({ reason: changeReason });
export type RejectAddressBody = z.infer<typeof rejectAddressBody>;

export const ADMIN_ADDRESS_MESSAGES = {
  notPending: 'Only a pending address can be approved or rejected.',
} as const;
