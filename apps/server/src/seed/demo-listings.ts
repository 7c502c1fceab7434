import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { ListingKind } from '@steelyard/domain/admin-listings';
import { createListingBodyFor, updateListingBodyFor } from '@steelyard/domain/listings';
import { createPackageBodyFor } from '@steelyard/domain/packages';
import type { Database } from '../platform/db/database';
import type { FileStorage } from '../platform/files/file-storage';
import { renewListing, updateListingPrice, withdrawListing } from '../modules/listings/actions';
import { turnListingIntoDraft } from '../modules/listings/drafts';
import { listingSubmission, packageSubmission } from '../modules/listings/listing-values';
import { decideListingReview } from '../modules/listings/review';
import { getVisibleListing, submitListing, updateListing } from '../modules/listings/service';
import { certificateFactsOf, listingBodyOf, packageBodyOf, pictureOf, templateOf } from './demo-bodies';
import { contextOf, loadDemoCast, parse, type DemoMember, type DemoOrganisation, type Seeding } from './demo-cast';
import { certificatePdf } from './demo-certificates';
import { planDemoDrafts } from './demo-drafts';
import { cameraFileName, DemoUploads } from './demo-files';
import { planDemoOrder, seedDemoCarts } from './demo-orders';
import { DEMO_PACKAGES, packageListLines, packageListWorkbook, type PackageRow } from './demo-packages';
import { createRandom, type Random } from './demo-random';
import { DEMO_STOCK, type StockRow, type Story } from './demo-stock';
import { chooseExpiry, playTimeline, scheduleOf, type Schedule } from './demo-timeline';

/*
 * The demo marketplace (issue 6): 64 listings and 10 packages of both demo organisations in every
 * status, with pictures, mill certificates and package lists, plus drafts and buyers' views. Every
 * change goes through the listings and documents services as the API would make it.
 */

export interface DemoMarketplaceOptions {
  /** Where the generated pictures, certificates and package lists are stored. */
  files: FileStorage;
  feeSchedule: FeeSchedule;
  now: Date;
}

export interface DemoMarketplaceSummary {
  listings: number;
  packages: number;
  drafts: number;
  documents: number;
}

const DAY = 24 * 3_600_000;
// the address the demo's e-mails link to (the seed runs before the server knows its own)
const PUBLIC_URL = 'http://localhost:3000';

/**
 * Adds the steps of one listing or package after its submission: review, a buyer's view, and the
 * story's own step. `state.id` is set by the submission step, which runs first.
 */
function addLifecycle(
  s: Seeding,
  kind: ListingKind,
  story: Story,
  schedule: Schedule,
  who: DemoMember,
  org: DemoOrganisation,
  state: { id: string; body: Record<string, unknown>; random: Random; reason?: string },
): void {
  const other = s.organisations[org.key === 'DEMO' ? 'RHEIN' : 'DEMO'];
  const add = (at: Date | undefined, run: () => Promise<unknown>) => {
    if (at) s.steps.push({ at, run: async () => void (await run()) });
  };
  add(schedule.approve, () =>
    decideListingReview(s.db, s.feeSchedule, s.operator, state.id, { approve: true }, schedule.approve!, PUBLIC_URL),
  );
  const reason = state.reason ?? 'Please check the listing against the certificate.';
  add(schedule.reject, () =>
    decideListingReview(
      s.db,
      s.feeSchedule,
      s.operator,
      state.id,
      { approve: false, reason },
      schedule.reject!,
      PUBLIC_URL,
    ),
  );
  if (state.random.next() < 0.45)
    add(schedule.view, () => getVisibleListing(s.db, other.buyer.caller, kind, state.id, schedule.view!));
  const at = schedule.action!;
  // about 4 % off, in whole pounds or euros (the price is known once the listing is submitted)
  const lower = () => {
    const price = state.body.sellingPrice as { value: number; currencyCode: 'GBP' | 'EUR' };
    return { value: Math.round((price.value * 0.96) / 100) * 100 || price.value - 1, currencyCode: price.currencyCode };
  };
  switch (story) {
    case 'PRICE_CUT':
      return add(at, () => updateListingPrice(s.db, who.seller, kind, state.id, { sellingPrice: lower() }, at));
    case 'PENDING_EDIT':
      return add(at, () => {
        const { sellerTermsAccepted: _terms, ...body } = state.body;
        const note =
          org.language === 'de' ? ' Update: Teilmenge verkauft, Menge reduziert.' : ' Update: part of the lot is sold.';
        const edited = {
          ...body,
          numberOfItems: Math.round(Number(body.numberOfItems) * 0.8),
          description: `${String(body.description)}${note}`,
        };
        const submission = listingSubmission(parse(updateListingBodyFor(who.features), edited, 'an edit'));
        return updateListing(s.db, who.seller, kind, state.id, submission, at);
      });
    case 'RENEWED':
      return add(at, () => {
        const expiresAt = chooseExpiry(at, state.random, { after: new Date(s.now.getTime() + DAY) });
        return renewListing(s.db, who.seller, kind, state.id, { expiresAt, sellingPrice: lower() }, at);
      });
    case 'DRAFTED':
      return add(at, () => turnListingIntoDraft(s.db, who.seller, kind, state.id, at));
    case 'WITHDRAWN':
      return add(at, () => withdrawListing(s.db, who.caller, kind, state.id, at));
    case 'PURCHASED':
      // the other organisation's buyer orders it through checkout; the operator moves the order on (issue 8)
      return planDemoOrder(s, kind, state, other, at);
  }
}

