import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInByApi } from '../support/api';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { signIn } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

// a retry of the serial journey starts over on the same database: each attempt has its own listing
const RUN = Date.now().toString(36).slice(-5);
const BUYER = demoUsers.buyer;
const SELLER = demoUsers.rheinSeller;

/** The listing of this attempt and the price a buyer sees (per tonne incl. delivery, minor units of EUR). */
let listing = { id: '', listingNumber: '', price: 0 };

const major = (minor: number) => (minor / 100).toFixed(2);

async function openAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test.describe.serial('a buyer and a seller negotiate a price, and the buyer buys at the accepted price', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ request }) => {
    const published = await publishCoilByApi(request, SELLER, {
      thickness: 4,
      width: 1250,
      weight: 20,
      price: 70_000,
      currencyCode: 'EUR',
      sku: `E2E-OFFER-${RUN}`,
    });
    const { accessToken } = await signInByApi(request, BUYER);
    const seen = await request.get(`/api/universal/listings/${published.id}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(seen.status()).toBe(200);
    const body = (await seen.json()) as { pricing: { priceIncludingDelivery: { value: number } } };
    listing = { ...published, price: body.pricing.priceIncludingDelivery.value };
  });

  test('the buyer makes an offer below the price from the listing details', async ({ page }) => {
    await signIn(page, BUYER);
    await page.goto(`/search/details/${listing.id}`);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    const field = dialog.getByRole('textbox', { name: /Your price/ });
    await field.fill(major(listing.price));
    await expect(dialog.getByText('The amount entered is higher than the original price.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Review' })).toBeDisabled();
    await field.fill(major(Math.round(listing.price * 0.85)));
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Offer total incl. VAT')).toBeVisible();
    await page.screenshot({ path: shot('offers-1-review.png') });
    await dialog.getByRole('button', { name: 'Submit offer' }).click();
    await expect(page.getByText('Your offer has been sent to the seller.')).toBeVisible();
    const block = page.getByRole('region', { name: 'Offers' });
    await expect(block.getByText('Awaiting seller')).toBeVisible();
    await expect(block.getByText(/\d+ d \d+ h \d+ min/)).toBeVisible();
  });

  test('the seller sees the offer awaiting a response and counters it', async ({ browser }) => {
    const page = await openAs(browser, SELLER);
    await page.goto('/manage-offers');
    const card = page.getByRole('article').filter({ hasText: listing.listingNumber });
    await expect(card.getByText('Awaiting your response')).toBeVisible();
    await card.getByRole('link').click();
    await page.getByRole('button', { name: 'Counter' }).click();
    const dialog = page.getByRole('dialog', { name: /Counter offer/ });
    await dialog.getByRole('textbox', { name: /Your price/ }).fill(major(Math.round(listing.price * 0.92)));
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(page.getByText('Your counter offer has been sent to the buyer.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' }).getByText('2 offers')).toBeVisible();
    await page.screenshot({ path: shot('offers-2-countered.png'), fullPage: true });
  });

  test('the buyer accepts the counter offer and buys at the accepted price within the window', async ({ page }) => {
    await signIn(page, BUYER);
    await page.goto('/my-offers');
    const card = page.getByRole('article').filter({ hasText: listing.listingNumber });
    await expect(card.getByText('Awaiting your response')).toBeVisible();
    await card.getByRole('link').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Accept the offer' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Offer accepted. You have 24 hours to complete the purchase.')).toBeVisible();
    await page.getByRole('link', { name: 'Buy at the accepted price' }).click();
    const pricing = page.getByRole('region', { name: 'Pricing summary' });
    const accepted = Math.round(listing.price * 0.92);
    await expect(
      pricing.getByText(`€${(accepted / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })} per tonne`),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /Purchase order number/ }).fill(`PO-OFFER-${RUN}`);
    await page.getByRole('checkbox', { name: /authorised to sign/ }).check();
    await page.getByRole('checkbox', { name: /website and buyer terms/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/my-offers\/offer-success$/);
    await page.goto('/my-offers');
    await expect(
      page.getByRole('article').filter({ hasText: listing.listingNumber }).getByText('Purchased'),
    ).toBeVisible();
    await page.screenshot({ path: shot('offers-3-purchased.png'), fullPage: true });
  });
});
