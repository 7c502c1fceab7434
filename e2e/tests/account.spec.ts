import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInByApi } from '../support/api';
import { DEMO_PASSWORD, demoUsers } from '../support/demo-users';
import { findAppLink, waitForMail } from '../support/mailbox';
import { signIn, submitLogin } from '../support/sign-in';

const GINA = { name: 'Gina Grader', email: 'gina@demo-steel.example', newEmail: 'gina.grader@demo-steel.example' };
// the password policy refuses one containing the e-mail's local part
const GINA_PASSWORD = 'Sheffield-Steel-Yard-2026!';

async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test.describe.serial('account, organisation and users', () => {
  test('a manager adds a user (wrong domain refused), deactivates and reactivates them', async ({ page }) => {
    await signIn(page, demoUsers.manager);
    await page.goto('/account#user-management');
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page).toHaveURL(/\/account\/edit-user$/);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(GINA.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('gina@example.com');
    await page.getByRole('checkbox', { name: 'Buyer' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The email address must be from the same domain as your organisation.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(GINA.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${GINA.name} has been added`)).toBeVisible();

    await page.goto('/account#user-management');
    await page.getByRole('link', { name: GINA.name }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(GINA.email);
    await page.getByRole('switch', { name: 'Active' }).click();
    await confirmDialog(page, 'Deactivate user?');
    await expect(page.getByText(`${GINA.name} has been deactivated.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await page.getByRole('switch', { name: 'Active' }).click();
    await confirmDialog(page, 'Activate user?');
    await expect(page.getByText(`${GINA.name} has been activated.`)).toBeVisible();
  });

  test('a manager adds a warehouse address that waits for validation, and edits contact and terms', async ({
    page,
  }) => {
    await signIn(page, demoUsers.manager);
    await page.goto('/account#organisation');
    await page.getByRole('link', { name: 'Add address' }).click();
    await page.getByLabel('Company name').fill('Demo Steel Leeds Yard');
    await page.getByLabel('Address line 1').fill('12 Canal Wharf');
    await page.getByLabel('City').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS11 5PS');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/validated/).first()).toBeVisible();
    await page.goto('/account#organisation');
    const card = page.getByRole('listitem', { name: 'Demo Steel Leeds Yard' });
    await expect(card.getByText('Pending validation')).toBeVisible();

    await page.getByRole('link', { name: 'Edit purchase contact' }).click();
    await page.getByLabel('Purchase contact name').fill('Priya Purchasing');
    await page.getByLabel('Purchase contact email').fill('priya@demo-steel.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The purchase contact has been saved.')).toBeVisible();

    await page.goto('/account#organisation');
    await page.getByRole('link', { name: 'Edit payment terms' }).click();
    await page.getByRole('radio', { name: /60/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The payment terms have been saved.')).toBeVisible();
    await page.goto('/account#organisation');
    await expect(page.getByText('Priya Purchasing')).toBeVisible();
  });

  test('a buyer sees no user management and the server refuses the manager calls', async ({ page, request }) => {
    await signIn(page, demoUsers.buyer);
    await page.goto('/account');
    await expect(page.getByRole('tab', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User management' })).toHaveCount(0);
    const { accessToken } = await signInByApi(request, demoUsers.buyer, DEMO_PASSWORD);
    const reply = await request.get('/api/manager/users/', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(reply.status()).toBe(403);
  });

  test('the new user sets a password from the e-mail and confirms a new e-mail address', async ({ page, request }) => {
    const activation = await waitForMail(request, GINA.email, 'activation');
    await page.goto(findAppLink(activation, '/login/set-new-password'));
    await page.getByLabel('New password').fill(GINA_PASSWORD);
    await page.getByLabel('Retype password').fill(GINA_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await submitLogin(page, GINA.email, GINA_PASSWORD);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    const since = new Date(Date.now() - 1000);
    await page.goto('/account/edit-email');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(GINA.newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Check your new mailbox')).toBeVisible();
    const validation = await waitForMail(request, GINA.newEmail, 'email-validation', since);
    await page.goto(findAppLink(validation, '/account/email-validation/'));
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByText(`Your email address has been changed to ${GINA.newEmail}`)).toBeVisible();
  });
});
