import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TokensReply } from '@steelyard/domain/auth';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { DevMailboxMessage, DevMailboxReply } from '@steelyard/domain/dev-mailbox';
import { buildApp, type BuildAppOptions } from '../app';
import { createTestClock, type TestClock } from '../platform/clock';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import type { ErrorReporter } from '../platform/error-reporting';
import { runDueJobs } from '../platform/jobs/run-due-jobs';
import type { MailTransport } from '../platform/mail/deliver-mail';
import { DEV_MAILBOX_KEY_HEADER } from '../platform/mail/dev-mailbox-routes';
import type { ServerContext } from '../platform/server-context';
import { createPasswordHasher, type PasswordHasher } from '../platform/passwords';
import { createTestConfig } from './test-config';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  config: Config;
  passwords: PasswordHasher;
  ctx: ServerContext;
  /** Runs every due job (e-mail delivery, recovery e-mails) as the poller would; returns how many ran. */
  runJobs(): Promise<number>;
  /** Runs the due jobs, then answers the development mailbox's messages to `to`, newest first. */
  mailTo(to: string): Promise<DevMailboxMessage[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test configuration. */
  env?: Record<string, string>;
  reporter?: ErrorReporter;
  /** Adds routes or hooks before the app is made ready. */
  configure?: (app: FastifyInstance) => void;
  /** An SMTP stand-in; by default messages are delivered locally. */
  mailTransport?: MailTransport | null;
  /** Sees every route as it is registered. */
  onRoute?: BuildAppOptions['onRoute'];
}

/** The real app over a fresh copy of the seeded database, with a clock the test can move. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  const t = await buildTestApp(handle.db, options);
  return {
    ...t,
    close: async () => {
      await t.close();
      await handle.close();
    },
  };
}

/** Another app over a database a test already has, e.g. with other settings; close() leaves the database open. */
export async function buildTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const config = createTestConfig(options.env);
  const clock = createTestClock(new Date());
  const passwords = createPasswordHasher(config.argon2);
  const app = await buildApp({
    config,
    db,
    clock,
    passwords,
    reporter: options.reporter,
    mailTransport: options.mailTransport,
    onRoute: options.onRoute,
  });
  options.configure?.(app);
  await app.ready();
  const runJobs = () => runDueJobs(db, clock, app.ctx.jobs);
  const mailTo = async (to: string) => {
    await runJobs();
    const res = await app.inject({
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { [DEV_MAILBOX_KEY_HEADER]: config.devMailboxKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DevMailboxReply>().items;
  };
  return { app, db, clock, config, passwords, ctx: app.ctx, runJobs, mailTo, close: () => app.close() };
}

/** Signs a user in through the API and returns the tokens; fails the test on anything but 200. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<TokensReply> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password, tenant: 'MARKETPLACE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokensReply>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo accounts of the seed. */
export const DEMO = {
  manager: 'manager@demo-steel.example',
  buyer: 'buyer@demo-steel.example',
  seller: 'seller@demo-steel.example',
  rheinManager: 'manager@rhein-stahl.example',
  rheinBuyer: 'buyer@rhein-stahl.example',
  rheinSeller: 'seller@rhein-stahl.example',
} as const;
