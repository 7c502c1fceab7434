import { expect } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signIn, submitLogin } from '../support/sign-in';

test.describe('signing in and out', () => {
  test('a deep link while signed out leads through login back to the deep link', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, demoUsers.buyer);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a wrong password shows the spec message and keeps the user on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demoUsers.buyer, 'Not-The-Password-2026!');
    await expect(page.getByText('Your email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('submit stays disabled until the form is valid', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please enter your email')).toBeVisible();
  });

  test('a signed-in user who opens /login goes on to the dashboard', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('unknown paths take a signed-in user to the seller listings area', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/listings\/my$/);
  });

  test('signing out returns to login and protects the app again', async ({ page }) => {
    await signIn(page, demoUsers.manager);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    const session = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(session).not.toContain('refreshToken');
  });

  test('an ended access token is renewed with the rotated refresh token, time after time', async ({ page }) => {
    await signIn(page, demoUsers.buyer);
    const storedRefreshToken = () =>
      page.evaluate(
        () => (JSON.parse(window.localStorage.getItem('steelyard.session')!) as { refreshToken: string }).refreshToken,
      );
    const seen = [await storedRefreshToken()];
    for (let round = 0; round < 2; round++) {
      // the access token's time is up: the next call refreshes first, with the refresh token stored last
      await page.evaluate(() => {
        const session = JSON.parse(window.localStorage.getItem('steelyard.session')!) as Record<string, unknown>;
        const ended = { ...session, accessTokenValidTo: new Date(Date.now() - 1000).toISOString() };
        window.localStorage.setItem('steelyard.session', JSON.stringify(ended));
      });
      const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token'));
      await page.goto('/orders');
      expect((await refreshed).status()).toBe(200);
      // the server rotated the refresh token (decision 130) and the app keeps the new one
      await expect.poll(storedRefreshToken).not.toBe(seen.at(-1));
      seen.push(await storedRefreshToken());
      await expect(page).toHaveURL(/\/orders$/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    }
    expect(new Set(seen).size).toBe(3);
  });

  test('signed-out visitors reach the four static pages', async ({ page }) => {
    for (const path of ['/contact-details', '/privacy-policy', '/terms-and-conditions', '/acceptable-use']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/terms-and-conditions#seller');
    await expect(page.locator('#seller')).toBeInViewport();
  });
});
