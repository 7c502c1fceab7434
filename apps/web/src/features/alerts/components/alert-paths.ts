import { PATHS } from '../../../shared/navigation/paths';

/** Where the alert screens live (spec 001 §2 Alerts and urgent requests). */
export const ALERT_PATHS = {
  list: PATHS.myAlerts,
  search: `${PATHS.myAlerts}/search`,
  listingDetails: `${PATHS.myAlerts}/listing-details`,
  settings: `${PATHS.myAlerts}/settings`,
  urgentRequest: PATHS.requestMaterial,
  urgentRequests: PATHS.activeRequests,
  urgentRequestSettings: `${PATHS.activeRequests}/settings`,
} as const;

/** An alert's results: `/my-alerts/search?alertId=…`. */
export const alertSearchPath = (alertId: string) => `${ALERT_PATHS.search}?alertId=${encodeURIComponent(alertId)}`;

/** A result's details, remembering the alert for the way back. */
export const alertListingPath = (listingId: string, alertId?: string | null) =>
  `${ALERT_PATHS.listingDetails}/${encodeURIComponent(listingId)}${alertId ? `?alertId=${encodeURIComponent(alertId)}` : ''}`;

/** A package has no page under My Alerts (spec 001 §2): its result opens the search's package details. */
export const alertPackagePath = (packageId: string) =>
  `${PATHS.search}/packages/details/${encodeURIComponent(packageId)}`;

/** Where a result of an alert opens: a listing under My Alerts, a package in the search. */
export const alertResultPath = (item: { id: string; kind: 'LISTING' | 'PACKAGE' }, alertId?: string | null) =>
  item.kind === 'PACKAGE' ? alertPackagePath(item.id) : alertListingPath(item.id, alertId);

/** What the screen after an urgent request says (router state). */
export interface UrgentOutcomeState {
  urgentOutcome: 'MATCHES' | 'NO_MATCH';
  numberOfListings: number;
}

export function urgentOutcome(state: unknown): UrgentOutcomeState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<UrgentOutcomeState>;
  return s.urgentOutcome === 'MATCHES' || s.urgentOutcome === 'NO_MATCH'
    ? { urgentOutcome: s.urgentOutcome, numberOfListings: Number(s.numberOfListings ?? 0) }
    : null;
}
