import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { ADDRESS_TYPES, ADDRESS_VALIDATION_STATES } from '@steelyard/domain/organisations';
import type { Database } from '../../platform/db/database';
import { findPage, type ListSpec } from '../../platform/paging';
import { addresses, organisations, type AddressRow, type OrganisationRow } from './schema';

export type NewOrganisation = typeof organisations.$inferInsert;
export type NewAddress = typeof addresses.$inferInsert;
export type AddressWithOrganisation = AddressRow & { organisationName: string };

export async function findOrganisationById(db: Database, id: string): Promise<OrganisationRow | null> {
  const rows = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateOrganisationMfaRequired(db: Database, id: string, mfaRequired: boolean, now: Date) {
  await db.update(organisations).set({ mfaRequired, updatedAt: now }).where(eq(organisations.id, id));
}

export async function countOrganisations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return row?.n ?? 0;
}

export async function insertOrganisation(db: Database, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

export async function insertAddress(db: Database, values: NewAddress): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

const addressColumns = { ...getTableColumns(addresses), organisationName: organisations.name };

/** The visibility rule as SQL: approved addresses, or every address when `includeUnapproved`. */
function visibleAddresses(organisationId: string, includeUnapproved: boolean): SQL | undefined {
  return and(
    eq(addresses.organisationId, organisationId),
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

const addressListSpec: ListSpec = {
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
};

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
