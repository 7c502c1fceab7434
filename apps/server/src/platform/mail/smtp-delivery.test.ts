import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FailedMailList } from '@steelyard/domain/mail-outbox';
import { DEMO_AUDITOR, operatorToken } from '../../test-support/admin-helpers';
import {
  createSelfSignedCertificate,
  parseHeaders,
  SMTP_TEST_USER,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server';
import { bearer, buildTestApp, createTestApp, type TestApp } from '../../test-support/test-app';
import { jobs } from '../jobs/schema';
import { mailOutbox } from './schema';
import { MAIL_DELIVERY_MAX_ATTEMPTS, sendMail } from './send-mail';

/*
 * Delivery through a real SMTP server (smtp-server) on loopback, over plain SMTP, STARTTLS and
 * implicit TLS, with AUTH PLAIN and LOGIN; the headers are read from the raw message it received.
 */

const FROM = 'Steelyard <no-reply@steelyard.test>';
const SUPPORT = 'support@steelyard.test';

let t: TestApp;
let tls: ReturnType<typeof createSelfSignedCertificate>;
beforeAll(async () => {
  t = await createTestApp();
  tls = createSelfSignedCertificate();
});
afterAll(async () => t.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(options: Parameters<typeof startSmtpTestServer>[0] = {}): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer(options);
  cleanups.push(() => server.close());
  return server;
}

/** An app over the shared database that delivers through SMTP_URL (no stand-in transport). */
async function smtpApp(env: Record<string, string>): Promise<TestApp> {
  const app = await buildTestApp(t.db, { env: { MAIL_FROM: FROM, SUPPORT_EMAIL: SUPPORT, ...env } });
  app.clock.set(t.clock.now());
  cleanups.push(() => app.close());
  return app;
}

const resetMail = (to: string) =>
  sendMail(
    t.db,
    {
      to,
      locale: 'en',
      template: 'password-reset',
      params: {
        name: 'Ben Buyer',
        link: 'http://steelyard.test/login/reset-password?token=abc&email=x',
        validHours: 24,
      },
    },
    t.clock.now(),
  );
const outboxRow = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const header = (raw: string, name: string) => parseHeaders(raw).get(name.toLowerCase()) ?? [];

describe('SMTP delivery against a real server', () => {
  it('sends over plain SMTP with AUTH PLAIN when SMTP_REQUIRE_TLS=false, with From, Reply-To, Message-ID and both parts', async () => {
    const server = await startServer({ authMethods: ['PLAIN'] });
    const smtp = await smtpApp({ SMTP_URL: server.url(), SMTP_REQUIRE_TLS: 'false' });
    const id = await resetMail('plain@demo-steel.example');
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 1, error: null });
    expect(server.received).toHaveLength(1);
    const mail = server.received[0]!;
    expect(mail).toMatchObject({
      from: 'no-reply@steelyard.test',
      to: ['plain@demo-steel.example'],
      user: SMTP_TEST_USER,
      authMethod: 'PLAIN',
      secure: false,
    });
    expect(header(mail.raw, 'From')).toEqual(['Steelyard <no-reply@steelyard.test>']);
    expect(header(mail.raw, 'To')).toEqual(['plain@demo-steel.example']);
    expect(header(mail.raw, 'Subject')).toEqual(['Reset your Steelyard password']);
    // an answer to an account e-mail reaches a person, not the unread sender address
    expect(header(mail.raw, 'Reply-To')).toEqual([SUPPORT]);
    expect(header(mail.raw, 'Message-ID')).toEqual([`<${id}@steelyard.test>`]);
    expect(header(mail.raw, 'List-Unsubscribe')).toEqual([]);
    const [contentType] = header(mail.raw, 'Content-Type');
    expect(contentType).toMatch(/^multipart\/alternative; boundary="?([^";]+)"?/);
    const boundary = /boundary="?([^";]+)"?/.exec(contentType!)![1]!;
    const parts = mail.raw.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((p) => header(p.replace(/^\r?\n/, ''), 'Content-Type')[0])).toEqual([
      'text/plain; charset=utf-8',
      'text/html; charset=utf-8',
    ]);
    expect(parts[0]).toContain('Hello Ben Buyer,');
    expect(parts[1]).toContain('<!doctype html>');
  });

  it('upgrades with STARTTLS before AUTH LOGIN, verifying the certificate against SMTP_TLS_CA_FILE', async () => {
    const server = await startServer({ authMethods: ['LOGIN'], tls });
    const smtp = await smtpApp({ SMTP_URL: server.url(), SMTP_TLS_CA_FILE: tls.certFile });
    const id = await resetMail('starttls@demo-steel.example');
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'sent', error: null });
    expect(server.received).toEqual([
      expect.objectContaining({ to: ['starttls@demo-steel.example'], authMethod: 'LOGIN', secure: true }),
    ]);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    const server = await startServer({ authMethods: ['PLAIN'], tls, secure: true });
    const smtp = await smtpApp({ SMTP_URL: server.url('smtps'), SMTP_TLS_CA_FILE: tls.certFile });
    const id = await resetMail('smtps@demo-steel.example');
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'sent' });
    expect(server.received).toEqual([expect.objectContaining({ authMethod: 'PLAIN', secure: true })]);
  });

  it('refuses a certificate it cannot verify: nothing is sent and the message waits for a retry', async () => {
    const server = await startServer({ tls });
    const smtp = await smtpApp({ SMTP_URL: server.url() });
    const id = await resetMail('untrusted@demo-steel.example');
    await smtp.runJobs();

    expect(server.received).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outboxRow(id)).error).toMatch(/certificate/i);
  });

  it('refuses a server without STARTTLS unless SMTP_REQUIRE_TLS=false: the password never goes in clear', async () => {
    const server = await startServer();
    const smtp = await smtpApp({ SMTP_URL: server.url() });
    const id = await resetMail('cleartext@demo-steel.example');
    await smtp.runJobs();

    expect(server.received).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outboxRow(id)).error).toMatch(/STARTTLS/);
  });
});

