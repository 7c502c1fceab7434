import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ADDRESS_HISTORY_ACTIONS,
  ADDRESS_HISTORY_FILTERS,
  ADDRESS_HISTORY_SORTS,
} from '@steelyard/domain/address-history';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { defineListSpec, findPage } from '../../platform/paging';
import { visibleAddresses } from './address-queries';
import { addresses, addressHistory, type AddressHistoryRow } from './schema';

export type NewAddressHistoryRow = typeof addressHistory.$inferInsert;

export async function insertAddressHistory(db: Database, values: NewAddressHistoryRow): Promise<void> {
  await db.insert(addressHistory).values(values);
}

const historyListSpec = defineListSpec(
  { filters: ADDRESS_HISTORY_FILTERS, sorts: ADDRESS_HISTORY_SORTS },
  {
    filters: {
      addressId: { column: addressHistory.addressId, type: { kind: 'uuid' } },
      action: { column: addressHistory.action, type: { kind: 'enum', values: ADDRESS_HISTORY_ACTIONS } },
      changedAt: { column: addressHistory.changedAt, type: { kind: 'date' } },
    },
    // entries are recorded in time order, and entries of one transaction share their time: the
    // recording sequence orders them exactly
    sorts: { changedAt: addressHistory.seq },
    defaultSort: [desc(addressHistory.seq)],
    tieBreaker: addressHistory.seq,
  },
);

/**
 * One page of an organisation's address history; `includeUnapproved` false keeps to the addresses
 * the caller can see now (approved, not deleted).
 */
export async function findAddressHistoryPage(
  db: Database,
  organisationId: string,
  includeUnapproved: boolean,
  query: ListQuery,
): Promise<ListReply<AddressHistoryRow>> {
  return findPage(query, historyListSpec, async ({ where, orderBy, limit, offset }) => {
    const visible = includeUnapproved
      ? undefined
      : inArray(
          addressHistory.addressId,
          db.select({ id: addresses.id }).from(addresses).where(visibleAddresses(organisationId, false)),
        );
    const scope = and(eq(addressHistory.organisationId, organisationId), visible, where);
    const items = await db
      .select()
      .from(addressHistory)
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(addressHistory).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}
