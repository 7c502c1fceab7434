import { expect } from '@playwright/test';
import { collectErrors } from '../support/page-errors';
import { test } from '../support/test';
import { DEMO_PASSWORD, demoUsers } from '../support/demo-users';

/*
 * Signed-out pages are HTML before they are an app (issue 25, decision 2): the server sends /login and
 * the legal pages pre-rendered, the app hydrates them when its script has run.
 */

test.describe('pre-rendered signed-out pages', () => {
  test('with JavaScript off, /login is a form to type into and the legal pages are there to read', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle('Log in · Steelyard');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(demoUsers.buyer);
    await expect(form.getByLabel('Email')).toHaveValue(demoUsers.buyer);
    await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await context.close();
  });

  test('what is typed before the script has run is kept by the app, which then signs in with it', async ({ page }) => {
    const errors = collectErrors(page);
    // the entry script is held back, as on a slow phone; the page is already there to type into
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(demoUsers.buyer);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // the pre-rendered form, marked to tell whether the app hydrates it or draws its own
    await page.evaluate(() => Object.assign(document.querySelector('form')!, { prerenderedNode: true }));

    release();
    // the app has taken the page over (app/app.tsx: finishPrerenderedPage)
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(await page.evaluate(() => 'prerenderedNode' in document.querySelector('form')!)).toBe(true);
    await expect(page.getByLabel('Email')).toHaveValue(demoUsers.buyer);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(errors).toEqual([]);
  });

  test('a visitor who chose German gets the German page from the server, and the app hydrates it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'steelyard.language', value: 'de' }] }],
      },
    });
    await context.addCookies([{ name: 'steelyard.language', value: 'de', url: baseURL! }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor whose choice the server does not know yet gets the page in it after the script, and the cookie', async ({
    browser,
    baseURL,
  }) => {
    // chosen before the cookie existed: only localStorage knows
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'steelyard.language', value: 'es' }] }],
      },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'steelyard.language')?.value).toBe('es');
    expect(errors).toEqual([]);
    await context.close();
  });
});
