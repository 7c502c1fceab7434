import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import type { ErrorReply } from '@steelyard/domain/errors';
import { convertMinor } from '@steelyard/domain/exchange-rates';
import type { Listing } from '@steelyard/domain/listings';
import type { ListingPackage } from '@steelyard/domain/packages';
import { type SearchListingsReply } from '@steelyard/domain/search';
import { TARGET_PRICE_MESSAGES, type TargetPriceMinimumReply } from '@steelyard/domain/target-price';
import { makePackageListXlsx, PDF_BYTES, PNG_BYTES } from '../../test-support/file-fixtures';
import {
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  uploadAs,
  type Act,
} from '../../test-support/listing-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { findLiveListings } from '../listings/search-read-model';
import { findUserCredentialsByEmail } from '../users/service';
import { parseSearch } from './queries';
import { orderOf } from './relevance';
import {
  assertTargetPrice,
  checkSearchFilter,
  countMatchingListings,
  findMatchingListings,
  findTargetPriceMinimumPerTonne,
  listingMatchesFilter,
} from './service';

let t: TestApp;
let as: ReturnType<typeof demoActors>;
let filesDir: string;
const ids: Record<string, string> = {};

interface CoilSpec {
  grade?: string;
  thickness: number;
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  weight: number;
  price: number;
  origin?: string[];
  prime?: boolean;
  day?: number;
}

function coilBody(pickupAddressId: string, c: CoilSpec, currencyCode = 'GBP') {
  const width = c.width != null ? { width: c.width } : { minWidth: c.minWidth, maxWidth: c.maxWidth };
  return {
    material: {
      product: 'COIL',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: c.grade ?? 'S355J2',
    },
    materialDimensions: { thickness: c.thickness, ...width },
    weight: c.weight,
    origin: c.origin ?? ['GB'],
    prime: c.prime ?? true,
    sellingPrice: { value: c.price, currencyCode },
    expiresAt: offeredExpiry(t, c.day ?? 1),
    autoRenew: false,
    pickupAddressId,
    sellerTermsAccepted: true,
  };
}

const search = async (act: Act, query: string) =>
  expectStatus<SearchListingsReply>(await act('GET', `/api/universal/search-listings/?${query}`), 200);
const numbersOf = (reply: { items: { id: string }[] }) =>
  reply.items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? i.id);
