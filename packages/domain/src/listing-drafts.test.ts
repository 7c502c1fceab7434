import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyListingToDraft, draftListing, draftListingBody, withoutStaleExpiry } from './listing-drafts';
import type { Listing } from './listings';
import {
  copyPackageToDraft,
  createPackageBody,
  createPackageBodyFor,
  draftPackage,
  draftPackageBody,
  listingPackage,
  packageRenewalBody,
  updatePackageBody,
} from './packages';
import type { ListingPackage } from './packages';

const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  v: unknown,
) => Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const document = (id: string, kind: string) => ({
  documentId: id,
  kind,
  contentType: 'application/pdf',
  meta: { fileName: `${id}.pdf`, size: 1_000, lastModifiedDate: null },
  createdAt: '2026-01-12T08:00:00.000Z',
});

describe('draft listings', () => {
  it('need only the product', () => {
    expect(draftListingBody.safeParse({ material: { product: 'COIL' } }).success).toBe(true);
    expect(messages(draftListingBody, {})).toEqual({ material: 'This field is required.' });
    expect(messages(draftListingBody, { material: {} })).toEqual({ 'material.product': 'This field is required.' });
    expect(messages(draftListingBody, { material: { product: 'PACKAGE' } })).toEqual({
      'material.product': 'Please check this value.',
    });
  });
  it('check types and limits but not how fields fit together', () => {
    expect(
      draftListingBody.safeParse({ material: { product: 'COIL', grade: 'DC04' }, materialDimensions: { length: 3000 } })
        .success,
    ).toBe(true);
    expect(messages(draftListingBody, { material: { product: 'COIL' }, weight: 'heavy' })).toEqual({
      weight: 'Value is not a number.',
    });
    expect(draftListingBody.parse({ material: { product: 'COIL' } }).prime).toBeUndefined();
  });
  it('answer files as document references', () => {
    const stored = draftListing.parse({
      material: { product: 'SHEET' },
      testCertificates: [document('c1', 'CERTIFICATE')],
      id: 'd1',
      organisationId: 'o1',
      createdAt: '2026-01-12T08:00:00.000Z',
      modifiedAt: '2026-01-12T08:00:00.000Z',
    });
    expect(stored.testCertificates?.[0]?.meta.fileName).toBe('c1.pdf');
  });
  it('can be encoded as replies (the server serialises with z.encode: no one-way transforms)', () => {
    const common = {
      origin: ['DE', 'GB'],
      id: 'd1',
      organisationId: 'o1',
      createdAt: '2026-01-12T08:00:00.000Z',
      modifiedAt: '2026-01-12T08:00:00.000Z',
    };
    const listingDraft = { ...common, material: { product: 'SHEET' as const } };
    expect(z.encode(draftListing, listingDraft)).toMatchObject({ origin: ['DE', 'GB'] });
    const packageDraft = { ...common, material: { product: 'PACKAGE' as const }, packageTitle: 'Offcuts' };
    expect(z.encode(draftPackage, packageDraft)).toMatchObject({ packageTitle: 'Offcuts' });
  });
  it('lose an expiry that is no longer offered when loaded', () => {
    const now = new Date('2026-01-12T09:00:00Z');
    const draft = { material: { product: 'COIL' as const }, expiresAt: '2026-01-12T12:00:00Z' };
    expect(withoutStaleExpiry(draft, now).expiresAt).toBeNull();
    expect(withoutStaleExpiry({ ...draft, expiresAt: '2026-01-11T12:00:00Z' }, now).expiresAt).toBeNull();
    const fresh = { ...draft, expiresAt: '2026-01-13T12:00:00Z' };
    expect(withoutStaleExpiry(fresh, now)).toBe(fresh);
    expect(withoutStaleExpiry({ ...draft, expiresAt: null }, now).expiresAt).toBeNull();
  });
  it('copy a listing with its SKU and files cleared', () => {
    const source = {
      material: { product: 'SHEET', materialType: 'MILD_STEEL', grade: 'S275JR' },
      materialDimensions: { thickness: 2, width: 1250, length: 2500 },
      numberOfItems: 10,
      tradeUnitCalculation: 'BY_ITEM',
      prime: false,
      origin: ['DE'],
      age: null,
      weight: 0.491,
      tradeUnit: 'TON',
      pricing: { currencyCode: 'GBP', netPricePerUnit: 65_000 },
      expiresAt: '2026-01-19T14:00:00.000Z',
      autoRenew: { enabled: false, expiresAt: null },
      pickupAddress: { id: 'a1' },
      additionalInformation: 'Gate 3',
      description: 'Offcuts',
      internalSellerSku: 'SKU-9',
      pictures: [document('p1', 'PICTURE')],
      testCertificates: [document('c1', 'CERTIFICATE')],
    } as unknown as Listing;
    const copy = copyListingToDraft(source);
    expect(copy).toMatchObject({
      material: source.material,
      sellingPrice: { value: 65_000, currencyCode: 'GBP' },
      autoRenew: false,
      pickupAddressId: 'a1',
      internalSellerSku: null,
      pictures: [],
      testCertificates: [],
    });
    expect(draftListingBody.safeParse(copy).success).toBe(true);
  });
});

