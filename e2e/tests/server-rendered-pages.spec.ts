import { expect, type Page } from '@playwright/test';
import { openBuyingCustomerByApi } from '../support/customers';
import { collectErrors } from '../support/page-errors';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signIn, submitLogin } from '../support/sign-in';

/*
 * Signed-in pages are HTML before they are an app (issue 25, decision 3): a browser carrying the session
 * cookie gets its page rendered by the server with its data, the app hydrates it; the cookie ends with
 * the logout, and a kept copy of it renders nothing.
 */

/**
 * Holds back the app's scripts, as a slow phone's line would (the small boot script runs: it is what holds
 * an early tap for the app); answers the release.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!prerender-boot-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// a phone, as the server tells one (decision 202: Sec-CH-UA-Mobile, which Chromium sends as ?1 when it is
// a phone, else "Mobi" in the User-Agent)
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

test.describe('signed-in pages rendered by the server, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });

  test('a buyer’s orders are on a phone’s screen before the script runs, and the app takes that page over', async ({
    page,
  }) => {
    await signIn(page, demoUsers.buyer);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'steelyard.session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

    const errors = collectErrors(page);
    const release = await holdScripts(page);
    const response = await page.goto('/orders', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('no-store');
    // the page and its data, with no script run
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const firstOrder = page.getByRole('link', { name: /^PO-\d+/ }).first();
    await expect(firstOrder).toBeVisible();
    await expect(page).toHaveTitle('My Orders · Steelyard');
    await page.evaluate(() => Object.assign(document.querySelector('h1')!, { serverNode: true }));
    // a quick tap on the menu before the app has run is not lost: the app opens the menu once it runs
    const menu = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();

    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // the cache's script is taken by the app before it hydrates (app/hydration.ts)
    await expect(page.locator('#steelyard-state')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // hydrated: the server's heading is still the one on the page, not one the app drew in its place
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'serverNode' in document.querySelector('h1')!)).toBe(true);
    // and it is the app now: a click opens the order without loading a page
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await firstOrder.click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('signed-in pages rendered by the server', () => {
  test('a buyer who chose German gets the search results rendered in German, and the app hydrates them', async ({
    page,
    request,
  }) => {
    // a customer of its own: the demo users' languages and two-factor settings are other journeys' to change
    const run = Date.now().toString(36).slice(-5);
    const customer = await openBuyingCustomerByApi(request, {
      name: `Ruhr Blech ${run} GmbH`,
      domain: `ruhr-blech-${run}.example`,
      managerName: 'Rita Ruhr',
      creditLimit: 50_000_00,
      password: 'Quartz-Anvil-Meadow-71',
    });
    await page.goto('/login');
    await submitLogin(page, customer.email, customer.password);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto('/search/results', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Suchergebnisse' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await page.evaluate(() => Object.assign(document.querySelector('h1')!, { serverNode: true }));
    release();
    await expect(page.locator('#steelyard-state')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'serverNode' in document.querySelector('h1')!)).toBe(true);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the logout ends the cookie: a copy kept of it renders nothing, and the page goes to the login', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, demoUsers.buyer);
    const kept = (await page.context().cookies()).find((c) => c.name === 'steelyard.session')!;
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('steelyard.session');

    // someone who copied the cookie before the logout (a shared computer, a hostile extension)
    const other = await browser.newContext();
    await other.addCookies([
      { name: kept.name, value: kept.value, url: baseURL!, httpOnly: true, secure: true, sameSite: 'Strict' },
    ]);
    const stolen = await other.newPage();
    const response = await stolen.goto('/orders');
    const html = await response!.text();
    expect(html).not.toContain('data-rendered');
    expect(html).not.toMatch(/PO-\d+/);
    await expect(stolen).toHaveURL(/\/login\?redirect=%2Forders$/);
    await other.close();
  });
});
