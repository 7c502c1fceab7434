import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Fills and submits the login form as a person would (the page must show /login). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: 'Log in' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Opens /login and signs in; resolves once the dashboard (or the stored path) shows. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  // the dashboard's chunks load after the sign-in answer; a busy CI machine can take a while
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}
