import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { ROLES } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { findPage, type ListSpec } from '../../platform/paging';
import { users, type UserRow } from './schema';

export type NewUser = typeof users.$inferInsert;

/** The user with this e-mail in any case; e-mails are stored in lowercase. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserActivated(db: Database, id: string, activated: boolean, now: Date): Promise<void> {
  await db.update(users).set({ activated, updatedAt: now }).where(eq(users.id, id));
}

export async function updateUserPassword(db: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

export async function updateUserMfaPreference(
  db: Database,
  id: string,
  mfaPreference: UserRow['mfaPreference'],
  now: Date,
): Promise<void> {
  await db.update(users).set({ mfaPreference, updatedAt: now }).where(eq(users.id, id));
}

const userListSpec: ListSpec = {
  filters: {
    name: { column: users.name, type: { kind: 'text' } },
    email: { column: users.email, type: { kind: 'text' } },
    activated: { column: users.activated, type: { kind: 'boolean' } },
    roles: { column: users.roles, type: { kind: 'array', values: ROLES } },
  },
  sorts: { name: users.name, email: users.email },
  defaultSort: [asc(users.name)],
  tieBreaker: users.id,
};

/** One page of an organisation's users through the user-list whitelist. */
export async function findUserPage(
  db: Database,
  organisationId: string,
  query: ListQuery,
): Promise<ListReply<UserRow>> {
  return findPage(query, userListSpec, async ({ where, orderBy, limit, offset }) => {
    // ADMIN-tenant accounts are operators, not members a manager administers
    const scope = and(eq(users.organisationId, organisationId), eq(users.tenant, 'MARKETPLACE'), where);
    const items = await db
      .select()
      .from(users)
      .where(scope)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(users).where(scope);
    return { items, totalItems: total?.n ?? 0 };
  });
}
