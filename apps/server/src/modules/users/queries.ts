import { and, arrayOverlaps, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MANAGED_USER_FILTERS, MANAGED_USER_SORTS } from '@steelyard/domain/managed-users';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { ROLES, type Feature, type Role } from '@steelyard/domain/roles';
import type { Database } from '../../platform/db/database';
import { preparedRowByKey } from '../../platform/db/prepared-statement';
import { defineListSpec, findPage } from '../../platform/paging';
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

const userById = preparedRowByKey('users_by_id', users, users.id);

/** The user with this id (every signed-in call's self and session checks read it: prepared). */
export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  return userById(db, id);
}

/** A live (not deleted) marketplace user of the organisation; `forUpdate` locks it until the transaction ends. */
export async function findOrganisationUser(
  db: Database,
  organisationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), organisationMembers(organisationId)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The names of these users by id (deleted users keep their anonymised name). */
export async function findUserNames(db: Database, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserActivated(db: Database, id: string, activated: boolean, now: Date): Promise<void> {
  await db.update(users).set({ activated, updatedAt: now }).where(eq(users.id, id));
}

export async function updateUserFields(
  db: Database,
  id: string,
  changes: { name?: string; roles?: Role[]; activated?: boolean; features?: Feature[] },
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function updateUserEmail(db: Database, id: string, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, id));
}

/**
 * Keeps the row (orders and histories refer to it) but removes what identifies the person and
 * everything that could sign in: name, e-mail (freed for a new user), roles, password.
 */
export async function anonymiseUser(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${id}@deleted.invalid`,
      roles: [],
      features: [],
      activated: false,
      mfaPreference: 'Disabled',
      passwordHash: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

export async function updateUserLocale(db: Database, id: string, locale: UserRow['locale'], now: Date): Promise<void> {
  await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, id));
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

// ADMIN-tenant accounts are operators, not members a manager administers; deleted users are gone
const organisationMembers = (organisationId: string) =>
  and(eq(users.organisationId, organisationId), eq(users.tenant, 'MARKETPLACE'), isNull(users.deletedAt));

const userListSpec = defineListSpec(
  { filters: MANAGED_USER_FILTERS, sorts: MANAGED_USER_SORTS },
  {
    filters: {
      name: { column: users.name, type: { kind: 'text' } },
      email: { column: users.email, type: { kind: 'text' } },
      activated: { column: users.activated, type: { kind: 'boolean' } },
      roles: { column: users.roles, type: { kind: 'array', values: ROLES } },
    },
    sorts: { name: users.name, email: users.email },
    defaultSort: [asc(users.name)],
    tieBreaker: users.id,
  },
);

/** One page of an organisation's users through the user-list whitelist. */
export async function findUserPage(
  db: Database,
  organisationId: string,
  query: ListQuery,
): Promise<ListReply<UserRow>> {
  return findPage(query, userListSpec, async ({ where, orderBy, limit, offset }) => {
    const scope = and(organisationMembers(organisationId), where);
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

/** How many live marketplace users the organisation has. */
export async function countOrganisationMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(organisationMembers(organisationId));
  return row?.n ?? 0;
}

/** A live marketplace user by id (any organisation); `forUpdate` locks it until the transaction ends. */
export async function findMarketplaceUser(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenant, 'MARKETPLACE'), isNull(users.deletedAt)))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The organisation's active managers (for e-mails about the organisation). */
export async function findOrganisationManagers(db: Database, organisationId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(organisationMembers(organisationId), eq(users.activated, true), arrayOverlaps(users.roles, ['MANAGER'])))
    .orderBy(asc(users.createdAt));
}

/** Active marketplace sellers of every organisation but one (urgent requests reach them, issue 7). */
export async function findActiveSellersOutside(db: Database, organisationId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        sql`${users.organisationId} <> ${organisationId}`,
        eq(users.tenant, 'MARKETPLACE'),
        isNull(users.deletedAt),
        eq(users.activated, true),
        arrayOverlaps(users.roles, ['SELLER']),
      ),
    )
    .orderBy(asc(users.createdAt));
}

/** Active marketplace users of one organisation with a role (any of several) and, when given, a feature (offer e-mails). */
export async function findActiveMembersWith(
  db: Database,
  organisationId: string,
  role: Role | readonly Role[],
  feature?: Feature,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.tenant, 'MARKETPLACE'),
        isNull(users.deletedAt),
        eq(users.activated, true),
        arrayOverlaps(users.roles, typeof role === 'string' ? [role] : [...role]),
        feature ? arrayOverlaps(users.features, [feature]) : undefined,
      ),
    )
    .orderBy(asc(users.createdAt));
}
