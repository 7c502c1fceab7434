import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createSentrySink, parseSentryDsn } from './error-reporting';

describe('error reporting', () => {
  it('finds the store endpoint of a Sentry DSN', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.de.sentry.io/4507')).toEqual({
      publicKey: 'abc123',
      storeUrl: 'https://o42.ingest.de.sentry.io/api/4507/store/',
    });
    expect(parseSentryDsn('not a dsn')).toBeNull();
  });

  it('posts the error with its kind and the suffixed message', () => {
    const send = vi.fn(async () => new Response('{}'));
    const sink = createSentrySink({ dsn: 'https://abc123@sentry.example/7', environment: 'test' }, send);
    sink.report(new ApiError({ kind: 'API', status: 500, message: 'Boom', method: 'GET', uri: '/api/x' }));
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('https://sentry.example/api/7/store/?sentry_version=7&sentry_key=abc123');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      environment: 'test',
      level: 'error',
      message: 'Boom (GET /api/x)',
      tags: { kind: 'API' },
    });
    expect(body.event_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
