import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../../platform/mail/send-mail';
import { parseHeaders, startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { buildTestApp, createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { findUserCredentialsByEmail } from '../users/service';
import { listingAlerts } from './schema';

/*
 * The alert digest's List-Unsubscribe header (RFC 2369) and one-click POST (RFC 8058), read from the
 * raw message a real SMTP server received and followed through the app.
 */

let t: TestApp;
let smtp: TestApp;
let server: SmtpTestServer;
beforeAll(async () => {
  t = await createTestApp();
  server = await startSmtpTestServer();
  smtp = await buildTestApp(t.db, {
    env: { SMTP_URL: server.url(), SMTP_REQUIRE_TLS: 'false', SUPPORT_EMAIL: 'support@steelyard.test' },
  });
});
afterAll(async () => {
  await smtp.close();
  await server.close();
  await t.close();
});

async function addAlert(email: string): Promise<string> {
  const user = (await findUserCredentialsByEmail(t.db, email))!;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(listingAlerts)
    .values({
      userId: user.id,
      organisationId: user.organisationId,
      type: 'SEARCH',
      enabled: true,
      filterQuery: 'product=COIL',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: listingAlerts.id });
  return row!.id;
}
const enabledOf = async (ids: string[]) =>
  (await t.db.select().from(listingAlerts).where(inArray(listingAlerts.id, ids))).map((a) => a.enabled);

async function mailDigest(to: string): Promise<Map<string, string[]>> {
  await sendMail(
    t.db,
    {
      to,
      locale: 'en',
      template: 'alert-digest',
      params: { name: 'Ben', items: [], more: 0, link: 'http://steelyard.test/my-alerts' },
    },
    t.clock.now(),
  );
  await smtp.runJobs();
  const mail = server.received.findLast((m) => m.to[0] === to);
  expect(mail).toBeDefined();
  return parseHeaders(mail!.raw);
}

describe('alert digest unsubscribe', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post, and no Reply-To', async () => {
    const headers = await mailDigest(DEMO.buyer);
    expect(headers.get('list-unsubscribe')).toEqual([
      expect.stringMatching(
        /^<http:\/\/steelyard\.test\/api\/public\/alerts\/unsubscribe\?email=buyer%40demo-steel\.example&token=[\w-]{43}>$/,
      ),
    ]);
    expect(headers.get('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(headers.get('reply-to')).toBeUndefined();
  });

  it("the one-click POST switches every alert of the address's user off, nobody else's; GET changes nothing", async () => {
    const mine = [await addAlert(DEMO.buyer), await addAlert(DEMO.buyer)];
    const colleagues = [await addAlert(DEMO.seller)];
    const link = (await mailDigest(DEMO.buyer)).get('list-unsubscribe')![0]!.slice(1, -1);
    const url = link.slice('http://steelyard.test'.length);

    // a link scanner or a person's browser: no change, on to My Alerts
    const opened = await smtp.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('http://steelyard.test/my-alerts');
    expect(await enabledOf(mine)).toEqual([true, true]);
    // also an old link whose token no longer checks out (JWT_SECRET changed): it only shows the way
    const stale = await smtp.app.inject({ method: 'GET', url: url.replace(/token=./, 'token=x') });
    expect(stale.headers.location).toBe('http://steelyard.test/my-alerts');

    // the token is bound to the address: another address or a changed token is refused
    const otherAddress = url.replace(encodeURIComponent(DEMO.buyer), encodeURIComponent(DEMO.seller));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const forged of [otherAddress, url.replace(/token=./, 'token=x'), url.replace(/&token=.*$/, '')]) {
      const refused = await smtp.app.inject({ method: 'POST', url: forged, headers: form, payload: 'x' });
      expect(refused.statusCode, forged).toBe(400);
    }
    expect(await enabledOf([...mine, ...colleagues])).toEqual([true, true, true]);

    const oneClick = { method: 'POST' as const, url, headers: form, payload: 'List-Unsubscribe=One-Click' };
    expect((await smtp.app.inject(oneClick)).statusCode).toBe(204);
    expect(await enabledOf(mine)).toEqual([false, false]);
    expect(await enabledOf(colleagues)).toEqual([true]);
    // a second click (or the client's retry) is as good as the first
    expect((await smtp.app.inject(oneClick)).statusCode).toBe(204);
    // multipart/form-data is the other form RFC 8058 allows
    const multipart = await smtp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(204);
    const user = (await findUserCredentialsByEmail(t.db, DEMO.buyer))!;
    const left = await t.db.select().from(listingAlerts).where(eq(listingAlerts.userId, user.id));
    expect(left.filter((a) => a.enabled)).toEqual([]);
  });
});
