import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedRowByKey, preparedStatement } from '../../platform/db/prepared-statement';
import { cartEntries, carts, type CartEntryRow, type CartRow } from './schema';

/** The user's cart, if any; `forUpdate` locks it (adds, removals and checkout of one cart queue up). */
export async function findCart(
  db: Database,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow | null> {
  if (!options.forUpdate) return cartOfUser(db, userId);
  const rows = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1).for('update');
  return rows[0] ?? null;
}

// the navigation poll reads the cart on every page of every signed-in user
const cartOfUser = preparedRowByKey('carts_of_user', carts, carts.userId);

/** Creates the user's cart unless one exists (two first adds at once: one wins). */
export async function insertCartIfAbsent(db: Database, values: typeof carts.$inferInsert): Promise<void> {
  await db.insert(carts).values(values).onConflictDoNothing({ target: carts.userId });
}

/** Deletes a cart with its entries. */
export async function deleteCart(db: Database, userId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}

/** Deletes the cart only when it still has this expiry (the expiry job of an older cart changes nothing). */
export async function deleteCartExpiringAt(db: Database, userId: string, expiresAt: Date): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.userId, userId), eq(carts.expiresAt, expiresAt)))
    .returning({ userId: carts.userId });
  return rows.length;
}

// the navigation poll needs only the cart's expiry and how many entries it holds: one statement
const cartSizeOfUser = preparedStatement('cart_size_of_user', (db, name) => {
  const userId = sql.placeholder('userId');
  // the user's id again, not carts.user_id: drizzle writes a one-table select's columns without their
  // table's name, and "user_id" inside the subquery would be cart_entries' own (every cart's entries)
  const entries = sql<number>`(select count(*) from ${cartEntries} where ${cartEntries.userId} = ${userId})`;
  return db
    .select({ expiresAt: carts.expiresAt, entries: entries.mapWith(Number) })
    .from(carts)
    .where(eq(carts.userId, userId))
    .prepare(name);
});

/** The user's cart's expiry and number of entries, if they have a cart. */
export async function findCartSize(db: Database, userId: string): Promise<{ expiresAt: Date; entries: number } | null> {
  return (await cartSizeOfUser(db).execute({ userId }))[0] ?? null;
}

const cartEntriesOfUser = preparedStatement('cart_entries_of_user', (db, name) =>
  db
    .select()
    .from(cartEntries)
    .where(eq(cartEntries.userId, sql.placeholder('userId')))
    .orderBy(asc(cartEntries.addedAt), asc(cartEntries.id))
    .prepare(name),
);

export async function findCartEntries(db: Database, userId: string): Promise<CartEntryRow[]> {
  return cartEntriesOfUser(db).execute({ userId });
}

export async function insertCartEntry(db: Database, values: typeof cartEntries.$inferInsert): Promise<CartEntryRow> {
  const [row] = await db.insert(cartEntries).values(values).returning();
  return row!;
}

export async function deleteCartEntry(db: Database, userId: string, entryId: string): Promise<number> {
  const rows = await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.userId, userId), eq(cartEntries.id, entryId)))
    .returning({ id: cartEntries.id });
  return rows.length;
}

/** The prices and content revisions the buyer has now seen of their entries. */
export async function updateCartEntryPrices(
  db: Database,
  seen: { id: string; pricePerUnit: number; contentRevision: number }[],
) {
  for (const { id, pricePerUnit, contentRevision } of seen) {
    await db.update(cartEntries).set({ pricePerUnit, contentRevision }).where(eq(cartEntries.id, id));
  }
}
