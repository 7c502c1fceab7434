import { describe, expect, it } from 'vitest';
import {
  listingAutoRenewBody,
  rejectListingBody,
  renewListingBody,
  updateListingExpiryBody,
  updateListingPriceBody,
} from './listing-actions';
import { formatListingNumber, isWesternEuropeOrigin } from './listing-commercial';
import {
  createListingBody,
  createListingBodyFor,
  listing,
  listingList,
  listingStatusFilter,
  submitListingBody,
  updateListingBody,
} from './listings';
import { parseFilter } from './paging';

const body = {
  material: {
    product: 'SHEET',
    materialType: 'MILD_STEEL',
    shape: 'FLAT',
    definition: 'HOT_ROLLED',
    specification: 'EN_10025_2',
    grade: 'S275JR',
  },
  materialDimensions: { thickness: 2, width: 1250, length: 2500 },
  numberOfItems: 10,
  weight: 0.491,
  origin: 'de',
  sellingPrice: { value: 65_000, currencyCode: 'GBP' },
  expiresAt: '2026-01-19T14:00:00Z',
  pickupAddressId: 'addr-1',
  sellerTermsAccepted: true,
};

type Issues = Record<string, string>;
function issues(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): Issues {
  const error = schema.safeParse(value).error;
  return Object.fromEntries((error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('createListingBody', () => {
  it('accepts a listing and fills the defaults', () => {
    const parsed = createListingBody.parse(body);
    expect(parsed).toMatchObject({
      prime: true,
      autoRenew: true,
      tradeUnit: 'TON',
      tradeUnitCalculation: 'BY_WEIGHT',
      origin: ['DE'],
      pictures: [],
      testCertificates: [],
      weight: 0.491,
    });
  });

  it('answers the spec messages at the field paths', () => {
    expect(issues(createListingBody, {})).toEqual({
      material: 'This field is required.',
      origin: 'This field is required.',
      sellingPrice: 'This field is required.',
      expiresAt: 'Please choose one of the offered expiry dates and times.',
      pickupAddressId: 'This field is required.',
      sellerTermsAccepted: 'Please accept the seller terms to submit the listing.',
    });
    expect(
      issues(createListingBody, { ...body, materialDimensions: { thickness: 'x', width: 1250, length: 2500 } }),
    ).toEqual({
      'materialDimensions.thickness': 'Value is not a number.',
    });
    expect(issues(createListingBody, { ...body, sellingPrice: { value: 0, currencyCode: 'GBP' } })).toEqual({
      'sellingPrice.value': 'Must be larger than 0.',
    });
    expect(issues(createListingBody, { ...body, sellingPrice: { value: 650.5, currencyCode: 'USD' } })).toEqual({
      'sellingPrice.value': 'Please check this value.',
      'sellingPrice.currencyCode': 'Please check this value.',
    });
    expect(issues(createListingBody, { ...body, sellerTermsAccepted: false })).toEqual({
      sellerTermsAccepted: 'Please accept the seller terms to submit the listing.',
    });
  });

  it('runs the material rules over the body', () => {
    expect(issues(createListingBody, { ...body, materialDimensions: undefined })).toEqual({
      'materialDimensions.thickness': 'This field is required.',
      'materialDimensions.width': 'This field is required.',
      'materialDimensions.length': 'This field is required.',
    });
    expect(issues(createListingBody, { ...body, material: { ...body.material, grade: 'DC04' } })).toEqual({
      'material.grade': 'Please check this value.',
    });
    expect(issues(createListingBody, { ...body, material: { ...body.material, product: 'PACKAGE' } })).toEqual({
      'material.product': 'Please check this value.',
    });
    expect(issues(createListingBody, { ...body, pictures: [{ documentId: 'p1' }] })).toEqual({
      pictures: 'Please check this value.',
    });
    expect(
      createListingBody.safeParse({ ...body, prime: false, pictures: [{ documentId: 'p1', meta: {} }] }).data?.pictures,
    ).toEqual([{ documentId: 'p1' }]);
  });

  it('needs the stainless feature for stainless steel', () => {
    const stainless = {
      ...body,
      material: {
        product: 'SHEET',
        materialType: 'STAINLESS_STEEL',
        shape: 'FLAT',
        definition: 'COLD_ROLLED',
        specification: 'EN_10088_2',
        grade: '1.4301',
        finish: 'MILL_FINISH',
        millFinish: '2B',
      },
    };
    expect(createListingBody.safeParse(stainless).success).toBe(true);
    expect(createListingBodyFor(['STAINLESS_STEEL']).safeParse(stainless).success).toBe(true);
    expect(issues(createListingBodyFor([]), stainless)).toEqual({
      'material.materialType': 'Please check this value.',
    });
  });

  it('checks weight, unit and items', () => {
    expect(issues(createListingBody, { ...body, weight: undefined })).toEqual({ weight: 'This field is required.' });
    expect(issues(createListingBody, { ...body, weight: 0 })).toEqual({ weight: 'Must be larger than 0.' });
    expect(issues(createListingBody, { ...body, weight: 1.2345 })).toEqual({ weight: 'Please check this value.' });
    expect(issues(createListingBody, { ...body, weight: 1_000.001 })).toEqual({
      weight: 'Please enter a lower number',
    });
    expect(createListingBody.safeParse({ ...body, weight: 999_999, tradeUnit: 'KILOGRAM' }).success).toBe(true);
    expect(issues(createListingBody, { ...body, tradeUnit: 'PLATE' })).toEqual({
      tradeUnit: 'Please check this value.',
    });
    expect(issues(createListingBody, { ...body, tradeUnit: 'SHEET', numberOfItems: null })).toEqual({
      numberOfItems: 'This field is required.',
    });
    const coil = {
      ...body,
      material: { ...body.material, product: 'COIL' },
      materialDimensions: { thickness: 2, width: 1250 },
    };
    expect(issues(createListingBody, { ...coil, numberOfItems: null })).toEqual({});
    expect(issues(createListingBody, coil)).toEqual({ numberOfItems: 'Please check this value.' });
    expect(issues(createListingBody, { ...coil, numberOfItems: null, tradeUnitCalculation: 'BY_ITEM' })).toEqual({
      tradeUnitCalculation: 'Please check this value.',
      'materialDimensions.length': 'This field is required.',
    });
  });

  it('calculates the weight by item from the dimensions, whatever was sent', () => {
    const byItem = { ...body, tradeUnitCalculation: 'BY_ITEM', weight: 5 };
    expect(createListingBody.parse(byItem).weight).toBe(0.491);
    expect(createListingBody.parse({ ...byItem, tradeUnit: 'KILOGRAM', weight: undefined }).weight).toBe(490.625);
    expect(issues(createListingBody, { ...byItem, numberOfItems: undefined })).toEqual({
      numberOfItems: 'This field is required.',
    });
    expect(
      issues(createListingBody, {
        ...byItem,
        materialDimensions: { thickness: 2, minWidth: 1000, maxWidth: 1250, length: 2500 },
      }),
    ).toEqual({ 'materialDimensions.width': 'This field is required.' });
  });

  it('takes origins, texts and the expiry as the contract says', () => {
    expect(createListingBody.parse({ ...body, origin: ['gb', 'IE'] }).origin).toEqual(['GB', 'IE']);
    expect(issues(createListingBody, { ...body, origin: [] })).toEqual({ origin: 'This field is required.' });
    expect(issues(createListingBody, { ...body, origin: ['XX'] })).toEqual({ 'origin.0': 'Please check this value.' });
    expect(issues(createListingBody, { ...body, description: 'x'.repeat(256) })).toEqual({
      description: 'Maximum characters limit exceeded.',
    });
    expect(issues(createListingBody, { ...body, expiresAt: '2026-01-19T15:00:00+01:00' })).toEqual({
      expiresAt: 'Please choose one of the offered expiry dates and times.',
    });
    expect(
      createListingBody.safeParse({ ...body, testCertificates: Array(11).fill({ documentId: 'c' }) }).success,
    ).toBe(false);
  });

  it('asks for the terms when submitting, not when updating', () => {
    const { sellerTermsAccepted: _terms, ...withoutTerms } = body;
    expect(updateListingBody.safeParse(withoutTerms).success).toBe(true);
    expect(createListingBody.safeParse(withoutTerms).success).toBe(false);
    expect(submitListingBody.safeParse({ sellerTermsAccepted: true }).success).toBe(true);
    expect(submitListingBody.safeParse({}).success).toBe(false);
  });
});

describe('listing reply', () => {
  const reply = {
    id: 'l1',
    listingNumber: formatListingNumber('SHEET', 123),
    organisationId: 'o1',
    material: body.material,
    materialDimensions: body.materialDimensions,
    numberOfItems: 10,
    weight: 0.491,
    tradeUnit: 'TON',
    tradeUnitCalculation: 'BY_ITEM',
    prime: true,
    age: null,
    origin: ['DE'],
    country: 'GB',
    deliveryPromise: 'WITHIN_1_WEEK',
    expiresAt: '2026-01-19T14:00:00.000Z',
    status: { value: 'PUBLISHED', reason: null, modifiedAt: '2026-01-12T09:00:00.000Z' },
    pricing: {
      currencyCode: 'GBP',
      netPricePerUnit: 65_000,
      priceIncludingDelivery: { value: 69_950 },
      totalExcludingVat: { value: 34_345 },
    },
    oldPricing: null,
    internalSellerSku: 'SKU-1',
    description: null,
    testCertificates: [
      {
        documentId: 'd1',
        kind: 'CERTIFICATE',
        contentType: 'application/pdf',
        meta: { fileName: 'mill.pdf', size: 120_000, lastModifiedDate: null },
        createdAt: '2026-01-12T08:00:00.000Z',
      },
    ],
    pictures: [],
    autoRenew: { enabled: true, expiresAt: '2026-01-26T14:00:00.000Z' },
    pickupAddress: { id: 'a1' },
    additionalInformation: null,
    numberOfViews: 4,
    hasPendingChanges: false,
    createdAt: '2026-01-12T08:00:00.000Z',
    modifiedAt: '2026-01-12T09:00:00.000Z',
  };

  it('parses a listing and a list of them', () => {
    expect(reply.listingNumber).toBe('SH-000123');
    expect(listing.parse(reply).status.value).toBe('PUBLISHED');
    expect(listingList.parse({ items: [reply], currentPage: 1, maxPages: 1, totalItems: 1 }).items).toHaveLength(1);
  });

  it('filters the list by status with pipes', () => {
    expect(listingStatusFilter(['PUBLISHED', 'EXPIRED'])).toBe('status.value=PUBLISHED|EXPIRED');
    expect(listingStatusFilter(['WITHDRAWN'])).toBe('status.value=WITHDRAWN');
    expect(listingStatusFilter([])).toBeUndefined();
    expect(parseFilter(listingStatusFilter(['PUBLISHED', 'EXPIRED']))).toEqual([
      { property: 'status.value', comparator: '=', value: ['PUBLISHED', 'EXPIRED'] },
    ]);
  });
});

describe('listing service actions', () => {
  it('take a price, an expiry, the auto-renew switch and a renewal', () => {
    expect(updateListingPriceBody.safeParse({ sellingPrice: { value: 66_000, currencyCode: 'GBP' } }).success).toBe(
      true,
    );
    expect(updateListingPriceBody.safeParse({ sellingPrice: { value: -1, currencyCode: 'GBP' } }).success).toBe(false);
    expect(updateListingExpiryBody.safeParse({ expiresAt: '2026-01-19T14:00:00Z' }).success).toBe(true);
    expect(updateListingExpiryBody.safeParse({ expiresAt: 'tomorrow' }).success).toBe(false);
    expect(listingAutoRenewBody.safeParse({ enabled: false }).success).toBe(true);
    expect(listingAutoRenewBody.safeParse({}).success).toBe(false);
    expect(renewListingBody.safeParse({ expiresAt: '2026-01-19T14:00:00Z' }).success).toBe(true);
    expect(
      renewListingBody.safeParse({
        expiresAt: '2026-01-19T14:00:00Z',
        sellingPrice: { value: 60_000, currencyCode: 'EUR' },
      }).success,
    ).toBe(true);
  });
  it('needs a reason to reject', () => {
    expect(rejectListingBody.safeParse({ reason: 'No mill certificate for prime material.' }).success).toBe(true);
    expect(rejectListingBody.safeParse({ reason: '   ' }).success).toBe(false);
  });
});

describe('commercial helpers', () => {
  it('knows Western Europe', () => {
    expect(isWesternEuropeOrigin(['DE', 'GB', 'NO', 'CH'])).toBe(true);
    expect(isWesternEuropeOrigin(['DE', 'TR'])).toBe(false);
    expect(isWesternEuropeOrigin([])).toBe(false);
  });
  it('numbers listings by product', () => {
    expect(formatListingNumber('COIL', 1)).toBe('CL-000001');
    expect(formatListingNumber('PACKAGE', 1_234_567)).toBe('PK-1234567');
  });
});
