import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { nextSequenceValue } from '../../platform/db/sequences';
import { wholeRowsOf } from '../../platform/db/whole-rows';
import { findPage, type ListSpec } from '../../platform/paging';
import {
  cartOrderGroups,
  purchaseOrders,
  type CartOrderGroupRow,
  type NewPurchaseOrder,
  type PurchaseOrderRow,
} from './schema';

export const nextOrderSequence = (db: Database) => nextSequenceValue(db, 'purchase_order_number_seq');
export const nextCartOrderSequence = (db: Database) => nextSequenceValue(db, 'cart_order_number_seq');

export async function insertOrder(db: Database, values: NewPurchaseOrder): Promise<PurchaseOrderRow> {
  const [row] = await db.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function insertCartOrderGroup(
  db: Database,
  values: typeof cartOrderGroups.$inferInsert,
): Promise<CartOrderGroupRow> {
  const [row] = await db.insert(cartOrderGroups).values(values).returning();
  return row!;
}

/** An order by id; `forUpdate` locks it for a change. */
export async function findOrderById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PurchaseOrderRow | null> {
  const query = db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function updateOrderRow(
  db: Database,
  id: string,
  changes: Partial<NewPurchaseOrder>,
  now: Date,
): Promise<PurchaseOrderRow> {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...changes, updatedAt: now })
    .where(eq(purchaseOrders.id, id))
    .returning();
  return row!;
}

export async function findCartOrderGroup(db: Database, id: string): Promise<CartOrderGroupRow | null> {
  const rows = await db.select().from(cartOrderGroups).where(eq(cartOrderGroups.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The orders of a cart order group within `scope`, in the order they were placed. */
export async function findGroupOrders(db: Database, groupId: string, scope: SQL | undefined) {
  return db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.cartOrderGroupId, groupId), scope))
    .orderBy(purchaseOrders.orderNumber);
}

/**
 * Orders an organisation sees, as parts that never overlap: as the buyer, as the seller, or both (an
 * order's two organisations always differ: purchase_orders_parties_check).
 */
export function organisationOrdersScopes(organisationId: string, sides: { buyer: boolean; seller: boolean }): SQL[] {
  return [
    sides.buyer ? eq(purchaseOrders.buyerOrganisationId, organisationId) : undefined,
    sides.seller ? eq(purchaseOrders.sellerOrganisationId, organisationId) : undefined,
  ].filter((c): c is SQL => c != null);
}

/** Orders an organisation sees: as the buyer, as the seller, or both. */
export function organisationOrdersScope(organisationId: string, sides: { buyer: boolean; seller: boolean }) {
  const parts = organisationOrdersScopes(organisationId, sides);
  return parts.length === 0 ? sql`false` : or(...parts);
}

// the orders lists read a page of whole rows, with a select list written once (decision 116)
const orderRows = wholeRowsOf(purchaseOrders);

/**
 * One page of orders through a whitelist, within the parts of `scopes` (every order when missing),
 * which must not overlap: each part is counted on its own, from its organisation's index, and the
 * counts added. Counted as one `or`, a manager's orders (bought or sold) were a scan of the table.
 */
export async function findOrderPage(
  db: Database,
  scopes: SQL[] | undefined,
  query: ListQuery,
  spec: ListSpec,
): Promise<ListReply<PurchaseOrderRow>> {
  return findPage(query, spec, async ({ where, orderBy, limit, offset }) => {
    if (scopes?.length === 0) return { items: [], totalItems: 0 };
    const scope = scopes && (scopes.length === 1 ? scopes[0] : or(...scopes));
    const condition = and(scope, where) ?? sql`true`;
    const { rows: items } = await orderRows.read(
      db,
      sql`select ${orderRows.columns} from ${purchaseOrders} where ${condition} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
    );
    const counts = (scopes ?? [undefined]).map(
      (part) => sql`(select count(*) from ${purchaseOrders} where ${and(part, where) ?? sql`true`})`,
    );
    const [total] = await db
      .select({ n: sql<number>`${sql.join(counts, sql` + `)}`.mapWith(Number) })
      .from(sql`(values (1)) as "one"`);
    return { items, totalItems: total?.n ?? 0 };
  });
}
