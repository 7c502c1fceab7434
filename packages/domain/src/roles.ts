import { z } from 'zod';

export const ROLES = ['MANAGER', 'BUYER', 'SELLER'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** The roles of the ADMIN tenant's operators: OPERATOR changes, OPERATOR_READONLY only reads. */
export const OPERATOR_ROLES = ['OPERATOR', 'OPERATOR_READONLY'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

/** Every role a user can hold: the marketplace's and the operators'. */
export const USER_ROLES = [...ROLES, ...OPERATOR_ROLES] as const;
export type UserRole = Role | OperatorRole;

/** True for the marketplace roles (MANAGER, BUYER, SELLER). */
export function isMarketplaceRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True for a user who may read the operator console (either operator role). */
export function isOperator(userRoles: readonly string[]): boolean {
  return OPERATOR_ROLES.some((r) => userRoles.includes(r));
}

/** True for a user who may change things in the operator console (OPERATOR). */
export function isWritingOperator(userRoles: readonly string[]): boolean {
  return userRoles.includes('OPERATOR');
}

export const TENANTS = ['MARKETPLACE', 'ADMIN'] as const;
export const tenant = z.enum(TENANTS);
export type Tenant = z.infer<typeof tenant>;

/** Optional product areas a user may be enabled for (spec 000 §6). */
export const FEATURES = [
  'CART',
  'PACKAGES',
  'PACKAGE_DRAFTS',
  'BID_OFFERS',
  'TARGET_PRICE',
  'STAINLESS_STEEL',
] as const;
export const feature = z.enum(FEATURES);
export type Feature = z.infer<typeof feature>;

/** The call families of the API, in the order the data layer picks them. */
export const CALL_FAMILIES = ['manager', 'buyer', 'seller', 'universal'] as const;
export type CallFamily = (typeof CALL_FAMILIES)[number];

/** The role check is true when the user has any of the roles asked for. */
export function hasAnyRole(userRoles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((r) => userRoles.includes(r));
}

/** All-of feature check; an empty list is always satisfied. */
export function hasFeatures(userFeatures: readonly string[], wanted: readonly Feature[]): boolean {
  return wanted.every((f) => userFeatures.includes(f));
}

/** Chooses the call family by the first match: manager, buyer, seller, otherwise universal. */
export function chooseCallFamily(userRoles: readonly string[], allowed: readonly Role[] = ROLES): CallFamily {
  for (const r of ['MANAGER', 'BUYER', 'SELLER'] as const) {
    if (allowed.includes(r) && userRoles.includes(r)) return r.toLowerCase() as CallFamily;
  }
  return 'universal';
}

/** The role a family requires; universal needs only a signed-in marketplace user. */
export const FAMILY_ROLE: Record<CallFamily, Role | null> = {
  manager: 'MANAGER',
  buyer: 'BUYER',
  seller: 'SELLER',
  universal: null,
};
