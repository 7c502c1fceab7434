import { hasAnyRole, hasFeatures, type Feature, type Role } from './roles';

/**
 * The named permissions of each role (spec 000 §6), grouped for display: the my-account tab lists a
 * user's permissions in collapsible groups, the user form shows what each role grants. Group and
 * permission ids are stable; the web translates them (`account.permissions.<id>`).
 */
export const PERMISSION_GROUP_IDS = ['basic', 'buyer', 'seller', 'manager'] as const;
export type PermissionGroupId = (typeof PERMISSION_GROUP_IDS)[number];

/** The role a group stands for; basic is everyone's and cannot be switched off. */
export const PERMISSION_GROUP_ROLE: Record<PermissionGroupId, Role | null> = {
  basic: null,
  buyer: 'BUYER',
  seller: 'SELLER',
  manager: 'MANAGER',
};

export interface PermissionDefinition {
  id: string;
  group: PermissionGroupId;
  /** Any of these roles grants it; empty: everyone (the basic level). */
  roles: readonly Role[];
  /** All of these features are needed as well (e.g. the cart needs CART). */
  features: readonly Feature[];
}

const everyone = (id: string): PermissionDefinition => ({ id, group: 'basic', roles: [], features: [] });
const of = (
  group: Exclude<PermissionGroupId, 'basic'>,
  id: string,
  features: Feature[] = [],
): PermissionDefinition => ({
  id,
  group,
  roles: [PERMISSION_GROUP_ROLE[group]!],
  features,
});

export const PERMISSIONS = [
  // everyone searches, creates alerts and listing drafts, and looks after their own account
  everyone('searchListings'),
  everyone('createAlerts'),
  everyone('createListingDrafts'),
  everyone('viewOwnAccount'),
  everyone('viewOrganisation'),
  everyone('changeOwnPassword'),
  everyone('changeOwnEmail'),
  everyone('editOwnTwoFactor'),
  of('buyer', 'purchaseProducts'),
  of('buyer', 'useCart', ['CART']),
  of('buyer', 'buyNow'),
  of('buyer', 'makeOffers', ['BID_OFFERS']),
  of('buyer', 'viewOrders'),
  of('buyer', 'requestMaterial'),
  of('buyer', 'createRfqs'),
  of('buyer', 'setTargetPrices', ['TARGET_PRICE']),
  of('seller', 'submitListings'),
  of('seller', 'editRejectedListings'),
  of('seller', 'renewListings'),
  of('seller', 'deleteListingDrafts'),
  of('seller', 'createPackages', ['PACKAGES']),
  of('seller', 'createPackageDrafts', ['PACKAGE_DRAFTS']),
  of('seller', 'answerOffers', ['BID_OFFERS']),
  of('seller', 'quoteRfqs'),
  of('seller', 'editAlertSettings'),
  of('manager', 'editOrganisation'),
  of('manager', 'addUsers'),
  of('manager', 'editUserPermissions'),
  of('manager', 'activateUsers'),
  of('manager', 'viewCreditLine'),
  of('manager', 'editPurchaseContact'),
  of('manager', 'editPaymentTerms'),
  of('manager', 'manageAddresses'),
  of('manager', 'viewOrganisationOrders'),
  // spec 000 §6: draft deletion is for sellers or managers; a manager deletes the organisation's drafts
  of('manager', 'deleteOrganisationListingDrafts'),
] as const satisfies readonly PermissionDefinition[];

export type PermissionId = (typeof PERMISSIONS)[number]['id'];

/** Whose permissions: the roles and features of the self user or of a managed user. */
export interface PermissionHolder {
  roles: readonly string[];
  features: readonly string[];
}

function grants(definition: PermissionDefinition, holder: PermissionHolder): boolean {
  const roleOk = definition.roles.length === 0 || hasAnyRole(holder.roles, definition.roles);
  return roleOk && hasFeatures(holder.features, definition.features);
}

/** True when the holder has the permission: any of its roles, and all of its features. */
export function hasPermission(holder: PermissionHolder, id: PermissionId): boolean {
  const definition: PermissionDefinition | undefined = PERMISSIONS.find((p) => p.id === id);
  return definition != null && grants(definition, holder);
}

/** Every permission the holder has, in catalogue order. */
export function listPermissions(holder: PermissionHolder): PermissionId[] {
  return PERMISSIONS.filter((p) => grants(p, holder)).map((p) => p.id);
}

export interface PermissionGroup {
  id: PermissionGroupId;
  permissions: PermissionId[];
}

/** The holder's permissions by group for the my-account tab; groups without any are left out (basic never is). */
export function groupPermissions(holder: PermissionHolder): PermissionGroup[] {
  const granted = new Set<string>(listPermissions(holder));
  return PERMISSION_GROUP_IDS.map((id) => ({
    id,
    permissions: PERMISSIONS.filter((p) => p.group === id && granted.has(p.id)).map((p) => p.id),
  })).filter((g) => g.permissions.length > 0);
}

/** What a group (a role, or basic) grants at most, whatever the features: for the user form. */
export function permissionsOfGroup(group: PermissionGroupId): PermissionId[] {
  return PERMISSIONS.filter((p) => p.group === group).map((p) => p.id);
}