/**
 * The job runner's turn at an expiry before now, where it expires or auto-renews a live listing
 * (the jobs of listings sold or withdrawn before their expiry run, changing nothing, at the end).
 */
function addExpiry(s: Seeding, story: Story, expiresAt: string): void {
  const at = new Date(expiresAt);
  if (at <= s.now && ['EXPIRED', 'AUTO_RENEWED', 'RENEWED'].includes(story)) s.steps.push({ at });
}

/** How many certificates a listing carries: one per heat; big plate lots come from four heats. */
const certificateCount = (row: StockRow) => (row.template === 'PLATE' && row.quantity >= 12 ? 4 : 1);

function planListing(s: Seeding, row: StockRow, index: number, k: number): void {
  const random = createRandom(6_000 + index);
  const org = s.organisations[row.organisation];
  const who = row.byManager ? org.manager : org.seller;
  const template = templateOf(row);
  const schedule = scheduleOf(row.story, k, random, s.now);
  const state = { id: '', body: {} as Record<string, unknown>, random, reason: row.rejection };
  const expiresAt = chooseExpiry(schedule.submit, random, schedule.expiry);
  s.steps.push({
    at: schedule.submit,
    run: async () => {
      const uploadedAt = new Date(schedule.submit.getTime() - random.int(3, 40) * 60_000);
      const mill = random.pick(template.mills);
      const heats = Array.from(
        { length: certificateCount(row) },
        () => `${random.pick(['H', 'C', 'S'])}${random.int(10000, 99999)}`,
      );
      const certificates = [];
      for (const heat of heats) {
        const issuedOn = new Date(uploadedAt.getTime() - random.int(20, 240) * DAY);
        const facts = certificateFactsOf(row, mill, org.name, heat, issuedOn, random);
        const name =
          org.language === 'de' ? `Abnahmeprüfzeugnis 3.1 ${heat}.pdf` : `Inspection certificate 3.1 ${heat}.pdf`;
        certificates.push(
          await s.uploads.upload(who.caller, 'CERTIFICATE', certificatePdf(facts, random), name, uploadedAt, issuedOn),
        );
      }
      const pictures = [];
      if (row.prime === false) {
        // road plates: two pictures of the lot
        for (const seed of row.template === 'ROAD_PLATE' ? [1, 2] : [1]) {
          const png = s.uploads.picture(pictureOf(row), seed);
          const takenAt = new Date(uploadedAt.getTime() - random.int(1, 72) * 3_600_000);
          pictures.push(
            await s.uploads.upload(who.caller, 'PICTURE', png, cameraFileName(takenAt), uploadedAt, takenAt),
          );
        }
      }
      const ctx = { ...contextOf(org, row.secondWarehouse), expiresAt, pictures, certificates };
      state.body = listingBodyOf(row, index, ctx, mill.country, heats[0]!);
      const parsed = parse(createListingBodyFor(who.features), state.body, `listing ${index}`);
      state.id = (await submitListing(s.db, who.seller, listingSubmission(parsed), schedule.submit)).id;
    },
  });
  addLifecycle(s, 'LISTING', row.story, schedule, who, org, state);
  addExpiry(s, row.story, expiresAt);
}

