import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, parseSentryDsn, type FetchLike } from './error-reporting';

const logger = { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('parseSentryDsn', () => {
  it('finds the store endpoint and the public key', () => {
    expect(parseSentryDsn('https://abc123@o99.ingest.sentry.io/4242')).toEqual({
      storeUrl: 'https://o99.ingest.sentry.io/api/4242/store/',
      publicKey: 'abc123',
    });
    expect(parseSentryDsn('http://key@localhost:9000/sentry/7').storeUrl).toBe(
      'http://localhost:9000/sentry/api/7/store/',
    );
  });

  it('rejects a DSN without key or project', () => {
    expect(() => parseSentryDsn('https://sentry.io/1')).toThrow(/SENTRY_DSN/);
  });
});

describe('createErrorReporter', () => {
  it('only logs without a DSN', () => {
    const fetch = vi.fn<FetchLike>();
    createErrorReporter({ logger, sentry: null, fetch }).report(new Error('boom'), { method: 'GET', url: '/api/x' });
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalled();
  });

  it('posts an event to the Sentry store endpoint with a DSN', async () => {
    const fetch = vi.fn<FetchLike>().mockResolvedValue({});
    const reporter = createErrorReporter({
      logger,
      sentry: { dsn: 'https://abc123@o99.ingest.sentry.io/4242', environment: 'production' },
      fetch,
    });
    reporter.report(new TypeError('x is undefined'), { method: 'POST', url: '/api/auth/login' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://o99.ingest.sentry.io/api/4242/store/');
    expect(init.headers['x-sentry-auth']).toContain('sentry_key=abc123');
    const event = JSON.parse(init.body);
    expect(event).toMatchObject({
      level: 'error',
      environment: 'production',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
      request: { method: 'POST', url: '/api/auth/login' },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('logs instead of throwing when Sentry cannot be reached', async () => {
    const fetch = vi.fn<FetchLike>().mockRejectedValue(new Error('offline'));
    const reporter = createErrorReporter({
      logger,
      sentry: { dsn: 'https://k@s.example/1', environment: 'test' },
      fetch,
    });
    reporter.report('not even an error');
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
  });
});
