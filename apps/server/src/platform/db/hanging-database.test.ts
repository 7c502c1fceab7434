import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import { SERVICE_UNAVAILABLE } from '@steelyard/domain/errors';
import { buildApp } from '../../app';
import { buildTestApp } from '../../test-support/test-app';
import { createTestConfig } from '../../test-support/test-config';
import { openTestDatabase } from '../../test-support/test-database';
import { createPasswordHasher } from '../passwords';
import { isDatabaseUnavailable } from './connection-errors';
import { createPostgresDatabase, openPostgresDatabase, type DatabaseHandle } from './database';

/*
 * A PostgreSQL that accepts connections and then answers nothing (issue 22: health checks and logins
 * waited for the request timeout and answered 408). A stand-in server on loopback either never
 * answers the start-up, or answers it and then none of the queries. The pool's connect and statement
 * timeouts turn both into the 503 with Retry-After of a refused connection. This needs no real
 * database, so it runs the same in the PGlite and the PostgreSQL pass (PGlite runs in the process:
 * it has no connection to hang).
 */

type Silence = 'at start-up' | 'after start-up';

interface FakePostgres {
  url: string;
  /** Connections the stand-in holds open now. */
  openSockets(): number;
  close(): Promise<void>;
}

/** AuthenticationOk, BackendKeyData and ReadyForQuery (idle): what a server says after a client's start-up. */
function startupAnswer(): Buffer {
  const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
  const keyData = Buffer.from([0x4b, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, 2]);
  const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
  return Buffer.concat([authOk, keyData, ready]);
}

async function startFakePostgres(silence: Silence): Promise<FakePostgres> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // read (and drop) what the client sends, so that its closing the connection is seen
    socket.resume();
    if (silence === 'after start-up') {
      // the first message is the start-up; everything after it (queries) is left unanswered
      socket.once('data', () => socket.write(startupAnswer()));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://steelyard@127.0.0.1:${port}/steelyard`,
    openSockets: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// generous: the point is an answer well before the request timeout (30 s), never a 408
const WELL_BEFORE_THE_REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUTS = { connectTimeoutMs: 300, statementTimeoutMs: 500 };

let fake: FakePostgres | null = null;
let handle: DatabaseHandle | null = null;
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  await handle?.close();
  await fake?.close();
  app = handle = fake = null;
});

/** The app over a pool on the stand-in, with short database timeouts and the default request timeout. */
async function appOnHangingDatabase(silence: Silence): Promise<FastifyInstance> {
  fake = await startFakePostgres(silence);
  handle = await createPostgresDatabase(fake.url, TIMEOUTS);
  const config = createTestConfig({
    DATABASE_URL: fake.url,
    DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUTS.connectTimeoutMs),
    DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUTS.statementTimeoutMs),
    SEARCH_STATEMENT_TIMEOUT_MS: '200',
    // both keys set: building the app asks the database nothing
    MFA_ENCRYPTION_KEY: 'test-mfa-key-that-is-at-least-32-characters-long',
  });
  expect(config.requestTimeoutMs).toBe(30_000);
  app = await buildApp({ config, db: handle.db, passwords: createPasswordHasher(config.argon2) });
  await app.ready();
  return app;
}

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({ statusCode: 503, kind: 'API', message: SERVICE_UNAVAILABLE });
};

describe.each<Silence>(['at start-up', 'after start-up'])('a database that goes silent %s', (silence) => {
  it('answers the health check 503 with Retry-After, well before the request timeout', async () => {
    const t = await appOnHangingDatabase(silence);
    const { answer, ms } = await timed(() => t.inject({ url: '/api/health' }));
    expectUnavailable(answer);
    expect(ms).toBeLessThan(WELL_BEFORE_THE_REQUEST_TIMEOUT_MS);
  });

  it('answers a login 503 with Retry-After, well before the request timeout, and drops the silent connection', async () => {
    const t = await appOnHangingDatabase(silence);
    const { answer, ms } = await timed(() =>
      t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'buyer@demo-steel.example', password: DEMO_PASSWORD, tenant: 'MARKETPLACE' },
      }),
    );
    expectUnavailable(answer);
    expect(ms).toBeLessThan(WELL_BEFORE_THE_REQUEST_TIMEOUT_MS);
    // the pool gave up the connection that never answered: none is left open to be handed out again
    await expect.poll(() => fake!.openSockets(), { timeout: 5_000 }).toBe(0);
  });

  it('gives up the connection of a transaction that got no answer, so that no request is handed it again', async () => {
    fake = await startFakePostgres(silence);
    handle = await createPostgresDatabase(fake.url, TIMEOUTS);
    const failed = await handle.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // node-postgres keeps a connection whose query timed out; the transaction releases it without an
    // error, so the pool would hand out a connection still waiting for its BEGIN
    await expect.poll(() => fake!.openSockets(), { timeout: 5_000 }).toBe(0);
    // and the pool has it back: a client kept from it (drizzle releases none whose BEGIN failed) would
    // keep it from closing, as ten of them would keep every request waiting for a connection
    await handle.close();
    handle = null;
  });

  it('refuses to start on it instead of hanging: opening the database fails as unavailable', async () => {
    fake = await startFakePostgres(silence);
    const { answer: opened } = await timed(() =>
      openPostgresDatabase(fake!.url, TIMEOUTS).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(opened).not.toBeNull();
    expect(isDatabaseUnavailable(opened)).toBe(true);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a statement past DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL)', () => {
  it('is cancelled by the server and answered 503 with Retry-After, its connection still usable', async () => {
    const database = await openTestDatabase();
    const blocker = new pg.Client({ connectionString: database.url! });
    try {
      handle = await openPostgresDatabase(database.url!, { connectTimeoutMs: 1_000, statementTimeoutMs: 300 });
      const t = await buildTestApp(handle.db, {
        env: { DATABASE_STATEMENT_TIMEOUT_MS: '300', SEARCH_STATEMENT_TIMEOUT_MS: '200' },
      });
      app = t.app;
      await blocker.connect();
      // another session holds the login throttles: the login's first read waits for it
      await blocker.query('begin');
      await blocker.query('lock table login_throttles in access exclusive mode');
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'buyer@demo-steel.example', password: DEMO_PASSWORD, tenant: 'MARKETPLACE' },
        });
      const { answer, ms } = await timed(login);
      expectUnavailable(answer);
      expect(ms).toBeLessThan(WELL_BEFORE_THE_REQUEST_TIMEOUT_MS);
      await blocker.query('rollback');
      expect((await login()).statusCode).toBe(200);
    } finally {
      await blocker.end().catch(() => {});
      await app?.close();
      await handle?.close();
      app = handle = null;
      await database.close();
    }
  });
});
