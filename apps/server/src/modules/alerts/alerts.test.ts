import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGES,
  type CreateAlertReply,
  type ImmediateRequestSettings,
  type ListingAlert,
  type ListingAlertList,
} from '@steelyard/domain/alerts';
import { INVALID_FILTER_CRITERIA } from '@steelyard/domain/errors';
import type { Listing } from '@steelyard/domain/listings';
import type { SearchListingsReply } from '@steelyard/domain/search';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { openPostgresDatabase } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { runDueJobs } from '../../platform/jobs/run-due-jobs';
import { expectError } from '../../test-support/account-helpers';
import {
  addListingUser,
  demoActors,
  expectStatus,
  LISTING_TEST_START,
  offeredExpiry,
  primaryWarehouse,
  publishListing,
  sheetBody,
  type Act,
} from '../../test-support/listing-helpers';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { LISTING_PUBLISHED_JOB } from '../listings/events-port';
import { findUserCredentialsByEmail } from '../users/service';
import { createSearchModuleListingSearch } from './listing-search-port';
import { alertHits } from './schema';
import { createAlert } from './service';

let t: TestApp;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let as: ReturnType<typeof demoActors>;
let pickupId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  as = demoActors(t);
  t.clock.set(LISTING_TEST_START);
  pickupId = (await primaryWarehouse(as.seller)).id;
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const ALERTS = '/api/universal/listing-alerts/';
const SHEET_2MM = 'material.product=SHEET;materialDimensions.thickness=2';
const COIL_REQUEST =
  'material.product=COIL;material.materialType=MILD_STEEL;materialDimensions.thickness=3;materialDimensions.width=1500;numberOfItems>1;weight>20';

const create = async (act: Act, body: Record<string, unknown>) =>
  expectStatus<CreateAlertReply>(await act('POST', ALERTS, body), 201);
const list = async (act: Act) => expectStatus<ListingAlertList>(await act('GET', ALERTS), 200);
const selfUpdates = async (act: Act) =>
  expectStatus<SelfUpdatesReply>(await act('GET', '/api/universal/users/self-updates'), 200);
const hitsOf = async (alertId: string) =>
  (await t.db.select({ n: count() }).from(alertHits).where(eq(alertHits.alertId, alertId)))[0]!.n;
const publishSheet = (overrides: Record<string, unknown> = {}) =>
  publishListing(as.seller, as.operator, sheetBody(pickupId, offeredExpiry(t, 3, '12:00'), overrides));

