import type { ManagedUser } from '@steelyard/domain/managed-users';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import type { Role, Tenant } from '@steelyard/domain/roles';
import type { Language } from '@steelyard/domain/constants';
import type { SelfUpdatesReply, SelfUser } from '@steelyard/domain/users';
import type { Caller } from '../../platform/access-tokens';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getOrganisationSummary } from '../organisations/service';
import {
  findUserByEmail,
  findUserById,
  findUserPage,
  insertUser,
  updateUserActivated,
  updateUserMfaPreference,
  updateUserPassword,
  type NewUser,
} from './queries';
import type { UserRow } from './schema';

export type MfaPreference = UserRow['mfaPreference'];

/** What sign-in (and the e-mails about it) needs to know of an account. */
export interface UserCredentials {
  id: string;
  organisationId: string;
  email: string;
  name: string;
  locale: Language;
  tenant: Tenant;
  roles: Role[];
  activated: boolean;
  mfaPreference: MfaPreference;
  passwordHash: string | null;
}

function toCredentials(row: UserRow): UserCredentials {
  const { id, organisationId, email, name, locale, tenant, roles, activated, mfaPreference, passwordHash } = row;
  return { id, organisationId, email, name, locale, tenant, roles, activated, mfaPreference, passwordHash };
}

function toManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    activated: row.activated,
    features: row.features,
    mfaPreferences: row.mfaPreference,
  };
}

// ids arrive from tokens and request bodies; anything that is not a uuid cannot be a user
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account of an e-mail (any case) for sign-in, or null. */
export async function findUserCredentialsByEmail(db: Database, email: string): Promise<UserCredentials | null> {
  const row = await findUserByEmail(db, email);
  return row ? toCredentials(row) : null;
}

/** The account of a user id for a token refresh, or null. */
export async function findUserCredentialsById(db: Database, userId: string): Promise<UserCredentials | null> {
  if (!UUID.test(userId)) return null;
  const row = await findUserById(db, userId);
  return row ? toCredentials(row) : null;
}

/** The signed-in user with their organisation; 401 when the account is gone or deactivated. */
export async function getSelfUser(db: Database, caller: Caller): Promise<SelfUser> {
  const row = await findUserById(db, caller.userId);
  if (!row || !row.activated || row.organisationId !== caller.organisationId) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  }
  return { ...toManagedUser(row), organisation: await getOrganisationSummary(db, caller) };
}

/** The navigation poll: cart entries and open offer counts. */
export async function getSelfUpdates(_db: Database, _caller: Caller): Promise<SelfUpdatesReply> {
  // the cart and offers arrive with the trading issues; until then there is nothing to count
  return { cartDetails: { count: 0, expiresAt: null }, offers: { buyerCount: 0, sellerCount: 0 } };
}

/** One page of the users of the manager's organisation. */
export async function listOrganisationUsers(
  db: Database,
  caller: Caller,
  query: ListQuery,
): Promise<ListReply<ManagedUser>> {
  const page = await findUserPage(db, caller.organisationId, query);
  return { ...page, items: page.items.map(toManagedUser) };
}

/** Creates a user; the e-mail is stored in lowercase so that it is unique in any case. */
export async function createUser(db: Database, values: NewUser): Promise<UserRow> {
  return insertUser(db, { ...values, email: values.email.trim().toLowerCase() });
}

/** Activates or deactivates a user; a deactivated user can neither sign in nor refresh a session. */
export async function setUserActivated(db: Database, userId: string, activated: boolean, now: Date): Promise<void> {
  await updateUserActivated(db, userId, activated, now);
}

/** Stores a new password hash; the auth module checks the policy and ends the sessions. */
export async function setUserPassword(db: Database, userId: string, passwordHash: string, now: Date): Promise<void> {
  await updateUserPassword(db, userId, passwordHash, now);
}

/** Sets the two-factor preference the user and their manager see ('Enabled' asks for set-up at next login). */
export async function setUserMfaPreference(
  db: Database,
  userId: string,
  preference: MfaPreference,
  now: Date,
): Promise<void> {
  await updateUserMfaPreference(db, userId, preference, now);
}
