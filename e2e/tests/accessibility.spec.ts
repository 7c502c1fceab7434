import { expect, test } from '@playwright/test';
import { findSeriousViolations } from '../support/axe';
import { demoUsers } from '../support/demo-users';
import { signIn } from '../support/sign-in';

// axe is injected as an inline script, which the app's CSP rightly forbids.
test.use({ bypassCSP: true });

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await signIn(page, demoUsers.manager);
  expect(await findSeriousViolations(page)).toEqual([]);
});