function planPackage(s: Seeding, row: PackageRow, index: number, k: number): void {
  const random = createRandom(9_000 + index);
  const org = s.organisations[row.organisation];
  const who = org.seller;
  const schedule = scheduleOf(row.story, k, random, s.now);
  const state = { id: '', body: {} as Record<string, unknown>, random, reason: row.rejection };
  const expiresAt = chooseExpiry(schedule.submit, random, schedule.expiry);
  s.steps.push({
    at: schedule.submit,
    run: async () => {
      const uploadedAt = new Date(schedule.submit.getTime() - random.int(5, 60) * 60_000);
      const { lines, weightTonnes } = packageListLines(row.contents, row.materialType, random);
      const workbook = await packageListWorkbook(lines);
      const base = contextOf(org, false);
      const listName =
        org.language === 'de'
          ? `Packliste ${base.skuPrefix}-${index + 1}.xlsx`
          : `Package list ${base.skuPrefix}-${index + 1}.xlsx`;
      const list = await s.uploads.upload(who.caller, 'PACKAGE_LIST', workbook, listName, uploadedAt, uploadedAt);
      const pictures = row.picture
        ? [
            await s.uploads.upload(
              who.caller,
              'PICTURE',
              s.uploads.picture(row.picture),
              cameraFileName(uploadedAt),
              uploadedAt,
              uploadedAt,
            ),
          ]
        : [];
      const ctx = {
        ...base,
        expiresAt,
        pictures,
        certificates: [],
        packageDocumentId: list.documentId,
        weight: weightTonnes,
      };
      state.body = packageBodyOf(row, index, ctx);
      const parsed = parse(createPackageBodyFor(who.features), state.body, `package ${index}`);
      state.id = (await submitListing(s.db, who.seller, packageSubmission(parsed), schedule.submit)).id;
    },
  });
  addLifecycle(s, 'PACKAGE', row.story, schedule, who, org, state);
  addExpiry(s, row.story, expiresAt);
}

/**
 * Seeds the demo marketplace into a database that has the demo organisations and users (call it in
 * the seed's transaction). Stories are played over the two weeks before `now`.
 */
export async function seedDemoListings(db: Database, options: DemoMarketplaceOptions): Promise<DemoMarketplaceSummary> {
  const s: Seeding = {
    db,
    uploads: new DemoUploads(db, options.files),
    feeSchedule: options.feeSchedule,
    ...(await loadDemoCast(db)),
    now: options.now,
    steps: [],
  };
  const counters = new Map<string, number>();
  const nextOf = (story: string) => {
    const k = counters.get(story) ?? 0;
    counters.set(story, k + 1);
    return k;
  };
  DEMO_STOCK.forEach((row, i) => planListing(s, row, i, nextOf(row.story)));
  DEMO_PACKAGES.forEach((row, i) => planPackage(s, row, i, nextOf(`PACKAGE_${row.story}`)));
  const drafts = planDemoDrafts(s, options.now);
  await playTimeline(db, s.steps, options.now);
  // a cart order and a cart with two entries, at the end of the two weeks (issue 8)
  await seedDemoCarts(s);
  return {
    listings: DEMO_STOCK.length,
    packages: DEMO_PACKAGES.length,
    drafts: drafts + DEMO_STOCK.filter((r) => r.story === 'DRAFTED').length,
    documents: s.uploads.count,
  };
}
