import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  ADMIN_ORGANISATION_FILTERS,
  ADMIN_ORGANISATION_SORTS,
  CREDIT_CHANGE_FILTERS,
  CREDIT_CHANGE_SORTS,
  CREDIT_FIELDS,
} from '@steelyard/domain/admin-organisations';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { defineListSpec, findPage } from '../../platform/paging';
import { ORGANISATION_LOCK } from './queries';
import { creditChanges, organisations, type CreditChangeRow, type OrganisationRow } from './schema';

export type OrganisationChanges = Partial<Omit<typeof organisations.$inferInsert, 'id' | 'tenant' | 'createdAt'>>;
export type NewCreditChange = typeof creditChanges.$inferInsert;

/** A customer (MARKETPLACE) organisation; `forUpdate` locks its row until the transaction ends. */
export async function findCustomerOrganisation(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrganisationRow | null> {
  const query = db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.tenant, 'MARKETPLACE')))
    .limit(1);
  const rows = options.forUpdate ? await query.for(ORGANISATION_LOCK) : await query;
  return rows[0] ?? null;
}

export async function updateOrganisationRow(
  db: Database,
  id: string,
  changes: OrganisationChanges,
): Promise<OrganisationRow> {
  const [row] = await db.update(organisations).set(changes).where(eq(organisations.id, id)).returning();
  return row!;
}

const organisationListSpec = defineListSpec(
  { filters: ADMIN_ORGANISATION_FILTERS, sorts: ADMIN_ORGANISATION_SORTS },
  {
    filters: {
      name: { column: organisations.name, type: { kind: 'search' } },
      suspended: { column: organisations.suspended, type: { kind: 'boolean' } },
      country: { column: organisations.country, type: { kind: 'text' } },
    },
    sorts: { name: organisations.name, createdAt: organisations.createdAt },
    defaultSort: [asc(organisations.name)],
    tieBreaker: organisations.id,
  },
);

/** One page of the customer organisations (never the operators' own). */
export async function findCustomerOrganisationPage(
  db: Database,
  query: ListQuery,
): Promise<ListReply<OrganisationRow>> {
  return findPage(query, organisationListSpec, async ({ where, orderBy, limit, offset }) => {
    const scope = and(eq(organisations.tenant, 'MARKETPLACE'), where);
    const items = await db
      .select()
      .from(organisations)
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(organisations).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}

/** The operators' organisation (tenant ADMIN), if it exists yet. */
export async function findOperatorOrganisation(db: Database): Promise<OrganisationRow | null> {
  const rows = await db
    .select()
    .from(organisations)
    .where(eq(organisations.tenant, 'ADMIN'))
    .orderBy(asc(organisations.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCreditChanges(db: Database, values: NewCreditChange[]): Promise<void> {
  if (values.length > 0) await db.insert(creditChanges).values(values);
}

const creditChangeSpec = defineListSpec(
  { filters: CREDIT_CHANGE_FILTERS, sorts: CREDIT_CHANGE_SORTS },
  {
    filters: { field: { column: creditChanges.field, type: { kind: 'enum', values: CREDIT_FIELDS } } },
    sorts: {},
    defaultSort: [desc(creditChanges.seq)],
    tieBreaker: creditChanges.id,
  },
);

/** One page of an organisation's credit changes, newest first. */
export async function findCreditChangePage(
  db: Database,
  organisationId: string,
  query: ListQuery,
): Promise<ListReply<CreditChangeRow>> {
  return findPage(query, creditChangeSpec, async ({ where, orderBy, limit, offset }) => {
    const scope = and(eq(creditChanges.organisationId, organisationId), where);
    const items = await db
      .select()
      .from(creditChanges)
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(creditChanges).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}
