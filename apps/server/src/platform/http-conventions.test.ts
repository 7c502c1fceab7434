import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, type ErrorReply } from '@steelyard/domain/errors';
import { publicConfigReply } from '@steelyard/domain/public-config';
import { bearer, buildTestApp, createTestApp, DEMO, logIn, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import type { ErrorReporter } from './error-reporting';
import { AppError } from './errors';

const reported: unknown[] = [];
const reporter: ErrorReporter = { report: (error) => reported.push(error) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    reporter,
    configure: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('connection to 10.1.2.3 refused, password=hunter2');
      });
      app.get('/api/test/gone', async () => {
        throw new AppError('NOT_FOUND', 'Listing not found.');
      });
      app.get('/api/test/slow', async () => new Promise(() => {}));
    },
  });
});
afterAll(async () => t.close());

describe('error replies', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      // the address is not echoed back (docs/security.md, V16): the reply says only that there is no such route
      expect(res.json<ErrorReply>()).toEqual({ statusCode: 404, kind: 'NOT_FOUND', message: 'Route not found.' });
      expect(res.body).not.toContain('/api/no/such/route');
      expect(res.body).not.toContain(method);
    }
  });

  it('answers headers too large for the HTTP parser with a 431 in the error shape', async () => {
    const { status, headers, body } = await rawHttpRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(headers['content-type']).toContain('application/json');
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      kind: 'API',
      message: 'The request headers are too large.',
    });
  });

  it('answers a request the HTTP parser cannot read with a 400 in the error shape', async () => {
    const { status, body } = await rawHttpRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, kind: 'VALIDATION', details: [{ path: 'request' }] });
  });

  it('maps an AppError to its status and kind', async () => {
    const res = await t.app.inject({ url: '/api/test/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorReply>()).toEqual({ statusCode: 404, kind: 'NOT_FOUND', message: 'Listing not found.' });
  });

  it('answers an unexpected error with a generic 500, no stack and no internals, and reports it', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json<ErrorReply>();
    expect(body).toEqual({ statusCode: 500, kind: 'API', message: expect.any(String) });
    expect(res.body).not.toMatch(/stack|hunter2|10\.1\.2\.3|at .*\.ts/);
    expect(reported).toHaveLength(1);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>()).toMatchObject({ statusCode: 400, kind: 'VALIDATION' });
    expect(res.body).not.toContain('stack');
  });

  it('answers 408 when a handler runs past the request timeout', async () => {
    const quick = await createTestAppWithTimeout();
    try {
      const res = await quick.app.inject({ url: '/api/test/slow' });
      expect(res.statusCode).toBe(408);
      expect(res.json<ErrorReply>()).toMatchObject({ kind: 'TIMEOUT', message: 'Request timeout' });
    } finally {
      await quick.close();
    }
  });
});

/**
 * Sends raw bytes to a listening copy of the app and reads the answer until the server closes the
 * connection: app.inject bypasses Node's HTTP parser, whose refusals happen before Fastify sees a request.
 */
async function rawHttpRequest(
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const served = await buildTestApp(t.db);
  try {
    await served.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = served.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  } finally {
    await served.close();
  }
}

async function createTestAppWithTimeout() {
  return buildTestApp(t.db, {
    env: { REQUEST_TIMEOUT_MS: '200' },
    configure: (app) => app.get('/api/test/slow', async () => new Promise(() => {})),
  });
}

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit per minute, counting refused requests too', async () => {
    const limited = await buildTestApp(t.db, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ url: '/api/manager/users/' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await limited.app.inject({ url: '/api/health' });
      expect(res.json<ErrorReply>()).toMatchObject({ statusCode: 429, kind: 'RATE_LIMITED' });
      expect(res.headers['retry-after']).toBeDefined();
      // the web app's files are never refused: a page load fetches dozens of them
      expect((await limited.app.inject({ url: '/favicon.svg' })).statusCode).not.toBe(429);
      expect((await limited.app.inject({ url: '/login' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('role families', () => {
  it('answers 401 for a token signed with another secret', async () => {
    const tokens = await logIn(t.app, DEMO.manager);
    const [header, payload] = tokens.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    const res = await t.app.inject({ url: '/api/universal/users/self', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });

  it('guards routes by role: 403 kind ACCESS_DENIED', async () => {
    const seller = await logIn(t.app, DEMO.seller);
    const res = await t.app.inject({ url: '/api/manager/users/', headers: bearer(seller.accessToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorReply>().kind).toBe('ACCESS_DENIED');
  });

  it('marks API answers as not cacheable', async () => {
    const res = await t.app.inject({ url: '/api/public/config' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('system routes', () => {
  it('GET api/health pings the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET api/health answers 503 with a retry hint while the database is out of reach', async () => {
    const handle = await openTestDatabase();
    const cut = await buildTestApp(handle.db);
    try {
      await handle.close();
      const res = await cut.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ statusCode: 503, kind: 'API', message: SERVICE_UNAVAILABLE });
    } finally {
      await cut.close();
    }
  });

  it('GET api/public/config answers the defaults without integrations', async () => {
    const res = await t.app.inject({ url: '/api/public/config' });
    expect(publicConfigReply.parse(res.json())).toEqual({
      analytics: null,
      errorReporting: null,
      captcha: null,
      region: 'UK',
      supportEmail: 'support@steelyard.example',
      exchangeRates: { EUR: 1, GBP: 1.16 },
    });
  });

  it('GET api/public/config tells the client which integrations are on', async () => {
    const configured = await buildTestApp(t.db, {
      env: {
        ANALYTICS_API_KEY: 'amp-key',
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
        CAPTCHA_SITE_KEY: 'site-key',
        REGION: 'DE',
        SUPPORT_EMAIL: 'hilfe@steelyard.example',
        EXCHANGE_RATES_JSON: '{"EUR":1,"GBP":1.1725}',
      },
    });
    try {
      const res = await configured.app.inject({ url: '/api/public/config' });
      expect(res.json()).toEqual({
        analytics: { apiKey: 'amp-key', serverUrl: 'https://api.eu.amplitude.com/2/httpapi' },
        errorReporting: {
          dsn: 'https://abc123@o1.ingest.sentry.io/42',
          environment: 'test',
          release: expect.stringMatching(/^steelyard@\d+\.\d+\.\d+/),
        },
        captcha: { provider: 'recaptcha', siteKey: 'site-key' },
        region: 'DE',
        supportEmail: 'hilfe@steelyard.example',
        exchangeRates: { EUR: 1, GBP: 1.1725 },
      });
    } finally {
      await configured.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs and /api/docs/openapi.json and lists the routes', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
      expect(doc.openapi).toBe('3.0.3');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/login',
          '/api/auth/refresh-token',
          '/api/auth/revoke-token',
          '/api/universal/users/self',
          '/api/universal/users/self-updates',
          '/api/universal/organisations/self/',
          '/api/universal/addresses/',
          '/api/manager/users/',
          '/api/public/config',
          '/api/health',
        ]),
      );
      expect(Object.keys(doc.paths)).not.toContain('/api/docs');
    }
  });

  it('describes request bodies and replies from the zod schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password', 'tenant']),
    );
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const users = doc.paths['/api/manager/users/'].get;
    expect(users.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'sort', 'filter']),
    );
    expect(users.security).toEqual([{ bearerAuth: [] }]);
  });

  it('is compressed for clients that accept gzip', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
