import { describe, expect, it } from 'vitest';
import {
  RFQ_ACTIONS,
  RFQ_MESSAGES,
  RFQ_STATUSES,
  buyerRfqActions,
  nextRfqStatus,
  rfqDraftBody,
  submitRfqBody,
  type RfqAction,
  type RfqStatus,
} from './rfqs';

const ALLOWED: Record<string, RfqStatus> = {
  'DRAFT SUBMIT': 'UNDER_REVIEW',
  'UNDER_REVIEW APPROVE': 'LIVE',
  'UNDER_REVIEW REJECT': 'REJECTED',
  'UNDER_REVIEW WITHDRAW': 'WITHDRAWN',
  'LIVE WITHDRAW': 'WITHDRAWN',
  'REJECTED TO_DRAFT': 'DRAFT',
  'EXPIRED RENEW': 'UNDER_REVIEW',
  'WITHDRAWN RENEW': 'UNDER_REVIEW',
  'LIVE EXPIRE': 'EXPIRED',
};

const coil = {
  product: 'COIL',
  materialType: 'MILD_STEEL',
  grade: 'S235JR',
  thickness: 3,
  width: 1500,
  weight: 25,
} as const;

describe('RFQ lifecycle', () => {
  const cases = RFQ_STATUSES.flatMap((s) => RFQ_ACTIONS.map((a) => [s, a] as const));
  it.each(cases)('%s %s', (status: RfqStatus, action: RfqAction) => {
    expect(nextRfqStatus(status, action)).toBe(ALLOWED[`${status} ${action}`] ?? null);
  });

  it('offers the buyer the actions of each status', () => {
    expect(buyerRfqActions('LIVE')).toEqual(['WITHDRAW']);
    expect(buyerRfqActions('REJECTED')).toEqual(['TO_DRAFT']);
    expect(buyerRfqActions('EXPIRED')).toEqual(['RENEW']);
  });
});

describe('RFQ bodies', () => {
  it('refuses a duplicate item with "Item already exists"', () => {
    const r = rfqDraftBody.safeParse({ items: [coil, { ...coil, grade: 's235jr ', weight: 40 }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([RFQ_MESSAGES.duplicateItem]);
  });

  it('needs a length for sheets and every shipping field to submit', () => {
    const r = submitRfqBody.safeParse({ items: [{ ...coil, product: 'SHEET' }], preferredOrigins: [] });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['items.0.length', 'requiredDeliveryMonth', 'quoteDeadline', 'deliveryAddressId']),
    );
    expect(new Set(r.error!.issues.map((i) => i.message))).toEqual(new Set([RFQ_MESSAGES.required]));
  });

  it('saves a partial draft', () => {
    expect(rfqDraftBody.safeParse({ items: [coil], preferredOrigins: ['WESTERN_EUROPE', 'TR'] }).success).toBe(true);
  });
});
