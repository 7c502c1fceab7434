import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// the same stand-in for Sentry's ingestion as the server's tests: envelopes over HTTP on 127.0.0.1
import { startSentryReceiver, type SentryReceiver } from '../../../../server/src/test-support/sentry-receiver';
import { ApiError } from '../api/api-error';
import { consoleErrorSink, loadSentrySink, reportError, setErrorSink } from './error-reporting';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTcifQ.c2lnbmF0dXJlLWJ5dGVz';

let receiver: SentryReceiver;
beforeAll(async () => {
  // the suite shares one window per worker (isolate: false), and a file before this one may have left its
  // fetch stub there: the SDK would send its envelopes into that mock and the receiver would get none
  vi.unstubAllGlobals();
  receiver = await startSentryReceiver({ publicKey: 'webkey', project: '7' });
});
afterAll(async () => {
  setErrorSink(consoleErrorSink);
  // the test files of a worker share one window: the SDK's handlers must not report their errors
  await Sentry.close(2_000);
  await receiver.close();
});

describe('error reporting', () => {
  it('goes to the console until a sink is set, and never throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setErrorSink(consoleErrorSink);
    reportError(new Error('boom'), { source: 'route' });
    expect(error).toHaveBeenCalledWith('[steelyard]', expect.objectContaining({ message: 'boom' }), {
      source: 'route',
    });
    setErrorSink({
      report: () => {
        throw new Error('broken sink');
      },
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
    error.mockRestore();
  });

  it('sends an API error to Sentry with release, environment and its kind, without tokens, e-mails or queries', async () => {
    window.history.pushState({}, '', `/search/results?email=anna%40rhein-stahl.example&token=${JWT}`);
    setErrorSink(await loadSentrySink({ dsn: receiver.dsn, environment: 'staging', release: 'steelyard@9.9.9' }));
    reportError(
      new ApiError({
        kind: 'API',
        status: 500,
        message: `Boom for anna@rhein-stahl.example`,
        method: 'GET',
        uri: '/api/buyer/search?q=beams&email=anna%40rhein-stahl.example',
      }),
      { source: 'api' },
    );
    const event = await receiver.waitForEvent((e) => JSON.stringify(e.exception).includes('Boom'));
    expect(event).toMatchObject({
      release: 'steelyard@9.9.9',
      environment: 'staging',
      platform: 'javascript',
      level: 'error',
      tags: { kind: 'API', status: '500' },
      extra: { source: 'api' },
      exception: {
        values: [expect.objectContaining({ type: 'ApiError', value: 'Boom for [email] (GET /api/buyer/search)' })],
      },
      request: { url: 'http://localhost:3000/search/results' },
    });
    const envelope = receiver.envelopes.find((e) => e.text.includes('Boom for'))!;
    expect(envelope.project).toBe('7');
    expect(envelope.publicKey).toBe('webkey');
    for (const secret of [JWT, 'anna', 'rhein-stahl', 'beams', 'token=']) expect(envelope.text).not.toContain(secret);
  });

  it('reports an error nobody caught, with the page path but not its query', async () => {
    window.history.pushState({}, '', '/orders?email=anna%40rhein-stahl.example');
    const error = new RangeError('uncaught in a click handler');
    // what the browser calls for an exception nobody caught (jsdom's own path ends in vitest's handler)
    window.onerror?.(error.message, 'http://localhost:3000/assets/index.js', 1, 1, error);
    const event = await receiver.waitForEvent((e) => JSON.stringify(e.exception).includes('uncaught in a click'));
    expect(event).toMatchObject({
      release: 'steelyard@9.9.9',
      exception: {
        values: [
          expect.objectContaining({ type: 'RangeError', mechanism: expect.objectContaining({ handled: false }) }),
        ],
      },
      request: { url: 'http://localhost:3000/orders' },
    });
  });
});
