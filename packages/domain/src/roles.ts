import { z } from 'zod';

export const ROLES = ['MANAGER', 'BUYER', 'SELLER'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

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
