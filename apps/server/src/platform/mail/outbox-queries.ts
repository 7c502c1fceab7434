import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox, type MailOutboxRow } from './schema';

/** Outbox messages, newest first, optionally only those to one address (any case). */
export async function listOutboxMessages(
  db: Database,
  query: { to?: string; limit: number },
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(query.to ? eq(sql`lower(${mailOutbox.to})`, query.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit);
}

export async function findOutboxMessage(db: Database, id: string): Promise<MailOutboxRow | null> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows[0] ?? null;
}

/** One page of the messages that failed for good, newest first, and how many there are. */
export async function findFailedOutboxPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ items: MailOutboxRow[]; totalItems: number }> {
  const failed = eq(mailOutbox.state, 'failed');
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(failed)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mailOutbox).where(failed),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}
