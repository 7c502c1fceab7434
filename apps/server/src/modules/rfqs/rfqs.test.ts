import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogList } from '@steelyard/domain/audit-log';
import type { ErrorReply } from '@steelyard/domain/errors';
import { RFQ_MESSAGES, type Rfq, type RfqList } from '@steelyard/domain/rfqs';
import { expectError } from '../../test-support/account-helpers';
import { demoActors, expectStatus, primaryWarehouse } from '../../test-support/listing-helpers';
import {
  addSellingOrganisation,
  COIL_ITEM,
  liveRfq,
  quoteFor,
  RFQ_TEST_DEADLINE,
  RFQ_TEST_START,
  rfqBody,
  SHEET_ITEM,
  submittedRfq,
} from '../../test-support/rfq-helpers';
import { buildTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { openPostgresDatabase } from '../../platform/db/database';
import { runDueJobs } from '../../platform/jobs/run-due-jobs';

let t: TestApp;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let as: ReturnType<typeof demoActors>;
let deliveryId: string;
let rheinPickupId: string;

beforeAll(async () => {
  // the database's address lets a test open more pools on PostgreSQL
  handle = await openTestDatabase();
  t = await buildTestApp(handle.db);
  t.clock.set(RFQ_TEST_START);
  as = demoActors(t);
  deliveryId = (await primaryWarehouse(as.buyer)).id;
  rheinPickupId = (await primaryWarehouse(as.rheinSeller)).id;
});
afterAll(async () => {
  await t.close();
  await handle.close();
});

const url = (id: string, action = '') => `/api/buyer/rfqs/${id}${action}`;
const getAsBuyer = async (id: string) => expectStatus<Rfq>(await as.buyer('GET', url(id)), 200);
const detailMessages = (res: { json<T>(): T }) => res.json<ErrorReply>().details?.map((d) => d.message) ?? [];

describe('drafts', () => {
  it('are private to the organisation, saved as given, listed under status=DRAFT only, deleted', async () => {
    t.clock.set(RFQ_TEST_START);
    const draft = expectStatus<Rfq>(await as.buyer('POST', '/api/buyer/rfqs', { items: [COIL_ITEM] }), 201);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      referenceNumber: expect.stringMatching(/^RQ-\d{6}$/),
      items: [{ product: 'COIL', grade: 'S235JR', length: null, weight: 25 }],
      quoteDeadline: null,
      deliveryAddressId: null,
      quotes: [],
      myQuote: null,
    });
    // a colleague of the organisation reads it; another organisation does not know it
    expect((await getAsBuyer(draft.id)).id).toBe(draft.id);
    expect(expectStatus<Rfq>(await as.manager('GET', url(draft.id)), 200).id).toBe(draft.id);
    for (const [method, path] of [
      ['GET', url(draft.id)],
      ['PUT', url(draft.id)],
      ['DELETE', url(draft.id)],
      ['POST', url(draft.id, '/submit')],
      ['POST', url(draft.id, '/copy')],
    ] as const) {
      expectError(await as.rheinBuyer(method, path, method === 'PUT' ? {} : undefined), 404, RFQ_MESSAGES.notFound);
    }
    expectError(await as.rheinSeller('GET', `/api/seller/rfqs/${draft.id}`), 404, RFQ_MESSAGES.notFound);
    expectError(await as.operator('GET', `/api/admin/rfqs/${draft.id}`), 404, RFQ_MESSAGES.notFound);

    const saved = expectStatus<Rfq>(await as.buyer('PUT', url(draft.id), rfqBody(deliveryId)), 200);
    expect(saved.items.map((i) => i.product)).toEqual(['COIL', 'SHEET']);
    expect(saved).toMatchObject({
      quoteRef: 'Q2 coil',
      deliveryAddressId: deliveryId,
      quoteDeadline: RFQ_TEST_DEADLINE,
    });

    const drafts = expectStatus<RfqList>(await as.buyer('GET', '/api/buyer/rfqs?filter=status=DRAFT'), 200);
    expect(drafts.items.map((r) => r.id)).toContain(draft.id);
    const submitted = expectStatus<RfqList>(await as.buyer('GET', '/api/buyer/rfqs'), 200);
    expect(submitted.items.map((r) => r.id)).not.toContain(draft.id);
    const others = expectStatus<RfqList>(await as.rheinBuyer('GET', '/api/buyer/rfqs?filter=status=DRAFT'), 200);
    expect(others.items.map((r) => r.id)).not.toContain(draft.id);

    expect((await as.buyer('DELETE', url(draft.id))).statusCode).toBe(204);
    expectError(await as.buyer('GET', url(draft.id)), 404, RFQ_MESSAGES.notFound);
  });

  it('keeps the step-1 materials and never makes a second empty draft for the user (issue 23, item 26)', async () => {
    t.clock.set(RFQ_TEST_START);
    const draftIds = async () =>
      expectStatus<RfqList>(await as.manager('GET', '/api/buyer/rfqs?filter=status=DRAFT&limit=50'), 200).items.map(
        (r) => r.id,
      );
    const before = await draftIds();
    const coil = { product: 'COIL', materialType: 'MILD_STEEL' } as const;
    const sheet = { product: 'SHEET', materialType: 'MILD_STEEL' } as const;
    // Start, choose a material, Next: the draft keeps the choice, and a reload reads it back
    const first = expectStatus<Rfq>(await as.manager('POST', '/api/buyer/rfqs', { materials: [coil] }), 201);
    expect(first.materials).toEqual([coil]);
    expect(expectStatus<Rfq>(await as.manager('GET', url(first.id)), 200).materials).toEqual([coil]);
    // Start again twice: the same empty draft, saved with the new choice, not a new numbered one
    const second = expectStatus<Rfq>(await as.manager('POST', '/api/buyer/rfqs', { materials: [sheet, sheet] }), 201);
    const third = expectStatus<Rfq>(await as.manager('POST', '/api/buyer/rfqs', {}), 201);
    expect([second.id, third.id]).toEqual([first.id, first.id]);
    expect(second.materials).toEqual([sheet]);
    const after = await draftIds();
    expect(after.filter((id) => !before.includes(id))).toHaveLength(before.includes(first.id) ? 0 : 1);
    // a colleague's Start is their own draft
    const colleague = expectStatus<Rfq>(await as.buyer('POST', '/api/buyer/rfqs', { materials: [coil] }), 201);
    expect(colleague.id).not.toBe(first.id);
    // once the draft holds an item, the next Start is a new draft
    const saved = expectStatus<Rfq>(
      await as.manager('PUT', url(first.id), { materials: [coil, sheet], items: [COIL_ITEM] }),
      200,
    );
    expect(saved.materials).toEqual([coil, sheet]);
    const fresh = expectStatus<Rfq>(await as.manager('POST', '/api/buyer/rfqs', { materials: [coil] }), 201);
    expect(fresh.id).not.toBe(first.id);
    // a material the catalogue does not know is refused at the field
    const wrong = await as.manager('POST', '/api/buyer/rfqs', {
      materials: [{ product: 'PACKAGE', materialType: 'X' }],
    });
    expect(wrong.statusCode).toBe(400);
    for (const id of [first.id, colleague.id, fresh.id]) {
      expect((await (id === colleague.id ? as.buyer : as.manager)('DELETE', url(id))).statusCode).toBe(204);
    }
  });

  it('refuses a duplicate item ("Item already exists") and an incomplete item', async () => {
    const duplicate = await as.buyer('POST', '/api/buyer/rfqs', {
      items: [COIL_ITEM, { ...COIL_ITEM, grade: 's235jr ', weight: 40 }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(detailMessages(duplicate)).toContain(RFQ_MESSAGES.duplicateItem);
    const noLength = await as.buyer('POST', '/api/buyer/rfqs', { items: [{ ...SHEET_ITEM, length: undefined }] });
    expect(noLength.statusCode).toBe(400);
    expect(detailMessages(noLength)).toContain(RFQ_MESSAGES.required);
  });

  it("answers 'Invalid form values' with the fields when an incomplete draft is submitted", async () => {
    t.clock.set(RFQ_TEST_START);
    const draft = expectStatus<Rfq>(await as.buyer('POST', '/api/buyer/rfqs', { items: [] }), 201);
    const res = expectError(await as.buyer('POST', url(draft.id, '/submit')), 400, RFQ_MESSAGES.invalidForm);
    expect(res.details?.map((d) => d.path).sort()).toEqual(
      ['deliveryAddressId', 'items', 'quoteDeadline', 'requiredDeliveryMonth'].sort(),
    );

    // a deadline in the past, a month gone by and another organisation's address
    await as.buyer(
      'PUT',
      url(draft.id),
      rfqBody(rheinPickupId, { quoteDeadline: '2026-03-01T12:00:00.000Z', requiredDeliveryMonth: '2026-02' }),
    );
    const late = expectError(await as.buyer('POST', url(draft.id, '/submit')), 400, RFQ_MESSAGES.invalidForm);
    expect(late.details).toEqual(
      expect.arrayContaining([
        { path: 'quoteDeadline', message: RFQ_MESSAGES.deadlineInPast },
        { path: 'requiredDeliveryMonth', message: RFQ_MESSAGES.deliveryMonthInPast },
        { path: 'deliveryAddressId', message: RFQ_MESSAGES.deliveryAddressInvalid },
      ]),
    );
    expect(expectStatus<Rfq>(await as.buyer('GET', url(draft.id)), 200).status).toBe('DRAFT');
  });
});

describe('lifecycle', () => {
  it('goes through review, rejection, draft, approval, withdrawal, renewal and copy; refuses every other move', async () => {
    t.clock.set(RFQ_TEST_START);
    const rfq = await submittedRfq(as.buyer, rfqBody(deliveryId));
    expect(rfq).toMatchObject({
      status: 'UNDER_REVIEW',
      deliveryCountry: 'GB',
      submittedAt: RFQ_TEST_START.toISOString(),
    });
    const refused = async (path: string, body?: object) =>
      expectError(await as.buyer('POST', url(rfq.id, path), body), 400, RFQ_MESSAGES.transitionNotAllowed);
    await refused('/submit');
    await refused('/to-draft');
    await refused('/renew', { quoteDeadline: RFQ_TEST_DEADLINE });
    expectError(await as.buyer('PUT', url(rfq.id), rfqBody(deliveryId)), 400, RFQ_MESSAGES.transitionNotAllowed);
    expectError(await as.buyer('DELETE', url(rfq.id)), 400, RFQ_MESSAGES.transitionNotAllowed);
    // under review: sellers do not see it
    expectError(await as.rheinSeller('GET', `/api/seller/rfqs/${rfq.id}`), 404, RFQ_MESSAGES.notFound);

    // the operator's queue: under review, oldest first; the read-only operator only looks
    const queue = expectStatus<RfqList>(await as.auditor('GET', '/api/admin/rfqs'), 200);
    expect(queue.items.map((r) => r.id)).toContain(rfq.id);
    expect(queue.items.every((r) => r.status === 'UNDER_REVIEW')).toBe(true);
    expect((await as.auditor('POST', `/api/admin/rfqs/${rfq.id}/approve`)).statusCode).toBe(403);
    expect((await as.auditor('POST', `/api/admin/rfqs/${rfq.id}/reject`, { reason: 'No' })).statusCode).toBe(403);
    expect((await as.buyer('POST', `/api/admin/rfqs/${rfq.id}/approve`)).statusCode).toBe(403);

    const rejected = expectStatus<Rfq>(
      await as.operator('POST', `/api/admin/rfqs/${rfq.id}/reject`, { reason: 'Please name the specification' }),
      200,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Please name the specification' });
    expectError(await as.operator('POST', `/api/admin/rfqs/${rfq.id}/approve`), 400, RFQ_MESSAGES.transitionNotAllowed);
    expect((await getAsBuyer(rfq.id)).rejectionReason).toBe('Please name the specification');
    await refused('/withdraw');
    await refused('/submit');

    expect(expectStatus<Rfq>(await as.buyer('POST', url(rfq.id, '/to-draft')), 200).status).toBe('DRAFT');
    expect(expectStatus<Rfq>(await as.buyer('POST', url(rfq.id, '/submit')), 200)).toMatchObject({
      status: 'UNDER_REVIEW',
      rejectionReason: null,
    });
    const live = expectStatus<Rfq>(await as.operator('POST', `/api/admin/rfqs/${rfq.id}/approve`), 200);
    expect(live.status).toBe('LIVE');
    await refused('/to-draft');
    await refused('/renew', { quoteDeadline: RFQ_TEST_DEADLINE });

    const audit = expectStatus<AuditLogList>(
      await as.auditor('GET', `/api/admin/audit-log?filter=entityType=RFQ`),
      200,
    ).items.filter((e) => e.entityId === rfq.id);
    expect(audit.map((e) => [e.action, e.reason, e.before?.status, e.after?.status])).toEqual([
      ['rfq.approved', null, 'UNDER_REVIEW', 'LIVE'],
      ['rfq.rejected', 'Please name the specification', 'UNDER_REVIEW', 'REJECTED'],
    ]);

    expect(expectStatus<Rfq>(await as.buyer('POST', url(rfq.id, '/withdraw')), 200).status).toBe('WITHDRAWN');
    await refused('/withdraw');
    expectError(
      await as.buyer('POST', url(rfq.id, '/renew'), { quoteDeadline: '2026-03-01T12:00:00.000Z' }),
      400,
      RFQ_MESSAGES.deadlineInPast,
    );
    const renewed = expectStatus<Rfq>(
      await as.buyer('POST', url(rfq.id, '/renew'), { quoteDeadline: '2026-03-20T12:00:00.000Z' }),
      200,
    );
    expect(renewed).toMatchObject({ status: 'UNDER_REVIEW', quoteDeadline: '2026-03-20T12:00:00.000Z' });

    const copy = expectStatus<Rfq>(await as.buyer('POST', url(rfq.id, '/copy')), 201);
    expect(copy).toMatchObject({ status: 'DRAFT', quoteRef: 'Q2 coil', deliveryAddressId: deliveryId });
    expect(copy.id).not.toBe(rfq.id);
    expect(copy.referenceNumber).not.toBe(rfq.referenceNumber);
    expect(copy.items.map(({ id: _id, ...item }) => item)).toEqual(rfq.items.map(({ id: _id, ...item }) => item));

    const mails = await t.mailTo(DEMO.buyer);
    const reviewed = mails.filter((m) => m.template === 'rfq-reviewed' && m.subject.includes(rfq.referenceNumber));
    expect(reviewed.map((m) => m.subject).sort()).toEqual([
      `Steelyard – your request for quotation ${rfq.referenceNumber} is live`,
      `Steelyard – your request for quotation ${rfq.referenceNumber} was not approved`,
    ]);
    expect(reviewed.find((m) => m.subject.endsWith('not approved'))!.text).toContain(
      'Reason: Please name the specification',
    );
  });

  it('expires a live RFQ at its deadline on the job runner, exactly once; an RFQ approved past its deadline is refused', async () => {
    t.clock.set(RFQ_TEST_START);
    const rfq = await liveRfq(
      as.buyer,
      as.operator,
      rfqBody(deliveryId, { quoteDeadline: '2026-03-04T12:00:00.000Z' }),
    );
    t.clock.set(new Date('2026-03-04T11:59:59Z'));
    await t.runJobs();
    expect((await getAsBuyer(rfq.id)).status).toBe('LIVE');
    t.clock.set(new Date('2026-03-04T12:00:00Z'));
    await Promise.all([runDueJobs(t.db, t.clock, t.ctx.jobs), runDueJobs(t.db, t.clock, t.ctx.jobs)]);
    expect((await getAsBuyer(rfq.id)).status).toBe('EXPIRED');
    expect(await t.runJobs()).toBe(0);
    expect(
      expectStatus<Rfq>(await as.buyer('POST', url(rfq.id, '/renew'), { quoteDeadline: RFQ_TEST_DEADLINE }), 200)
        .status,
    ).toBe('UNDER_REVIEW');

    t.clock.set(RFQ_TEST_START);
    const late = await submittedRfq(as.buyer, rfqBody(deliveryId, { quoteDeadline: '2026-03-03T12:00:00.000Z' }));
    t.clock.set(new Date('2026-03-03T12:00:00Z'));
    expectError(await as.operator('POST', `/api/admin/rfqs/${late.id}/approve`), 400, RFQ_MESSAGES.deadlineInPast);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'expires once when three PostgreSQL connection pools run the due jobs at the same time',
    async () => {
      t.clock.set(RFQ_TEST_START);
      const rfq = await liveRfq(
        as.buyer,
        as.operator,
        rfqBody(deliveryId, { quoteDeadline: '2026-03-05T12:00:00.000Z' }),
      );
      t.clock.set(new Date('2026-03-05T12:00:00Z'));
      const pools = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(handle.url!)));
      try {
        const ran = await Promise.all(pools.map((pool) => runDueJobs(pool.db, t.clock, t.ctx.jobs, { batchSize: 1 })));
        expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      } finally {
        await Promise.all(pools.map((pool) => pool.close()));
      }
      expect((await getAsBuyer(rfq.id)).status).toBe('EXPIRED');
      expect(await t.runJobs()).toBe(0);
    },
  );
});

describe('quotes', () => {
  it("lets sellers of other organisations quote on live RFQs until the deadline, never on their own, never seeing others' quotes", async () => {
    t.clock.set(RFQ_TEST_START);
    const rfq = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    const seller = `/api/seller/rfqs/${rfq.id}`;

    // the seller's view: the delivery country, not the address; no quotes of others
    const seen = expectStatus<Rfq>(await as.rheinSeller('GET', seller), 200);
    expect(seen).toMatchObject({
      deliveryAddressId: null,
      deliveryCountry: 'GB',
      currencyCode: 'GBP',
      quotes: [],
      myQuote: null,
    });
    expectError(await as.seller('PUT', `${seller}/quote`, quoteFor(rfq, rheinPickupId)), 400, RFQ_MESSAGES.ownRfq);
    expectError(await as.seller('GET', seller), 404, RFQ_MESSAGES.notFound);

    const tooMuch = quoteFor(rfq, rheinPickupId);
    tooMuch.items[0]!.availableWeight = 26;
    expectError(await as.rheinSeller('PUT', `${seller}/quote`, tooMuch), 400, RFQ_MESSAGES.quoteWeightTooHigh);
    const foreignPickup = expectError(
      await as.rheinSeller('PUT', `${seller}/quote`, quoteFor(rfq, deliveryId)),
      400,
      RFQ_MESSAGES.invalidForm,
    );
    expect(foreignPickup.details?.[0]).toEqual({
      path: 'items.0.pickupAddressId',
      message: RFQ_MESSAGES.pickupAddressInvalid,
    });

    const quoted = expectStatus<Rfq>(await as.rheinSeller('PUT', `${seller}/quote`, quoteFor(rfq, rheinPickupId)), 200);
    expect(quoted.myQuote).toMatchObject({
      sellerOrganisation: { name: 'Rhein Stahlhandel GmbH' },
      items: [
        { rfqItemId: rfq.items[0]!.id, status: 'OPEN', pricePerTonne: 65_000, currencyCode: 'GBP', country: 'DE' },
        { rfqItemId: rfq.items[1]!.id, status: 'OPEN', pricePerTonne: 66_000 },
      ],
    });
    const item = quoted.myQuote!.items[0]!;
    // fees on top of the seller's net price, VAT of the buyer's country
    expect(item.priceIncludingDelivery).toBeGreaterThan(65_000);
    expect(item.totalExVat).toBe(item.priceIncludingDelivery * 25);
    expect(item.totalPrice).toBe(item.totalExVat + Math.round(item.totalExVat * (item.vatPercent / 100)));

    // replaced: one quote per organisation
    const replaced = expectStatus<Rfq>(
      await as.rheinSeller('PUT', `${seller}/quote`, { items: [quoteFor(rfq, rheinPickupId, 61_000).items[0]] }),
      200,
    );
    expect(replaced.myQuote!.items.map((i) => i.pricePerTonne)).toEqual([61_000]);
    expect(replaced.myQuote!.id).toBe(quoted.myQuote!.id);

    const other = await addSellingOrganisation(t, 'quotes');
    expectStatus<Rfq>(await other.act('PUT', `${seller}/quote`, quoteFor(rfq, other.warehouseId, 70_000)), 200);
    const mine = expectStatus<Rfq>(await as.rheinSeller('GET', seller), 200);
    expect(mine.quotes).toEqual([]);
    expect(mine.myQuote!.sellerOrganisation.name).toBe('Rhein Stahlhandel GmbH');
    expect(mine.numberOfQuotes).toBe(1);
    const listed = expectStatus<RfqList>(await as.rheinSeller('GET', '/api/seller/rfqs'), 200).items.find(
      (r) => r.id === rfq.id,
    );
    expect(listed?.myQuote?.items).toHaveLength(1);
    expect(listed?.quotes).toEqual([]);

    const buyerView = await getAsBuyer(rfq.id);
    expect(buyerView.numberOfQuotes).toBe(2);
    expect(buyerView.quotes.map((q) => q.sellerOrganisation.name).sort()).toEqual([
      'Rhein Stahlhandel GmbH',
      'Staal quotes B.V.',
    ]);

    expect((await other.act('DELETE', `${seller}/quote`)).statusCode).toBe(204);
    expect((await getAsBuyer(rfq.id)).numberOfQuotes).toBe(1);
    expectError(await other.act('DELETE', `${seller}/quote`), 404, RFQ_MESSAGES.quoteNotFound);

    // at the deadline quoting ends, also before the job has expired it
    t.clock.set(new Date(RFQ_TEST_DEADLINE));
    expectError(
      await as.rheinSeller('PUT', `${seller}/quote`, quoteFor(rfq, rheinPickupId)),
      409,
      RFQ_MESSAGES.notLive,
    );
    expectError(await as.rheinSeller('DELETE', `${seller}/quote`), 409, RFQ_MESSAGES.notLive);
    await t.runJobs();
    // a seller still reads an expired RFQ they quoted on; quoting stays closed
    expect(expectStatus<Rfq>(await as.rheinSeller('GET', seller), 200).status).toBe('EXPIRED');
    expectError(await other.act('GET', seller), 404, RFQ_MESSAGES.notFound);
  });

  it("refuses quotes on RFQs that are not live and lists only what the seller's settings let through", async () => {
    t.clock.set(RFQ_TEST_START);
    const review = await submittedRfq(as.buyer, rfqBody(deliveryId));
    expectError(
      await as.rheinSeller('PUT', `/api/seller/rfqs/${review.id}/quote`, quoteFor(review, rheinPickupId)),
      404,
      RFQ_MESSAGES.notFound,
    );
    const live = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId, { items: [COIL_ITEM] }));
    const ids = async () =>
      expectStatus<RfqList>(await as.rheinSeller('GET', '/api/seller/rfqs?limit=50'), 200).items.map((r) => r.id);
    const settings = (body: object) => as.rheinSeller('PUT', '/api/seller/immediate-requests/settings', body);
    expect(await ids()).toContain(live.id);
    expect(await ids()).not.toContain(review.id);
    expect((await settings({ enabled: true, products: ['PLATE'], materialTypes: [], countries: [] })).statusCode).toBe(
      200,
    );
    expect(await ids()).not.toContain(live.id);
    await settings({ enabled: true, products: ['COIL'], materialTypes: ['MILD_STEEL'], countries: ['GB'] });
    expect(await ids()).toContain(live.id);
    await settings({ enabled: true, products: [], materialTypes: [], countries: ['DE'] });
    expect(await ids()).not.toContain(live.id);
    await settings({ enabled: true, products: [], materialTypes: [], countries: [] });
    // a withdrawn RFQ is gone from the list and closed for quotes
    expectStatus<Rfq>(await as.buyer('POST', url(live.id, '/withdraw')), 200);
    expect(await ids()).not.toContain(live.id);
    expectError(
      await as.rheinSeller('PUT', `/api/seller/rfqs/${live.id}/quote`, quoteFor(live, rheinPickupId)),
      404,
      RFQ_MESSAGES.notFound,
    );
  });

  it('e-mails the sellers whose settings a newly live RFQ matches, in their language', async () => {
    t.clock.set(RFQ_TEST_START);
    await as.rheinSeller('PUT', '/api/seller/immediate-requests/settings', {
      enabled: true,
      products: ['SHEET'],
      materialTypes: [],
      countries: [],
    });
    const rfq = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    const mails = (await t.mailTo(DEMO.rheinSeller)).filter(
      (m) => m.template === 'rfq-live' && m.subject.includes(rfq.referenceNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: 'de',
      subject: `Steelyard – neue Angebotsanfrage ${rfq.referenceNumber}`,
    });
    expect(mails[0]!.text).toContain(`/rfqs/quotes/${rfq.id}`);
    // the buyer's own colleagues are never told
    expect((await t.mailTo(DEMO.seller)).some((m) => m.template === 'rfq-live')).toBe(false);

    await as.rheinSeller('PUT', '/api/seller/immediate-requests/settings', {
      enabled: false,
      products: [],
      materialTypes: [],
      countries: [],
    });
    const quiet = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    expect((await t.mailTo(DEMO.rheinSeller)).some((m) => m.subject.includes(quiet.referenceNumber))).toBe(false);
    await as.rheinSeller('PUT', '/api/seller/immediate-requests/settings', {
      enabled: true,
      products: [],
      materialTypes: [],
      countries: [],
    });
  });

  it('tells the sellers with open quotes when the RFQ is withdrawn or expires, once, in their language', async () => {
    t.clock.set(RFQ_TEST_START);
    const lapsed = (referenceNumber: string) => async () =>
      (await t.mailTo(DEMO.rheinSeller)).filter(
        (m) => m.template === 'rfq-closed' && m.subject.includes(referenceNumber),
      );
    const withdrawn = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    expectStatus<Rfq>(
      await as.rheinSeller('PUT', `/api/seller/rfqs/${withdrawn.id}/quote`, quoteFor(withdrawn, rheinPickupId)),
      200,
    );
    const unquoted = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    expectStatus<Rfq>(await as.buyer('POST', url(withdrawn.id, '/withdraw')), 200);
    expectStatus<Rfq>(await as.buyer('POST', url(unquoted.id, '/withdraw')), 200);
    const mails = await lapsed(withdrawn.referenceNumber)();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: 'de',
      subject: `Steelyard – Anfrage ${withdrawn.referenceNumber} wurde zurückgezogen`,
    });
    expect(mails[0]!.text).toContain('Ihr Angebot für 2 Positionen wurde nicht angenommen');
    expect(mails[0]!.text).toContain(`/rfqs/quotes/${withdrawn.id}`);
    // nobody quoted: nobody is told; the buyer's side is never told
    expect(await lapsed(unquoted.referenceNumber)()).toHaveLength(0);
    expect((await t.mailTo(DEMO.seller)).some((m) => m.template === 'rfq-closed')).toBe(false);

    const expiring = await liveRfq(as.buyer, as.operator, rfqBody(deliveryId));
    expectStatus<Rfq>(
      await as.rheinSeller('PUT', `/api/seller/rfqs/${expiring.id}/quote`, quoteFor(expiring, rheinPickupId)),
      200,
    );
    t.clock.set(new Date(RFQ_TEST_DEADLINE));
    await t.runJobs();
    await t.runJobs();
    const expired = await lapsed(expiring.referenceNumber)();
    expect(expired).toHaveLength(1);
    expect(expired[0]!.subject).toBe(`Steelyard – Anfrage ${expiring.referenceNumber} ist abgelaufen`);
  });
});
