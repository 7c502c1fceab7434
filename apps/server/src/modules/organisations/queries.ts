import { count, eq } from 'drizzle-orm';
import type { PaymentTerms } from '@steelyard/domain/organisations';
import type { Database } from '../../platform/db/database';
import { organisations, type OrganisationRow } from './schema';

export type NewOrganisation = typeof organisations.$inferInsert;

export async function findOrganisationById(db: Database, id: string): Promise<OrganisationRow | null> {
  const rows = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the organisation's row until the transaction ends: changes of its primary address queue up here. */
export async function lockOrganisation(tx: Database, id: string): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id)).for('update');
}

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
