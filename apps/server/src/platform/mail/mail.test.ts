import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@steelyard/domain/constants';
import { MAIL_TEMPLATES, type DevMailboxReply } from '@steelyard/domain/dev-mailbox';
import { DEMO_AUDITOR, operatorToken } from '../../test-support/admin-helpers';
import { bearer, buildTestApp, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';
import { jobs } from '../jobs/schema';
import type { MailTransport, OutgoingMail } from './deliver-mail';
import { devMailboxLink } from './dev-mailbox-link';
import { DEV_MAILBOX_KEY_HEADER } from './dev-mailbox-routes';
import { mailOutbox } from './schema';
import { buildLink, MAIL_DELIVERY_MAX_ATTEMPTS, sendMail } from './send-mail';
import { renderMailTemplate, type MailTemplateParams } from './templates/mail-templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const resetMail = (to: string, name = 'Ben Buyer') =>
  sendMail(
    t.db,
    {
      to,
      locale: 'en',
      template: 'password-reset',
      params: { name, link: 'http://steelyard.test/login/reset-password?token=abc&email=x', validHours: 24 },
    },
    t.clock.now(),
  );
const outboxRow = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('sendMail', () => {
  it('writes the outbox row and its delivery job, and the job delivers it locally without SMTP', async () => {
    const id = await resetMail('first@demo-steel.example');
    expect(await outboxRow(id)).toMatchObject({ state: 'pending', template: 'password-reset', locale: 'en' });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${id}`));
    expect(job).toMatchObject({ type: 'mail.deliver', state: 'pending', payload: { outboxId: id } });
    await t.runJobs();
    expect(await outboxRow(id)).toMatchObject({ state: 'delivered_locally', attempts: 1, sentAt: t.clock.now() });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await t.db
      .transaction(async (tx) => {
        await sendMail(
          tx,
          {
            to: 'ghost@demo-steel.example',
            locale: 'en',
            template: 'activation',
            params: { name: 'G', link: 'x', validHours: 48 },
          },
          t.clock.now(),
        );
        throw new Error('the user was not created after all');
      })
      .catch(() => {});
    expect(await t.mailTo('ghost@demo-steel.example')).toEqual([]);
  });

  it('delivers over the transport when one is configured, retrying failures with backoff', async () => {
    const sent: OutgoingMail[] = [];
    let failuresLeft = 2;
    const transport: MailTransport = {
      send: async (mail) => {
        if (failuresLeft-- > 0) throw new Error('421 try again later');
        sent.push(mail);
      },
    };
    const smtp = await buildTestApp(t.db, {
      mailTransport: transport,
      env: { MAIL_FROM: 'Steelyard <mail@steelyard.test>' },
    });
    try {
      const id = await resetMail('smtp@demo-steel.example');
      smtp.clock.set(t.clock.now());
      await smtp.runJobs();
      expect(await outboxRow(id)).toMatchObject({ state: 'pending', attempts: 1, error: 'Error: 421 try again later' });
      smtp.clock.advance(30_000);
      await smtp.runJobs();
      smtp.clock.advance(60_000);
      await smtp.runJobs();
      expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 3, error: null });
      expect(sent).toEqual([
        expect.objectContaining({
          from: 'Steelyard <mail@steelyard.test>',
          to: 'smtp@demo-steel.example',
          subject: 'Reset your Steelyard password',
        }),
      ]);
      expect(sent[0]!.html).toContain('<a href="http://steelyard.test/login/reset-password?token=abc&amp;email=x"');
    } finally {
      await smtp.close();
    }
  });

  it('marks a message failed once every attempt is used', async () => {
    const smtp = await buildTestApp(t.db, {
      mailTransport: { send: async () => Promise.reject(new Error('550 mailbox unavailable')) },
      env: { LOG_LEVEL: 'silent' },
    });
    try {
      const id = await resetMail('bounce@demo-steel.example');
      smtp.clock.set(t.clock.now());
      for (let i = 0; i < MAIL_DELIVERY_MAX_ATTEMPTS; i++) {
        await smtp.runJobs();
        smtp.clock.advance(60 * 60 * 1000);
      }
      expect(await outboxRow(id)).toMatchObject({ state: 'failed', attempts: MAIL_DELIVERY_MAX_ATTEMPTS });
      expect(await smtp.runJobs()).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});

const SAMPLE: MailTemplateParams = {
  activation: { name: 'Eve', link: 'http://steelyard.test/login/set-new-password?token=t&email=e', validHours: 48 },
  'temporary-password': {
    name: 'Eve',
    temporaryPassword: 'Tmp#Pass-2345-abcd',
    loginLink: 'http://steelyard.test/login',
    validHours: 24,
  },
  'password-reset': { name: 'Eve', link: 'http://steelyard.test/login/reset-password?token=t&email=e', validHours: 24 },
  'email-validation': {
    name: 'Eve',
    newEmail: 'eve@new.example',
    link: 'http://steelyard.test/account/email-validation/t',
  },
  'address-rejected': {
    name: 'Eve',
    addressName: 'Rotherham Yard',
    addressSummary: '9 Centenary Way, S60 1BX Rotherham',
    reason: 'No such street <b>',
    link: 'http://steelyard.test/account/address',
  },
  'alert-digest': {
    name: 'Eve',
    items: [
      {
        product: 'SHEET',
        listingNumber: 'SH-000123',
        details: '2 × 1250 × 2500 mm, 0.491 t',
        link: 'http://steelyard.test/my-alerts/listing-details/l1',
      },
    ],
    more: 2,
    link: 'http://steelyard.test/my-alerts',
  },
  'urgent-request': {
    name: 'Eve',
    product: 'COIL',
    criteria: [
      { property: 'material.product', comparator: '=', value: 'COIL' },
      { property: 'material.materialType', comparator: '=', value: 'MILD_STEEL' },
      { property: 'material.definition', comparator: '=', value: 'HOT_ROLLED' },
      { property: 'material.grade', comparator: '=', value: 'S355J2' },
      { property: 'materialDimensions.thickness', comparator: '=', value: '3' },
      { property: 'materialDimensions.width', comparator: '>', value: '1500' },
      { property: 'weight', comparator: '>', value: '20' },
    ],
    weight: '20',
    numberOfItems: '1',
    targetPrice: 'GBP 600.00',
    comment: 'Needed by Friday',
    country: 'DE',
    link: 'http://steelyard.test/immediate-requests',
  },
  'order-confirmation': {
    name: 'Eve',
    buyerOrderNumber: 'PO 4711',
    referenceNumber: 'CO-000012',
    items: [{ orderNumber: 'PO-000123', product: 'SHEET', listingNumber: 'SH-000042' }],
    total: '£1,234.56',
    paymentOption: 'CREDIT',
    link: 'http://steelyard.test/orders/cart/c1',
  },
  'order-status-changed': {
    name: 'Eve',
    orderNumber: 'PO-000123',
    buyerOrderNumber: 'PO 4711',
    status: 'SHIPPING',
    link: 'http://steelyard.test/orders/o1',
  },
  'negotiation-changed': {
    name: 'Eve',
    change: 'COUNTERED',
    referenceNumber: 'NG-000012',
    listingNumber: 'SH-000042',
    price: 'GBP 612.50 / TON',
    link: 'http://steelyard.test/my-offers/details/l1',
  },
  'rfq-reviewed': {
    name: 'Eve',
    referenceNumber: 'RQ-000012',
    quoteRef: 'Q4 coil',
    approved: false,
    reason: 'Please name the grade',
    quoteDeadline: '2027-01-15T12:00:00.000Z',
    link: 'http://steelyard.test/rfqs/my/details/r1',
  },
  'rfq-live': {
    name: 'Eve',
    referenceNumber: 'RQ-000012',
    items: [
      {
        product: 'COIL',
        criteria: [
          { property: 'material.materialType', comparator: '=', value: 'MILD_STEEL' },
          { property: 'material.grade', comparator: '=', value: 'S235JR' },
          { property: 'materialDimensions.thickness', comparator: '=', value: '3' },
        ],
        weight: 25,
      },
    ],
    country: 'GB',
    quoteDeadline: '2027-01-15T12:00:00.000Z',
    link: 'http://steelyard.test/rfqs/quotes/r1',
  },
  'material-sold': {
    name: 'Eve',
    buyerOrganisation: 'Northern Fabrications Ltd',
    items: [{ orderNumber: 'CL-000123', product: 'SHEET', listingNumber: 'SH-000042' }],
    link: 'http://steelyard.test/orders/o1',
  },
  'rfq-quote-decided': {
    name: 'Eve',
    referenceNumber: 'RQ-000012',
    accepted: [{ orderNumber: 'CL-000123', product: 'COIL', grade: 'S235JR' }],
    notSelected: [{ product: 'SHEET', grade: 'DC01' }],
    link: 'http://steelyard.test/rfqs/quotes/r1',
  },
  'rfq-closed': {
    name: 'Eve',
    referenceNumber: 'RQ-000012',
    reason: 'WITHDRAWN',
    openItems: 2,
    link: 'http://steelyard.test/rfqs/quotes/r1',
  },
  'second-factor-changed': {
    name: 'Eve',
    change: 'REPLACED',
    link: 'http://steelyard.test/account/edit-mfa',
    supportEmail: 'support@steelyard.test',
  },
  'listing-reviewed': {
    name: 'Eve',
    kind: 'LISTING',
    product: 'SHEET',
    listingNumber: 'SH-000042',
    outcome: 'REVISION_REJECTED',
    reason: 'The pictures show another coil',
    expiresAt: '2027-01-15T12:00:00.000Z',
    link: 'http://steelyard.test/listings/my/details/l1',
  },
  'listing-expiring': {
    name: 'Eve',
    kind: 'PACKAGE',
    product: 'SHEET',
    listingNumber: 'PK-000012',
    expiresAt: '2027-01-15T12:00:00.000Z',
    link: 'http://steelyard.test/listings/my/packages/details/p1',
  },
};

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES)('%s exists in every language as text and HTML with its link', (template) => {
    const subjects = new Set<string>();
    for (const locale of LANGUAGES) {
      const mail = renderMailTemplate(template, locale, SAMPLE[template] as never);
      subjects.add(mail.subject);
      const link =
        'link' in SAMPLE[template] ? (SAMPLE[template] as { link: string }).link : 'http://steelyard.test/login';
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Eve');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('shows the temporary password in both parts', () => {
    const mail = renderMailTemplate('temporary-password', 'de', SAMPLE['temporary-password']);
    expect(mail.text).toContain('Vorläufiges Passwort: Tmp#Pass-2345-abcd');
    expect(mail.html).toContain('<code');
    expect(mail.html).toContain('Tmp#Pass-2345-abcd');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const mail = renderMailTemplate('email-validation', 'es', {
      name: '<script>alert("x")</script>',
      newEmail: 'a&b@x.example',
      link: 'http://steelyard.test/a?b="c"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('a&amp;b@x.example');
    expect(mail.html).toContain('href="http://steelyard.test/a?b=&quot;c&quot;"');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('builds links from the public URL with encoded values', () => {
    expect(
      buildLink('http://steelyard.test', '/login/reset-password', { token: 'a+b/c', email: 'x+y@z.example' }),
    ).toBe('http://steelyard.test/login/reset-password?token=a%2Bb%2Fc&email=x%2By%40z.example');
  });
});

describe('development mailbox', () => {
  it('lists messages newest first, by recipient in any case', async () => {
    await resetMail('list@demo-steel.example', 'Older');
    t.clock.advance(1_000);
    await resetMail('list@demo-steel.example', 'Newer');
    const items = await t.mailTo('LIST@demo-steel.example');
    expect(items.map((m) => m.text.split(',')[0])).toEqual(['Hello Newer', 'Hello Older']);
    expect(items[0]).toMatchObject({ state: 'delivered_locally', template: 'password-reset', locale: 'en' });
  });

  it('shows a page per message with the HTML in a sandboxed frame and the links', async () => {
    const id = await resetMail('page@demo-steel.example', '<img src=x onerror=alert(1)>');
    // the link the server prints at start carries the key; the page passes it on to its own links
    const key = encodeURIComponent(t.config.devMailboxKey);
    const list = await t.app.inject({ url: `/dev/mailbox?key=${key}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain(`href="/dev/mailbox/${id}?key=${key}"`);
    // the key in the address must not travel on as a referrer to the app (and its analytics)
    expect(list.body).toContain('<meta name="referrer" content="no-referrer">');
    const page = await t.app.inject({ url: `/dev/mailbox/${id}?key=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<iframe title="HTML part" sandbox="" srcdoc="');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('<a href="http://steelyard.test/login/reset-password?token=abc&amp;email=x">');
    expect(page.body).toContain(`<a href="/dev/mailbox?key=${key}">`);
    expect((await t.app.inject({ url: `/dev/mailbox/not-a-uuid?key=${key}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/dev/mailbox/00000000-0000-4000-8000-000000000000?key=${key}` })).statusCode,
    ).toBe(404);
  });

  it('is closed to anyone without its key: every mailbox route answers 401 in the error shape (issue 22, item 8)', async () => {
    const id = await resetMail('closed@demo-steel.example', 'Closed Carla');
    await t.runJobs();
    const urls = [
      '/api/dev/mailbox',
      '/api/dev/mailbox?to=closed@demo-steel.example',
      '/dev/mailbox',
      `/dev/mailbox/${id}`,
    ];
    const wrongKey = `${t.config.devMailboxKey.slice(0, -1)}${t.config.devMailboxKey.endsWith('A') ? 'B' : 'A'}`;
    for (const url of urls) {
      const join = url.includes('?') ? '&' : '?';
      for (const attempt of [
        { url },
        { url: `${url}${join}key=${encodeURIComponent(wrongKey)}` },
        { url: `${url}${join}key=` },
        { url, headers: { [DEV_MAILBOX_KEY_HEADER]: wrongKey } },
        { url, headers: { [DEV_MAILBOX_KEY_HEADER]: 'short' } },
      ]) {
        const res = await t.app.inject(attempt);
        const label = JSON.stringify(attempt);
        expect(res.statusCode, label).toBe(401);
        expect(res.headers['content-type'], label).toContain('application/json');
        expect(res.json(), label).toMatchObject({ statusCode: 401, kind: 'AUTHENTICATION_REQUIRED' });
        expect(res.body, label).not.toContain('Closed Carla');
        expect(res.body, label).not.toContain('reset-password');
      }
    }
  });

  it("opens with its key (header or the page link's query) and for an operator's access token, not for other users", async () => {
    await resetMail('open@demo-steel.example', 'Open Olga');
    await t.runJobs();
    const url = '/api/dev/mailbox?to=open@demo-steel.example';
    const names = (res: { statusCode: number; body: string; json: () => unknown }) => {
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as DevMailboxReply).items.map((m) => m.text.split(',')[0]);
    };
    const key = t.config.devMailboxKey;
    expect(names(await t.app.inject({ url, headers: { [DEV_MAILBOX_KEY_HEADER]: key } }))).toEqual(['Hello Open Olga']);
    expect(names(await t.app.inject({ url: `${url}&key=${encodeURIComponent(key)}` }))).toEqual(['Hello Open Olga']);
    const operator = await operatorToken(t);
    expect(names(await t.app.inject({ url, headers: bearer(operator) }))).toEqual(['Hello Open Olga']);
    expect((await t.app.inject({ url: '/dev/mailbox', headers: bearer(operator) })).statusCode).toBe(200);

    // the read-only auditor and marketplace users are refused: the mail holds reset links and temporary passwords
    const auditor = await operatorToken(t, DEMO_AUDITOR);
    const manager = (await logIn(t.app, DEMO.manager)).accessToken;
    for (const token of [auditor, manager]) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, kind: 'ACCESS_DENIED' });
    }
    const forged = await t.app.inject({ url, headers: bearer(`${operator.slice(0, -4)}AAAA`) });
    expect(forged.statusCode).toBe(401);
  });

  it('prints its link with the key at start', () => {
    expect(devMailboxLink(t.config)).toBe(
      `http://${t.config.host}:${t.config.port}/dev/mailbox?key=${encodeURIComponent(t.config.devMailboxKey)}`,
    );
  });

  it('answers 404 when switched off, even with the web app served', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelyard</title>');
    const off = await buildTestApp(t.db, { env: { DEV_MAILBOX: 'false', WEB_DIST_DIR: dist } });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/x', '/api/dev/mailbox?to=a@b.example']) {
        const res = await off.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
      }
      expect((await off.app.inject({ url: '/login' })).headers['content-type']).toContain('text/html');
    } finally {
      await off.close();
    }
  });
});
