import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing } from '@steelyard/domain/admin-listings';
import { DEMO_PASSWORD } from '@steelyard/domain/constants';
import type { DocumentExchangeReply, DocumentReply } from '@steelyard/domain/documents';
import type { DraftListingList } from '@steelyard/domain/listing-drafts';
import { getExpiryChoices, toExpiryInstant } from '@steelyard/domain/listing-expiry';
import { LISTING_STATUSES, type ListingStatus } from '@steelyard/domain/listing-status';
import type { Listing, ListingList } from '@steelyard/domain/listings';
import type { PackageList } from '@steelyard/domain/packages';
import type { CartReply } from '@steelyard/domain/cart';
import { ORDER_STATUSES } from '@steelyard/domain/order-status';
import type { CartOrderGroup, Order } from '@steelyard/domain/orders';
import type { ListReply } from '@steelyard/domain/paging';
import type { DatabaseHandle } from '../platform/db/database';
import { createPasswordHasher } from '../platform/passwords';
import { findUserCredentialsByEmail } from '../modules/users/service';
import { demoActors, expectStatus, type Act } from '../test-support/listing-helpers';
import { openTestDatabase } from '../test-support/test-database';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedDemoListings, type DemoMarketplaceSummary } from './demo-listings';
import { DEMO_ORGANISATIONS, seedDemoData } from './demo-seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

