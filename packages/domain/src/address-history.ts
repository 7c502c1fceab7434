import { z } from 'zod';
import { addressChange, addressType, addressValidationState } from './organisations';
import { listReply } from './paging';

export const ADDRESS_HISTORY_ACTIONS = ['CREATED', 'UPDATED', 'DELETED', 'PRIMARY_CHANGED', 'VALIDATED'] as const;
export const addressHistoryAction = z.enum(ADDRESS_HISTORY_ACTIONS);
export type AddressHistoryAction = z.infer<typeof addressHistoryAction>;

/** An address as it was before or after a change. */
export const addressSnapshot = z.object({
  addressType: addressType,
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  primary: z.boolean(),
  phone: z.string().nullable(),
  validationState: addressValidationState,
  /** A change of the location waiting for validation while the fields above stay in use (decision 155). */
  pendingChange: addressChange.nullable().optional(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

/**
 * One change of an address: what, who (null for the system, e.g. the seed), when, and the address
 * before (null when created) and after (null when deleted).
 */
export const addressHistoryEntry = z.object({
  id: z.string(),
  addressId: z.string(),
  action: addressHistoryAction,
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  changedAt: z.string(),
  before: addressSnapshot.nullable(),
  after: addressSnapshot.nullable(),
});
export type AddressHistoryEntry = z.infer<typeof addressHistoryEntry>;

/** `GET api/universal/addresses-history/`: paged (50), newest first; `filter=addressId=<id>`. */
export const addressHistoryList = listReply(addressHistoryEntry);
export type AddressHistoryList = z.infer<typeof addressHistoryList>;

export const ADDRESS_HISTORY_FILTERS = ['addressId', 'action', 'changedAt'] as const;
export const ADDRESS_HISTORY_SORTS = ['changedAt'] as const;
