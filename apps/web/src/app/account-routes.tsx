import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { PATHS, type RouteHandle } from '../shared/navigation/paths';

// the account's sub-pages go back to the tab they belong to, not to the parent path
const backToOrganisation: RouteHandle = { backTo: `${PATHS.account}#organisation` };
const backToUsers: RouteHandle = { backTo: `${PATHS.account}#user-management` };
const backToAccount: RouteHandle = { backTo: PATHS.account };

/** The account routes of spec 000 §2. */
export const accountRoutes: RouteObject[] = [
  { index: true, lazy: withCatalogues('account', () => import('../features/account/routes/account-route')) },
  {
    path: 'address',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/address-route')),
  },
  {
    path: 'address/:addressId',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/address-route')),
  },
  {
    path: 'edit-user',
    handle: backToUsers,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-user-route')),
  },
  {
    path: 'edit-user/:userId',
    handle: backToUsers,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-user-route')),
  },
  {
    path: 'edit-email',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-email-route')),
  },
  {
    path: 'edit-mfa',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/edit-mfa-route')),
  },
  {
    path: 'change-password',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/change-password-route')),
  },
  {
    path: 'payment-terms',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/payment-terms-route')),
  },
  {
    path: 'purchase-contact',
    handle: backToOrganisation,
    lazy: withCatalogues('account', () => import('../features/account/routes/purchase-contact-route')),
  },
  {
    path: 'email-validation/:token',
    handle: backToAccount,
    lazy: withCatalogues('account', () => import('../features/account/routes/email-validation-route')),
  },
];
