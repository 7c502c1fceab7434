import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../test-support/sentry-receiver';
import { bearer, createTestApp, DEMO, logIn, type TestApp } from '../test-support/test-app';
import { createTestConfig } from '../test-support/test-config';
import { createErrorReporter } from './error-reporting';

// counts the loads of @sentry/node: without a DSN the server must not pay for it
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@sentry/node', async (importOriginal) => {
  sdk.loads += 1;
  return importOriginal();
});

const logger = () => ({ debug: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;

let receiver: SentryReceiver;
beforeAll(async () => {
  receiver = await startSentryReceiver();
});
afterAll(async () => receiver.close());

describe('error reporting without a DSN', () => {
  it('only logs, and never loads the Sentry SDK', async () => {
    const log = logger();
    const reporter = await createErrorReporter({ logger: log, sentry: null });
    reporter.report(new Error('boom'), { method: 'GET', route: '/api/x' });
    expect(log.debug).toHaveBeenCalled();
    expect(sdk.loads).toBe(0);
    expect(receiver.envelopes).toEqual([]);
  });
});

describe('error reporting to Sentry (a receiver of envelopes on loopback)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'steelyard@9.9.9+abc1234' },
      configure: (app) => {
        // a careless error that quotes what it was given: the report must not carry it on
        app.get(
          '/api/universal/test/boom/:id',
          async (request: FastifyRequest<{ Querystring: { email?: string } }>) => {
            throw new TypeError(`no account for ${request.query.email} with ${request.headers.authorization}`);
          },
        );
      },
    });
  });
  afterAll(async () => t.close());

  it('sends an unexpected error with release, environment, method and route, and nothing personal', async () => {
    const { accessToken } = await logIn(t.app, DEMO.buyer);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/universal/test/boom/7f0c?email=anna.meier%40rhein-stahl.example&q=beams',
      headers: { ...bearer(accessToken), cookie: 'steelyard.session=s3cr3t-cookie' },
    });
    expect(res.statusCode).toBe(500);
    const event = await receiver.waitForEvent((e) => e.transaction === 'GET /api/universal/test/boom/:id');
    expect(event).toMatchObject({
      release: 'steelyard@9.9.9+abc1234',
      environment: 'staging',
      platform: 'node',
      level: 'error',
      request: { method: 'GET', url: '/api/universal/test/boom/:id' },
      tags: { 'http.method': 'GET', 'http.route': '/api/universal/test/boom/:id' },
      exception: { values: [expect.objectContaining({ type: 'TypeError' })] },
    });
    const envelope = receiver.envelopes.find((e) => e.text.includes('"GET /api/universal/test/boom/:id"'))!;
    expect(envelope.publicKey).toBe('receiverkey');
    for (const secret of [accessToken, 'anna.meier', 'rhein-stahl.example', 's3cr3t-cookie', 'beams', '7f0c']) {
      expect(envelope.text).not.toContain(secret);
    }
    expect(JSON.stringify(event.exception)).toContain('no account for [email] with Bearer [token]');
  });

  it('names the package version as the release when SENTRY_RELEASE is not set', () => {
    const config = createTestConfig({ SENTRY_DSN: receiver.dsn });
    expect(config.sentry?.release).toMatch(/^steelyard@\d+\.\d+\.\d+/);
    expect(sdk.loads).toBe(1);
  });
});

describe('an unreachable Sentry', () => {
  it('costs a warning in the log, not an error', async () => {
    const gone = await startSentryReceiver();
    await gone.close();
    const log = logger();
    const reporter = await createErrorReporter({
      logger: log,
      sentry: { dsn: gone.dsn, environment: 'test', release: 'steelyard@0.0.0' },
    });
    reporter.report('not even an error');
    await reporter.flush?.(2_000);
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ status: undefined }), expect.any(String)),
    );
  });
});
