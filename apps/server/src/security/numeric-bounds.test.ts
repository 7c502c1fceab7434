/**
 * Absurd numbers (issue 22 item 9; OWASP API4/API8, ASVS 2.2.1): every number a request takes has a
 * domain bound (packages/domain/src/input-limits.ts) enforced by the route's zod schema or, inside a
 * filter string, by the search's filter reading. Beyond it the answer is 400 with details naming the
 * field, before any arithmetic: weights of 9e12 t once threw a RangeError in weightToGrams (500 on
 * listing create and update, package create) or overflowed the bigint grams of the search filter
 * (search-listings, search-packages, urgent alerts); RFQ items took a thickness of 1e300 mm and went
 * live. Nothing is written by a refused request.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@steelyard/domain/listings';
import type { ListingPackage } from '@steelyard/domain/packages';
import type { Rfq } from '@steelyard/domain/rfqs';
import { expectOk, liveListing, seenPrice, checkoutFields, postWithKey } from '../test-support/buying-helpers';
import { makePackageListXlsx } from '../test-support/file-fixtures';
import {
  demoActors,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  sheetBody,
  submitListing,
  uploadAs,
} from '../test-support/listing-helpers';
import { liveRfq, quoteFor, rfqBody, SHEET_ITEM, COIL_ITEM } from '../test-support/rfq-helpers';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import type { JsonSchema } from './fuzz-inputs';
import { countRows } from './security-fixtures';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let pickup: string;
let rheinPickup: string;

/** Numbers that broke the server, and a few more beyond every bound. */
const ABSURD = [9e12, 1e13, 1e300, Number.MAX_SAFE_INTEGER, 2 ** 63];

beforeAll(async () => {
  t = await createTestApp();
  as = demoActors(t);
  t.clock.set(LISTING_TEST_START);
  pickup = (await primaryWarehouse(as.seller)).id;
  rheinPickup = (await primaryWarehouse(as.rheinSeller)).id;
}, 120_000);
afterAll(async () => t?.close());

interface ErrorBody {
  statusCode: number;
  message: string;
  details?: { path: string; message: string }[];
}

/** 400 with a detail at `path` (or whose message names `names`); answers the details. */
function expectRefused(res: LightMyRequestResponse, path: string, names?: string): ErrorBody['details'] {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<ErrorBody>();
  expect(body.statusCode).toBe(400);
  const details = body.details ?? [];
  const hit = details.find((d) => d.path === path && (names === undefined || d.message.includes(names)));
  expect(hit, `${path} ${names ?? ''} in ${res.body}`).toBeDefined();
  return details;
}

/** Runs `send` and checks that the main tables' row counts did not move. */
async function writesNothing(send: () => Promise<void>) {
  const before = await countRows(t.db);
  await send();
  expect(await countRows(t.db)).toEqual(before);
}

describe('the bounds are declared', () => {
  /** Every number and integer in a JSON schema, with its path. */
  function numbersOf(schema: JsonSchema | undefined, path: string, into: [string, JsonSchema][] = []) {
    if (!schema || typeof schema !== 'object') return into;
    for (const variants of [schema.anyOf, schema.oneOf, schema.allOf]) {
      variants?.forEach((v) => numbersOf(v, path, into));
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('number') || types.includes('integer')) into.push([path, schema]);
    for (const [key, value] of Object.entries(schema.properties ?? {})) numbersOf(value, `${path}.${key}`, into);
    if (schema.items) numbersOf(schema.items, `${path}[]`, into);
    return into;
  }

  it('every number of every route (path, query, body) has a minimum and a maximum within safe integers', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: JsonSchema }[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    const numbers: [string, JsonSchema & { maximum?: number; minimum?: number }][] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) numbersOf(p.schema, `${route} ${p.in}:${p.name}`, numbers);
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
          numbersOf(content.schema, `${route} ${type}`, numbers);
        }
      }
    }
    expect(numbers.length).toBeGreaterThan(50);
    // z.int() alone documents ±MAX_SAFE_INTEGER: that is a type, not a domain bound
    const unbounded = numbers
      .filter(([, s]) => {
        const bounds = s as {
          maximum?: number;
          minimum?: number;
          exclusiveMaximum?: number;
          exclusiveMinimum?: number;
        };
        const max = bounds.maximum ?? bounds.exclusiveMaximum;
        const min = bounds.minimum ?? bounds.exclusiveMinimum;
        return !(
          typeof max === 'number' &&
          typeof min === 'number' &&
          max < Number.MAX_SAFE_INTEGER &&
          min > -Number.MAX_SAFE_INTEGER
        );
      })
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });
});

