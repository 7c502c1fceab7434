import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import {
  normaliseRoles,
  type ManagedUser,
  type createManagedUserBody,
  type UpdateManagedUserBody,
} from '@steelyard/domain/managed-users';
import type { ListQuery, ListReply } from '@steelyard/domain/paging';
import { isMarketplaceRole, type Feature, type Tenant, type UserRole } from '@steelyard/domain/roles';
import type { Language } from '@steelyard/domain/constants';
import type { SelfUser } from '@steelyard/domain/users';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';
import type { AdminUser } from '@steelyard/domain/admin-users';
import type { z } from 'zod';
import type { Caller } from '../../platform/access-tokens';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { sendMail } from '../../platform/mail/send-mail';
import type { MailTemplateParams } from '../../platform/mail/templates/mail-templates';
import { isUuid } from '../../platform/ids';
import { deleteEmailCsrfToken, supersedeEmailChanges } from './email-change-queries';
import {
  anonymiseUser,
  countOrganisationMembers,
  findMarketplaceUser,
  findActiveMembersWith,
  findActiveSellersOutside as findActiveSellersOutsideRows,
  findOrganisationManagers,
  findOrganisationUser,
  findUserByEmail,
  findUserById,
  findUserNames,
  findUserPage,
  insertUser,
  updateUserActivated,
  updateUserFields,
  updateUserLocale,
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
  roles: UserRole[];
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
    // operators' roles never show in the marketplace's user views
    roles: row.roles.filter(isMarketplaceRole),
    activated: row.activated,
    features: row.features,
    mfaPreferences: row.mfaPreference,
  };
}

/** The account of an e-mail (any case) for sign-in, or null. */
export async function findUserCredentialsByEmail(db: Database, email: string): Promise<UserCredentials | null> {
  const row = await findUserByEmail(db, email);
  return row ? toCredentials(row) : null;
}

/** The account of a user id for a token refresh, or null. */
export async function findUserCredentialsById(db: Database, userId: string): Promise<UserCredentials | null> {
  if (!isUuid(userId)) return null;
  const row = await findUserById(db, userId);
  return row ? toCredentials(row) : null;
}

/** The signed-in user's own account (the self user without the organisation); 401 when it is gone or deactivated. */
export async function getSelfAccount(db: Database, caller: Caller): Promise<Omit<SelfUser, 'organisation'>> {
  const row = await findUserById(db, caller.userId);
  if (!row || !row.activated || row.organisationId !== caller.organisationId) {
    throw new AppError('AUTHENTICATION_REQUIRED', 'Your session is no longer valid. Please sign in again.');
  }
  return { ...toManagedUser(row), locale: row.locale };
}

