import { expect } from '@playwright/test';
import { test } from '../support/test';
import { totpCode } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { signInOperator } from '../support/operator';
import { submitLogin } from '../support/sign-in';

// The read-only operator: the recovery journeys set up the full operator's two-factor through the API.
const AUDITOR = 'auditor@steelyard.example';

test('an operator signs in with two-factor and sees the vetted organisations, read-only', async ({ page }) => {
  await page.goto('/operator/login');
  await submitLogin(page, AUDITOR);
  await expect(page).toHaveURL(/\/operator\/login\/challenge-respond/);
  const secret = (await page.locator('pre').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/operator\/organisations/);

  await page.getByRole('link', { name: 'Rhein Stahlhandel GmbH' }).click();
  await expect(page.getByRole('heading', { name: 'Rhein Stahlhandel GmbH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);

  // an operator session does not open the marketplace
  await page.goto('/');
  await expect(page).toHaveURL(/\/operator/);
});

test('a marketplace user cannot sign in to the operator console', async ({ page }) => {
  await page.goto('/operator/login');
  await submitLogin(page, demoUsers.seller);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/login/);
});

test('on a 390 px phone the console shows its page, with the navigation behind the burger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOperator(page);
  // the page, not a navigation covering it
  await expect(page.getByRole('heading', { name: 'Organisations', level: 1 })).toBeInViewport();
  const navigation = page.getByRole('navigation', { name: 'Operator navigation' });
  await expect(navigation.getByRole('link', { name: 'Audit log' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await navigation.getByRole('link', { name: 'Audit log' }).click();
  // choosing a page folds the navigation again
  await expect(page).toHaveURL(/\/operator\/audit-log/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeInViewport();
  await expect(navigation.getByRole('link', { name: 'Audit log' })).not.toBeInViewport();
});
