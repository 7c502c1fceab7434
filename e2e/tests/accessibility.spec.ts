import { expect } from '@playwright/test';
import { test } from '../support/test';
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

test("a seller's listings, with their status badges, have no serious accessibility violations", async ({ page }) => {
  await signIn(page, demoUsers.seller);
  await page.goto('/listings/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  await expect(page.locator('a[href^="/listings/my/"]').first()).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});

test('the cart, checkout and order pages have no serious accessibility violations', async ({ page }) => {
  await signIn(page, demoUsers.buyer);
  // a live listing into the cart, from the search's first result (the seeded cart may hold it already)
  await page.goto('/search/results');
  // the result cards carry the light badges (NEW in teal) whose text once fell under 4.5:1
  await expect(page.locator('a[href^="/search/details/"]').first()).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.locator('a[href^="/search/details/"]').first().click();
  // an item already in the cart says so instead of offering Add to cart (issue 23, item 27)
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add.or(page.getByText('This item is in your cart.'))).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(
    page.getByText(/^(Added to your cart\.|This item is already in your cart\.|This item is in your cart\.)$/).first(),
  ).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter a valid purchase order number')).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  // place the cart order (upfront, so no journey's credit figures move): the success page leads to it
  await page.getByRole('textbox', { name: /Purchase order number/ }).fill(`AXE-${Date.now()}`);
  await page.getByRole('checkbox', { name: /authorised to sign/ }).check();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('radio', { name: 'Pay upfront' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('link', { name: 'View cart order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Cart order / })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  // the orders of the buyer's organisation, then one order of its own
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: /^Orders: \d+$/ })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.locator('table a[href^="/orders/"]:not([href^="/orders/cart/"])').first().click();
  await expect(page.getByRole('region', { name: 'Order status' })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});
