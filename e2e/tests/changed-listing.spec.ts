import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { signInByApi } from '../support/api';
import { openBuyingCustomerByApi } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { publishCoilByApi } from '../support/listings';
import { signInOperatorByApi } from '../support/operator';
import { submitLogin } from '../support/sign-in';

/*
 * Found after issue 23, items 11–12 (decision 178), walked as found: a coil in the buyer's cart whose
 * grade and thickness the seller changes live (S275JR 6 mm → S355J2 8 mm), approved by the operator,
 * is shown as changed and bought only after the buyer accepts the change.
 */

const RUN = Date.now().toString(36).slice(-5);
const SELLER = demoUsers.seller;

interface SellerListing {
  material: Record<string, unknown>;
  materialDimensions: Record<string, unknown>;
  weight: number;
  tradeUnitCalculation: string;
  prime: boolean;
  origin: string[];
  age: string | null;
  expiresAt: string;
  autoRenew: { enabled: boolean };
  pickupAddress: { id: string };
  internalSellerSku: string | null;
  pricing: { netPricePerUnit: number; currencyCode: string };
  testCertificates: { documentId: string }[];
}

/** The seller edits the live coil's grade and thickness; the operator approves the revision. */
async function changeCoilLive(request: APIRequestContext, listingId: string) {
  const seller = { authorization: `Bearer ${(await signInByApi(request, SELLER)).accessToken}` };
  const read = await request.get(`/api/universal/listings/${listingId}`, { headers: seller });
  expect(read.status(), await read.text()).toBe(200);
  const live = (await read.json()) as SellerListing;
  const edited = await request.put(`/api/seller/listings/${listingId}`, {
    headers: seller,
    data: {
      material: { ...live.material, grade: 'S355J2' },
      materialDimensions: { ...live.materialDimensions, thickness: 8 },
      weight: live.weight,
      tradeUnitCalculation: live.tradeUnitCalculation,
      tradeUnit: 'TON',
      prime: live.prime,
      origin: live.origin,
      age: live.age,
      sellingPrice: { value: live.pricing.netPricePerUnit, currencyCode: live.pricing.currencyCode },
      expiresAt: live.expiresAt,
      autoRenew: live.autoRenew.enabled,
      pickupAddressId: live.pickupAddress.id,
      internalSellerSku: live.internalSellerSku,
      testCertificates: live.testCertificates.map((f) => ({ documentId: f.documentId })),
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const operator = await signInOperatorByApi(request);
  const approved = await request.post(`/api/admin/listings/${listingId}/approve`, {
    headers: { authorization: `Bearer ${operator.accessToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

test.describe('a listing changed after it went into the cart (decision 178)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the cart shows what changed; the coil is bought only after the buyer accepts it', async ({ page, request }) => {
    const buyer = await openBuyingCustomerByApi(request, {
      name: `Calder Coil ${RUN} Ltd`,
      domain: `calder-${RUN}.example`,
      managerName: 'Cora Calder',
      creditLimit: 150_000_00,
      password: 'Valley-Coils-2026!',
    });
    const coil = await publishCoilByApi(request, SELLER, {
      thickness: 6,
      width: 1330,
      weight: 8.5,
      price: 470_00,
      currencyCode: 'GBP',
      sku: `E2E-CHANGED-${RUN}`,
    });
    const headers = {
      authorization: `Bearer ${(await signInByApi(request, buyer.email, buyer.password)).accessToken}`,
    };
    const seen = (await (await request.get(`/api/universal/listings/${coil.id}`, { headers })).json()) as {
      pricing: { priceIncludingDelivery: { value: number } };
      contentRevision: number;
    };
    const added = await request.post('/api/buyer/cart/entries', {
      headers,
      data: {
        kind: 'LISTING',
        id: coil.id,
        pricePerUnit: seen.pricing.priceIncludingDelivery.value,
        contentRevision: seen.contentRevision,
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await changeCoilLive(request, coil.id);

    // the server refuses the cart as it was
    const cart = (await (await request.get('/api/buyer/cart/fetch-cart', { headers })).json()) as {
      cartEntries: { id: string }[];
    };
    const organisation = (await (await request.get('/api/universal/organisations/self/', { headers })).json()) as {
      warehouseAddresses: { id: string; primary: boolean }[];
    };
    const refused = await request.post('/api/buyer/purchase-orders/cart', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        entryIds: cart.cartEntries.map((e) => e.id),
        buyerOrderNumber: `PO-CHANGED-${RUN}`,
        authorisedToSign: true,
        termsAccepted: true,
        deliveryAddress: { type: 'EXISTING', addressId: organisation.warehouseAddresses.find((a) => a.primary)!.id },
        additionalDeliveryInformation: null,
        haulierSlotBooking: false,
        paymentOption: 'CREDIT',
      },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('The seller changed this item since you added it.');

    await page.goto('/login');
    await submitLogin(page, buyer.email, buyer.password);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/cart');
    const entry = page.getByRole('article').filter({ hasText: coil.listingNumber });
    await expect(entry).toContainText('Changed by the seller');
    await expect(entry).toContainText('S355J2 · 8 × 1,330 mm');
    await expect(entry).toContainText('Changed by the seller since you added it: Material and Dimensions');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The seller changed some items since you added them.');
    await expect(page.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
    await alert.getByRole('button', { name: 'Accept the changes' }).click();
    await expect(entry).not.toContainText('Changed by the seller');

    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Credit' }).check();
    await page.getByRole('textbox', { name: 'Purchase order number' }).fill(`PO-CHANGED-${RUN}`);
    await page.getByRole('checkbox', { name: 'I confirm that I am authorised to sign for my organisation.' }).check();
    await page.getByRole('checkbox', { name: /I accept the website and buyer terms/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been placed' })).toContainText(
      /Your cart order \S+ has been placed\./,
      { timeout: 15_000 },
    );
  });
});
