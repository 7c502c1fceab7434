import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { openBuyingCustomerByApi, type Customer } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { signIn, submitLogin } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

// a retry of the serial journeys starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const SELLER = demoUsers.seller;
const PO_NUMBER = `PO-E2E-OFFER-${RUN}`;

/**
 * Both buyers are customers of this attempt trading in pounds, like the Demo Steel Trading seller:
 * a buyer's offer is bounded by their available credit, which must be in the listing's currency.
 */
let buyer: Customer | null = null;
let rival: Customer | null = null;
let listing = { id: '', listingNumber: '' };

async function signInCustomer(page: Page, customer: Customer | null) {
  expect(customer, 'the first journey opened the customers').not.toBeNull();
  await page.goto('/login');
  await submitLogin(page, customer!.email, customer!.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}

/** Opens a negotiation of the listing from My Offers or Manage Offers (the seller's of one buyer). */
async function openNegotiation(page: Page, list: 'My Offers' | 'Manage Offers', buyerName?: string) {
  await page.getByRole('navigation').getByRole('link', { name: list, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
  const card = page
    .getByRole('article', { name: `Coil ${listing.listingNumber}` })
    .filter({ hasText: buyerName ?? listing.listingNumber });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('link', { name: `Coil ${listing.listingNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${list === 'My Offers' ? 'my-offers' : 'manage-offers'}/details/`));
  return card;
}

test.describe.serial('two buyers negotiate one listing: one buys at the accepted price, the other is outbid', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the buyer makes an offer from the listing’s details (price, review, submit)', async ({ page, request }) => {
    listing = await publishCoilByApi(request, SELLER, {
      thickness: 6,
      width: 1800,
      weight: 12,
      price: 600_00,
      currencyCode: 'GBP',
      sku: `E2E-OFFER-${RUN}`,
    });
    buyer = await openBuyingCustomerByApi(request, {
      name: `Tyne Steel Stockholders ${RUN} Ltd`,
      domain: `tyne-${RUN}.example`,
      managerName: 'Tom Tait',
      creditLimit: 100_000_00,
      password: 'Tyne-Steel-2026!',
    });
    rival = await openBuyingCustomerByApi(request, {
      name: `Severn Metals ${RUN} Ltd`,
      domain: `severn-${RUN}.example`,
      managerName: 'Sian Price',
      creditLimit: 100_000_00,
      password: 'Severn-Metals-2026!',
    });

    await signInCustomer(page, buyer);
    await page.goto(`/search/details/${listing.id}`);
    await expect(page.getByText(listing.listingNumber).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog).toContainText('Original price:');
    await expect(dialog.getByText(/^Your available credit allows up to /)).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('textbox', { name: 'Your price (GBP)' }).fill('550');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('Please check your offer before you send it.');
    await expect(dialog).toContainText('£550.00');
    await page.screenshot({ path: shot('offers-outbid-review.png') });
    await dialog.getByRole('button', { name: 'Submit offer' }).click();
    await expect(page.getByText('Your offer has been sent to the seller.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // the details page now shows the negotiation instead of a new offer
    await expect(page.getByText('Your organisation already has an open offer on this listing.')).toBeVisible();
    await page.getByRole('link', { name: 'View your offer' }).click();
    const entry = page.getByRole('region', { name: 'Offers', exact: true });
    await expect(entry).toContainText('Awaiting seller');
    await expect(entry).toContainText('£550.00');
  });

  test('a buyer of another organisation also offers on the listing', async ({ page }) => {
    await signInCustomer(page, rival);
    await page.goto(`/search/details/${listing.id}`);
    await expect(page.getByText(listing.listingNumber).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog.getByText(/^Your available credit allows up to /)).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('textbox', { name: 'Your price (GBP)' }).fill('520');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Submit offer' }).click();
    await expect(page.getByText('Your offer has been sent to the seller.')).toBeVisible();
  });

  test('the seller counters the first buyer’s offer from Manage Offers', async ({ page }) => {
    await signIn(page, SELLER);
    await openNegotiation(page, 'Manage Offers', buyer!.name);
    const block = page.getByRole('region', { name: 'Offers', exact: true });
    const entry = block.locator('[data-status]').filter({ hasText: buyer!.name });
    await expect(entry).toContainText('Awaiting your response');
    // the other buyer's negotiation is there too
    await expect(block).toContainText(rival!.name);
    const control = entry.getByRole('button', { name: new RegExp(buyer!.name) });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    await entry.getByRole('button', { name: 'Counter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Counter offer / });
    await dialog.getByRole('textbox', { name: 'Your price (GBP)' }).fill('575');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('£575.00');
    await dialog.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(page.getByText('Your counter offer has been sent to the buyer.')).toBeVisible();
    await expect(entry).toContainText('Awaiting buyer');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('offers-outbid-countered.png'), fullPage: true });
  });

  test('the buyer accepts the counter offer and buys at the accepted price within the window', async ({ page }) => {
    await signInCustomer(page, buyer);
    await openNegotiation(page, 'My Offers');
    const block = page.getByRole('region', { name: 'Offers', exact: true });
    await expect(block).toContainText('Awaiting your response');
    await expect(block).toContainText('£575.00');
    await block.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept the offer' });
    await expect(confirm).toContainText('You then have 24 hours to complete the purchase.');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Offer accepted. You have 24 hours to complete the purchase.')).toBeVisible();
    await expect(block).toContainText('Accepted');
    // the purchase window counts down
    await expect(block).toContainText(/0 d 2[0-3] h \d+ min/);

    await page.getByRole('link', { name: 'Buy at the accepted price' }).click();
    await expect(page).toHaveURL(/\/my-offers\/details\/checkout\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('£575.00').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Credit' }).check();
    await page.getByRole('textbox', { name: 'Purchase order number' }).fill(PO_NUMBER);
    await page.getByRole('checkbox', { name: 'I confirm that I am authorised to sign for my organisation.' }).check();
    await page.getByRole('checkbox', { name: /I accept the website and buyer terms/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/my-offers\/offer-success$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'has been placed' })).toContainText(
      /Your order \S+ has been placed\./,
    );
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByText(PO_NUMBER)).toBeVisible();
    await expect(page.getByText('£575.00').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('offers-outbid-order.png'), fullPage: true });

    await page.getByRole('navigation').getByRole('link', { name: 'My Offers', exact: true }).click();
    const card = page.getByRole('article', { name: `Coil ${listing.listingNumber}` });
    await expect(card).toContainText('Purchased');
  });

  test('the other buyer sees their negotiation on the sold listing as outbid', async ({ page }) => {
    await signInCustomer(page, rival);
    const card = await openNegotiation(page, 'My Offers');
    const block = page.getByRole('region', { name: 'Offers', exact: true });
    await expect(block).toContainText('Outbid');
    await expect(block.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await page.getByRole('navigation').getByRole('link', { name: 'My Offers', exact: true }).click();
    await expect(card).toContainText('Outbid');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('offers-outbid-rival.png'), fullPage: true });
  });
});
