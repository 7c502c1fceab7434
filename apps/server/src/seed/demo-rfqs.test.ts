import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rfq, RfqList } from '@steelyard/domain/rfqs';
import { demoActors, expectStatus } from '../test-support/listing-helpers';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedDemoRfqs } from './demo-rfqs';

let t: TestApp;
let as: ReturnType<typeof demoActors>;

beforeAll(async () => {
  t = await createTestApp();
  as = demoActors(t);
  await t.db.transaction((tx) => seedDemoRfqs(tx, { feeSchedule: t.config.feeSchedule, now: t.clock.now() }));
});
afterAll(async () => {
  await t.close();
});

describe('demo RFQs', () => {
  it("gives Demo Steel a draft, one under review, a live one with Rhein Stahl's quote and an expired one", async () => {
    const list = async (filter: string) =>
      expectStatus<RfqList>(await as.buyer('GET', `/api/buyer/rfqs?filter=${filter}`), 200).items;
    expect((await list('status=DRAFT')).map((r) => r.quoteRef)).toEqual(['Roofing Q3']);
    const submitted = await list('status=UNDER_REVIEW|LIVE|EXPIRED');
    expect(submitted.map((r) => [r.quoteRef, r.status])).toEqual([
      ['Sheet Leeds', 'UNDER_REVIEW'],
      ['Q2 structural', 'LIVE'],
      ['Coil March', 'EXPIRED'],
    ]);
    const live = submitted[1]!;
    expect(live.quotes.map((q) => [q.sellerOrganisation.name, q.items.length])).toEqual([
      ['Rhein Stahlhandel GmbH', 2],
    ]);
    const seen = expectStatus<Rfq>(await as.rheinSeller('GET', `/api/seller/rfqs/${live.id}`), 200);
    expect(seen.myQuote?.items.map((i) => i.pricePerTonne)).toEqual([61_500, 66_000]);
    expect(
      expectStatus<RfqList>(await as.operator('GET', '/api/admin/rfqs'), 200).items.map((r) => r.quoteRef),
    ).toEqual(['Sheet Leeds']);
  });
});
