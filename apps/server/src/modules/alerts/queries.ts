import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared-statement';
import type { PageCriteria } from '../../platform/paging';
import { alertDigestState, alertHits, immediateRequestSettings, listingAlerts, type ListingAlertRow } from './schema';

export type NewListingAlert = typeof listingAlerts.$inferInsert;

export async function insertAlert(db: Database, values: NewListingAlert): Promise<ListingAlertRow> {
  const [row] = await db.insert(listingAlerts).values(values).returning();
  return row!;
}

export async function findAlertById(db: Database, id: string): Promise<ListingAlertRow | null> {
  const [row] = await db.select().from(listingAlerts).where(eq(listingAlerts.id, id)).limit(1);
  return row ?? null;
}

export async function findUserAlertPage(db: Database, userId: string, criteria: PageCriteria) {
  const scope = and(eq(listingAlerts.userId, userId), criteria.where);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(listingAlerts)
      .where(scope)
      .orderBy(...criteria.orderBy)
      .limit(criteria.limit)
      .offset(criteria.offset),
    db.select({ n: count() }).from(listingAlerts).where(scope),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

export async function setAlertEnabled(db: Database, id: string, enabled: boolean, now: Date) {
  const [row] = await db
    .update(listingAlerts)
    .set({ enabled, updatedAt: now })
    .where(eq(listingAlerts.id, id))
    .returning();
  return row!;
}

/** Switches every enabled alert of a user off; returns how many were on. */
export async function disableAlertsOfUser(db: Database, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(listingAlerts)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(listingAlerts.userId, userId), eq(listingAlerts.enabled, true)))
    .returning({ id: listingAlerts.id });
  return rows.length;
}

export async function deleteAlertRow(db: Database, id: string): Promise<void> {
  await db.delete(listingAlerts).where(eq(listingAlerts.id, id));
}

/** The enabled alerts of every organisation but one (the publishing seller's). */
export async function findEnabledAlertsOutside(db: Database, organisationId: string): Promise<ListingAlertRow[]> {
  return db
    .select()
    .from(listingAlerts)
    .where(and(eq(listingAlerts.enabled, true), sql`${listingAlerts.organisationId} <> ${organisationId}`));
}

/** Records hits; the unique (alert, listing) index drops those recorded before. Answers the new ones. */
export async function insertHits(
  db: Database,
  hits: { alertId: string; listingId: string; userId: string; matchedAt: Date }[],
) {
  if (hits.length === 0) return [];
  return db
    .insert(alertHits)
    .values(hits)
    .onConflictDoNothing({ target: [alertHits.alertId, alertHits.listingId] })
    .returning({ id: alertHits.id, userId: alertHits.userId });
}

/** Per alert: all hits and those since `since`. */
export async function countHitsByAlert(db: Database, alertIds: string[], since: Date) {
  if (alertIds.length === 0) return new Map<string, { total: number; recent: number }>();
  const rows = await db
    .select({
      alertId: alertHits.alertId,
      total: count(),
      recent: sql<number>`count(*) filter (where ${alertHits.matchedAt} > ${since})`.mapWith(Number),
    })
    .from(alertHits)
    .where(inArray(alertHits.alertId, alertIds))
    .groupBy(alertHits.alertId);
  return new Map(rows.map((r) => [r.alertId, { total: r.total, recent: r.recent }]));
}

/** A user's hits since `since`, over all their alerts. */
// counted by the navigation poll on every page of every signed-in user
const userHitsSince = preparedStatement('alert_hits_of_user_since', (db, name) =>
  db
    .select({ n: count() })
    .from(alertHits)
    .where(and(eq(alertHits.userId, sql.placeholder('userId')), gt(alertHits.matchedAt, sql.placeholder('since'))))
    .prepare(name),
);

export async function countUserHitsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await userHitsSince(db).execute({ userId, since });
  return row?.n ?? 0;
}

export async function findDigestState(db: Database, userId: string) {
  const [row] = await db.select().from(alertDigestState).where(eq(alertDigestState.userId, userId)).limit(1);
  return row ?? null;
}

/** Locks (creating it first) the user's digest state row: two digest runs for one user queue up here. */
export async function lockDigestState(db: Database, userId: string) {
  await db.insert(alertDigestState).values({ userId, lastSentAt: null }).onConflictDoNothing();
  const [row] = await db.select().from(alertDigestState).where(eq(alertDigestState.userId, userId)).for('update');
  return row!;
}

export async function setDigestSent(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(alertDigestState).set({ lastSentAt: now }).where(eq(alertDigestState.userId, userId));
}

/** The hits no digest has listed yet, oldest first, with their alert. */
export async function findUndigestedHits(db: Database, userId: string) {
  return db
    .select({
      id: alertHits.id,
      listingId: alertHits.listingId,
      matchedAt: alertHits.matchedAt,
      alertType: listingAlerts.type,
    })
    .from(alertHits)
    .innerJoin(listingAlerts, eq(listingAlerts.id, alertHits.alertId))
    .where(and(eq(alertHits.userId, userId), isNull(alertHits.digestedAt)))
    .orderBy(alertHits.matchedAt, alertHits.id);
}

export async function markHitsDigested(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(alertHits).set({ digestedAt: now }).where(inArray(alertHits.id, ids));
}

export async function findImmediateRequestSettings(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(immediateRequestSettings)
    .where(eq(immediateRequestSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function findImmediateRequestSettingsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(immediateRequestSettings).where(inArray(immediateRequestSettings.userId, userIds));
}

export async function upsertImmediateRequestSettings(
  db: Database,
  values: typeof immediateRequestSettings.$inferInsert,
): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(immediateRequestSettings)
    .values(values)
    .onConflictDoUpdate({ target: immediateRequestSettings.userId, set: changes });
}

export const newestFirst = [desc(listingAlerts.createdAt)];
