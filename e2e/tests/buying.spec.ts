import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { openBuyingCustomerByApi, type Customer } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { signInOperator } from '../support/operator';
import { publishPackageByApi } from '../support/packages';
import { submitLogin } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

// a retry of the serial journeys starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const SELLER = demoUsers.seller;
const PO_NUMBER = `PO-E2E-CART-${RUN}`;
const PACKAGE_PO_NUMBER = `PO-E2E-PKG-${RUN}`;
const PACKAGE_TITLE = `Mixed plate offcuts ${RUN}`;

/**
 * The buyer is a customer of this attempt trading in pounds: Demo Steel Trading's sellers list in
 * pounds, and credit purchases must be in the credit line's currency (Rhein Stahlhandel's is in
 * euros), so a customer of its own is the one that can buy them on credit.
 */
let customer: Customer | null = null;
/** The cart order the first journey placed and one of its orders, for the operator and the tracker. */
let cartRefNo = '';
/** The cart order's number ("CO-000012"), as its page and the operator's orders name it. */
let cartNumber = '';
let shippedOrder = { id: '', number: '' };
/** The cart order's other order, still PROCESSING: the buyer corrects its PO number. */
let processingOrderId = '';

async function signInCustomer(page: Page) {
  expect(customer, 'the first journey opened the customer').not.toBeNull();
  await page.goto('/login');
  await submitLogin(page, customer!.email, customer!.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}

/** Fills the checkout's order confirmation: PO number and both confirmations. */
async function confirmOrder(page: Page, poNumber: string) {
  await page.getByRole('textbox', { name: 'Purchase order number' }).fill(poNumber);
  await page.getByRole('checkbox', { name: 'I confirm that I am authorised to sign for my organisation.' }).check();
  await page.getByRole('checkbox', { name: /I accept the website and buyer terms/ }).check();
}

test.describe.serial('a buyer buys through the cart and buy-now, and follows the order', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the buyer adds two coils to the cart and checks out on credit as one cart order', async ({ page, request }) => {
    customer = await openBuyingCustomerByApi(request, {
      name: `Humber Fabrications ${RUN} Ltd`,
      domain: `humber-${RUN}.example`,
      managerName: 'Harriet Hughes',
      creditLimit: 150_000_00,
      password: 'Humber-Fabrications-2026!',
    });
    const coils = [];
    for (const [index, width] of [1250, 1500].entries()) {
      coils.push(
        await publishCoilByApi(request, SELLER, {
          thickness: 4,
          width,
          weight: 8.5 + index,
          price: 520_00,
          currencyCode: 'GBP',
          sku: `E2E-CART-${RUN}-${index + 1}`,
        }),
      );
    }

    await signInCustomer(page);
    const cartButton = page.getByRole('link', { name: /^Cart, entries: \d+$/ });
    await expect(cartButton).toHaveAccessibleName('Cart, entries: 0');
    for (const [index, coil] of coils.entries()) {
      // the header's first poll of a page load is answered before adding, so the count read after it is the new one
      const polled = page.waitForResponse((r) => r.url().endsWith('/api/universal/users/self-updates'));
      await page.goto(`/search/details/${coil.id}`);
      await polled;
      await expect(page.getByText(coil.listingNumber).first()).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to your cart.')).toBeVisible();
      await expect(cartButton).toHaveAccessibleName(`Cart, entries: ${index + 1}`);
    }

    await cartButton.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items in your cart: 2' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/\d/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('buying-cart.png'), fullPage: true });
    await page.getByRole('link', { name: 'Go to checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('All items in your cart')).toBeVisible();
    await page.getByRole('radio', { name: 'Credit' }).check();
    await expect(page.getByText('Available credit: £150,000.00')).toBeVisible();
    await confirmOrder(page, PO_NUMBER);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible({ timeout: 15_000 });
    const placed = page.getByRole('status').filter({ hasText: 'has been placed' });
    await expect(placed).toContainText(/Your cart order \S+ has been placed\./);
    await expect(placed).toContainText('It will be shipped directly and charged to your credit line.');
    await expect(cartButton).toHaveAccessibleName('Cart, entries: 0');
    await page.getByRole('link', { name: 'View cart order' }).click();

    await expect(page).toHaveURL(/\/orders\/cart\/[^/]+$/);
    cartRefNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const heading = page.getByRole('heading', { level: 1, name: /^Cart order CO-\d{6}$/ });
    await expect(heading).toBeVisible();
    cartNumber = (await heading.innerText()).replace('Cart order ', '').trim();
    const orders = page.getByRole('region', { name: 'Orders in this cart order: 2' });
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders).toContainText('Mild steel · S275JR · 4 × 1,250 mm');
    await expect(orders).toContainText('Mild steel · S275JR · 4 × 1,500 mm');
    await expect(page.getByText(PO_NUMBER)).toBeVisible();
    const first = orders.getByRole('row').nth(1).getByRole('link');
    shippedOrder = {
      number: (await first.innerText()).trim(),
      id: (await first.getAttribute('href'))!.split('/').pop()!,
    };
    processingOrderId = (await orders.getByRole('row').nth(2).getByRole('link').getAttribute('href'))!
      .split('/')
      .pop()!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('buying-cart-order.png'), fullPage: true });
  });

  test('the operator books freight and ships one of the orders, and the buyer’s tracker shows it', async ({
    browser,
    page,
  }) => {
    expect(shippedOrder.id, 'the first journey placed the cart order').not.toBe('');
    await signInOperator(page);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Order number' }).fill(shippedOrder.number);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`Cart order ${cartNumber}`);

    for (const status of ['Freight booked', 'Shipping']) {
      await table.getByRole('button', { name: `Mark ${shippedOrder.number} as ${status}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the order status' });
      await expect(dialog).toContainText(`Mark ${shippedOrder.number} of ${customer!.name} as “${status}”?`);
      await dialog.getByRole('button', { name: 'Change status' }).click();
      await expect(
        page.getByText(`${shippedOrder.number} is now “${status}”. The buyer has been e-mailed.`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole('row').nth(1)).toContainText(status);
    }
    await expect(table.getByRole('button', { name: `Mark ${shippedOrder.number} as Delivered` })).toBeVisible();

    const buyer = await browser.newPage();
    await signInCustomer(buyer);
    await buyer.goto(`/orders/cart/${encodeURIComponent(cartRefNo)}`);
    await buyer.getByRole('link', { name: shippedOrder.number }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: `Order ${shippedOrder.number}` })).toBeVisible();
    const tracker = buyer.getByRole('region', { name: 'Order status' });
    const step = (name: string) => tracker.getByRole('listitem').filter({ hasText: name });
    await expect(step('Processed')).toContainText('Done');
    await expect(step('Freight booked')).toContainText('Done');
    await expect(step('Shipping confirmed')).toContainText('Done');
    await expect(step('Delivered')).toContainText('In progress');
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: shot('buying-order-shipping.png'), fullPage: true });
    await buyer.close();
  });

  test('the buyer corrects the PO number and delivery text of the order still processing, not of the shipped one', async ({
    page,
  }) => {
    expect(processingOrderId, 'the first journey placed the cart order').not.toBe('');
    await signInCustomer(page);
    await page.goto(`/orders/${shippedOrder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${shippedOrder.number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit order' })).toHaveCount(0);

    await page.goto(`/orders/${processingOrderId}`);
    await page.getByRole('button', { name: 'Edit order' }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit order / });
    await expect(dialog.getByRole('textbox', { name: 'Your PO number' })).toHaveValue(PO_NUMBER);
    await dialog.getByRole('textbox', { name: 'Your PO number' }).fill(`${PO_NUMBER}-B`);
    await dialog.getByRole('textbox', { name: 'Additional delivery information' }).fill('Gate 4, call ahead');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your order has been updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Purchase order numbers' })).toContainText(`${PO_NUMBER}-B`);
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Gate 4, call ahead');
  });

  test('the buyer buys a package now, paying upfront, and the order awaits payment', async ({ page, request }) => {
    const pkg = await publishPackageByApi(request, SELLER, {
      title: PACKAGE_TITLE,
      weight: 6.2,
      price: 410_00,
      currencyCode: 'GBP',
    });

    await signInCustomer(page);
    await page.goto(`/search/packages/details/${pkg.id}`);
    await expect(page.getByText(PACKAGE_TITLE).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Buy now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(PACKAGE_TITLE).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Pay upfront' }).check();
    await expect(page.getByText('Shipped once your payment has been received.')).toBeVisible();
    await confirmOrder(page, PACKAGE_PO_NUMBER);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible({ timeout: 15_000 });
    const placed = page.getByRole('status').filter({ hasText: 'has been placed' });
    await expect(placed).toContainText(/Your order \S+ has been placed\./);
    await expect(placed).toContainText(
      'It will be shipped once your payment has been received. We will send you the payment details.',
    );
    await page.getByRole('link', { name: 'View order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByText(PACKAGE_TITLE).first()).toBeVisible();
    await expect(page.getByText(PACKAGE_PO_NUMBER)).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toBeVisible();
    await expect(page.getByText('Pay upfront')).toBeVisible();
    const tracker = page.getByRole('region', { name: 'Order status' });
    await expect(tracker.getByRole('listitem').filter({ hasText: 'Processed' })).toContainText('In progress');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('buying-package-upfront.png'), fullPage: true });
  });
});
