import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { quoteBody, rfqDraftBody } from '@steelyard/domain/rfqs';
import type { Database } from '../platform/db/database';
import { createRfqDraft } from '../modules/rfqs/drafts';
import { expireRfq, submitRfq } from '../modules/rfqs/lifecycle';
import { putQuote } from '../modules/rfqs/quotes';
import { decideRfqReview } from '../modules/rfqs/review';
import type { RfqDeps } from '../modules/rfqs/service';
import { loadDemoCast, parse } from './demo-cast';

/*
 * Demo requests for quotation (issue 10) of Demo Steel, made through the RFQ service as the API
 * would make them: a draft, one under review, a live one quoted by Rhein Stahl and an expired one.
 * Deadlines fall at noon UTC days from the seed's start, so the content is the same whenever it runs.
 */

export interface DemoRfqOptions {
  feeSchedule: FeeSchedule;
  now: Date;
  /** Where the e-mails' links point (the default local address). */
  publicUrl?: string;
}

const DAY = 24 * 3_600_000;

const COIL = { product: 'COIL', materialType: 'MILD_STEEL', grade: 'S355J2', thickness: 3, width: 1500, weight: 60 };
const SHEET = {
  product: 'SHEET',
  materialType: 'MILD_STEEL',
  grade: 'S275JR',
  specification: 'EN 10025-2',
  thickness: 2,
  width: 1250,
  length: 2500,
  weight: 12.5,
  tolerance: 'EN 10051',
};
const GALVANISED = {
  product: 'COIL',
  materialType: 'COATED_STEEL',
  grade: 'DX51D',
  coating: 'Z275',
  thickness: 0.8,
  width: 1250,
  weight: 24,
};

/** Seeds the demo RFQs after the demo marketplace; answers how many it made. */
export async function seedDemoRfqs(db: Database, options: DemoRfqOptions): Promise<number> {
  const cast = await loadDemoCast(db);
  const demo = cast.organisations.DEMO;
  const rhein = cast.organisations.RHEIN;
  const deps: RfqDeps = { feeSchedule: options.feeSchedule, publicUrl: options.publicUrl ?? 'http://localhost:3000' };
  const today = new Date(options.now);
  today.setUTCHours(12, 0, 0, 0);
  const at = (days: number) => new Date(today.getTime() + days * DAY);
  const month = (days: number) => at(days).toISOString().slice(0, 7);
  const buyer = demo.buyer.caller;
  const body = (items: object[], deadlineDays: number, extra: object = {}) =>
    parse(
      rfqDraftBody,
      {
        items,
        preferredOrigins: ['WESTERN_EUROPE'],
        requiredDeliveryMonth: month(deadlineDays + 45),
        quoteDeadline: at(deadlineDays).toISOString(),
        deliveryAddressId: demo.warehouses[0]!.id,
        ...extra,
      },
      'demo RFQ',
    );
  const minus = (days: number) => new Date(options.now.getTime() - days * DAY);

  // a draft the buyer is still writing
  await createRfqDraft(db, deps, buyer, body([GALVANISED], 14, { quoteRef: 'Roofing Q3' }), minus(1));

  // under review since this morning
  const review = await createRfqDraft(db, deps, buyer, body([SHEET], 10, { quoteRef: 'Sheet Leeds' }), minus(0.5));
  await submitRfq(db, deps, buyer, review.id, minus(0.4));

  // live, with Rhein Stahl's quote on both items
  const live = await createRfqDraft(
    db,
    deps,
    buyer,
    body([COIL, SHEET], 5, { quoteRef: 'Q2 structural', comments: 'Mill certificates 3.1 please' }),
    minus(3),
  );
  await submitRfq(db, deps, buyer, live.id, minus(2.9));
  const approved = await decideRfqReview(db, deps, cast.operator, live.id, { approve: true }, minus(2.8));
  const quote = parse(
    quoteBody,
    {
      items: approved.items.map((item, i) => ({
        rfqItemId: item.id,
        pricePerTonne: [61_500, 66_000][i] ?? 65_000,
        availableWeight: item.weight,
        deliveryPromise: 'WITHIN_2_WEEKS',
        pickupAddressId: rhein.warehouses[0]!.id,
        comment: i === 0 ? 'Rolled in March, certificates 3.1' : null,
      })),
    },
    'demo quote',
  );
  await putQuote(db, deps, rhein.seller.caller, live.id, quote, minus(2));

  // expired at its deadline three days ago
  const expired = await createRfqDraft(db, deps, buyer, body([COIL], -3, { quoteRef: 'Coil March' }), minus(12));
  await submitRfq(db, deps, buyer, expired.id, minus(11.9));
  await decideRfqReview(db, deps, cast.operator, expired.id, { approve: true }, minus(11.8));
  await db.transaction((tx) =>
    expireRfq(tx, deps.publicUrl, { rfqId: expired.id, quoteDeadline: at(-3).toISOString() }, at(-3)),
  );
  return 4;
}
