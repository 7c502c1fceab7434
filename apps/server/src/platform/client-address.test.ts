import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { buildTestApp, createTestApp, DEMO, type TestApp } from '../test-support/test-app';

// TRUST_PROXY (decision 132): the client is the right-most address of X-Forwarded-For that is not a
// trusted proxy, so nothing a client writes into the header can choose the address it is counted as.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PROXY = '10.20.0.10';

/** Another app over the same database with `env`, and a route that echoes the client address. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  return buildTestApp(t.db, {
    env,
    configure: (app) => {
      app.get('/test/client-address', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    },
  });
}

async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await appWith(env);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const clientAddress = async (app: TestApp, remoteAddress: string, forwardedFor?: string) => {
  const res = await app.app.inject({
    url: '/test/client-address',
    remoteAddress,
    ...(forwardedFor == null ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ip: string }>().ip;
};

const loginFrom = (app: TestApp, forwardedFor: string, username: string, password = 'Wrong-Guess-2026-xx') =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, tenant: 'MARKETPLACE' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the client address behind a proxy', () => {
  it('is the right-most address a proxy appended, not what the client wrote before it', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (app) => {
      expect(await clientAddress(app, PROXY, '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
      expect(await clientAddress(app, PROXY, '203.0.113.7')).toBe('203.0.113.7');
      // without a header the peer is the client
      expect(await clientAddress(app, PROXY)).toBe(PROXY);
    });
    await withApp({ TRUST_PROXY: '2' }, async (app) => {
      expect(await clientAddress(app, PROXY, '198.51.100.9, 203.0.113.7, 10.20.0.3')).toBe('203.0.113.7');
    });
  });

  it('trusts only the listed proxies: a client that reaches the server directly is its own address', async () => {
    await withApp({ TRUST_PROXY: `${PROXY}, 10.30.0.0/16` }, async (app) => {
      expect(await clientAddress(app, PROXY, '198.51.100.9, 203.0.113.7')).toBe('203.0.113.7');
      expect(await clientAddress(app, PROXY, '198.51.100.9, 203.0.113.7, 10.30.4.4')).toBe('203.0.113.7');
      expect(await clientAddress(app, '203.0.113.50', '198.51.100.9')).toBe('203.0.113.50');
    });
  });

  it('ignores the header with TRUST_PROXY=false', async () => {
    await withApp({ TRUST_PROXY: 'false' }, async (app) => {
      expect(await clientAddress(app, PROXY, '198.51.100.9, 203.0.113.7')).toBe(PROXY);
    });
  });

  it('does not let a rotating header escape the per-address login lock', async () => {
    await withApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '3' }, async (app) => {
      for (let i = 0; i < 3; i++) {
        const res = await loginFrom(app, `198.51.100.${i + 1}, 203.0.113.20`, `nobody-${i}@rotating.example`);
        expect(res.statusCode, res.body).toBe(401);
      }
      const refused = await loginFrom(app, '198.51.100.99, 203.0.113.20', DEMO.buyer, DEMO_PASSWORD);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(60 * 60));
      // the address the attacker wrote into the header is not locked: its owner signs in
      const owner = await loginFrom(app, '198.51.100.1', DEMO.buyer, DEMO_PASSWORD);
      expect(owner.statusCode, owner.body).toBe(200);
    });
  });

  it('does not let a rotating header escape the limit of access calls', async () => {
    await withApp({ TRUST_PROXY: `${PROXY}`, AUTH_MAX_REQUESTS_PER_IP: '3' }, async (app) => {
      const replies = [];
      for (let i = 0; i < 4; i++) {
        replies.push(await loginFrom(app, `198.51.100.${i + 1}, 203.0.113.21`, 'nobody@rotating.example'));
      }
      expect(replies.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
      expect(replies[3]!.headers['retry-after']).toBe(String(15 * 60));
    });
  });

  it('does not let a rotating header escape the rate limit', async () => {
    await withApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' }, async (app) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await app.app.inject({
          url: '/api/health',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.22` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // another client behind the same proxy still gets through
      const other = await app.app.inject({
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.23' },
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
