import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { certificatePdf } from '../support/listing-files';
import { publishCoilByApi } from '../support/listings';
import { signIn } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

// a retry of the serial journeys starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const ALERT_COMMENT = `Discovery ${RUN}`;
// the buyer is of Rhein Stahlhandel, the sellers of Demo Steel Trading: a buyer never finds their own stock
const BUYER = demoUsers.rheinBuyer;
const SELLER = demoUsers.seller;
const CERTIFICATE_NAME = `Mill certificate 3.1 ${RUN}.pdf`;

/** Chooses an option of a Mantine select (options live in a portal listbox). */
async function choose(page: Page, field: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: field, exact: typeof field === 'string' }).click();
  // one list open: the one of an earlier choice may still be fading out
  await expect(page.getByRole('listbox')).toHaveCount(1);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function openFromNavigation(page: Page, item: string, heading: string) {
  await page.getByRole('navigation').getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe.serial('a buyer finds steel, saves the search as an alert and is told of new listings', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the buyer searches hot rolled coil 3 × 1500 mm, sorts by price, opens a listing and its certificate, and saves the search', async ({
    page,
    request,
  }) => {
    // the seed's coils of this size may be sold or in carts by now: this attempt lists its own, priced low
    const cheapest = await publishCoilByApi(request, SELLER, {
      thickness: 3,
      width: 1500,
      weight: 20.5,
      // a retry's coil is cheaper still than the one of the attempt before
      price: 100_00 - test.info().retry * 5_00,
      currencyCode: 'GBP',
      sku: `E2E-SEARCH-${RUN}`,
      certificate: certificatePdf(CERTIFICATE_NAME, ['EN 10204 3.1', `Heat ${RUN}`, 'S275JR 3 x 1500 mm']),
    });

    await signIn(page, BUYER);
    await openFromNavigation(page, 'Search Listings', 'Search steel');
    await choose(page, 'Product', 'Coil');
    await choose(page, 'Material type', 'Mild steel');
    await choose(page, 'Definition', 'Hot rolled');
    await page.getByLabel('Thickness from').fill('3');
    await page.getByLabel('Thickness to').fill('3');
    await page.getByLabel('Width from').fill('1500');
    await page.getByLabel('Width to').fill('1500');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/search\/results\?filter=/);
    await expect(page.getByText(/^Number of results: [1-9]\d*$/)).toBeVisible({ timeout: 15_000 });
    const results = page.getByRole('region', { name: 'Matching listings' }).getByRole('article');
    await expect(results.first()).toContainText('Mild steel · Hot rolled');
    await expect(results.first()).toContainText('3 × 1,500 mm');

    await choose(page, 'Sort by', 'Price, lowest first');
    await expect(page).toHaveURL(/sort=PRICE_ASCENDING/);
    await expect(page.getByText(/^Number of results: [1-9]\d*$/)).toBeVisible();
    // nothing is cheaper than this attempt's coil: it comes first
    const first = results.first();
    await expect(first).toHaveAttribute('aria-label', new RegExp(`${cheapest.listingNumber}$`));
    const number = cheapest.listingNumber;

    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/search/details/${cheapest.id}`));
    await expect(page.getByText(number).first()).toBeVisible();
    // the certificate opens in a new tab through a short-lived address: the PDF is served
    const served = page.context().waitForEvent('response', (r) => r.url().includes('/api/files/'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Open ${CERTIFICATE_NAME}` }).click();
    const file = await served;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await (await popup).close();

    // Back shows the same sorted results
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/search\/results\?.*sort=PRICE_ASCENDING/);
    await expect(results.first()).toHaveAttribute('aria-label', new RegExp(`${number}$`));

    await page.getByRole('button', { name: 'Save as alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search as an alert' });
    await dialog.getByLabel('Comment (optional)').fill(ALERT_COMMENT);
    await page.screenshot({ path: shot('discovery-save-alert.png') });
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByText(/^Alert saved\. Listings matching now: [1-9]\d*$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('discovery-results.png'), fullPage: true });
  });

  test('a seller of another organisation lists a matching coil and the alert shows it as new', async ({
    page,
    request,
  }) => {
    const listing = await publishCoilByApi(request, SELLER, {
      thickness: 3,
      width: 1500,
      weight: 21.5,
      price: 69_000,
      currencyCode: 'GBP',
      sku: `E2E-ALERT-${RUN}`,
    });

    await signIn(page, BUYER);
    // the job runner records the match: the navigation then counts new alert results
    const myAlerts = page.getByRole('navigation').getByRole('link', { name: 'My Alerts', exact: true });
    await expect(async () => {
      await page.reload();
      await expect(myAlerts).toContainText(/\d+/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await myAlerts.click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Alerts' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: ALERT_COMMENT });
    await expect(card).toContainText(/New results: [1-9]\d*/);
    await card.getByRole('link', { name: 'View results' }).click();
    const result = page.getByRole('article', { name: new RegExp(`${listing.listingNumber}$`) });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByText('New', { exact: true })).toBeVisible();
    await page.screenshot({ path: shot('discovery-alert-results.png'), fullPage: true });

    await result.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/listing-details/${listing.id}`));
    await expect(page.getByText(listing.listingNumber).first()).toBeVisible();
  });

  test('an urgent request nothing matches lands on My Alerts with the no-match message', async ({ page }) => {
    await signIn(page, BUYER);
    await openFromNavigation(page, 'Request Material', 'Urgent material request');
    await choose(page, /^Product/, 'Coil');
    // no stock is this thick and wide
    await page.getByLabel(/^Thickness/).fill('299');
    await page.getByLabel(/^Width/).fill('4999');
    // a coil has no item count: the form does not ask for one (issue 23, item 20)
    await expect(page.getByLabel(/^Number of items/)).toHaveCount(0);
    await page.getByLabel(/^Weight/).fill('999');
    await page.getByLabel(/^Comment/).fill(`Urgent ${RUN}`);
    await page.getByRole('button', { name: 'Send urgent request' }).click();

    await expect(page).toHaveURL(/\/my-alerts$/);
    await expect(page.getByText(/^Your urgent request is saved\. No listing matches it yet/)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: `Urgent ${RUN}` })).toBeVisible();
  });
});
