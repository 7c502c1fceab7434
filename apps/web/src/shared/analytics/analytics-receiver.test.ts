import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalyticsReceiver, type AnalyticsReceiver } from '../../test/analytics-receiver';
import { fakeAccessToken } from '../../test/render';
import { clearSession, sessionFromTokens, setSession } from '../session/session-store';
import {
  ANALYTICS_EVENTS,
  createAmplitudeSink,
  noopAnalyticsSink,
  setAnalyticsSink,
  trackEvent,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from './analytics';

// each event of spec 000 §4 with the properties its call site sends (search-results.tsx, expiry-section.tsx, …)
const SPEC_EVENTS: [AnalyticsEventName, AnalyticsProperties][] = [
  [ANALYTICS_EVENTS.pageView, {}],
  [ANALYTICS_EVENTS.loggedIn, {}],
  [ANALYTICS_EVENTS.searchListingResult, { kind: 'listings', filter: 'beams', sort: 'newest', numberOfResults: 12 }],
  [ANALYTICS_EVENTS.searchResultClicked, { kind: 'listings', listingId: 'l-1', listingNumber: 'L-1001', position: 0 }],
  [ANALYTICS_EVENTS.listingAutorenewToggle, { listingId: 'l-1', enabled: true }],
  [ANALYTICS_EVENTS.listingExpiryUpdate, { listingId: 'l-1', expiresAt: '2027-01-31', renewal: false }],
  [ANALYTICS_EVENTS.listingPriceUpdate, { listingId: 'l-1', price: '912.50', currencyCode: 'EUR', renewal: false }],
  [ANALYTICS_EVENTS.createAlert, { type: 'SEARCH', filter: 'beams', numberOfListings: 3, withComment: false }],
  [ANALYTICS_EVENTS.createImrListing, { listingType: 'IMR' }],
  [ANALYTICS_EVENTS.submitImrListing, { listingType: 'IMR', listingNumber: 'L-1002' }],
  [ANALYTICS_EVENTS.loggedOut, {}],
];

const accessToken = fakeAccessToken({ exp: 1_900_000_000, groups: ['BUYER', 'SELLER'], org: 'org-7' });

let receiver: AnalyticsReceiver;
beforeAll(async () => {
  receiver = await startAnalyticsReceiver();
});
afterAll(async () => {
  setAnalyticsSink(noopAnalyticsSink);
  clearSession();
  await receiver.close();
});

describe('analytics against an Amplitude HTTP API v2 receiver on loopback', () => {
  it('posts every event of the spec with user id, organisation id and page path, and nothing personal', async () => {
    window.history.pushState({}, '', '/search/results?filter=beams&email=anna%40rhein-stahl.example');
    setSession(
      sessionFromTokens({
        accessToken,
        refreshToken: 'refresh-token-secret',
        accessTokenValidTo: '2030-01-01T00:00:00Z',
        refreshTokenValidTo: '2030-01-02T00:00:00Z',
        userId: 'user-7',
      }),
    );
    setAnalyticsSink(createAmplitudeSink({ apiKey: 'amp-test-key', serverUrl: receiver.url }));
    for (const [name, properties] of SPEC_EVENTS) trackEvent(name, properties);

    const received = await receiver.waitForEvents(SPEC_EVENTS.length);
    // one request per event; their order on the wire is not promised, the set is
    expect(received.map((e) => e.event_type).sort()).toEqual(Object.values(ANALYTICS_EVENTS).sort());
    for (const [name, properties] of SPEC_EVENTS) {
      expect(received.find((e) => e.event_type === name)).toEqual({
        event_type: name,
        user_id: 'user-7',
        device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        time: expect.any(Number),
        event_properties: { ...properties, pagePath: '/search/results', organisationId: 'org-7' },
        user_properties: { organisationId: 'org-7' },
        groups: { organisation: 'org-7' },
      });
    }
    expect(new Set(received.map((e) => e.device_id)).size).toBe(1);
    for (const upload of receiver.uploads) {
      expect(upload.path).toBe('/2/httpapi');
      expect(upload.contentType).toBe('application/json');
      expect(upload.body.api_key).toBe('amp-test-key');
      // no e-mail, token or query string reaches the analytics vendor
      for (const secret of ['@', 'anna', accessToken, 'refresh-token-secret', '?', 'email']) {
        expect(upload.text).not.toContain(secret);
      }
    }
  });
});
