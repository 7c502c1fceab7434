import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { openBuyingCustomerByApi } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { signInByApi } from '../support/api';
import { signIn } from '../support/sign-in';

/*
 * Lists on a phone and My Listings' memory (issue 23): at 390 px the orders and users tables become stacked
 * rows and My Listings' cards show the whole material line (item 28); My Listings keeps its status filter in
 * the address and its pages and place when the seller comes back through the navigation (item 17).
 */

const PHONE = { width: 390, height: 844 };

/** Screenshots kept for people to look at: test-results/screenshots/. */
const screenshotPath = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

/** Chooses the language on this device, as the language select does. */
async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.evaluate((value) => window.localStorage.setItem('steelyard.language', value), language);
  await page.reload();
}

/**
 * What sticks out of a 390 px screen: the page's own width, and every element of the rows given by `rows`
 * (and the rows themselves) whose box leaves the viewport or whose content is wider than its box.
 */
async function overflowOf(page: Page, rows: string) {
  return page.evaluate(
    ([selector, width]) => {
      const out: string[] = [];
      const pageWidth = document.scrollingElement!.scrollWidth;
      if (pageWidth > width) out.push(`page ${pageWidth}px`);
      for (const row of Array.from(document.querySelectorAll<HTMLElement>(selector!))) {
        for (const element of [row, ...Array.from(row.querySelectorAll<HTMLElement>('*'))]) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
          if (box.left < -0.5 || box.right > Number(width) + 0.5) out.push(`${name} ${box.left}..${box.right}`);
          // content cut off inside its own box (an ellipsis, a clamp or a hidden overflow)
          const style = getComputedStyle(element);
          const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
          if (clips && element.scrollWidth > element.clientWidth + 1) out.push(`${name} clipped`);
          if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') out.push(`${name} clamped`);
        }
      }
      return out;
    },
    [rows, PHONE.width] as const,
  );
}

/** The element is shown whole between the screen's left and right edges. */
async function expectWithinScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
}

for (const language of ['en', 'de'] as const) {
  test(`orders, users and My Listings fit a 390 px phone with every column shown (${language}; issue 23, item 28)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, demoUsers.manager);
    await useLanguage(page, language);

    await page.goto('/orders');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // every cell of a row is there with its column's name beside it
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td[data-label]')).toHaveCount(6);
    for (const cell of await firstRow.locator('td').all()) await expectWithinScreen(cell);
    expect(await overflowOf(page, 'tbody tr')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`orders-390-${language}.png`), fullPage: true });

    await page.goto('/account#user-management');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const userRow = page.locator('tbody tr').first();
    await expect(userRow.locator('td[data-label]')).toHaveCount(4);
    for (const cell of await userRow.locator('td').all()) await expectWithinScreen(cell);
    expect(await overflowOf(page, 'tbody tr')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`users-390-${language}.png`), fullPage: true });

    await page.goto('/listings/my');
    const cards = page.locator('a[href^="/listings/my/details/"]');
    await expect(cards.first()).toBeVisible();
    // the material line with the dimensions is whole ("… · 3 × 1,500 mm"), not cut after two lines
    await expect(cards.first()).toContainText(/\d mm/);
    expect(await overflowOf(page, 'a[href^="/listings/my/details/"]')).toEqual([]);
    await page.screenshot({ path: screenshotPath(`my-listings-390-${language}.png`), fullPage: true });
  });
}

// found in the German and Spanish re-walk: the seller's offer table cut its total and date columns at 390 px
test('an offer on the seller’s Manage Offers details fits a 390 px phone with every column shown (de)', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36).slice(-5);
  const listing = await publishCoilByApi(request, demoUsers.seller, {
    thickness: 5,
    width: 1500,
    weight: 10,
    price: 700_00,
    currencyCode: 'GBP',
    sku: `E2E-NARROW-${run}`,
  });
  const customer = await openBuyingCustomerByApi(request, {
    name: `Wear Steel ${run} Ltd`,
    domain: `wear-${run}.example`,
    managerName: 'Will Wood',
    creditLimit: 100_000_00,
    password: 'Wear-Steel-Phone-2026!',
  });
  const { accessToken } = await signInByApi(request, customer.email, customer.password);
  const offered = await request.post('/api/buyer/negotiations', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { listingId: listing.id, price: 650_00 },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  await page.setViewportSize(PHONE);
  await signIn(page, demoUsers.seller);
  await useLanguage(page, 'de');
  await page.goto(`/manage-offers/details/${listing.id}`);
  const rows = page.locator('tbody tr');
  // the buyer's offer and the original price, each a card of its four labelled cells
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row.locator('[data-label]')).toHaveCount(4);
    for (const cell of await row.locator('td, th').all()) await expectWithinScreen(cell);
  }
  // the label is the cell's data-label, drawn beside its value
  await expect(rows.first().locator('[data-label="Summe ohne MwSt."]')).toContainText('6.500,00 £');
  expect(await overflowOf(page, 'tbody tr')).toEqual([]);
  await page.screenshot({ path: screenshotPath('manage-offer-390-de.png'), fullPage: true });
});

test('My Listings keeps its status filter through a reload (issue 23, item 17)', async ({ page }) => {
  await signIn(page, demoUsers.manager);
  await page.goto('/listings/my');
  await expect(page.locator('a[href^="/listings/my/details/"]').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  // the count is read once the filtered list has come and replaced the whole one (read at once, it could
  // still be the unfiltered count: seen in CI as 45 before the reload against 23 after)
  const filteredList = page.waitForResponse(
    (response) => response.url().includes('/api/') && decodeURIComponent(response.url()).includes('PUBLISHED'),
  );
  await page.getByRole('option', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/listings\/my\?status=PUBLISHED$/);
  await filteredList;
  const count = page.getByText(/^Number of listings: \d+$/);
  await expect(count).toBeVisible();
  let filtered = '';
  await expect
    .poll(
      async () => {
        const shown = (await count.textContent()) ?? '';
        const settled = shown === filtered;
        filtered = shown;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/listings\/my\?status=PUBLISHED$/);
  await expect(page.locator('.mantine-Pill-root', { hasText: 'Live' })).toBeVisible();
  await expect(count).toHaveText(filtered);
  for (const badge of await page.locator('a[href^="/listings/my/details/"]').getByText('Live', { exact: true }).all()) {
    await expect(badge).toBeVisible();
  }
});

test('My Listings comes back with its pages and place when opened again from the navigation (issue 23, item 17)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoUsers.manager);
  await page.goto('/listings/my');
  const cards = page.locator('a[href^="/listings/my/details/"]');
  await expect(cards.first()).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards.nth(10)).toBeVisible();
  const loaded = await cards.count();
  const card = cards.nth(10);
  await card.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(200);
  await card.click();
  await expect(page).toHaveURL(/\/listings\/my\/details\//);
  await page.locator('#main-navigation').getByRole('link', { name: 'My Listings' }).click();
  await expect(page).toHaveURL(/\/listings\/my$/);
  await expect(cards).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
});
