import { expect } from '@playwright/test';
import { test } from '../support/test';
import { enableTwoFactorByApi, totpCode } from '../support/api';
import { requireTwoFactorByApi } from '../support/operator';
import { DEMO_PASSWORD, demoUsers } from '../support/demo-users';
import { findAppLink, waitForMail } from '../support/mailbox';
import { submitLogin } from '../support/sign-in';

const NEW_PASSWORD = 'Rhein-Stahl-Neu-2026!';

/** The TOTP time step of now, and the code of `secret` at `step`. */
const currentStep = () => Math.floor(Date.now() / 30_000);
const codeOfStep = (secret: string, step: number) => totpCode(secret, step - currentStep());

test.describe('password recovery and two-factor', () => {
  test('forgot password → link from the outbox → reset → sign in with the new password', async ({ page, request }) => {
    const email = demoUsers.rheinManager;
    const since = new Date(Date.now() - 1000);
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(email)).toBeVisible();

    // Rhein users read German: the e-mail comes in their language
    const mail = await waitForMail(request, email, 'password-reset', since);
    expect(mail.locale).toBe('de');
    await page.goto(findAppLink(mail, '/login/reset-password'));
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Retype password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);

    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page.getByText('Your email or password is incorrect.')).toBeVisible();
    await submitLogin(page, email, NEW_PASSWORD);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // the link is single use
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(findAppLink(mail, '/login/reset-password'));
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('a user with two-factor signs in with a code from their authenticator, then moves to a new app', async ({
    page,
    request,
  }) => {
    // up to one time step of waiting for the replacement's codes (below)
    test.setTimeout(90_000);
    const email = demoUsers.rheinSeller;
    const secret = await enableTwoFactorByApi(request, email);
    const setUpStep = currentStep();
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/login\/challenge-respond/);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    // the set-up code is spent: use the next time step, which the server's drift window accepts
    await page.getByLabel('Code').fill(await codeOfStep(secret, setUpStep + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // a new phone: the new app's key, confirmed with a code of the app in use and one of the new app
    // (decision 134); both are of the step after the sign-in's, which the server takes once it is at most one ahead
    const since = new Date(Date.now() - 1000);
    await page.goto('/account/edit-mfa');
    await page.getByRole('button', { name: 'Set up a new app' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const newSecret = (await page.locator('pre').first().innerText()).replace(/\s+/g, '');
    const replaceStep = setUpStep + 2;
    while (currentStep() < replaceStep - 1) await page.waitForTimeout(1000);
    await page.getByLabel('Code from the app you use now').fill(await codeOfStep(secret, replaceStep));
    await page.getByLabel('Code from the new app').fill(await codeOfStep(newSecret, replaceStep));
    await page.getByRole('button', { name: 'Replace authenticator app' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const mail = await waitForMail(request, email, 'second-factor-changed', since);
    expect(mail.locale).toBe('de');
    expect(mail.subject).toBe('Ihr zweiter Faktor wurde geändert');
  });

  test('five wrong passwords lock the account for an hour', async ({ page }) => {
    // The lock is per e-mail and does not reveal whether an account exists, so an address without an
    // account shows it too, and no demo user is locked for the journeys that follow.
    const email = 'locked-out@demo-steel.example';
    await page.goto('/login');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await submitLogin(page, email, `Wrong-Password-${attempt}-2026!`);
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await submitLogin(page, email);
    await expect(page.getByRole('alert')).toContainText(/one hour/i);
  });

  // Last in the file: from here on every Rhein Stahl user must use two-factor.
  test('a user whose organisation requires two-factor sets it up at sign-in, then signs in with a code', async ({
    page,
    request,
  }) => {
    await requireTwoFactorByApi(request, 'Rhein Stahlhandel GmbH');
    const email = demoUsers.rheinBuyer;
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/login\/challenge-respond/);
    // "scanning": the test reads the key shown for manual entry, as an authenticator app reads the QR code
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.locator('pre').first().innerText()).replace(/\s+/g, '');
    await page.getByLabel('Code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/login\/challenge-respond/);
    await page.getByLabel('Code').fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
