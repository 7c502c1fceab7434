import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signInByApi } from '../support/api';
import { signIn, submitLogin } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const screenshotPath = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

test.describe('the shell by role', () => {
  test('a buyer sees the buying areas and not the seller offers', async ({ page }) => {
    await signIn(page, demoUsers.buyer);
    for (const item of ['Dashboard', 'Search Listings', 'My Orders', 'Create RFQ', 'My RFQs', 'My Offers', 'Account']) {
      await expect(nav(page).getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Manage Offers', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /cart/i })).toBeVisible();
  });

  test('a seller sees the selling areas and no cart', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    // sellers follow the orders of their listings (issue 8)
    for (const item of ['Create Listing', 'My Listings', 'Manage Offers', 'My Orders']) {
      await expect(nav(page).getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  });

  test('the dashboard shows a manager the organisation and its credit line', async ({ page }) => {
    await signIn(page, demoUsers.manager);
    await expect(page.getByText('Demo Steel Trading Ltd').first()).toBeVisible();
    // the limit; the balance (and so the available credit) moves with the journeys' credit purchases
    await expect(page.getByText('£250,000.00')).toBeVisible();
    await expect(page.getByText('Available credit')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: screenshotPath('dashboard-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: screenshotPath('dashboard-800.png'), fullPage: true });
  });

  test('a buyer does not see the credit line', async ({ page }) => {
    await signIn(page, demoUsers.buyer);
    await expect(page.getByText('Demo Steel Trading Ltd').first()).toBeVisible();
    await expect(page.getByText('£250,000.00')).toHaveCount(0);
  });

  test("the language switcher turns the shell German, and keeps it as the user's language", async ({ page }) => {
    await signIn(page, demoUsers.buyer);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/universal/users/self/language') && r.request().method() === 'PUT',
    );
    await page.getByLabel('Language').selectOption('de');
    await expect(
      nav(page)
        .getByRole('link', { name: 'Abmelden' })
        .or(page.getByRole('button', { name: 'Abmelden' })),
    ).toBeVisible();
    expect(((await (await saved).json()) as { locale: string }).locale).toBe('de');
    // back to English for the journeys after this one (the demo buyer's e-mails)
    const restored = page.waitForResponse((r) => r.url().endsWith('/api/universal/users/self/language'));
    await page.getByLabel('Sprache').selectOption('en');
    expect(((await (await restored).json()) as { locale: string }).locale).toBe('en');
  });

  test('a user whose language is German gets the shell in German where none was chosen on the device', async ({
    browser,
    request,
  }) => {
    // the demo buyer (no two-factor in any journey) keeps German for this test, then English again
    const { accessToken } = await signInByApi(request, demoUsers.buyer);
    const keepLanguage = (locale: string) =>
      request.put('/api/universal/users/self/language', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { locale },
      });
    expect((await keepLanguage('de')).status()).toBe(200);
    try {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await page.goto('/login');
      await submitLogin(page, demoUsers.buyer);
      await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await context.close();
    } finally {
      await keepLanguage('en');
    }
  });

  test('German pages fit a phone: long words and labels wrap instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, demoUsers.manager);
    // this device only: the manager's saved language stays English for the other journeys
    await page.evaluate(() => localStorage.setItem('steelyard.language', 'de'));
    const pages = [
      ['/search', 'Stahl suchen'],
      ['/account/payment-terms', 'Zahlungsbedingungen'],
      ['/account/edit-mfa', 'Zwei-Faktor-Authentifizierung'],
      ['/terms-and-conditions', 'Allgemeine Geschäftsbedingungen'],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: screenshotPath('payment-terms-de-360.png') });
  });
});