describe('seedDemoData', () => {
  it('seeds the two organisations of issue 2 with six users', () => {
    expect(DEMO_ORGANISATIONS.map((o) => [o.name, o.currencyCode, o.erpCreditLimit, o.erpBalance])).toEqual([
      ['Demo Steel Trading Ltd', 'GBP', 25_000_000, 4_000_000],
      ['Rhein Stahlhandel GmbH', 'EUR', 10_000_000, null],
    ]);
    const names = DEMO_ORGANISATIONS.flatMap((o) => o.users.map((u) => u.name));
    expect(new Set(names).size).toBe(6);
    for (const org of DEMO_ORGANISATIONS) {
      expect(org.addresses.filter((a) => a.addressType === 'INVOICE')).toHaveLength(1);
      expect(org.addresses.filter((a) => a.primary)).toHaveLength(1);
      expect(org.users.every((u) => u.email.endsWith(`@${org.emailDomain}`))).toBe(true);
    }
    // the operator's validation queue (issue 5) starts with one address
    expect(DEMO_ORGANISATIONS[0]!.addresses.filter((a) => a.validationState === 'PENDING')).toHaveLength(1);
  });

  it('gives every demo user the demo password', async () => {
    const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    for (const email of DEMO_ORGANISATIONS.flatMap((o) => o.users.map((u) => u.email))) {
      const user = await findUserCredentialsByEmail(handle.db, email);
      expect(user, email).toMatchObject({ activated: true, tenant: 'MARKETPLACE' });
      expect(await passwords.verify(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('does nothing on a database that has organisations', async () => {
    expect(await seedDemoData(handle.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }))).toBeNull();
  });
});

describe('the demo marketplace', () => {
  let t: TestApp;
  let as: ReturnType<typeof demoActors>;
  let filesDir: string;
  let summary: DemoMarketplaceSummary;

  // the API tests' template has the accounts only; the marketplace is seeded here, as npm start does
  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-demo-files-'));
    t = await createTestApp({ env: { FILES_DIR: filesDir } });
    as = demoActors(t);
    const startedAt = performance.now();
    summary = await t.db.transaction((tx) =>
      seedDemoListings(tx, { files: t.ctx.files, feeSchedule: t.config.feeSchedule, now: t.clock.now() }),
    );
    console.info(`demo marketplace seeded in ${Math.round(performance.now() - startedAt)} ms`, summary);
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const total = async (act: Act, url: string) =>
    expectStatus<ListReply<unknown>>(await act('GET', url), 200).totalItems;
  const operatorCount = (filter: string) => total(as.operator, `/api/admin/listings?limit=1&filter=${filter}`);

  it('has at least 60 listings of every product and status and 8 packages, for the review queue too', async () => {
    expect(summary).toMatchObject({ listings: 64, packages: 10 });
    expect(await operatorCount('kind=LISTING')).toBeGreaterThanOrEqual(60);
    expect(await operatorCount('kind=PACKAGE')).toBeGreaterThanOrEqual(8);
    for (const product of ['COIL', 'SHEET', 'PLATE', 'TREAD']) {
      expect(
        await operatorCount(`kind=LISTING;status.value=PUBLISHED;material.product=${product}`),
        product,
      ).toBeGreaterThan(0);
    }
    expect(await operatorCount('status.value=REVIEW_REQUIRED')).toBeGreaterThanOrEqual(5);
    for (const status of LISTING_STATUSES.filter((s) => s !== 'DRAFT')) {
      expect(await operatorCount(`kind=PACKAGE;status.value=${status}`), `package ${status}`).toBeGreaterThan(0);
    }
  });

  it('gives both organisations listings in every status, drafts and package drafts', async () => {
    for (const seller of [as.seller, as.rheinSeller]) {
      const counts: Partial<Record<ListingStatus, number>> = {};
      for (const status of LISTING_STATUSES.filter((s) => s !== 'DRAFT')) {
        counts[status] = await total(seller, `/api/universal/listings/?limit=1&filter=status.value=${status}`);
      }
      expect(
        Object.values(counts).every((n) => n > 0),
        JSON.stringify(counts),
      ).toBe(true);
      expect(counts.PUBLISHED).toBeGreaterThanOrEqual(15);
      const drafts = expectStatus<DraftListingList>(await seller('GET', '/api/universal/draft-listings/'), 200);
      expect(drafts.items.length).toBeGreaterThanOrEqual(2);
      expect(await total(seller, '/api/universal/draft-packages/')).toBe(1);
    }
  });

  it('keeps live listings within the week ahead, some renewing themselves; rejections say why', async () => {
    const live = expectStatus<ListingList>(
      await as.seller('GET', '/api/universal/listings/?limit=100&filter=status.value=PUBLISHED'),
      200,
    ).items;
    const now = t.clock.now().getTime();
    // the latest slot a seller can choose now (the week of choices starts later on a weekend), or a week on
    // for an auto-renewal: a fixed 8 days failed on Saturdays, when the choices reach 8.4 days ahead
    const choices = getExpiryChoices(new Date(now)).flatMap((d) => d.slots.map((s) => toExpiryInstant(d.date, s)));
    const latest = Math.max(...choices.map((c) => c.getTime()), now + 7 * 24 * 3_600_000);
    for (const listing of live) {
      const expiresAt = Date.parse(listing.expiresAt!);
      expect(expiresAt - now, listing.listingNumber).toBeGreaterThan(0);
      expect(expiresAt, listing.listingNumber).toBeLessThanOrEqual(latest);
    }
    expect(live.filter((l) => l.autoRenew.enabled).length).toBeGreaterThanOrEqual(3);
    expect(live.some((l) => l.oldPricing !== null)).toBe(true);
    expect(live.some((l) => l.hasPendingChanges)).toBe(true);
    expect(live.some((l) => l.numberOfViews > 0)).toBe(true);
    const rejected = expectStatus<ListingList>(
      await as.rheinSeller('GET', '/api/universal/listings/?filter=status.value=REVIEW_REJECTED'),
      200,
    ).items;
    expect(rejected.every((l) => (l.status.reason ?? '').length > 10)).toBe(true);
  });

  it('serves pictures and mill certificates of a live listing to another organisation through the exchange', async () => {
    const live = expectStatus<ListingList>(
      await as.seller('GET', '/api/universal/listings/?limit=100&filter=status.value=PUBLISHED;prime=false'),
      200,
    ).items;
    const withFiles = live.find((l) => l.pictures.length > 0 && l.testCertificates.length > 0)!;
    expect(withFiles).toBeDefined();
    const seen = expectStatus<Listing>(await as.rheinBuyer('GET', `/api/universal/listings/${withFiles.id}`), 200);
    const download = async (documentId: string) => {
      const { url } = expectStatus<DocumentExchangeReply>(
        await as.rheinBuyer('GET', `/api/universal/documents/${documentId}/exchange`),
        200,
      );
      const file = await t.app.inject({ url });
      expect(file.statusCode).toBe(200);
      return file;
    };
    const picture = await download(seen.pictures[0]!.documentId);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const certificate = await download(seen.testCertificates[0]!.documentId);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    const text = certificate.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Inspection certificate EN 10204 3.1');
    expect(text).toContain(`(${seen.material.grade})`);
  });

  it('reads the package lists like uploaded ones, with delivery timeframes and pictures', async () => {
    const packages = expectStatus<PackageList>(
      await as.seller('GET', '/api/universal/packaging/packages/?limit=100'),
      200,
    );
    expect(packages.items.length).toBeGreaterThanOrEqual(4);
    for (const item of packages.items) {
      expect(item.deliveryTimeframe).not.toBeNull();
      const list = expectStatus<DocumentReply>(
        await as.seller('GET', `/api/universal/documents/${item.packageDocument!.documentId}`),
        200,
      );
      expect(list.packageList?.columns).toContain('Grade');
      expect(list.packageList!.rows.length).toBeGreaterThan(5);
    }
    expect(packages.items.some((p) => p.pictures.length > 0)).toBe(true);
    // the operator's review queue shows them with their organisation
    const queue = expectStatus<ListReply<AdminListing>>(
      await as.operator('GET', '/api/admin/listings?filter=kind=PACKAGE;status.value=REVIEW_REQUIRED'),
      200,
    );
    expect(queue.items[0]?.organisation.name).toBe('Demo Steel Trading Ltd');
  });

  it('has orders in every status both ways, a cart order and a cart with two entries (issue 8)', async () => {
    const orders = expectStatus<ListReply<Order>>(
      await as.manager('GET', '/api/universal/purchase-orders?limit=50'),
      200,
    );
    expect(new Set(orders.items.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(orders.items.map((o) => o.viewerSide))).toEqual(new Set(['BUYER', 'SELLER']));
    expect(orders.items.some((o) => o.paymentStatus === 'AWAITING_PAYMENT')).toBe(true);
    const cartOrder = orders.items.find((o) => o.cartRefNo);
    expect(cartOrder).toBeDefined();
    const group = expectStatus<CartOrderGroup>(
      await as.rheinBuyer('GET', `/api/universal/purchase-orders/cart-orders/${cartOrder!.cartRefNo}`),
      200,
    );
    expect(group.cartOrders).toHaveLength(2);
    const cart = expectStatus<CartReply>(await as.buyer('GET', '/api/buyer/cart/fetch-cart'), 200);
    expect(cart.cartEntries).toHaveLength(2);
    expect(cart.canCheckout).toBe(true);
  });
});
