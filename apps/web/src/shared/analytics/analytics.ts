import { getSession } from '../session/session-store';

/** The analytics events of spec 000 §4. */
export const ANALYTICS_EVENTS = {
  pageView: 'Page View',
  loggedIn: 'Logged In',
  loggedOut: 'Logged Out',
  searchResultClicked: 'Search Result Clicked',
  searchListingResult: 'Search Listing Result',
  listingAutorenewToggle: 'Listing Autorenew Toggle',
  listingExpiryUpdate: 'Listing Expiry Update',
  listingPriceUpdate: 'Listing Price Update',
  createAlert: 'Create Alert',
  createImrListing: 'Create IMR Listing',
  submitImrListing: 'Submit IMR Listing',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** Every event carries the user id, organisation id and page path. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  userId: string | null;
  organisationId: string | null;
  pagePath: string;
  time: number;
  properties: AnalyticsProperties;
}

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

/** Analytics is off unless the public config gives a key. */
export const noopAnalyticsSink: AnalyticsSink = { send: () => undefined };

/**
 * Events tracked before the public config has said where they go wait here: a page's first data may
 * arrive before the config does (its route loader asks for it at once, decision 125), and its event
 * (Search Listing Result) would otherwise be lost. The first sink set takes them; a bounded few only.
 */
const PENDING_LIMIT = 50;
let pending: AnalyticsEvent[] | null = [];
let sink: AnalyticsSink = {
  send: (event) => {
    if (pending && pending.length < PENDING_LIMIT) pending.push(event);
  },
};

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
  const waiting = pending ?? [];
  pending = null;
  for (const event of waiting) {
    try {
      next.send(event);
    } catch {
      // analytics never breaks the page
    }
  }
}

/** Builds an event from the current session and location. */
export function buildEvent(name: AnalyticsEventName, properties: AnalyticsProperties = {}): AnalyticsEvent {
  const session = getSession();
  return {
    name,
    userId: session?.userId ?? null,
    organisationId: session?.organisationId ?? null,
    pagePath: window.location.pathname,
    time: Date.now(),
    properties,
  };
}

export function trackEvent(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  try {
    sink.send(buildEvent(name, properties));
  } catch {
    // analytics never breaks the page
  }
}

const DEVICE_KEY = 'steelyard.device-id';

function deviceId(): string {
  let id = window.localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** The Amplitude HTTP API v2 body for one event. */
export function toAmplitudeEvent(event: AnalyticsEvent, device: string) {
  return {
    event_type: event.name,
    ...(event.userId ? { user_id: event.userId } : {}),
    device_id: device,
    time: event.time,
    event_properties: { ...event.properties, pagePath: event.pagePath, organisationId: event.organisationId },
    user_properties: event.organisationId ? { organisationId: event.organisationId } : {},
    groups: event.organisationId ? { organisation: event.organisationId } : {},
  };
}

/** Sends events as JSON to the configured Amplitude-compatible EU endpoint. */
export function createAmplitudeSink(
  config: { apiKey: string; serverUrl: string },
  send: typeof fetch = (...args) => fetch(...args),
): AnalyticsSink {
  return {
    send(event) {
      void send(config.serverUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: '*/*' },
        body: JSON.stringify({ api_key: config.apiKey, events: [toAmplitudeEvent(event, deviceId())] }),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
