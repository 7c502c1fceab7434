import { count, eq } from 'drizzle-orm';
import type { PaymentTerms } from '@steelyard/domain/organisations';
import type { Database } from '../../platform/db/database';
import { preparedRowByKey } from '../../platform/db/prepared-statement';
import { organisations, type OrganisationRow } from './schema';

export type NewOrganisation = typeof organisations.$inferInsert;

const organisationById = preparedRowByKey('organisations_by_id', organisations, organisations.id);

/** The organisation with this id (read by most signed-in calls: prepared). */
export async function findOrganisationById(db: Database, id: string): Promise<OrganisationRow | null> {
  return organisationById(db, id);
}

/**
 * The strength of every lock on an organisation's row. Not FOR UPDATE: that also blocks the FOR KEY
 * SHARE every insert referring to the organisation takes (an order names its seller, a history entry
 * its organisation), so two organisations buying from each other on credit at once, or a primary-address
 * switch against an address deletion, deadlocked on PostgreSQL (found by the soak's races). Nothing
 * changes an organisation's id, so NO KEY UPDATE guards every change we make.
 */
export const ORGANISATION_LOCK = 'no key update';

export async function updateOrganisationMfaRequired(db: Database, id: string, mfaRequired: boolean, now: Date) {
  await db.update(organisations).set({ mfaRequired, updatedAt: now }).where(eq(organisations.id, id));
}

export async function updateOrganisationPurchaseContact(
  db: Database,
  id: string,
  contact: { purchaseContactName: string; purchaseContactEmail: string },
  now: Date,
): Promise<void> {
  await db
    .update(organisations)
    .set({ ...contact, updatedAt: now })
    .where(eq(organisations.id, id));
}

export async function updateOrganisationPaymentTerms(
  db: Database,
  id: string,
  paymentTerms: PaymentTerms,
  now: Date,
): Promise<void> {
  await db.update(organisations).set({ paymentTerms, updatedAt: now }).where(eq(organisations.id, id));
}

/** Customer organisations only: the operators' own organisation does not make a database "seeded". */
export async function countOrganisations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organisations).where(eq(organisations.tenant, 'MARKETPLACE'));
  return row?.n ?? 0;
}

export async function insertOrganisation(db: Database, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row!;
}

/**
 * Locks the organisation's row until the transaction ends: changes of its primary address queue up
 * here. FOR NO KEY UPDATE, as every lock on an organisation (see ORGANISATION_LOCK): it queues the
 * lockers but not the rows that merely refer to the organisation.
 */
export async function lockOrganisation(tx: Database, id: string): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id)).for(ORGANISATION_LOCK);
}
