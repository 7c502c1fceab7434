import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearch } from './queries';
import { orderOf } from './relevance';
import { liveListingSelect } from '../listings/search-read-model';
import {
  demoActors,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
} from '../../test-support/listing-helpers';
import { queryPlan } from '../../test-support/query-plan';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { SearchSort } from '@steelyard/domain/search';

/*
 * The query plans of the common searches use the partial search indexes (migrations 0007_search,
 * 0008_search_performance and 0013_search_covering): a sort within the product, or product and material type, walks an index
 * that leads with them.
 * PostgreSQL only: PGlite runs the same planner but the CI pass on PostgreSQL is the one that
 * matters for production. Sequential scans are switched off so that the few rows of a test
 * database still show which index the planner can use.
 */
describe.skipIf(!process.env.DATABASE_URL)('search query plans (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(LISTING_TEST_START);
    const as = demoActors(t);
    const pickup = (await primaryWarehouse(as.seller)).id;
    for (let i = 0; i < 3; i++) await publishListing(as.seller, as.operator, sheetBody(pickup, offeredExpiry(t)));
    await t.db.execute(sql`analyze listings`);
  });
  afterAll(async () => t.close());

  async function planOf(filter: string, sort: SearchSort): Promise<string> {
    const parsed = parseSearch(filter, 'LISTING', '00000000-0000-4000-8000-000000000000');
    // read at the platform clock's now, as every search reads (decision 175)
    const criteria = { ...parsed.criteria, liveAt: t.clock.now() };
    const query = liveListingSelect(t.db, criteria, orderOf(sort, parsed));
    return queryPlan(t.db, query);
  }

  const cases: [string, SearchSort, RegExp][] = [
    [
      'material.product=COIL;material.materialType=MILD_STEEL;materialDimensions.thickness>2.5;materialDimensions.thickness<3.5',
      'RELEVANCE',
      // on a few rows any index leading with kind and product is as good (since 0013 the product
      // sort indexes also carry the organisation, which every search filters on)
      /listings_search_(material|product)(_price|_weight|_published|_expiry)?_idx/,
    ],
    ['material.product=SHEET;materialDimensions.width=1250', 'WEIGHT_ASCENDING', /listings_search_\w+_idx/],
    ['material.grade=S355J2', 'RELEVANCE', /listings_search_\w+_idx/],
    ['material.product=SHEET', 'PRICE_ASCENDING', /listings_search_product_price_idx/],
    ['material.product=COIL', 'WEIGHT_DESCENDING', /listings_search_product_weight_idx/],
    ['material.product=COIL', 'EXPIRES_AT_ASCENDING', /listings_search_product_expiry_idx/],
    ['material.product=SHEET', 'RELEVANCE', /listings_search_product_published_idx/],
    [
      'material.product=SHEET;material.materialType=COATED_STEEL',
      'PRICE_DESCENDING',
      /listings_search_material_price_idx/,
    ],
    [
      'material.product=COIL;material.materialType=MILD_STEEL',
      'WEIGHT_ASCENDING',
      // the product's weight walk filters the type inside its index (0013); either is a walk by weight
      /listings_search_(material|product)_weight_idx/,
    ],
    ['', 'PRICE_ASCENDING', /listings_search_price_idx/],
    ['', 'EXPIRES_AT_ASCENDING', /listings_search_expiry_idx/],
    ['', 'WEIGHT_DESCENDING', /listings_search_weight_idx/],
    ['', 'RELEVANCE', /listings_search_published_idx/],
  ];
  it.each(cases)('filter "%s" sorted %s uses a search index', async (filter, sort, index) => {
    const plan = await planOf(filter, sort);
    expect(plan, plan).toMatch(index);
    expect(plan, plan).not.toMatch(/Seq Scan on listings/);
  });

  // RELEVANCE for one size bounded on one side is the size's order (issue 25): a deep page of a broad
  // search walks an index in that order and stops, with no sort of every match
  const walks: [string, RegExp][] = [
    ['materialDimensions.thickness>0.5', /listings_search_thickness_idx/],
    ['materialDimensions.thickness<20', /listings_search_thickness_desc_idx/],
    ['materialDimensions.width>100', /listings_search_width_idx/],
    ['materialDimensions.width<2000', /listings_search_width_desc_idx/],
  ];
  it.each(walks)('filter "%s" by relevance walks its size index without sorting', async (filter, index) => {
    const plan = await planOf(filter, 'RELEVANCE');
    expect(plan, plan).toMatch(index);
    expect(plan, plan).not.toMatch(/Sort/);
  });
});