describe('alert CRUD', () => {
  it("creates, lists, reads, switches and deletes the caller's own alerts only", async () => {
    const created = await create(as.rheinBuyer, { filterQuery: 'material.product=TREAD', comment: 'For the yard' });
    expect(created).toEqual({ id: expect.any(String), numberOfListings: 0 });
    const mine = await list(as.rheinBuyer);
    expect(mine.items.find((a) => a.id === created.id)).toMatchObject({
      enabled: true,
      type: 'SEARCH',
      filterQuery: 'material.product=TREAD',
      comment: 'For the yard',
      numberOfNewResults: 0,
    });
    expect((await list(as.buyer)).items.some((a) => a.id === created.id)).toBe(false);

    const url = `${ALERTS}${created.id}`;
    expect(expectStatus<ListingAlert>(await as.rheinBuyer('GET', url), 200).id).toBe(created.id);
    for (const other of [as.buyer, as.rheinManager]) {
      expectError(await other('GET', url), 404, ALERT_MESSAGES.notFound);
      expectError(await other('PATCH', url, { enabled: false }), 404, ALERT_MESSAGES.notFound);
      expectError(await other('DELETE', url), 404, ALERT_MESSAGES.notFound);
    }
    expect(expectStatus<ListingAlert>(await as.rheinBuyer('PATCH', url, { enabled: false }), 200).enabled).toBe(false);
    expect(expectStatus<ListingAlert>(await as.rheinBuyer('PUT', url, { enabled: true }), 200).enabled).toBe(true);
    expect((await as.rheinBuyer('DELETE', url)).statusCode).toBe(204);
    expectError(await as.rheinBuyer('GET', url), 404, ALERT_MESSAGES.notFound);
    expectError(await as.rheinBuyer('GET', `${ALERTS}not-a-uuid`), 404, ALERT_MESSAGES.notFound);
  });

  it('refuses a filter the search does not take and a comment over the limit', async () => {
    expectError(await as.rheinBuyer('POST', ALERTS, { filterQuery: 'colour=red' }), 400, INVALID_FILTER_CRITERIA);
    expectError(await as.rheinBuyer('POST', ALERTS, { filterQuery: 'material.product' }), 400, INVALID_FILTER_CRITERIA);
    const res = await as.rheinBuyer('POST', ALERTS, {
      filterQuery: 'material.product=SHEET',
      comment: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('matching on publication', () => {
  let listing: Listing;
  let rheinAlert: string;
  let disabledAlert: string;
  let ownOrgAlert: string;

  it('counts the current matches at creation, never the own organisation’s listings', async () => {
    t.clock.set(LISTING_TEST_START);
    listing = await publishSheet();
    expect((await create(as.rheinBuyer, { filterQuery: SHEET_2MM, enabled: false })).numberOfListings).toBe(1);
    expect((await create(as.buyer, { filterQuery: SHEET_2MM })).numberOfListings).toBe(0);
    await t.runJobs();
  });

  it('records exactly one hit per alert and listing on the job runner, for other organisations only', async () => {
    rheinAlert = (await create(as.rheinBuyer, { filterQuery: SHEET_2MM })).id;
    disabledAlert = (await create(as.rheinBuyer, { filterQuery: SHEET_2MM, enabled: false })).id;
    ownOrgAlert = (await create(as.buyer, { filterQuery: SHEET_2MM })).id;
    const other = (await create(as.rheinBuyer, { filterQuery: 'material.product=PLATE' })).id;

    t.clock.advance(60_000);
    const second = await publishSheet({ internalSellerSku: 'ALERT-2' });
    // the publishing request only enqueued the matching
    expect(await hitsOf(rheinAlert)).toBe(0);
    await t.runJobs();
    expect(await hitsOf(rheinAlert)).toBe(1);
    expect(await hitsOf(disabledAlert)).toBe(0);
    expect(await hitsOf(ownOrgAlert)).toBe(0);
    expect(await hitsOf(other)).toBe(0);

    // the same publication announced again, and run by two runners at once: still one hit
    for (const key of ['again-1', 'again-2']) {
      await enqueueJob(
        t.db,
        { type: LISTING_PUBLISHED_JOB, payload: { listingId: second.id }, dedupeKey: key },
        t.clock.now(),
      );
    }
    await Promise.all([runDueJobs(t.db, t.clock, t.ctx.jobs), runDueJobs(t.db, t.clock, t.ctx.jobs)]);
    expect(await hitsOf(rheinAlert)).toBe(1);
  });

  it('shows the new results in the navigation poll and per alert for 24 hours', async () => {
    expect((await selfUpdates(as.rheinBuyer)).alerts).toEqual({ newResults: 1 });
    expect((await selfUpdates(as.buyer)).alerts).toEqual({ newResults: 0 });
    const alert = (await list(as.rheinBuyer)).items.find((a) => a.id === rheinAlert)!;
    expect(alert).toMatchObject({ numberOfNewResults: 1, numberOfResults: 1 });
    const results = expectStatus<SearchListingsReply>(
      await as.rheinBuyer('GET', `/api/universal/search-listings/by-alert/${rheinAlert}`),
      200,
    );
    expect(results.totalItems).toBe(2);
    expect(results.items.map((l) => l.id)).toContain(listing.id);
    expectError(
      await as.buyer('GET', `/api/universal/search-listings/by-alert/${rheinAlert}`),
      404,
      ALERT_MESSAGES.notFound,
    );
  });

  it('e-mails a digest at most once an hour per user, in their language', async () => {
    const first = await t.mailTo(DEMO.rheinBuyer);
    const digests = first.filter((m) => m.template === 'alert-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ locale: 'de' });
    expect(digests[0]!.subject).toContain('Suchaufträgen');
    // one listing: the singular, and the word for listings (issue 23, item 27)
    expect(digests[0]!.subject).toBe('Steelyard – 1 neues Inserat passt zu Ihren Suchaufträgen');
    expect(digests[0]!.text).toContain('wurde dieses Inserat veröffentlicht, das zu Ihren Suchaufträgen passt:');
    expect(digests[0]!.text).not.toContain('Angebot');
    expect(digests[0]!.text).toMatch(/\/my-alerts\/listing-details\/[0-9a-f-]{36}/);
    expect((await t.mailTo(DEMO.buyer)).filter((m) => m.template === 'alert-digest')).toHaveLength(0);

    // a third match 10 minutes later waits for the hour
    t.clock.advance(10 * 60_000);
    const third = await publishSheet({ internalSellerSku: 'ALERT-3' });
    expect((await t.mailTo(DEMO.rheinBuyer)).filter((m) => m.template === 'alert-digest')).toHaveLength(1);
    expect((await selfUpdates(as.rheinBuyer)).alerts).toEqual({ newResults: 2 });
    t.clock.advance(49 * 60_000);
    expect((await t.mailTo(DEMO.rheinBuyer)).filter((m) => m.template === 'alert-digest')).toHaveLength(1);
    t.clock.advance(2 * 60_000);
    const later = (await t.mailTo(DEMO.rheinBuyer)).filter((m) => m.template === 'alert-digest');
    expect(later).toHaveLength(2);
    expect(later[0]!.text).toContain(`/my-alerts/listing-details/${third.id}`);
    expect(await t.runJobs()).toBe(0);

    t.clock.advance(25 * 60 * 60_000);
    expect((await selfUpdates(as.rheinBuyer)).alerts).toEqual({ newResults: 0 });
    expect((await list(as.rheinBuyer)).items.find((a) => a.id === rheinAlert)).toMatchObject({
      numberOfNewResults: 0,
      numberOfResults: 2,
    });
  });

  it('words a digest of two listings in the plural, in German (issue 23, item 27)', async () => {
    t.clock.advance(2 * 60 * 60_000);
    await publishSheet({ internalSellerSku: 'ALERT-4' });
    await publishSheet({ internalSellerSku: 'ALERT-5' });
    const digests = (await t.mailTo(DEMO.rheinBuyer)).filter((m) => m.template === 'alert-digest');
    expect(digests).toHaveLength(3);
    expect(digests[0]!.subject).toBe('Steelyard – 2 neue Inserate passen zu Ihren Suchaufträgen');
    expect(digests[0]!.text).toContain('wurden diese Inserate veröffentlicht, die zu Ihren Suchaufträgen passen:');
    expect(digests[0]!.text).not.toContain('Angebot');
  });
});

describe('two server instances', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'record one hit and send one digest when two PostgreSQL pools run the same announcements at once',
    async () => {
      t.clock.advance(2 * 60 * 60_000);
      const alert = (await create(as.rheinBuyer, { filterQuery: 'material.product=SHEET;material.grade=S355JR' })).id;
      const before = (await t.mailTo(DEMO.rheinBuyer)).length;
      const listing = await publishSheet({
        material: {
          product: 'SHEET',
          materialType: 'MILD_STEEL',
          shape: 'FLAT',
          definition: 'HOT_ROLLED',
          specification: 'EN_10025_2',
          grade: 'S355JR',
        },
      });
      for (const key of ['instance-1', 'instance-2', 'instance-3']) {
        await enqueueJob(
          t.db,
          { type: LISTING_PUBLISHED_JOB, payload: { listingId: listing.id }, dedupeKey: key },
          t.clock.now(),
        );
      }
      const pools = await Promise.all([1, 2].map(() => openPostgresDatabase(handle.url!)));
      try {
        await Promise.all(pools.map((pool) => runDueJobs(pool.db, t.clock, t.ctx.jobs, { batchSize: 1 })));
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
      expect(await hitsOf(alert)).toBe(1);
      const mails = await t.mailTo(DEMO.rheinBuyer);
      expect(mails.length).toBe(before + 1);
      expect(mails[0]!.text).toContain(`/my-alerts/listing-details/${listing.id}`);
    },
  );
});

describe('urgent requests', () => {
  it('requires the fields of the product, the items and the weight', async () => {
    const res = await as.rheinBuyer('POST', ALERTS, {
      type: 'URGENT',
      filterQuery: 'material.product=SHEET;materialDimensions.thickness=2;materialDimensions.width=1250;weight>1',
    });
    const body = expectError(res, 400, ALERT_MESSAGES.incomplete);
    expect(body.details?.map((d) => d.path)).toEqual(['filterQuery.length', 'filterQuery.numberOfItems']);
    expectError(
      await as.rheinBuyer('POST', ALERTS, { type: 'URGENT', filterQuery: 'materialDimensions.thickness=2' }),
      400,
      ALERT_MESSAGES.incomplete,
    );
  });

  it('reaches the sellers of other organisations whose settings match, in their language', async () => {
    const before = new Set((await t.mailTo(DEMO.seller)).map((m) => m.id));
    const created = await create(as.rheinBuyer, {
      type: 'URGENT',
      filterQuery: COIL_REQUEST,
      comment: 'Needed this week',
      targetPrice: { value: 60_000, currencyCode: 'EUR' },
    });
    expect(created.numberOfListings).toBe(0);
    // the new mail by id: the seller's review mails carry the same (frozen) time, so the mailbox's order ties
    const mails = (await t.mailTo(DEMO.seller)).filter((m) => !before.has(m.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'urgent-request', locale: 'en' });
    expect(mails[0]!.text).toContain('Needed this week');
    expect(mails[0]!.text).toContain('EUR 600.00');
    // materials by name in the seller's language, not by their codes
    expect(mails[0]!.text).toContain(
      'A buyer from Germany urgently needs coil: Mild steel, Thickness 3 mm, Width 1,500 mm.',
    );
    expect(mails[0]!.text).not.toContain('MILD_STEEL');
    expect((await t.mailTo(DEMO.rheinSeller)).filter((m) => m.template === 'urgent-request')).toHaveLength(0);
    expect((await list(as.rheinBuyer)).items.find((a) => a.id === created.id)).toMatchObject({
      type: 'URGENT',
      targetPrice: { value: 60_000, currencyCode: 'EUR' },
    });

    // the seller only wants plate now
    const settings: ImmediateRequestSettings = { enabled: true, products: ['PLATE'], materialTypes: [], countries: [] };
    expect(
      expectStatus<ImmediateRequestSettings>(
        await as.seller('PUT', '/api/seller/immediate-requests/settings', settings),
        200,
      ),
    ).toEqual(settings);
    await create(as.rheinBuyer, { type: 'URGENT', filterQuery: COIL_REQUEST });
    expect((await t.mailTo(DEMO.seller)).length).toBe(before.size + 1);
  });

  it('refuses a target price without the feature, below the market minimum, or on a search alert', async () => {
    const plain = await addListingUser(t, 'no-target@rhein-stahl.example', DEMO.rheinBuyer, ['BUYER'], []);
    const body = { type: 'URGENT', filterQuery: COIL_REQUEST, targetPrice: { value: 60_000, currencyCode: 'EUR' } };
    expectError(await plain('POST', ALERTS, body), 403, ALERT_MESSAGES.targetPriceFeature);
    expect((await as.rheinBuyer('POST', ALERTS, { ...body, type: 'SEARCH' })).statusCode).toBe(400);

    const user = (await findUserCredentialsByEmail(t.db, DEMO.rheinBuyer))!;
    const caller = { userId: user.id, organisationId: user.organisationId, tenant: user.tenant, roles: user.roles };
    const search = {
      ...createSearchModuleListingSearch(t.config.exchangeRates),
      targetPriceMinimum: async () => 65_000,
    };
    const input = { enabled: true, type: 'URGENT' as const, filterQuery: COIL_REQUEST, comment: null };
    await expect(
      createAlert(
        t.db,
        search,
        caller,
        { ...input, targetPrice: { value: 60_000, currencyCode: 'EUR' } },
        t.clock.now(),
      ),
    ).rejects.toMatchObject({ message: ALERT_MESSAGES.targetPriceTooLow, statusCode: 400 });
    const accepted = await createAlert(
      t.db,
      search,
      caller,
      { ...input, targetPrice: { value: 65_000, currencyCode: 'EUR' } },
      t.clock.now(),
    );
    expect(accepted.numberOfListings).toBe(0);
  });

  it('lets only sellers read and choose their urgent request settings', async () => {
    const url = '/api/seller/immediate-requests/settings';
    for (const other of [as.buyer, as.rheinManager]) {
      expect((await other('GET', url)).statusCode).toBe(403);
      expect(
        (await other('PUT', url, { enabled: false, products: [], materialTypes: [], countries: [] })).statusCode,
      ).toBe(403);
    }
    expect(expectStatus<ImmediateRequestSettings>(await as.rheinSeller('GET', url), 200)).toEqual({
      enabled: true,
      products: [],
      materialTypes: [],
      countries: [],
    });
    expect(
      (await as.rheinSeller('PUT', url, { enabled: true, products: ['WOOD'], materialTypes: [], countries: [] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('an urgent request for coil (issue 23, item 20)', () => {
  const coilBody = (overrides: Record<string, unknown> = {}) => ({
    material: {
      product: 'COIL',
      materialType: 'MILD_STEEL',
      shape: 'FLAT',
      definition: 'HOT_ROLLED',
      specification: 'EN_10025_2',
      grade: 'S355J2',
    },
    materialDimensions: { thickness: 3, width: 1500 },
    weight: 22,
    origin: ['GB'],
    sellingPrice: { value: 70_000, currencyCode: 'GBP' },
    expiresAt: offeredExpiry(t, 3),
    autoRenew: false,
    pickupAddressId: pickupId,
    sellerTermsAccepted: true,
    ...overrides,
  });
  // the urgent form's bodies (urgent-request-route.test.tsx): as it sent when the defect was found,
  // with an item count, and as it sends now, without one for coil
  const FOUND_WEB_FILTER =
    'material.product=COIL;materialDimensions.thickness=3;materialDimensions.width=1500;weight>20;numberOfItems>2';
  const WEB_FILTER = 'material.product=COIL;materialDimensions.thickness=3;materialDimensions.width=1500;weight>20';
  const urgent = (filterQuery: string) => ({
    enabled: true,
    type: 'URGENT',
    filterQuery,
    comment: null,
    targetPrice: null,
  });

  it('matches a live coil although the request carries an item count, and counts only the last 24 hours', async () => {
    const older = await publishListing(as.seller, as.operator, coilBody());
    t.clock.advance(60 * 60_000);
    // published 1 hour ago: counted, with and without the item count
    expect((await create(as.rheinBuyer, urgent(FOUND_WEB_FILTER))).numberOfListings).toBe(1);
    expect((await create(as.rheinBuyer, urgent(WEB_FILTER))).numberOfListings).toBe(1);
    // the search does not drop a coil for "Number of items at least" either
    const found = expectStatus<SearchListingsReply>(
      await as.rheinBuyer('GET', `/api/universal/search-listings/?filter=${encodeURIComponent(FOUND_WEB_FILTER)}`),
      200,
    );
    expect(found.items.map((i) => i.id)).toContain(older.id);
    // a sheet still needs its items
    const sheets = expectStatus<SearchListingsReply>(
      await as.rheinBuyer(
        'GET',
        `/api/universal/search-listings/?filter=${encodeURIComponent('material.product=SHEET;numberOfItems>1000')}`,
      ),
      200,
    );
    expect(sheets.items).toHaveLength(0);

    t.clock.advance(23 * 60 * 60_000);
    const newer = await publishListing(as.seller, as.operator, coilBody({ weight: 25 }));
    t.clock.advance(60 * 60_000);
    // the older coil went live 25 hours ago, the newer one 1 hour ago: only the newer is counted
    expect((await create(as.rheinBuyer, urgent(FOUND_WEB_FILTER))).numberOfListings).toBe(1);
    expect((await create(as.rheinBuyer, urgent(WEB_FILTER))).numberOfListings).toBe(1);
    // both are still live and found by the search (a search alert counts all live matches)
    expect((await create(as.rheinBuyer, { filterQuery: WEB_FILTER })).numberOfListings).toBe(2);
    expect([older.status.value, newer.status.value]).toEqual(['PUBLISHED', 'PUBLISHED']);
  });
});
