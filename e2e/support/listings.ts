import { expect, type APIRequestContext } from '@playwright/test';
import { signInByApi } from './api';
import type { UploadFile } from './listing-files';
import { signInOperatorByApi } from './operator';

/**
 * An expiry the wizard offers whatever the day: noon London time three days ahead. The choices
 * run seven days from the first offered day, which is at most three days away (Friday after the
 * cut-off offers Monday first).
 */
export function offeredExpiry(now = new Date()): string {
  const day = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(day);
  // noon in London is 11:00 or 12:00 UTC: the one London calls 12:00
  for (const utcHour of ['11', '12']) {
    const instant = new Date(`${date}T${utcHour}:00:00Z`);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    }).format(instant);
    if (london === '12:00') return instant.toISOString();
  }
  throw new Error(`No London noon on ${date}`);
}

export interface CoilListing {
  thickness: number;
  width: number;
  /** Tonnes. */
  weight: number;
  /** Per tonne, in minor units of the seller's currency. */
  price: number;
  currencyCode: 'GBP' | 'EUR';
  sku: string;
  /** A mill certificate to attach (uploaded first). */
  certificate?: UploadFile;
  /** A picture to show, the main one (uploaded first); the coil is then non-prime. */
  picture?: UploadFile;
}

/**
 * A seller submits a prime hot rolled coil (S275JR, with a certificate if given; non-prime with a picture if given) through the API
 * and the operator approves it, so it goes live as after the review; answers its id and number.
 */
export async function publishCoilByApi(
  request: APIRequestContext,
  sellerEmail: string,
  coil: CoilListing,
): Promise<{ id: string; listingNumber: string }> {
  const { accessToken } = await signInByApi(request, sellerEmail);
  const headers = { authorization: `Bearer ${accessToken}` };
  const addresses = await request.get('/api/universal/addresses/?filter=addressType=WAREHOUSE', { headers });
  expect(addresses.status()).toBe(200);
  const { items } = (await addresses.json()) as { items: { id: string; primary: boolean }[] };
  const pickup = items.find((a) => a.primary);
  expect(pickup, 'the seller has a primary warehouse').toBeDefined();
  const testCertificates = [];
  if (coil.certificate) {
    const uploaded = await request.post('/api/universal/documents', {
      headers,
      multipart: { kind: 'CERTIFICATE', file: coil.certificate },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    testCertificates.push({ documentId: ((await uploaded.json()) as { documentId: string }).documentId });
  }
  const pictures = [];
  if (coil.picture) {
    const uploaded = await request.post('/api/universal/documents', {
      headers,
      multipart: { kind: 'PICTURE', file: coil.picture },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    pictures.push({ documentId: ((await uploaded.json()) as { documentId: string }).documentId, main: true });
  }
  const created = await request.post('/api/seller/listings/', {
    headers,
    data: {
      material: {
        product: 'COIL',
        materialType: 'MILD_STEEL',
        shape: 'FLAT',
        definition: 'HOT_ROLLED',
        specification: 'EN_10025_2',
        grade: 'S275JR',
      },
      materialDimensions: { thickness: coil.thickness, width: coil.width },
      weight: coil.weight,
      tradeUnitCalculation: 'BY_WEIGHT',
      tradeUnit: 'TON',
      // pictures show the condition of non-prime material; a prime listing has none
      prime: coil.picture === undefined,
      origin: ['GB'],
      age: 'UNDER_6_MONTHS',
      sellingPrice: { value: coil.price, currencyCode: coil.currencyCode },
      expiresAt: offeredExpiry(),
      autoRenew: false,
      pickupAddressId: pickup!.id,
      internalSellerSku: coil.sku,
      testCertificates,
      pictures,
      sellerTermsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; listingNumber: string };
  const operator = await signInOperatorByApi(request);
  const approved = await request.post(`/api/admin/listings/${listing.id}/approve`, {
    headers: { authorization: `Bearer ${operator.accessToken}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return listing;
}