describe('listings and packages', () => {
  const absurdBodies = (): [string, Record<string, unknown>][] => [
    ...ABSURD.map((weight): [string, Record<string, unknown>] => ['body.weight', { weight }]),
    ...ABSURD.map((weight): [string, Record<string, unknown>] => ['body.weight', { weight, tradeUnit: 'KILOGRAM' }]),
    ['body.materialDimensions.thickness', { materialDimensions: { thickness: 1e300, width: 1250, length: 2500 } }],
    ['body.materialDimensions.width', { materialDimensions: { thickness: 2, width: 9e12, length: 2500 } }],
    ['body.numberOfItems', { numberOfItems: 1e300 }],
    ['body.sellingPrice.value', { sellingPrice: { value: 9e15, currencyCode: 'GBP' } }],
  ];

  it('POST api/seller/listings/ refuses absurd weights, sizes, items and prices with 400 and writes nothing', async () => {
    for (const [path, overrides] of absurdBodies()) {
      await writesNothing(async () => {
        expectRefused(
          await as.seller('POST', '/api/seller/listings/', sheetBody(pickup, offeredExpiry(t), overrides)),
          path,
        );
      });
    }
  });

  it('refuses a listing calculated by item whose theoretical weight is beyond 1,000 t (priced per kilogram it overflowed)', async () => {
    const byItem = {
      tradeUnitCalculation: 'BY_ITEM',
      tradeUnit: 'KILOGRAM',
      materialDimensions: { thickness: 300, width: 5_000, length: 30_000 },
      numberOfItems: 100_000,
      weight: null,
    };
    await writesNothing(async () => {
      expectRefused(
        await as.seller('POST', '/api/seller/listings/', sheetBody(pickup, offeredExpiry(t), byItem)),
        'body.numberOfItems',
      );
    });
    // within the bound it is taken, with its theoretical weight
    const fine = await submitListing(
      as.seller,
      sheetBody(pickup, offeredExpiry(t), {
        ...byItem,
        materialDimensions: { thickness: 10, width: 2_000, length: 6_000 },
        numberOfItems: 100,
      }),
    );
    expect(fine.weight).toBe(94_200);
  });

  it('PUT api/seller/listings/{id} refuses them and leaves the listing as it was', async () => {
    const listing = await submitListing(as.seller, sheetBody(pickup, offeredExpiry(t)));
    for (const [path, overrides] of absurdBodies()) {
      const body = { ...sheetBody(pickup, offeredExpiry(t), overrides) } as Record<string, unknown>;
      delete body.sellerTermsAccepted;
      await writesNothing(async () => {
        expectRefused(await as.seller('PUT', `/api/seller/listings/${listing.id}`, body), path);
      });
    }
    const after = expectOk<Listing>(await as.seller('GET', `/api/universal/listings/${listing.id}`));
    expect(after.weight).toBe(listing.weight);
    expect(after.modifiedAt).toBe(listing.modifiedAt);
  });

  it('the price and renewal calls refuse an absurd price', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    await writesNothing(async () => {
      expectRefused(
        await as.seller('PUT', `/api/seller/listings/${listing.id}/price`, {
          sellingPrice: { value: 1e300, currencyCode: 'GBP' },
        }),
        'body.sellingPrice.value',
      );
    });
  });

  it('POST api/seller/packages/ refuses an absurd weight or price with 400 and writes nothing', async () => {
    const workbook = await makePackageListXlsx([
      ['Grade', 'Thickness', 'Weight (t)'],
      ['S275JR', 6, 1.2],
    ]);
    const list = await uploadAs(t, DEMO.seller, 'PACKAGE_LIST', workbook, 'bounds.xlsx');
    const packageBody = (overrides: Record<string, unknown>) => ({
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      packageTitle: 'Bounds offcuts',
      packageDocument: { documentId: list.documentId },
      deliveryTimeframe: 'WITHIN_1_WEEK',
      origin: ['GB'],
      weight: 1.2,
      sellingPrice: { value: 45_000, currencyCode: 'GBP' },
      expiresAt: offeredExpiry(t, 2),
      autoRenew: false,
      pickupAddressId: pickup,
      sellerTermsAccepted: true,
      ...overrides,
    });
    for (const [path, overrides] of [
      ...ABSURD.map((weight) => ['body.weight', { weight }] as const),
      ['body.weight', { weight: 9e12, tradeUnit: 'KILOGRAM' }] as const,
      ['body.sellingPrice.value', { sellingPrice: { value: 2 ** 63, currencyCode: 'GBP' } }] as const,
    ]) {
      await writesNothing(async () => {
        expectRefused(await as.seller('POST', '/api/seller/packages/', packageBody(overrides)), path);
      });
    }
    const created = expectOk<ListingPackage>(
      await as.seller('POST', '/api/seller/packages/', packageBody({ weight: 1_000 })),
      201,
    );
    expect(created.weight).toBe(1_000);
  });

  it('drafts refuse absurd numbers too', async () => {
    for (const [url, body, path] of [
      ['/api/universal/draft-listings/', { material: { product: 'SHEET' }, weight: 9e12 }, 'body.weight'],
      [
        '/api/universal/draft-listings/',
        { material: { product: 'SHEET' }, numberOfItems: 1e300 },
        'body.numberOfItems',
      ],
      [
        '/api/universal/draft-listings/',
        { material: { product: 'SHEET' }, materialDimensions: { thickness: 1e300 } },
        'body.materialDimensions.thickness',
      ],
      ['/api/universal/draft-packages/', { material: { product: 'PACKAGE' }, weight: 9e12 }, 'body.weight'],
    ] as const) {
      await writesNothing(async () => {
        expectRefused(await as.seller('POST', url, body), path);
      });
    }
  });
});

