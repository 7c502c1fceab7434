// Every table of every module and of the platform, for drizzle-kit and the typed database handle.
export {
  authChallenges,
  loginThrottles,
  passwordTokens,
  refreshTokens,
  spentRefreshTokens,
  temporaryPasswords,
  userMfa,
} from './modules/auth/schema';
export { alertDigestState, alertHits, immediateRequestSettings, listingAlerts } from './modules/alerts/schema';
export { auditLog } from './modules/audit/schema';
export { cartEntries, carts } from './modules/cart/schema';
export { documents } from './modules/documents/schema';
export {
  listingDrafts,
  listingNumberCoilSeq,
  listingNumberPackageSeq,
  listingNumberPlateSeq,
  listingNumberSheetSeq,
  listingNumberTreadSeq,
  listings,
  listingStatusChanges,
  listingViews,
} from './modules/listings/schema';
export { negotiationNumberSeq, negotiationOffers, negotiations } from './modules/negotiations/schema';
export { addresses, addressHistory, creditChanges, organisations } from './modules/organisations/schema';
export { rfqItems, rfqNumberSeq, rfqQuoteItems, rfqQuotes, rfqs } from './modules/rfqs/schema';
export { cartOrderGroups, cartOrderNumberSeq, purchaseOrderNumberSeq, purchaseOrders } from './modules/orders/schema';
export { emailChanges, emailCsrfTokens, users } from './modules/users/schema';
export { idempotencyRecords } from './platform/idempotency/schema';
export { jobs } from './platform/jobs/schema';
export { serverKeys } from './platform/keys/schema';
export { mailOutbox } from './platform/mail/schema';
export { rateLimitHits } from './platform/rate-limit/schema';