const pkg = {
  material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
  packageTitle: 'Mixed HR offcuts',
  packageDocument: { documentId: 'x1' },
  weight: 12.5,
  origin: ['GB'],
  sellingPrice: { value: 45_000, currencyCode: 'GBP' },
  expiresAt: '2026-01-19T14:00:00Z',
  pickupAddressId: 'a1',
  deliveryTimeframe: 'WITHIN_1_WEEK',
  sellerTermsAccepted: true,
};

describe('packages', () => {
  it('accept a package priced per tonne or kilogram', () => {
    expect(createPackageBody.parse(pkg)).toMatchObject({ tradeUnit: 'TON', prime: true, certificates: [] });
    expect(createPackageBody.safeParse({ ...pkg, tradeUnit: 'KILOGRAM', weight: 12_500 }).success).toBe(true);
    expect(messages(createPackageBody, { ...pkg, tradeUnit: 'SHEET' })).toEqual({
      tradeUnit: 'Please check this value.',
    });
  });
  it('need a title, the package list, a weight and a delivery timeframe', () => {
    expect(
      messages(createPackageBody, { ...pkg, packageTitle: undefined, packageDocument: undefined, weight: undefined }),
    ).toEqual({
      packageTitle: 'This field is required.',
      packageDocument: 'This field is required.',
      weight: 'This field is required.',
    });
    expect(messages(createPackageBody, { ...pkg, deliveryTimeframe: undefined })).toEqual({
      deliveryTimeframe: 'This field is required.',
    });
  });
  it('take only type and shape as material, stainless with its feature', () => {
    expect(messages(createPackageBody, { ...pkg, material: { ...pkg.material, grade: 'S235JR' } })).toEqual({
      'material.grade': 'Please check this value.',
    });
    const stainless = { ...pkg, material: { ...pkg.material, materialType: 'STAINLESS_STEEL' } };
    expect(messages(createPackageBodyFor([]), stainless)).toEqual({
      'material.materialType': 'Please check this value.',
    });
    expect(createPackageBodyFor(['STAINLESS_STEEL']).safeParse(stainless).success).toBe(true);
    expect(messages(createPackageBody, { ...pkg, material: { ...pkg.material, product: 'COIL' } })).toEqual({
      'material.product': 'Please check this value.',
    });
  });
  it('update without terms, renew with a new expiry and optionally a price', () => {
    const { sellerTermsAccepted: _terms, ...withoutTerms } = pkg;
    expect(updatePackageBody.safeParse(withoutTerms).success).toBe(true);
    expect(packageRenewalBody.safeParse({ expiresAt: '2026-01-19T14:00:00Z' }).success).toBe(true);
    expect(packageRenewalBody.safeParse({ sellingPrice: { value: 1, currencyCode: 'GBP' } }).success).toBe(false);
  });
  it('keep drafts with only the product', () => {
    expect(draftPackageBody.safeParse({ material: { product: 'PACKAGE' } }).success).toBe(true);
    expect(draftPackageBody.safeParse({ material: { product: 'SHEET' } }).success).toBe(false);
  });
  it('answer a package and copy it without SKU and files', () => {
    const reply = listingPackage.parse({
      id: 'p1',
      packageNumber: 'PK-000042',
      organisationId: 'o1',
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      packageTitle: 'Mixed HR offcuts',
      packageDescription: null,
      packageDocument: { ...document('x1', 'PACKAGE_LIST'), contentType: 'application/vnd.ms-excel' },
      deliveryTimeframe: 'WITHIN_1_WEEK',
      certificates: [],
      pictures: [],
      weight: 12.5,
      tradeUnit: 'TON',
      prime: true,
      age: null,
      origin: ['GB'],
      country: 'GB',
      internalSellerSku: 'PK-SKU',
      description: null,
      expiresAt: '2026-01-19T14:00:00.000Z',
      status: { value: 'REVIEW_REQUIRED', reason: null, modifiedAt: '2026-01-12T09:00:00.000Z' },
      pricing: {
        currencyCode: 'GBP',
        netPricePerUnit: 45_000,
        priceIncludingDelivery: { value: 49_350 },
        totalExcludingVat: { value: 616_875 },
      },
      oldPricing: null,
      autoRenew: { enabled: true, expiresAt: null },
      pickupAddress: { id: 'a1' },
      additionalInformation: null,
      numberOfViews: 0,
      hasPendingChanges: false,
      createdAt: '2026-01-12T08:00:00.000Z',
      modifiedAt: '2026-01-12T09:00:00.000Z',
    }) as ListingPackage;
    const copy = copyPackageToDraft(reply);
    expect(copy).toMatchObject({
      packageTitle: 'Mixed HR offcuts',
      packageDocument: null,
      internalSellerSku: null,
      certificates: [],
    });
    expect(draftPackageBody.safeParse(copy).success).toBe(true);
  });
});
