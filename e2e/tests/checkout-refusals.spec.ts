import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInByApi } from '../support/api';
import { openBuyingCustomerByApi, type Customer } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { submitLogin } from '../support/sign-in';

/*
 * Issue 23, items 22 and 23, walked as they were found: a cart item bought meanwhile by another
 * organisation, and a result of an alert bought from the alert.
 */

const RUN = Date.now().toString(36).slice(-5);
const SELLER = demoUsers.seller;

let buyer: Customer | null = null;

/** The buyer of this run: a customer trading in pounds, opened once (either journey may run first). */
async function openBuyer(request: APIRequestContext) {
  buyer ??= await openBuyingCustomerByApi(request, {
    name: `Trent Steelworks ${RUN} Ltd`,
    domain: `trent-${RUN}.example`,
    managerName: 'Tara Trent',
    creditLimit: 150_000_00,
    password: 'Riverside-Coils-2026!',
  });
  return buyer;
}

async function signInBuyer(page: Page) {
  await page.goto('/login');
  await submitLogin(page, buyer!.email, buyer!.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}

async function confirmOrder(page: Page, poNumber: string) {
  await page.getByRole('textbox', { name: 'Purchase order number' }).fill(poNumber);
  await page.getByRole('checkbox', { name: 'I confirm that I am authorised to sign for my organisation.' }).check();
  await page.getByRole('checkbox', { name: /I accept the website and buyer terms/ }).check();
}

/** The price per unit including delivery a buyer sees for a listing. */
async function priceSeen(request: APIRequestContext, token: string, listingId: string): Promise<number> {
  const reply = await request.get(`/api/universal/listings/${listingId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { pricing: { priceIncludingDelivery: { value: number } } }).pricing
    .priceIncludingDelivery.value;
}

test.describe('checkout refusals and the alert checkout (issue 23, items 22 and 23)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an item of the cart bought meanwhile: the message is where the buyer looks, the rest is bought', async ({
    page,
    request,
  }) => {
    const customer = await openBuyer(request);
    const rival = await openBuyingCustomerByApi(request, {
      name: `Wear Plate ${RUN} Ltd`,
      domain: `wear-${RUN}.example`,
      managerName: 'Walter Wear',
      creditLimit: 150_000_00,
      password: 'Harbour-Plates-2026!',
    });
    const coils = [];
    for (const [index, width] of [1210, 1220].entries()) {
      coils.push(
        await publishCoilByApi(request, SELLER, {
          thickness: 5,
          width,
          weight: 7.5 + index,
          price: 480_00,
          currencyCode: 'GBP',
          sku: `E2E-REFUSAL-${RUN}-${index + 1}`,
        }),
      );
    }
    // the buyer has both coils in the cart
    const { accessToken } = await signInByApi(request, customer.email, customer.password);
    for (const coil of coils) {
      const added = await request.post('/api/buyer/cart/entries', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { kind: 'LISTING', id: coil.id, pricePerUnit: await priceSeen(request, accessToken, coil.id) },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await signInBuyer(page);
    await page.goto('/cart/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Credit' }).check();
    await confirmOrder(page, `PO-E2E-RACE-${RUN}`);

    // meanwhile another organisation buys the second coil
    const rivalToken = (await signInByApi(request, rival.email, rival.password)).accessToken;
    const rivalHeaders = { authorization: `Bearer ${rivalToken}` };
    const organisation = (await (
      await request.get('/api/universal/organisations/self/', { headers: rivalHeaders })
    ).json()) as { warehouseAddresses: { id: string; primary: boolean }[] };
    const bought = await request.post('/api/buyer/purchase-orders', {
      headers: { ...rivalHeaders, 'Idempotency-Key': randomUUID() },
      data: {
        kind: 'LISTING',
        id: coils[1]!.id,
        pricePerUnit: await priceSeen(request, rivalToken, coils[1]!.id),
        buyerOrderNumber: `PO-RIVAL-${RUN}`,
        authorisedToSign: true,
        termsAccepted: true,
        deliveryAddress: { type: 'EXISTING', addressId: organisation.warehouseAddresses.find((a) => a.primary)!.id },
        additionalDeliveryInformation: null,
        haulierSlotBooking: false,
        paymentOption: 'CREDIT',
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);

    const place = page.getByRole('button', { name: 'Place order' });
    await place.click();
    // the refusal is beside the button, in view, and a toast says it too
    const alert = page.getByRole('alert').filter({ hasText: 'Your cart has changed. Please review it before buying.' });
    await expect(alert).toBeInViewport();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Your cart has changed' })).toBeVisible();
    // no second order: the cart fetched again marks the coil sold, with its Remove
    await expect(place).toBeDisabled();
    const issues = page.getByRole('region', { name: 'Your cart has changed' });
    await expect(issues).toContainText('Some items have expired or been sold, and your cart has been updated.');
    const sold = issues.getByRole('article').filter({ hasText: coils[1]!.listingNumber });
    await expect(sold).toContainText('No longer available');
    await expect(place).toBeDisabled();
    await sold.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
    await expect(issues).toBeHidden();
    await expect(place).toBeEnabled();

    await place.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'has been placed' })).toContainText(
      /Your cart order \S+ has been placed\./,
    );
    await page.getByRole('link', { name: 'View cart order' }).click();
    const orders = page.getByRole('region', { name: 'Orders in this cart order: 1' });
    await expect(orders).toContainText('5 × 1,210 mm');
  });

  test('a result of an alert is bought under the alert and leads back to it', async ({ page, request }) => {
    await openBuyer(request);
    const coil = await publishCoilByApi(request, SELLER, {
      thickness: 9,
      width: 1870,
      weight: 6.5,
      price: 455_00,
      currencyCode: 'GBP',
      sku: `E2E-ALERT-BUY-${RUN}`,
    });
    const { accessToken } = await signInByApi(request, buyer!.email, buyer!.password);
    const created = await request.post('/api/universal/listing-alerts/', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        enabled: true,
        type: 'SEARCH',
        filterQuery: 'material.product=COIL;materialDimensions.thickness=9;materialDimensions.width=1870',
        comment: `Coil 9 x 1870 ${RUN}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const alertId = ((await created.json()) as { id: string }).id;

    await signInBuyer(page);
    await page.goto('/my-alerts');
    const card = page.getByRole('article').filter({ hasText: `Coil 9 x 1870 ${RUN}` });
    await card.getByRole('link', { name: 'View results' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/search\\?alertId=${alertId}`));
    const result = page.getByRole('article', { name: new RegExp(`${coil.listingNumber}$`) });
    await result.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/listing-details/${coil.id}`));

    await page.getByRole('link', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/${alertId}/checkout\\?id=${coil.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // the address steps stay under the alert's checkout
    await page.getByRole('link', { name: 'Choose another address' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/${alertId}/checkout/choose-address\\?id=${coil.id}$`));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/${alertId}/checkout\\?id=${coil.id}$`));
    await page.getByRole('radio', { name: 'Credit' }).check();
    await confirmOrder(page, `PO-E2E-ALERT-${RUN}`);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/my-alerts\/offer-success$/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'has been placed' })).toContainText(
      /Your order \S+ has been placed\./,
    );
    await page.getByRole('link', { name: "Back to the alert's results" }).click();
    await expect(page).toHaveURL(new RegExp(`/my-alerts/search\\?alertId=${alertId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
