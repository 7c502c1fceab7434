import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { submitLogin } from '../support/sign-in';

/*
 * Error reporting from the browser (issue 26; run by playwright.integrations.config.ts): the server's SENTRY_DSN
 * points at a stand-in for Sentry's ingestion on loopback, the public config hands it to the page, which
 * loads @sentry/react's chunk; an error nobody caught reaches the stand-in with the release and environment,
 * and without the page's query string, the signed-in user's e-mail or token.
 */

const RECEIVER = process.env.E2E_SENTRY_RECEIVER;

interface Envelope {
  text: string;
  items: { header: { type: string }; payload: Record<string, unknown> }[];
}

async function findEvent(request: APIRequestContext, marker: string) {
  const envelopes: Envelope[] = await (await request.get(`${RECEIVER}/received`)).json();
  const envelope = envelopes.find((e) => e.text.includes(marker));
  const event = envelope?.items.find((item) => item.header.type === 'event')?.payload;
  return envelope && event ? { text: envelope.text, event } : null;
}

test('an error nobody caught in a signed-in page reaches Sentry without personal data', async ({ page, request }) => {
  expect(RECEIVER, 'playwright.integrations.config.ts names the receiver').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const sdkLoaded = page.waitForResponse((response) => /\/assets\/sentry-sink-[\w-]+\.js$/.test(response.url()));
  await page.goto('/login?email=anna.meier%40rhein-stahl.example');
  await sdkLoaded;
  await submitLogin(page, demoUsers.buyer);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.history.pushState({}, '', '/orders?q=anna.meier%40rhein-stahl.example'));
  const accessToken = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('steelyard.session') ?? '{}').accessToken as string,
  );
  expect(accessToken).toBeTruthy();

  // thrown from a timer, as from an event handler: nobody catches it; the SDK's chunk may still be starting
  let attempt = 0;
  let found: Awaited<ReturnType<typeof findEvent>> = null;
  await expect
    .poll(
      async () => {
        attempt += 1;
        await page.evaluate((n) => {
          setTimeout(() => {
            throw new Error(`e2e uncaught error ${n}`);
          });
        }, attempt);
        found = await findEvent(request, 'e2e uncaught error');
        return found !== null;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);

  const { text, event } = found!;
  expect(event).toMatchObject({
    release: 'steelyard@e2e',
    environment: 'e2e',
    platform: 'javascript',
    level: 'error',
    request: { url: `${new URL(page.url()).origin}/orders` },
  });
  expect(JSON.stringify(event.exception)).toMatch(/e2e uncaught error \d+/);
  for (const secret of [accessToken, demoUsers.buyer, 'anna.meier', 'rhein-stahl', 'Steelyard-Demo']) {
    expect(text).not.toContain(secret);
  }
});
