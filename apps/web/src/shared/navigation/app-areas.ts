import type { Feature, Role } from '@steelyard/domain/roles';
import { hasAnyRole, hasFeatures } from '@steelyard/domain/roles';
import { PATHS } from './paths';

export type AreaId =
  | 'dashboard'
  | 'search'
  | 'myAlerts'
  | 'createListing'
  | 'myListings'
  | 'manageOffers'
  | 'myOffers'
  | 'orders'
  | 'requestMaterial'
  | 'activeRequests'
  | 'createRfq'
  | 'myRfqs'
  | 'rfqQuotes'
  | 'account';

/** A navigation destination and who may see it: any of `roles` (none = everyone) and all of `features`. */
export interface AppArea {
  id: AreaId;
  path: string;
  roles?: readonly Role[];
  features?: readonly Feature[];
}

/** The navigation items of spec 000 §2 in their order; visibility per docs/decisions.md. */
export const APP_AREAS: readonly AppArea[] = [
  { id: 'dashboard', path: PATHS.dashboard },
  { id: 'search', path: PATHS.search },
  { id: 'myAlerts', path: PATHS.myAlerts },
  { id: 'createListing', path: PATHS.createListing },
  { id: 'myListings', path: PATHS.myListings },
  { id: 'manageOffers', path: PATHS.manageOffers, roles: ['SELLER'], features: ['BID_OFFERS'] },
  { id: 'myOffers', path: PATHS.myOffers, roles: ['BUYER'], features: ['BID_OFFERS'] },
  // sellers follow the orders of their listings (issue 8)
  { id: 'orders', path: PATHS.orders, roles: ['BUYER', 'SELLER', 'MANAGER'] },
  { id: 'requestMaterial', path: PATHS.requestMaterial, roles: ['BUYER'] },
  { id: 'activeRequests', path: PATHS.activeRequests, roles: ['BUYER'] },
  { id: 'createRfq', path: PATHS.createRfq, roles: ['BUYER'] },
  { id: 'myRfqs', path: PATHS.myRfqs, roles: ['BUYER'] },
  { id: 'rfqQuotes', path: PATHS.rfqQuotes, roles: ['SELLER'] },
  { id: 'account', path: PATHS.account },
];

export interface AreaViewer {
  roles: readonly string[];
  features: readonly string[];
}

export function canSeeArea(area: AppArea, viewer: AreaViewer): boolean {
  if (area.roles && !hasAnyRole(viewer.roles, area.roles)) return false;
  return hasFeatures(viewer.features, area.features ?? []);
}

/** The areas a signed-in user sees, in navigation order. */
export function visibleAreas(viewer: AreaViewer): AppArea[] {
  return APP_AREAS.filter((area) => canSeeArea(area, viewer));
}

/** Buyers with the cart feature see the cart (spec 000 §6). */
export function canUseCart(viewer: AreaViewer): boolean {
  return hasAnyRole(viewer.roles, ['BUYER']) && hasFeatures(viewer.features, ['CART']);
}
