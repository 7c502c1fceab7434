/** Route paths shared by the shell, the features and the router. */
export const PATHS = {
  dashboard: '/',
  search: '/search',
  myAlerts: '/my-alerts',
  createListing: '/listings/create',
  myListings: '/listings/my',
  manageOffers: '/manage-offers',
  myOffers: '/my-offers',
  orders: '/orders',
  requestMaterial: '/immediate-request',
  activeRequests: '/immediate-requests',
  createRfq: '/rfqs/create',
  myRfqs: '/rfqs/my',
  account: '/account',
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
} as const;

/** Pages signed-out visitors may open besides the login routes (spec 000 §2). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.contactDetails,
  PATHS.privacyPolicy,
  PATHS.termsAndConditions,
  PATHS.acceptableUse,
];

/** Where signed-in users land for an unknown path: the seller listings area. */
export const UNKNOWN_PATH_TARGET = PATHS.myListings;

/** Router state of a navigation started from the navbar. */
export interface NavigationState {
  fromNavbar?: boolean;
}

export function isFromNavbar(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as NavigationState).fromNavbar === true;
}

/** Detail pages (paths containing /details/) do not refetch the navigation counts. */
export function isDetailPath(pathname: string): boolean {
  return pathname.includes('/details/');
}