/** The language of a user's app and e-mails. */
export async function setUserLocale(db: Database, userId: string, locale: Language, now: Date): Promise<void> {
  await updateUserLocale(db, userId, locale, now);
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

const userNotFound = () => new AppError('NOT_FOUND', USER_MESSAGES.notFound);

/** A live member of the caller's organisation (never another organisation's, an operator or a deleted user). */
async function requireMember(
  db: Database,
  caller: Caller,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow> {
  const row = isUuid(id) ? await findOrganisationUser(db, caller.organisationId, id, options) : null;
  if (!row) throw userNotFound();
  return row;
}

/** One user of the manager's organisation; 404 for anyone else. */
export async function getManagedUser(db: Database, caller: Caller, id: string): Promise<ManagedUser> {
  return toManagedUser(await requireMember(db, caller, id));
}

/** True when another user (than `exceptUserId`) has this e-mail, in any case. */
export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const row = await findUserByEmail(db, email);
  return row != null && row.id !== exceptUserId;
}

export interface NewMember {
  organisationId: string;
  body: z.output<typeof createManagedUserBody>;
  /** The organisation's default features (managers do not pick features). */
  features: Feature[];
  /** The language of the user's e-mails: the creating manager's. */
  locale: Language;
}

/** Adds a user to an organisation without a password (the activation link sets it); 400 for a taken e-mail. */
export async function addOrganisationUser(db: Database, member: NewMember): Promise<ManagedUser> {
  const email = member.body.email.toLowerCase();
  const taken = () => new AppError('VALIDATION', USER_MESSAGES.emailTaken);
  if (await isEmailTaken(db, email)) throw taken();
  try {
    const row = await insertUser(db, {
      organisationId: member.organisationId,
      name: member.body.name,
      email,
      roles: normaliseRoles(member.body.roles),
      activated: member.body.activated,
      features: member.features,
      locale: member.locale,
      tenant: 'MARKETPLACE',
      passwordHash: null,
    });
    return toManagedUser(row);
  } catch (error) {
    // the same address added twice at once: the unique index lets one through
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw taken();
    throw error;
  }
}

export interface MemberChange {
  before: UserCredentials;
  after: UserCredentials;
  user: ManagedUser;
}

/**
 * Changes a member's name, roles or activation. The e-mail cannot change; a manager cannot
 * deactivate themselves or drop their own manager role (so an organisation keeps a manager).
 */
export async function changeOrganisationUser(
  db: Database,
  caller: Caller,
  id: string,
  body: UpdateManagedUserBody,
  now: Date,
): Promise<MemberChange> {
  const current = await requireMember(db, caller, id, { forUpdate: true });
  if (body.email != null && body.email.trim().toLowerCase() !== current.email) {
    throw new AppError('VALIDATION', USER_MESSAGES.emailUnchangeable);
  }
  const roles = body.roles ? normaliseRoles(body.roles) : undefined;
  if (current.id === caller.userId) {
    if (body.activated === false) throw new AppError('VALIDATION', USER_MESSAGES.cannotDeactivateSelf);
    if (roles && !roles.includes('MANAGER')) throw new AppError('VALIDATION', USER_MESSAGES.cannotRemoveOwnManagerRole);
  }
  const changes = {
    ...(body.name != null ? { name: body.name } : {}),
    ...(roles ? { roles } : {}),
    ...(body.activated != null ? { activated: body.activated } : {}),
  };
  const updated = Object.keys(changes).length > 0 ? await updateUserFields(db, current.id, changes, now) : current;
  return { before: toCredentials(current), after: toCredentials(updated), user: toManagedUser(updated) };
}

/**
 * Deletes a member: the row stays for what refers to it, anonymised and deactivated, and the
 * e-mail is free again. A manager cannot delete themselves.
 */
export async function removeOrganisationUser(db: Database, caller: Caller, id: string, now: Date): Promise<void> {
  const current = await requireMember(db, caller, id, { forUpdate: true });
  if (current.id === caller.userId) throw new AppError('VALIDATION', USER_MESSAGES.cannotDeleteSelf);
  await anonymiseUser(db, current.id, now);
  await supersedeEmailChanges(db, current.id, now);
  await deleteEmailCsrfToken(db, current.id);
}

/** Users' names by id, for histories that show who changed something. */
export async function findUserDisplayNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await findUserNames(db, ids.filter(isUuid));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The user as operators see it: the manager's view plus the organisation. */
function toAdminUser(row: UserRow): AdminUser {
  return { ...toManagedUser(row), organisationId: row.organisationId };
}

/** How many live users the organisation has (operators' organisation view). */
export async function countOrganisationUsers(db: Database, organisationId: string): Promise<number> {
  return countOrganisationMembers(db, organisationId);
}

/** One page of any organisation's users, for operators. */
export async function listUsersOfOrganisation(
  db: Database,
  organisationId: string,
  query: ListQuery,
): Promise<ListReply<AdminUser>> {
  const page = await findUserPage(db, organisationId, query);
  return { ...page, items: page.items.map(toAdminUser) };
}

/** A live marketplace user of any organisation with their credentials; 404 for operators and deleted users. */
export async function requireMarketplaceUser(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ credentials: UserCredentials; user: AdminUser }> {
  const row = isUuid(id) ? await findMarketplaceUser(db, id, options) : null;
  if (!row) throw userNotFound();
  return { credentials: toCredentials(row), user: toAdminUser(row) };
}

/** Sets a marketplace user's activation and/or features (operators); answers before and after. */
export async function changeUserByOperator(
  db: Database,
  id: string,
  changes: { activated?: boolean; features?: Feature[] },
  now: Date,
): Promise<{ before: AdminUser; after: AdminUser }> {
  const current = await findMarketplaceUser(db, id, { forUpdate: true });
  if (!current) throw userNotFound();
  const values = {
    ...(changes.activated !== undefined ? { activated: changes.activated } : {}),
    ...(changes.features ? { features: [...new Set(changes.features)] } : {}),
  };
  const updated = await updateUserFields(db, current.id, values, now);
  return { before: toAdminUser(current), after: toAdminUser(updated) };
}

/** The organisation's active managers, to tell them about the organisation (e.g. a rejected address). */
export async function findManagersOfOrganisation(db: Database, organisationId: string): Promise<UserCredentials[]> {
  return (await findOrganisationManagers(db, organisationId)).map(toCredentials);
}

/** Active sellers of other organisations than this one (whom an urgent request may reach). */
export async function findActiveSellersOutside(db: Database, organisationId: string): Promise<UserCredentials[]> {
  return (await findActiveSellersOutsideRows(db, organisationId)).map(toCredentials);
}

/** Active sellers of an organisation with a feature (e.g. BID_OFFERS: who answers offers on its listings). */
export async function findActiveSellersOf(
  db: Database,
  organisationId: string,
  feature?: Feature,
): Promise<UserCredentials[]> {
  return (await findActiveMembersWith(db, organisationId, 'SELLER', feature)).map(toCredentials);
}

/** Active sellers and managers of an organisation: whom a sale of its material or a decision on its quote is told. */
async function findSellersAndManagersOf(db: Database, organisationId: string): Promise<UserCredentials[]> {
  return (await findActiveMembersWith(db, organisationId, ['SELLER', 'MANAGER'])).map(toCredentials);
}

/**
 * Writes one e-mail to each active seller and manager of an organisation, in their language, to the
 * outbox of `db`'s transaction; `params` gives the template's values for the recipient.
 */
export async function mailSellersAndManagers<K extends MailTemplateName>(
  db: Database,
  organisationId: string,
  template: K,
  params: (user: UserCredentials) => MailTemplateParams[K],
  now: Date,
): Promise<void> {
  for (const user of await findSellersAndManagersOf(db, organisationId)) {
    await sendMail(db, { to: user.email, locale: user.locale, template, params: params(user) }, now);
  }
}

/** The optional features of a live user (spec 000 §6): the access token does not carry them. */
export async function findUserFeatures(db: Database, userId: string): Promise<Feature[]> {
  const row = isUuid(userId) ? await findUserById(db, userId) : null;
  return row && row.activated && !row.deletedAt ? row.features : [];
}
