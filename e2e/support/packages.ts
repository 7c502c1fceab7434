import { expect, type APIRequestContext } from '@playwright/test';
import { signInByApi } from './api';
import { packageListWorkbook } from './listing-files';
import { offeredExpiry } from './listings';
import { signInOperatorByApi } from './operator';

/**
 * A seller submits a mild-steel flat package (with its Excel package list) through the API and the
 * operator approves it, so it goes live as after the review; answers its id and number.
 */
export async function publishPackageByApi(
  request: APIRequestContext,
  sellerEmail: string,
  pkg: { title: string; weight: number; price: number; currencyCode: 'GBP' | 'EUR' },
): Promise<{ id: string; packageNumber: string }> {
  const { accessToken } = await signInByApi(request, sellerEmail);
  const headers = { authorization: `Bearer ${accessToken}` };
  const addresses = await request.get('/api/universal/addresses/?filter=addressType=WAREHOUSE', { headers });
  expect(addresses.status()).toBe(200);
  const { items } = (await addresses.json()) as { items: { id: string; primary: boolean }[] };
  const pickup = items.find((a) => a.primary);
  expect(pickup, 'the seller has a primary warehouse').toBeDefined();
  const list = await packageListWorkbook(
    `${pkg.title}.xlsx`,
    ['Item', 'Grade', 'Thickness (mm)', 'Width (mm)', 'Length (mm)', 'Weight (t)'],
    [
      [1, 'S235JR', 6, 1500, 3000, 0.212],
      [2, 'S275JR', 8, 2000, 4000, 0.502],
    ],
  );
  const uploaded = await request.post('/api/universal/documents', {
    headers,
    multipart: { kind: 'PACKAGE_LIST', file: list },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { documentId } = (await uploaded.json()) as { documentId: string };
  const created = await request.post('/api/seller/packages/', {
    headers,
    data: {
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      packageTitle: pkg.title,
      packageDescription: 'Mixed structural plate offcuts, stored indoors.',
      packageDocument: { documentId },
      weight: pkg.weight,
      tradeUnit: 'TON',
      prime: true,
      origin: ['GB'],
      sellingPrice: { value: pkg.price, currencyCode: pkg.currencyCode },
      expiresAt: offeredExpiry(),
      autoRenew: false,
      pickupAddressId: pickup!.id,
      deliveryTimeframe: 'WITHIN_1_WEEK',
      sellerTermsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; packageNumber: string };
  const operator = await signInOperatorByApi(request);
  const approved = await request.post(`/api/admin/listings/${listing.id}/approve`, {
    headers: { authorization: `Bearer ${operator.accessToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return listing;
}