const f = (filter: string) => `filter=${encodeURIComponent(filter)}`;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-search-files-'));
  t = await createTestApp({ env: { FILES_DIR: filesDir } });
  t.clock.set(LISTING_TEST_START);
  as = demoActors(t);
  const pickup = (await primaryWarehouse(as.seller)).id;
  // a minute between publications, so that "newest first" tells them apart
  const coil = (c: CoilSpec) => {
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    return publishListing(as.seller, as.operator, coilBody(pickup, c));
  };
  // the fixture: Demo Steel (GB) sells; Rhein Stahl (DE) searches
  ids.A = (await coil({ thickness: 3, width: 1500, weight: 25, price: 60_000, origin: ['DE'], day: 2 })).id;
  ids.B = (await coil({ thickness: 3, width: 1250, weight: 20, price: 58_000, day: 4 })).id;
  ids.C = (await coil({ grade: 'S355J0', thickness: 3, width: 1500, weight: 30, price: 62_000, origin: ['CN'] })).id;
  ids.D = (await coil({ thickness: 3.4, width: 1500, weight: 25, price: 61_000, day: 3 })).id;
  ids.R = (await coil({ thickness: 3, minWidth: 1450, maxWidth: 1550, weight: 12, price: 59_000, prime: false })).id;
  ids.S = (await publishListing(as.seller, as.operator, sheetBody(pickup, offeredExpiry(t, 5)))).id;
  // Rhein's own coil: its buyers never find it
  const rheinPickup = (await primaryWarehouse(as.rheinSeller)).id;
  ids.OWN = (
    await publishListing(
      as.rheinSeller,
      as.operator,
      coilBody(rheinPickup, { thickness: 3, width: 1500, weight: 25, price: 70_000 }, 'EUR'),
    )
  ).id;
  // a listing under review is no result
  await as.seller(
    'POST',
    '/api/seller/listings/',
    coilBody(pickup, { thickness: 3, width: 1500, weight: 1, price: 1 }),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('GET api/universal/search-listings', () => {
  it("finds live listings of other organisations only, 10 a page, priced for the viewer's country", async () => {
    const rhein = await search(as.rheinBuyer, '');
    expect(rhein.totalItems).toBe(6);
    expect(rhein).toMatchObject({ currentPage: 1, maxPages: 1, alternatives: [] });
    expect(numbersOf(rhein)).not.toContain('OWN');
    const a = rhein.items.find((i) => i.id === ids.A)!;
    expect(a).toMatchObject({
      kind: 'LISTING',
      listingNumber: expect.stringMatching(/^CL-\d{6}$/),
      weight: 25,
      tradeUnit: 'TON',
      country: 'GB',
      origin: ['DE'],
      isNew: true,
      differences: [],
      picture: null,
      pricing: { currencyCode: 'GBP', netPricePerUnit: 60_000 },
    });
    // cross-border delivery to Germany costs more than delivery within the UK
    const demo = await search(as.buyer, '');
    expect(numbersOf(demo)).toEqual(['OWN']);
    const domestic = (await search(as.manager, '')).items[0]!;
    expect(domestic.pricing.currencyCode).toBe('EUR');
    expect(a.pricing.priceIncludingDelivery.value).toBeGreaterThan(a.pricing.netPricePerUnit);
  });

  it('filters on every field of the search form', async () => {
    const cases: [string, string[]][] = [
      ['material.product=COIL', ['A', 'B', 'C', 'D', 'R']],
      ['material.product=SHEET', ['S']],
      ['material.materialType=MILD_STEEL;material.definition=HOT_ROLLED', ['A', 'B', 'C', 'D', 'R', 'S']],
      ['material.grade=S355J2', ['A', 'B', 'D', 'R']],
      ['material.grade=S355J0|S275JR', ['C', 'S']],
      ['material.specification=EN_10025_2;material.shape=FLAT', ['A', 'B', 'C', 'D', 'R', 'S']],
      ['material.surface=SHOT_BLASTED', []],
      ['materialDimensions.thickness=3', ['A', 'B', 'C', 'R']],
      ['materialDimensions.thickness>3.1', ['D']],
      ['materialDimensions.thickness>2;materialDimensions.thickness<3', ['A', 'B', 'C', 'R', 'S']],
      // a ranged listing matches when its whole range lies in the requested one
      ['materialDimensions.width>1400;materialDimensions.width<1600', ['A', 'C', 'D', 'R']],
      ['materialDimensions.width>1460;materialDimensions.width<1600', ['A', 'C', 'D']],
      ['materialDimensions.width=1500', ['A', 'C', 'D']],
      ['materialDimensions.length>2000', ['S']],
      ['weight>25', ['A', 'C', 'D']],
      ['numberOfItems>10', ['S']],
      ['numberOfItems>11', []],
      ['origin=WESTERN_EUROPE', ['A', 'B', 'D', 'R', 'S']],
      ['origin=CN', ['C']],
      ['origin=DE|CN', ['A', 'C']],
      ['prime=false', ['R']],
    ];
    for (const [filter, expected] of cases) {
      const reply = await search(as.rheinBuyer, `sort=WEIGHT_ASCENDING&${f(filter)}`);
      expect(numbersOf(reply).sort(), filter).toEqual([...expected].sort());
      expect(reply.totalItems, filter).toBe(expected.length);
    }
  });

  it('sorts by expiry, weight and price either way, ties by id', async () => {
    const coils = f('material.product=COIL');
    const order = async (sort: string) => numbersOf(await search(as.rheinBuyer, `sort=${sort}&${coils}`));
    expect(await order('WEIGHT_ASCENDING')).toEqual(['R', 'B', ...tie(['A', 'D']), 'C']);
    expect(await order('WEIGHT_DESCENDING')).toEqual(['C', ...tie(['A', 'D']), 'B', 'R']);
    expect(await order('PRICE_ASCENDING')).toEqual(['B', 'R', 'A', 'D', 'C']);
    expect(await order('PRICE_DESCENDING')).toEqual(['C', 'D', 'A', 'R', 'B']);
    const expiresAsc = await order('EXPIRES_AT_ASCENDING');
    expect(expiresAsc.slice(-3)).toEqual(['A', 'D', 'B']);
    expect(expiresAsc.slice(0, 2).sort()).toEqual(['C', 'R']);
    expect((await order('EXPIRES_AT_DESCENDING')).slice(0, 3)).toEqual(['B', 'D', 'A']);
  });

  it('ranks by relevance: exact sizes first, then the closest, then the newest', async () => {
    const reply = await search(as.rheinBuyer, f('materialDimensions.width>1400;materialDimensions.width<1600'));
    // A, C and D are 1500 wide (exact, the middle of the range), R is a 1450–1550 range
    expect(numbersOf(reply)).toEqual(['D', 'C', 'A', 'R']);
    const thin = await search(as.rheinBuyer, f('materialDimensions.thickness>3;materialDimensions.thickness<3.2'));
    expect(numbersOf(thin)).toEqual(['R', 'C', 'B', 'A']);
  });

  it('ranks a size bounded on one side as the distance from the bound says (the walk of issue 25)', async () => {
    // widths: B 1250, A C D 1500 (exact), R 1450–1550 (a range: after every exact one)
    const ranked = async (filter: string) =>
      numbersOf(await search(as.rheinBuyer, f(`material.product=COIL;${filter}`)));
    expect(await ranked('materialDimensions.width>1200')).toEqual(['B', 'D', 'C', 'A', 'R']);
    expect(await ranked('materialDimensions.width<1600')).toEqual(['D', 'C', 'A', 'B', 'R']);
    // thicknesses: A B C R 3 (newest first: R C B A), D 3.4
    expect(await ranked('materialDimensions.thickness>2.5')).toEqual(['R', 'C', 'B', 'A', 'D']);
    expect(await ranked('materialDimensions.thickness<3.5')).toEqual(['D', 'R', 'C', 'B', 'A']);
  });

  it('pages stably: every listing once, whatever the sort', async () => {
    for (const sort of ['RELEVANCE', 'WEIGHT_ASCENDING', 'PRICE_DESCENDING', 'EXPIRES_AT_ASCENDING']) {
      const seen: string[] = [];
      for (let offset = 0; offset < 6; offset += 2) {
        const page = await search(as.rheinBuyer, `limit=2&offset=${offset}&sort=${sort}`);
        expect(page).toMatchObject({ currentPage: offset / 2 + 1, maxPages: 3, totalItems: 6 });
        seen.push(...page.items.map((i) => i.id));
      }
      expect(new Set(seen).size, sort).toBe(6);
    }
  });

  it('caps the count and pages the same whether the matches are sorted whole or walked in an index', async () => {
    const viewer = (await findUserCredentialsByEmail(t.db, DEMO.rheinBuyer))!.organisationId;
    for (const sort of ['RELEVANCE', 'WEIGHT_DESCENDING', 'PRICE_ASCENDING', 'EXPIRES_AT_DESCENDING'] as const) {
      const found = parseSearch('material.product=COIL', 'LISTING', viewer);
      // read at the platform clock's now, as the search reads (decision 175)
      const parsed = { ...found, criteria: { ...found.criteria, liveAt: t.clock.now() } };
      const order = orderOf(sort, parsed);
      const page = { limit: 2, offset: 2 };
      // five coils: sorted whole, or walked in the sort's order (more than two match); capped at three or not
      const whole = await findLiveListings(t.db, parsed.criteria, order, page, { countUpTo: 10 });
      const walked = await findLiveListings(t.db, parsed.criteria, order, page, { countUpTo: 10, sortWholeUpTo: 2 });
      const cappedWhole = await findLiveListings(t.db, parsed.criteria, order, page, { countUpTo: 3 });
      const cappedWalked = await findLiveListings(t.db, parsed.criteria, order, page, {
        countUpTo: 3,
        sortWholeUpTo: 2,
      });
      const plain = await findLiveListings(t.db, parsed.criteria, order, page);
      const pastTheEnd = await findLiveListings(
        t.db,
        parsed.criteria,
        order,
        { limit: 2, offset: 6 },
        { countUpTo: 10 },
      );
      expect(whole).toMatchObject({ total: 5, totalCapped: false });
      expect(walked).toMatchObject({ total: 5, totalCapped: false });
      expect(cappedWhole).toMatchObject({ total: 3, totalCapped: true });
      expect(cappedWalked).toMatchObject({ total: 3, totalCapped: true });
      expect(plain).toMatchObject({ total: 5, totalCapped: false });
      expect(pastTheEnd).toMatchObject({ rows: [], total: 5, totalCapped: false });
      expect(whole.rows).toHaveLength(2);
      for (const other of [walked, cappedWhole, cappedWalked, plain]) {
        expect(
          other.rows.map((r) => r.id),
          sort,
        ).toEqual(whole.rows.map((r) => r.id));
      }
    }
    // a relevance ranking by sizes: sorted whole, or every match read for the best offset + limit
    const sizedFound = parseSearch(
      'material.product=COIL;materialDimensions.width>1000;materialDimensions.width<2000',
      'LISTING',
      viewer,
    );
    const sized = { ...sizedFound, criteria: { ...sizedFound.criteria, liveAt: t.clock.now() } };
    const ranking = orderOf('RELEVANCE', sized);
    const ranked = await findLiveListings(t.db, sized.criteria, ranking, { limit: 2, offset: 2 }, { countUpTo: 3 });
    const plainRanked = await findLiveListings(t.db, sized.criteria, ranking, { limit: 2, offset: 2 });
    const rankedWalked = await findLiveListings(
      t.db,
      sized.criteria,
      ranking,
      { limit: 2, offset: 2 },
      { countUpTo: 3, sortWholeUpTo: 2 },
    );
    expect(ranked).toMatchObject({ total: 3, totalCapped: true });
    expect(rankedWalked).toMatchObject({ total: 3, totalCapped: true });
    expect(ranked.rows.map((r) => r.id)).toEqual(plainRanked.rows.map((r) => r.id));
    expect(rankedWalked.rows.map((r) => r.id)).toEqual(plainRanked.rows.map((r) => r.id));
    expect(plainRanked.rows).toHaveLength(2);
    expect(
      await findLiveListings(t.db, sized.criteria, ranking, { limit: 2, offset: 6 }, { countUpTo: 10 }),
    ).toMatchObject({ rows: [], total: 5, totalCapped: false });
    const reply = await search(as.rheinBuyer, 'limit=2');
    expect(reply).toMatchObject({ totalItems: 6, totalItemsCapped: false, maxPages: 3 });
    // the deepest page there is still answers
    expect(await search(as.rheinBuyer, 'limit=2&offset=999')).toMatchObject({ items: [], totalItems: 6 });
  });

  it('offers alternatives when fewer than a page match, each saying how it differs', async () => {
    const filter =
      'material.product=COIL;material.grade=S355J2;materialDimensions.thickness=3;materialDimensions.width=1500';
    const reply = await search(as.rheinBuyer, f(filter));
    expect(numbersOf(reply)).toEqual(['A']);
    const alternatives = Object.fromEntries(
      reply.alternatives.map((a) => [numbersOf({ items: [a] })[0], a.differences]),
    );
    expect(Object.keys(alternatives).sort()).toEqual(['C', 'D', 'R']);
    expect(alternatives.C).toEqual([{ field: 'grade', code: 'NEIGHBOURING', requested: 'S355J2', actual: 'S355J0' }]);
    expect(alternatives.D).toEqual([{ field: 'thickness', code: 'ABOVE', requested: '3', actual: '3.4' }]);
    expect(alternatives.R).toEqual([{ field: 'width', code: 'BELOW', requested: '1500', actual: '1450–1550' }]);
    // B (1250 wide) lies outside ±10 %; nothing is both an exact match and an alternative
    expect(numbersOf({ items: reply.alternatives })).not.toContain('A');
    // a full page of exact matches has no alternatives; neither has a later page
    expect((await search(as.rheinBuyer, 'limit=2')).alternatives).toEqual([]);
    const heavy = await search(as.rheinBuyer, f('material.product=COIL;weight>27'));
    expect(numbersOf(heavy)).toEqual(['C']);
    expect(heavy.alternatives.map((a) => a.differences)).toEqual([
      [{ field: 'weight', code: 'BELOW', requested: '≥ 27', actual: '25' }],
      [{ field: 'weight', code: 'BELOW', requested: '≥ 27', actual: '25' }],
    ]);
  });

  it('marks listings new for 24 hours after they went live', async () => {
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + 25 * 60 * 60 * 1000));
    try {
      const reply = await search(as.rheinBuyer, '');
      expect(reply.items.every((i) => !i.isNew)).toBe(true);
    } finally {
      t.clock.set(before);
    }
  });

  it('answers 400 with details on an unknown filter, a bad value or sort', async () => {
    for (const query of [
      f('material.colour=RED'),
      f('material.product=BAR'),
      f('materialDimensions.thickness>thin'),
      f('origin=XX'),
      f('weight<3'),
      f('prime'),
      'sort=NAME',
      'limit=0',
      // a search pages through its first 1,000 results only (decision 89)
      'offset=1000',
    ]) {
      const res = await as.rheinBuyer('GET', `/api/universal/search-listings/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorReply>().details?.length, query).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/universal/search-listings/' })).statusCode).toBe(401);
  });

  it('counts the matches of an alert filter for the alerts module', async () => {
    const now = t.clock.now();
    expect(await countMatchingListings(t.db, 'material.grade=S355J2', { now })).toBe(5);
    const own = (await expectStatus<Listing>(await as.rheinSeller('GET', `/api/universal/listings/${ids.OWN}`), 200))
      .organisationId;
    expect(await countMatchingListings(t.db, 'material.grade=S355J2', { now, excludeOrganisationId: own })).toBe(4);
    expect(await countMatchingListings(t.db, 'material.grade=S355J2', { now, listingIds: [ids.A!, ids.C!] })).toBe(1);
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    expect(await countMatchingListings(t.db, undefined, { now, publishedSince: tomorrow })).toBe(0);
    await expect(countMatchingListings(t.db, 'colour=RED', { now })).rejects.toThrow();
    expect(() => checkSearchFilter('colour=RED', 'filterQuery')).toThrow(
      expect.objectContaining({ details: [{ path: 'filterQuery', message: 'unknown property colour' }] }),
    );
    expect(await listingMatchesFilter(t.db, 'material.grade=S355J2', ids.A!, own, now)).toBe(true);
    expect(await listingMatchesFilter(t.db, 'material.grade=S355J2', ids.C!, own, now)).toBe(false);
    expect(await listingMatchesFilter(t.db, 'material.grade=S355J2', ids.OWN!, own, now)).toBe(false);
    const page = await findMatchingListings(
      t.db,
      'material.grade=S355J2',
      own,
      { limit: 2, offset: 0 },
      now,
      'PRICE_ASCENDING',
    );
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual([ids.B, ids.R]);
    const rates = t.config.exchangeRates;
    expect(await findTargetPriceMinimumPerTonne(t.db, 'material.product=COIL', 'GBP', rates, own, now)).toBe(48_000);
    expect(await findTargetPriceMinimumPerTonne(t.db, 'material.product=TREAD', 'GBP', rates, own, now)).toBeNull();
  });
});

function tie(names: string[]): string[] {
  return [...names].sort((x, y) => (ids[x]! < ids[y]! ? -1 : 1));
}

describe('GET api/universal/search-packages and packages/{id}', () => {
  it('finds live packages of other organisations, readable by their buyers', async () => {
    const workbook = await makePackageListXlsx([
      ['Grade', 'Thickness'],
      ['S275JR', 6],
    ]);
    const list = await uploadAs(t, DEMO.seller, 'PACKAGE_LIST', workbook, 'offcuts.xlsx');
    const created = expectStatus<ListingPackage>(
      await as.seller('POST', '/api/seller/packages/', {
        material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
        packageTitle: 'Plate offcuts',
        packageDocument: { documentId: list.documentId },
        deliveryTimeframe: 'WITHIN_1_WEEK',
        origin: ['GB'],
        weight: 3.7,
        sellingPrice: { value: 45_000, currencyCode: 'GBP' },
        expiresAt: offeredExpiry(t),
        autoRenew: false,
        pickupAddressId: (await primaryWarehouse(as.seller)).id,
        sellerTermsAccepted: true,
      }),
      201,
    );
    const packages = (query: string, act: Act = as.rheinBuyer) =>
      act('GET', `/api/universal/search-packages/?${query}`);
    expect(expectStatus<SearchListingsReply>(await packages(''), 200).totalItems).toBe(0);
    expectStatus<AdminListing>(await as.operator('POST', `/api/admin/listings/${created.id}/approve`), 200);
    const found = expectStatus<SearchListingsReply>(
      await packages(f('material.materialType=MILD_STEEL;weight>3')),
      200,
    );
    expect(found.items).toMatchObject([
      { id: created.id, kind: 'PACKAGE', packageTitle: 'Plate offcuts', weight: 3.7 },
    ]);
    expect(expectStatus<SearchListingsReply>(await packages('', as.buyer), 200).totalItems).toBe(0);
    expect((await packages(f('material.grade=S355J2'))).statusCode).toBe(400);
    const detail = expectStatus<ListingPackage>(
      await as.rheinBuyer('GET', `/api/universal/packaging/packages/${created.id}`),
      200,
    );
    expect(detail.packageTitle).toBe('Plate offcuts');
    // the sellers' package list stays their own
    const mine = expectStatus<{ totalItems: number }>(
      await as.rheinBuyer('GET', '/api/universal/packaging/packages/'),
      200,
    );
    expect(mine.totalItems).toBe(0);
    const noPackages = await addListingUser(t, 'nopackages@rhein-stahl.example', DEMO.rheinBuyer, ['BUYER'], []);
    expect((await packages('', noPackages)).statusCode).toBe(403);
  });
});

describe('GET api/universal/search-listings/target-price-minimum', () => {
  const url = (query: string) => `/api/universal/search-listings/target-price-minimum?${query}`;

  it('answers 80 % of the median net price per tonne of comparable live listings', async () => {
    const query = `${f('material.product=COIL;material.materialType=MILD_STEEL')}&currencyCode=GBP&weight=10&numberOfItems=4`;
    const reply = expectStatus<TargetPriceMinimumReply>(await as.rheinBuyer('GET', url(query)), 200);
    // coils at 580, 590, 600, 610 and 620 £/t: median 600, minimum 480 £/t
    expect(reply).toEqual({
      currencyCode: 'GBP',
      minimumPerTonne: 48_000,
      minimumTotal: 480_000,
      minimumPerItem: 120_000,
      comparableListings: 5,
    });
    // in the viewer's currency (EUR): the same GBP coils converted at the configured rates
    const euro = expectStatus<TargetPriceMinimumReply>(
      await as.rheinBuyer('GET', url(f('material.product=COIL'))),
      200,
    );
    const median = convertMinor(60_000, 'GBP', 'EUR', t.config.exchangeRates, 'down');
    expect(euro).toEqual({
      currencyCode: 'EUR',
      minimumPerTonne: Math.ceil((median * 80) / 100),
      minimumTotal: null,
      minimumPerItem: null,
      comparableListings: 5,
    });
    expect(euro.minimumPerTonne).toBe(55_680); // 600 £/t × 1.16 = 696 €/t; 80 % of it
  });

  it('compares listings in another currency: a GBP buyer whose only comparable coil is in EUR (issue 23 item 21)', async () => {
    // as found: Demo Steel buys in GBP, and the one coil of another organisation is Rhein's at 700 €/t
    const coils = f('material.product=COIL;material.materialType=MILD_STEEL');
    const reply = expectStatus<TargetPriceMinimumReply>(await as.buyer('GET', url(`${coils}&weight=10`)), 200);
    const converted = convertMinor(70_000, 'EUR', 'GBP', t.config.exchangeRates, 'down');
    expect(converted).toBe(60_344); // 700 / 1.16 = 603.448… £/t, rounded down
    const minimum = Math.ceil((converted * 80) / 100);
    expect(reply).toEqual({
      currencyCode: 'GBP',
      minimumPerTonne: minimum,
      minimumTotal: minimum * 10,
      minimumPerItem: null,
      comparableListings: 1,
    });
    // the urgent request with a target below it is refused, at the minimum accepted
    const request = {
      type: 'URGENT',
      filterQuery:
        'material.product=COIL;material.materialType=MILD_STEEL;materialDimensions.thickness=3;materialDimensions.width=1500;weight>20',
    };
    const low = await as.buyer('POST', '/api/universal/listing-alerts/', {
      ...request,
      targetPrice: { value: minimum - 1, currencyCode: 'GBP' },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json<ErrorReply>().details).toEqual([
      { path: 'targetPrice.value', message: TARGET_PRICE_MESSAGES.tooLow },
    ]);
    const atMinimum = await as.buyer('POST', '/api/universal/listing-alerts/', {
      ...request,
      targetPrice: { value: minimum, currencyCode: 'GBP' },
    });
    expect(atMinimum.statusCode, atMinimum.body).toBe(201);
  });

  it('refuses a target price below the minimum', async () => {
    const rhein = expectStatus<Listing>(await as.rheinSeller('GET', `/api/universal/listings/${ids.OWN}`), 200);
    const viewer = {
      organisationId: rhein.organisationId,
      view: { feeSchedule: t.ctx.config.feeSchedule, viewerCountry: 'DE' },
      features: ['TARGET_PRICE' as const],
      currencyCode: 'EUR',
    };
    const filter = 'material.product=COIL;material.materialType=MILD_STEEL';
    await expect(
      assertTargetPrice(t.db, viewer, { filter, targetPrice: { value: 47_999, currencyCode: 'GBP' } }, t.clock.now()),
    ).rejects.toMatchObject({ details: [{ path: 'targetPrice', message: TARGET_PRICE_MESSAGES.tooLow }] });
    const minimum = await assertTargetPrice(
      t.db,
      viewer,
      { filter, targetPrice: { value: 48_000, currencyCode: 'GBP' } },
      t.clock.now(),
    );
    expect(minimum.minimumPerTonne).toBe(48_000);
  });

  it('needs the target-price feature', async () => {
    const plain = await addListingUser(t, 'notarget@rhein-stahl.example', DEMO.rheinBuyer, ['BUYER'], []);
    const res = await plain('GET', url(f('material.product=COIL')));
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorReply>().message).toBe(TARGET_PRICE_MESSAGES.featureRequired);
  });
});

describe('result pictures', () => {
  it("shows each result's first picture, read for the whole page at once", async () => {
    const first = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'front.png');
    const second = await uploadAs(t, DEMO.seller, 'PICTURE', PNG_BYTES, 'back.png');
    const certificate = await uploadAs(t, DEMO.seller, 'CERTIFICATE', PDF_BYTES, 'mill.pdf');
    const pickup = (await primaryWarehouse(as.seller)).id;
    const pictured = await publishListing(as.seller, as.operator, {
      ...sheetBody(pickup, offeredExpiry(t, 5), { prime: false }),
      pictures: [{ documentId: first.documentId }, { documentId: second.documentId }],
      testCertificates: [{ documentId: certificate.documentId }],
    });
    const reply = await search(as.rheinBuyer, f('material.product=SHEET'));
    const pictures = Object.fromEntries(reply.items.map((i) => [i.id, i.picture?.documentId ?? null]));
    expect(pictures).toEqual({ [pictured.id]: first.documentId, [ids.S!]: null });
  });
});