describe('search filters and alerts', () => {
  const FILTERS: [string, string][] = [
    ['weight>9000000000000', 'weight'],
    ['weight>10000000000000', 'weight'],
    ['weight>1e300', 'weight'],
    [`weight>${'9'.repeat(400)}`, 'weight'],
    ['numberOfItems>9000000000000', 'numberOfItems'],
    ['materialDimensions.thickness<1' + '0'.repeat(300), 'materialDimensions.thickness'],
    ['materialDimensions.width>9000000000000', 'materialDimensions.width'],
    ['materialDimensions.length=9000000000000', 'materialDimensions.length'],
  ];

  it('search-listings refuses a number beyond its bound in the filter with 400 naming the property', async () => {
    for (const [filter, property] of FILTERS) {
      const res = await as.rheinBuyer('GET', `/api/universal/search-listings/?filter=${encodeURIComponent(filter)}`);
      if (filter.includes('1e300')) {
        // not a number in the filter syntax at all
        expect(res.statusCode, res.body).toBe(400);
        continue;
      }
      expectRefused(res, 'filter', property);
    }
    // at the bound the search runs
    const atBound = await as.rheinBuyer(
      'GET',
      `/api/universal/search-listings/?filter=${encodeURIComponent('weight>1000;materialDimensions.thickness<300;numberOfItems>100000')}`,
    );
    expect(atBound.statusCode, atBound.body).toBe(200);
  });

  it('search-packages and the target-price minimum refuse them too', async () => {
    expectRefused(
      await as.rheinBuyer(
        'GET',
        `/api/universal/search-packages/?filter=${encodeURIComponent('weight>9000000000000')}`,
      ),
      'filter',
      'weight',
    );
    const minimum = '/api/universal/search-listings/target-price-minimum';
    expectRefused(await as.rheinBuyer('GET', `${minimum}?weight=9000000000000`), 'querystring.weight');
    expectRefused(await as.rheinBuyer('GET', `${minimum}?numberOfItems=9000000000000`), 'querystring.numberOfItems');
    expectRefused(
      await as.rheinBuyer('GET', `${minimum}?filter=${encodeURIComponent('weight>9000000000000')}`),
      'filter',
      'weight',
    );
  });

  it('an alert or urgent request with an absurd number is 400 at filterQuery and is not stored', async () => {
    const urgent =
      'material.product=COIL;material.materialType=MILD_STEEL;materialDimensions.thickness=3;materialDimensions.width=1500;numberOfItems>1;weight>';
    for (const body of [
      { type: 'URGENT', filterQuery: `${urgent}9000000000000` },
      { type: 'URGENT', filterQuery: `${urgent}20`.replace('thickness=3', 'thickness=1e300') },
      { type: 'URGENT', filterQuery: `${urgent}20`.replace('numberOfItems>1', 'numberOfItems>9000000000000') },
      { type: 'SEARCH', filterQuery: 'material.product=COIL;weight>9000000000000' },
      { type: 'URGENT', filterQuery: `${urgent}20`, targetPrice: { value: 9e15, currencyCode: 'EUR' } },
    ]) {
      await writesNothing(async () => {
        const res = await as.rheinBuyer('POST', '/api/universal/listing-alerts/', body);
        expect(res.statusCode, res.body).toBe(400);
        const details = res.json<ErrorBody>().details ?? [];
        expect(details.length, res.body).toBeGreaterThan(0);
        expect(
          details.some((d) => d.path.startsWith('filterQuery') || d.path === 'body.targetPrice.value'),
          res.body,
        ).toBe(true);
      });
    }
  });
});

