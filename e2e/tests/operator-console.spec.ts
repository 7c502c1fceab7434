import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { totpCodes } from '../support/api';
import { waitForMail } from '../support/mailbox';
import { signInOperator } from '../support/operator';
import { submitLogin } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);
// a retry of the serial journeys starts over on the same database: each attempt opens its own customer
const RUN = Date.now().toString(36).slice(-5);
const ORGANISATION = `Nordsee Metall ${RUN} GmbH`;
const DOMAIN = `nordsee-${RUN}.example`;
const MANAGER = `ines.kramer@${DOMAIN}`;
const MANAGER_PASSWORD = 'Nordsee-Metall-2026!';
const WAREHOUSE = `Nordsee Lager Bremen ${RUN}`;

async function openOrganisation(page: Page) {
  await page.goto('/operator/organisations');
  await page.getByLabel('Search by name').fill(ORGANISATION);
  await page.getByRole('link', { name: ORGANISATION }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();
}

/** Codes of the manager's authenticator key, set up in the second journey. */
let managerCode: () => Promise<string> = () => Promise.reject(new Error('two-factor not set up yet'));

async function signInManager(page: Page) {
  await page.goto('/login');
  await submitLogin(page, MANAGER, MANAGER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your two-factor code' })).toBeVisible();
  await page.getByLabel('Code').fill(await managerCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}

test.describe.serial('the operator opens a customer', () => {
  test('an operator creates a vetted organisation and its first manager', async ({ page }) => {
    await signInOperator(page);
    await page.getByRole('link', { name: 'New organisation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New organisation' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(ORGANISATION);
    await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByRole('textbox', { name: 'Email domain', exact: true }).fill(DOMAIN);
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await page.getByRole('textbox', { name: 'Credit limit', exact: true }).fill('50000');
    await page.getByRole('textbox', { name: 'Company number', exact: true }).fill('HRB 123456');
    await page.getByRole('textbox', { name: 'VAT number', exact: true }).fill('DE123456789');
    await page.getByRole('textbox', { name: 'Vetted by', exact: true }).fill('Olivia Operator');
    await page.screenshot({ path: shot('operator-new-organisation.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create organisation' }).click();

    await expect(page.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible();
    await expect(page.getByText('€50,000.00').first()).toBeVisible();

    // two-factor for every user of the new customer
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('switch', { name: 'Two-factor authentication required' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The organisation has been saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Add manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add manager' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ines Kramer');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ines.kramer@elsewhere.example');
    await dialog.getByRole('checkbox', { name: 'Buyer' }).check();
    await dialog.getByRole('button', { name: 'Create manager' }).click();
    await expect(dialog.getByRole('alert')).toContainText("must be of the organisation's domain");
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(MANAGER);
    await dialog.getByRole('button', { name: 'Create manager' }).click();
    await expect(page.getByRole('cell', { name: MANAGER })).toBeVisible();
    await page.screenshot({ path: shot('operator-organisation.png'), fullPage: true });
  });

  test('the manager signs in with the temporary password, chooses a password and sets up two-factor', async ({
    page,
    request,
  }) => {
    const mail = await waitForMail(request, MANAGER, 'temporary-password');
    const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();

    await page.goto('/login');
    await submitLogin(page, MANAGER, temporary);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await page.getByLabel('New password').fill(MANAGER_PASSWORD);
    await page.getByLabel('Retype password').fill(MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();

    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    managerCode = totpCodes((await page.locator('pre').first().innerText()).replace(/\s+/g, ''));
    await page.getByLabel('Code').fill(await managerCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
    const credit = page.getByRole('region', { name: 'Credit line' });
    await expect(credit).toContainText('€50,000.00');
  });

  test('the operator raises the credit limit and the manager sees the new available credit', async ({
    browser,
    page,
  }) => {
    await signInOperator(page);
    await openOrganisation(page);
    await page.getByRole('button', { name: 'Change credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change credit' });
    await dialog.getByRole('textbox', { name: 'Credit limit (EUR)' }).fill('75000');
    await dialog.getByRole('textbox', { name: 'ERP balance (EUR)' }).fill('12500.50');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason', exact: true }).fill('Annual review: strong payment record');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The credit details have been saved.')).toBeVisible();
    const history = page.getByRole('table', { name: 'Credit history' });
    await expect(history).toContainText('€50,000.00 → €75,000.00');
    await expect(history).toContainText('Annual review: strong payment record');
    await page.screenshot({ path: shot('operator-credit.png'), fullPage: true });

    const manager = await browser.newPage();
    await signInManager(manager);
    const credit = manager.getByRole('region', { name: 'Credit line' });
    await expect(credit).toContainText('€62,499.50');
    await expect(credit).toContainText('€75,000.00');
    await manager.close();
  });

  test('the manager adds a warehouse address and the operator approves it from the queue', async ({
    browser,
    page,
  }) => {
    const manager = await browser.newPage();
    await signInManager(manager);
    await manager.goto('/account#organisation');
    await manager.getByRole('link', { name: 'Add address' }).click();
    await manager.getByLabel('Company name').fill(WAREHOUSE);
    await manager.getByLabel('Address line 1').fill('Hafenstraße 12');
    await manager.getByLabel('City').fill('Bremen');
    await manager.getByLabel('Postcode').fill('28217');
    await manager.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByText(/validated/).first()).toBeVisible();
    await manager.goto('/account#organisation');
    const card = manager.getByRole('listitem', { name: WAREHOUSE });
    await expect(card.getByText('Pending validation')).toBeVisible();

    await signInOperator(page);
    await page.getByRole('link', { name: 'Address queue' }).click();
    await page.getByRole('button', { name: `Approve ${WAREHOUSE}` }).click();
    await expect(
      page.getByText(`“${WAREHOUSE}” of ${ORGANISATION} has been approved and can now be used.`),
    ).toBeVisible();
    await page.screenshot({ path: shot('operator-address-queue.png'), fullPage: true });

    await manager.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending validation')).toHaveCount(0);
    await manager.close();

    // the approval is in the audit log of the organisation
    await openOrganisation(page);
    await page.getByRole('link', { name: 'Audit log' }).last().click();
    await expect(page.getByText(WAREHOUSE).first()).toBeVisible();
  });
});
