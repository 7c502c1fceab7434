/**
 * The cache roots one feature refreshes for another. Features never import each other (decision 179), so the
 * owning feature builds its key factory under the root here and the others invalidate the root through it.
 */
export const crossFeatureKeys = {
  /** Orders (feature orders); buying refreshes them after a checkout. */
  purchaseOrders: ['purchase-orders'] as const,
  /** My Alerts (feature alerts); search refreshes them after saving a search as an alert. */
  alerts: ['alerts'] as const,
  /** The organisation's listings (feature my-listings) and listing pictures; the wizard refreshes them after a submit. */
  listings: ['listings'] as const,
  /** The organisation's packages (feature my-listings); the wizard refreshes them after a submit. */
  packages: ['packages'] as const,
};