describe('RFQs, offers, cart and checkout', () => {
  it('RFQ items refuse a thickness, width or length of 1e300 mm and an absurd weight, in drafts and edits', async () => {
    const deliveryId = (await primaryWarehouse(as.buyer)).id;
    const bad: [string, Record<string, unknown>][] = [
      ['body.items.0.thickness', { ...SHEET_ITEM, thickness: 1e300 }],
      ['body.items.0.width', { ...SHEET_ITEM, width: 1e300 }],
      ['body.items.0.length', { ...SHEET_ITEM, length: 9e12 }],
      ['body.items.0.weight', { ...SHEET_ITEM, weight: 9e12 }],
    ];
    for (const [path, item] of bad) {
      await writesNothing(async () => {
        expectRefused(await as.buyer('POST', '/api/buyer/rfqs', rfqBody(deliveryId, { items: [item] })), path);
      });
    }
    const draft = expectOk<Rfq>(await as.buyer('POST', '/api/buyer/rfqs', rfqBody(deliveryId)), 201);
    for (const [path, item] of bad) {
      await writesNothing(async () => {
        expectRefused(
          await as.buyer('PUT', `/api/buyer/rfqs/${draft.id}`, rfqBody(deliveryId, { items: [item] })),
          path,
        );
      });
    }
    // the wizard's limits themselves are taken
    const atLimits = { ...SHEET_ITEM, thickness: 300, width: 5_000, length: 30_000 };
    expectOk<Rfq>(
      await as.buyer('PUT', `/api/buyer/rfqs/${draft.id}`, rfqBody(deliveryId, { items: [atLimits, COIL_ITEM] })),
    );
  });

  it('a quote refuses an absurd price per tonne or weight', async () => {
    const rfq = await liveRfq(as.buyer, as.operator, rfqBody((await primaryWarehouse(as.buyer)).id));
    for (const [path, change] of [
      ['body.items.0.pricePerTonne', { pricePerTonne: 9e15 }],
      ['body.items.0.availableWeight', { availableWeight: 9e12 }],
    ] as const) {
      const body = quoteFor(rfq, rheinPickup);
      body.items[0] = { ...body.items[0]!, ...change };
      await writesNothing(async () => {
        expectRefused(await as.rheinSeller('PUT', `/api/seller/rfqs/${rfq.id}/quote`, body), path);
      });
    }
  });

  it('offers, cart entries and buy-now refuse an absurd price', async () => {
    const listing = await liveListing(t, as.seller, as.operator);
    const seen = await seenPrice(as.rheinBuyer, listing.id);
    expect(seen).toBeGreaterThan(0);
    for (const price of [9e15, 1e300]) {
      await writesNothing(async () => {
        expectRefused(
          await as.rheinBuyer('POST', '/api/buyer/negotiations', { listingId: listing.id, price }),
          'body.price',
        );
        expectRefused(
          await as.rheinBuyer('POST', '/api/buyer/cart/entries', {
            kind: 'LISTING',
            id: listing.id,
            pricePerUnit: price,
          }),
          'body.pricePerUnit',
        );
        const warehouse = (await primaryWarehouse(as.rheinBuyer)).id;
        expectRefused(
          await postWithKey(t, DEMO.rheinBuyer, '/api/buyer/purchase-orders', {
            ...checkoutFields(warehouse),
            kind: 'LISTING',
            id: listing.id,
            pricePerUnit: price,
          }),
          'body.pricePerUnit',
        );
      });
    }
  });
});