describe('SMTP failures', () => {
  it('retries a 4xx reply later through the jobs, with the same Message-ID, and sends once the server accepts', async () => {
    const server = await startServer();
    const smtp = await smtpApp({ SMTP_URL: server.url(), SMTP_REQUIRE_TLS: 'false' });
    const id = await resetMail('deferred@demo-steel.example');
    // the data arrives but the server defers it: the retry must look like the same message
    server.answerData({ code: 451, message: 'Local problem, try again later' });
    await smtp.runJobs();
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outboxRow(id)).error).toContain('451');

    server.answerData(null);
    // not before the backoff (30 s)
    expect(await smtp.runJobs()).toBe(0);
    smtp.clock.advance(30_000);
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 2, error: null });
    // other tests' messages still pending may go out with it: only this one counts
    const attempts = server.received.filter((m) => m.to[0] === 'deferred@demo-steel.example');
    const ids = attempts.map((m) => header(m.raw, 'Message-ID')[0]);
    expect(ids).toEqual([`<${id}@steelyard.test>`, `<${id}@steelyard.test>`]);
  });

  it('retries a refused connection and sends once the server listens', async () => {
    const probe = await startSmtpTestServer();
    const port = probe.port;
    await probe.close();
    const smtp = await smtpApp({ SMTP_URL: probe.url(), SMTP_REQUIRE_TLS: 'false' });
    const id = await resetMail('refused@demo-steel.example');
    await smtp.runJobs();
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outboxRow(id)).error).toMatch(/ECONNREFUSED/);

    const server = await startServer({ port });
    smtp.clock.advance(30_000);
    await smtp.runJobs();
    expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(server.received).toContainEqual(expect.objectContaining({ to: ['refused@demo-steel.example'] }));
  });

  it('fails a 5xx rejection at once, without retries, keeping the server reply', async () => {
    const server = await startServer();
    const smtp = await smtpApp({ SMTP_URL: server.url(), SMTP_REQUIRE_TLS: 'false' });
    const id = await resetMail('nobody@demo-steel.example');
    server.answerRcpt({ code: 550, message: '5.1.1 No such user here' });
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await outboxRow(id)).error).toContain('550 5.1.1 No such user here');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${id}`));
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job!.maxAttempts).toBe(MAIL_DELIVERY_MAX_ATTEMPTS);
    smtp.clock.advance(24 * 60 * 60 * 1000);
    server.answerRcpt(null);
    await smtp.runJobs();
    expect(server.received.filter((m) => m.to[0] === 'nobody@demo-steel.example')).toEqual([]);

    // the operator console lists it with the reply, and read-only operators see it too; never its text
    const page = await t.app.inject({
      url: '/api/admin/mail-outbox/failed?limit=100',
      headers: bearer(await operatorToken(t, DEMO_AUDITOR)),
    });
    expect(page.statusCode).toBe(200);
    const failed = page.json<FailedMailList>();
    expect(failed.items).toContainEqual({
      id,
      to: 'nobody@demo-steel.example',
      subject: 'Reset your Steelyard password',
      template: 'password-reset',
      locale: 'en',
      attempts: 1,
      error: expect.stringContaining('550 5.1.1 No such user here'),
      createdAt: t.clock.now().toISOString(),
    });
    expect(failed.totalItems).toBeGreaterThanOrEqual(1);
    expect(page.body).not.toContain('reset-password?token=');
  });

  it('keeps retrying a refused login (535): the message is fine, the settings are not', async () => {
    const server = await startServer();
    const wrong = server.url().replace(/:[^:@/]+@/, ':wrong-password@');
    const smtp = await smtpApp({ SMTP_URL: wrong, SMTP_REQUIRE_TLS: 'false' });
    const id = await resetMail('badlogin@demo-steel.example');
    await smtp.runJobs();

    expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outboxRow(id)).error).toContain('535');
  });
});
