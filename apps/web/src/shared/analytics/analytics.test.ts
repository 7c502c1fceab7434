import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken } from '../../test/render';
import { clearSession, sessionFromTokens, setSession } from '../session/session-store';
import {
  ANALYTICS_EVENTS,
  createAmplitudeSink,
  noopAnalyticsSink,
  setAnalyticsSink,
  trackEvent,
  type AnalyticsEvent,
} from './analytics';

afterEach(() => {
  setAnalyticsSink(noopAnalyticsSink);
  clearSession();
});

describe('analytics', () => {
  it('names the events of the spec', () => {
    expect(Object.values(ANALYTICS_EVENTS)).toEqual([
      'Page View',
      'Logged In',
      'Logged Out',
      'Search Result Clicked',
      'Search Listing Result',
      'Listing Autorenew Toggle',
      'Listing Expiry Update',
      'Listing Price Update',
      'Create Alert',
      'Create IMR Listing',
      'Submit IMR Listing',
    ]);
  });

  it('events carry the user id, organisation id and page path', () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    window.history.pushState({}, '', '/orders');
    trackEvent(ANALYTICS_EVENTS.pageView);
    setSession(
      sessionFromTokens({
        accessToken: fakeAccessToken({ exp: 1_900_000_000, groups: ['BUYER'], org: 'org-7' }),
        refreshToken: 'r',
        accessTokenValidTo: '2030-01-01T00:00:00Z',
        refreshTokenValidTo: '2030-01-02T00:00:00Z',
        userId: 'user-7',
      }),
    );
    trackEvent(ANALYTICS_EVENTS.loggedIn);
    expect(
      events.map(({ name, userId, organisationId, pagePath }) => ({ name, userId, organisationId, pagePath })),
    ).toEqual([
      { name: 'Page View', userId: null, organisationId: null, pagePath: '/orders' },
      { name: 'Logged In', userId: 'user-7', organisationId: 'org-7', pagePath: '/orders' },
    ]);
  });

  it('keeps the events tracked before the config named a sink, and hands them to the first one', async () => {
    vi.resetModules();
    const fresh = await import('./analytics');
    window.history.pushState({}, '', '/search/results');
    fresh.trackEvent(fresh.ANALYTICS_EVENTS.searchListingResult, { numberOfResults: 3 });
    const events: AnalyticsEvent[] = [];
    fresh.setAnalyticsSink({ send: (e) => events.push(e) });
    fresh.trackEvent(fresh.ANALYTICS_EVENTS.pageView);
    expect(events.map(({ name, pagePath }) => ({ name, pagePath }))).toEqual([
      { name: 'Search Listing Result', pagePath: '/search/results' },
      { name: 'Page View', pagePath: '/search/results' },
    ]);
    // once a sink was named, a later one starts empty
    const later: AnalyticsEvent[] = [];
    fresh.setAnalyticsSink({ send: (e) => later.push(e) });
    expect(later).toEqual([]);
  });

  it('posts Amplitude HTTP API v2 JSON to the configured EU server', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const sink = createAmplitudeSink({ apiKey: 'key-1', serverUrl: 'https://api.eu.amplitude.com/2/httpapi' }, send);
    sink.send({ name: 'Page View', userId: 'user-7', organisationId: 'org-7', pagePath: '/', time: 1, properties: {} });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.eu.amplitude.com/2/httpapi');
    const body = JSON.parse(init.body as string);
    expect(body.api_key).toBe('key-1');
    expect(body.events[0]).toMatchObject({
      event_type: 'Page View',
      user_id: 'user-7',
      time: 1,
      event_properties: { pagePath: '/', organisationId: 'org-7' },
    });
    expect(typeof body.events[0].device_id).toBe('string');
  });
});
