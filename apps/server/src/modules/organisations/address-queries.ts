import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { PENDING_ADDRESS_FILTERS, PENDING_ADDRESS_SORTS } from '@steelyard/domain/admin-addresses';
import { ADDRESS_FILTERS, ADDRESS_SORTS } from '@steelyard/domain/address-list';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { ADDRESS_TYPES, ADDRESS_VALIDATION_STATES } from '@steelyard/domain/organisations';
import type { Database } from '../../platform/db/database';
import { defineListSpec, findPage } from '../../platform/paging';
import { addresses, organisations, type AddressRow } from './schema';

export type NewAddress = typeof addresses.$inferInsert;
export type AddressWithOrganisation = AddressRow & { organisationName: string };
export type AddressChanges = Partial<Omit<NewAddress, 'id' | 'organisationId' | 'addressType' | 'createdAt'>>;

export async function insertAddress(db: Database, values: NewAddress): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

const addressColumns = { ...getTableColumns(addresses), organisationName: organisations.name };

/**
 * The visibility rule as SQL: addresses of the organisation that are not deleted, approved ones
 * only unless `includeUnapproved` (managers see pending and rejected ones too).
 */
export function visibleAddresses(organisationId: string, includeUnapproved: boolean): SQL | undefined {
  return and(
    eq(addresses.organisationId, organisationId),
    isNull(addresses.deletedAt),
    includeUnapproved ? undefined : eq(addresses.validationState, 'APPROVED'),
  );
}

/** Invoice first, then warehouses: primary first, then by postal code. */
export async function findOrganisationAddresses(
  db: Database,
  organisationId: string,
  includeUnapproved: boolean,
): Promise<AddressWithOrganisation[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(organisations, eq(organisations.id, addresses.organisationId))
    .where(visibleAddresses(organisationId, includeUnapproved))
    .orderBy(asc(addresses.addressType), desc(addresses.primary), asc(addresses.postalCode), asc(addresses.id));
}

/** A live address of the organisation (any validation state); `forUpdate` locks it until the transaction ends. */
export async function findOrganisationAddress(
  db: Database,
  organisationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AddressWithOrganisation | null> {
  const query = db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(organisations, eq(organisations.id, addresses.organisationId))
    .where(and(eq(addresses.id, id), visibleAddresses(organisationId, true)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update', { of: addresses }) : await query;
  return rows[0] ?? null;
}

/** The primary warehouse address of the organisation, other than `exceptId`. */
export async function findPrimaryWarehouse(
  db: Database,
  organisationId: string,
  exceptId?: string,
): Promise<AddressRow | null> {
  const rows = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.organisationId, organisationId),
        eq(addresses.addressType, 'WAREHOUSE'),
        eq(addresses.primary, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function hasInvoiceAddress(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.organisationId, organisationId), eq(addresses.addressType, 'INVOICE')));
  return (row?.n ?? 0) > 0;
}

/** The country of the organisation's oldest live address, or null when it has none. */
export async function findFirstAddressCountry(db: Database, organisationId: string): Promise<string | null> {
  const rows = await db
    .select({ country: addresses.country })
    .from(addresses)
    .where(visibleAddresses(organisationId, true))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return rows[0]?.country ?? null;
}

export async function updateAddressRow(db: Database, id: string, changes: AddressChanges): Promise<AddressRow> {
  const [row] = await db.update(addresses).set(changes).where(eq(addresses.id, id)).returning();
  return row!;
}

const addressListSpec = defineListSpec(
  { filters: ADDRESS_FILTERS, sorts: ADDRESS_SORTS },
  {
    filters: {
      addressType: { column: addresses.addressType, type: { kind: 'enum', values: ADDRESS_TYPES } },
      country: { column: addresses.country, type: { kind: 'text' } },
      primary: { column: addresses.primary, type: { kind: 'boolean' } },
      validationState: { column: addresses.validationState, type: { kind: 'enum', values: ADDRESS_VALIDATION_STATES } },
    },
    sorts: {
      postalCode: addresses.postalCode,
      primary: addresses.primary,
      name: addresses.name,
      city: addresses.city,
      addressType: addresses.addressType,
    },
    // invoice addresses by postal code; warehouses primary first, then by postal code (spec 000 §7)
    defaultSort: [asc(addresses.addressType), desc(addresses.primary), asc(addresses.postalCode)],
    tieBreaker: addresses.id,
  },
);

/** One page of an organisation's addresses, filtered and sorted through the address whitelist. */
export async function findAddressPage(
  db: Database,
  organisationId: string,
  includeUnapproved: boolean,
  query: ListQuery,
): Promise<ListReply<AddressWithOrganisation>> {
  return findPage(query, addressListSpec, async ({ where, orderBy, limit, offset }) => {
    const scope = and(visibleAddresses(organisationId, includeUnapproved), where);
    const items = await db
      .select(addressColumns)
      .from(addresses)
      .innerJoin(organisations, eq(organisations.id, addresses.organisationId))
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(addresses).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}

const pendingAddressSpec = defineListSpec(
  { filters: PENDING_ADDRESS_FILTERS, sorts: PENDING_ADDRESS_SORTS },
  {
    filters: { country: { column: addresses.country, type: { kind: 'text' } } },
    sorts: {},
    // the longest waiting first
    defaultSort: [asc(addresses.updatedAt)],
    tieBreaker: addresses.id,
  },
);

/** One page of the warehouse addresses, or changes of them, waiting for validation, across customer organisations. */
export async function findPendingAddressPage(
  db: Database,
  query: ListQuery,
): Promise<ListReply<AddressWithOrganisation>> {
  return findPage(query, pendingAddressSpec, async ({ where, orderBy, limit, offset }) => {
    const scope = and(
      isNull(addresses.deletedAt),
      // new or rejected-then-edited addresses, and approved ones whose change waits (decision 155)
      or(eq(addresses.validationState, 'PENDING'), isNotNull(addresses.pendingChange)),
      eq(addresses.addressType, 'WAREHOUSE'),
      where,
    );
    const items = await db
      .select(addressColumns)
      .from(addresses)
      .innerJoin(organisations, eq(organisations.id, addresses.organisationId))
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(addresses).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}

/** The organisation of a live address, or null. */
export async function findAddressOrganisationId(db: Database, id: string): Promise<string | null> {
  const rows = await db
    .select({ organisationId: addresses.organisationId })
    .from(addresses)
    .where(and(eq(addresses.id, id), isNull(addresses.deletedAt)))
    .limit(1);
  return rows[0]?.organisationId ?? null;
}
