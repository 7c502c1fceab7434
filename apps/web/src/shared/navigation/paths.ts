/** Route paths shared by the shell, the features and the router. */
export const PATHS = {
  dashboard: '/',
  search: '/search',
  myAlerts: '/my-alerts',
  createListing: '/listings/create',
  /** The wizard editing a listing: `/listings/edit/:listingId`, a package `/listings/edit/packages/:packageId`. */
  editListing: '/listings/edit',
  myListings: '/listings/my',
  myListingDetails: '/listings/my/details',
  myPackageDetails: '/listings/my/packages/details',
  manageOffers: '/manage-offers',
  myOffers: '/my-offers',
  orders: '/orders',
  requestMaterial: '/immediate-request',
  activeRequests: '/immediate-requests',
  createRfq: '/rfqs/create',
  myRfqs: '/rfqs/my',
  rfqQuotes: '/rfqs/quotes',
  account: '/account',
  accountAddress: '/account/address',
  accountEditUser: '/account/edit-user',
  accountEditEmail: '/account/edit-email',
  accountEditMfa: '/account/edit-mfa',
  accountChangePassword: '/account/change-password',
  accountPaymentTerms: '/account/payment-terms',
  accountPurchaseContact: '/account/purchase-contact',
  accountEmailValidation: '/account/email-validation',
  cart: '/cart',
  login: '/login',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/reset-password',
  setNewPassword: '/login/set-new-password',
  challengeRespond: '/login/challenge-respond',
  requestAccount: '/login/request-account',
  contactDetails: '/contact-details',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  acceptableUse: '/acceptable-use',
  operator: '/operator',
  operatorLogin: '/operator/login',
  operatorChallengeRespond: '/operator/login/challenge-respond',
  operatorOrganisations: '/operator/organisations',
  operatorNewOrganisation: '/operator/organisations/new',
  operatorAddressQueue: '/operator/address-queue',
  operatorAuditLog: '/operator/audit-log',
  operatorFailedMail: '/operator/failed-mail',
  operatorListingReview: '/operator/listings',
  operatorOrders: '/operator/orders',
  operatorRfqReview: '/operator/rfqs',
} as const;

/** The sign-in screens of each tenant: customers at /login, operators at /operator/login. */
export function signInPathsFor(tenant: 'MARKETPLACE' | 'ADMIN') {
  return tenant === 'ADMIN'
    ? { login: PATHS.operatorLogin, challengeRespond: PATHS.operatorChallengeRespond, home: PATHS.operator }
    : { login: PATHS.login, challengeRespond: PATHS.challengeRespond, home: PATHS.dashboard };
}

/** Where signed-in users land for an unknown path: the seller listings area. */
export const UNKNOWN_PATH_TARGET = PATHS.myListings;

/** The `handle` of a route: what the shell needs to know about it beyond its path. */
export interface RouteHandle {
  /** Where its back link goes when that is not the parent path (e.g. a tab of /account). */
  backTo?: string;
  /**
   * A detail page: one listing, package, order, offer or RFQ. The navigation counts are not asked for
   * again on arriving at one (spec 000 §4), whatever its path looks like (`/orders/:orderId` has no `/details/`).
   */
  detailPage?: boolean;
}

/** The back target of the deepest route that names one, or null. */
export function backTargetOf(handles: readonly unknown[]): string | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).backTo === 'string') {
      return (handle as RouteHandle).backTo!;
    }
  }
  return null;
}

/** Router state of a navigation started from the navbar. */
export interface NavigationState {
  fromNavbar?: boolean;
}

export function isFromNavbar(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as NavigationState).fromNavbar === true;
}

/** The handle of a detail page (with where its back link goes, if that is not the parent path). */
export function detailPage(handle: RouteHandle = {}): RouteHandle {
  return { ...handle, detailPage: true };
}

/** Whether the matched routes (their handles, outermost first) are a detail page. */
export function isDetailPage(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => typeof handle === 'object' && handle !== null && (handle as RouteHandle).detailPage === true,
  );
}
