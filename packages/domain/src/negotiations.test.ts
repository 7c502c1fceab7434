import { describe, expect, it } from 'vitest';
import {
  NEGOTIATION_ACTIONS,
  NEGOTIATION_PARTIES,
  NEGOTIATION_STATUSES,
  OFFER_MESSAGES,
  allowedNegotiationActions,
  checkOfferPrice,
  negotiationBadge,
  negotiationStatusAfter,
  nextNegotiationStatus,
  offerPriceBounds,
  offerPriceDisplay,
  timeLeft,
  type NegotiationAction,
  type NegotiationParty,
  type NegotiationStatus,
} from './negotiations';

// Our reading of spec 001 §4: the awaited party accepts, rejects or counters; the other withdraws.
const ALLOWED: Record<string, NegotiationStatus> = {
  'AWAITING_SELLER SELLER ACCEPT': 'ACCEPTED',
  'AWAITING_SELLER SELLER REJECT': 'REJECTED',
  'AWAITING_SELLER SELLER COUNTER': 'AWAITING_BUYER',
  'AWAITING_SELLER BUYER WITHDRAW': 'WITHDRAWN',
  'AWAITING_BUYER BUYER ACCEPT': 'ACCEPTED',
  'AWAITING_BUYER BUYER REJECT': 'REJECTED',
  'AWAITING_BUYER BUYER COUNTER': 'AWAITING_SELLER',
  'AWAITING_BUYER SELLER WITHDRAW': 'WITHDRAWN',
};

describe('the negotiation state machine', () => {
  const cases = NEGOTIATION_STATUSES.flatMap((status) =>
    NEGOTIATION_PARTIES.flatMap((party) => NEGOTIATION_ACTIONS.map((action) => [status, party, action] as const)),
  );
  it.each(cases)('%s: %s %s', (status: NegotiationStatus, party: NegotiationParty, action: NegotiationAction) => {
    expect(nextNegotiationStatus(status, action, party)).toBe(ALLOWED[`${status} ${party} ${action}`] ?? null);
  });

  it('lists the buttons of each side', () => {
    expect(allowedNegotiationActions('AWAITING_SELLER', 'SELLER')).toEqual(['ACCEPT', 'REJECT', 'COUNTER']);
    expect(allowedNegotiationActions('AWAITING_SELLER', 'BUYER')).toEqual(['WITHDRAW']);
    expect(allowedNegotiationActions('ACCEPTED', 'BUYER')).toEqual([]);
  });

  it('ends open negotiations on events', () => {
    expect(negotiationStatusAfter('AWAITING_SELLER', 'DEADLINE_PASSED')).toBe('EXPIRED');
    expect(negotiationStatusAfter('ACCEPTED', 'DEADLINE_PASSED')).toBe('EXPIRED');
    expect(negotiationStatusAfter('AWAITING_BUYER', 'LISTING_PURCHASED_BY_OTHER')).toBe('CANCELLED');
    expect(negotiationStatusAfter('ACCEPTED', 'LISTING_ENDED')).toBe('NO_SUCCESSFUL_OFFERS');
    expect(negotiationStatusAfter('ACCEPTED', 'PURCHASED')).toBe('PURCHASED');
    expect(negotiationStatusAfter('AWAITING_SELLER', 'PURCHASED')).toBeNull();
    expect(negotiationStatusAfter('REJECTED', 'DEADLINE_PASSED')).toBeNull();
  });

  it('labels the awaited viewer and shows Outbid to the buyer', () => {
    expect(negotiationBadge('AWAITING_SELLER', 'SELLER')).toEqual({ label: 'AWAITING_YOUR_RESPONSE', tone: 'warning' });
    expect(negotiationBadge('AWAITING_SELLER', 'BUYER')).toEqual({ label: 'AWAITING_SELLER', tone: 'neutral' });
    expect(negotiationBadge('CANCELLED', 'BUYER')).toEqual({ label: 'OUTBID', tone: 'negative' });
    expect(negotiationBadge('CANCELLED', 'SELLER')).toEqual({ label: 'CANCELLED', tone: 'negative' });
    expect(negotiationBadge('ACCEPTED', 'BUYER').tone).toBe('positive');
    expect(negotiationBadge('EXPIRED', 'BUYER').tone).toBe('warning');
  });
});

describe('offer bounds (spec 001 §5)', () => {
  const base = { originalPricePerUnit: 80_000, tradeUnit: 'TON' as const, weight: 20, numberOfItems: null };

  it.each([
    [0, OFFER_MESSAGES.priceRequired],
    [null, OFFER_MESSAGES.priceRequired],
    [-5, OFFER_MESSAGES.priceTooLow],
    [1, null],
    [79_999, null],
    [80_000, OFFER_MESSAGES.priceAboveOriginal],
  ])('a seller price of %s', (price, message) => {
    expect(checkOfferPrice(price, offerPriceBounds({ ...base, party: 'SELLER' }))).toBe(message);
  });

  it('caps the buyer by credit ÷ (100 + VAT) × 100 ÷ weight', () => {
    // £12,000.00 credit, 20 % VAT → £10,000.00 net → ÷ 20 t = £500.00 a tonne
    const bounds = offerPriceBounds({ ...base, party: 'BUYER', availableCredit: 1_200_000, vatPercent: 20 });
    expect(bounds.maxByCredit).toBe(50_000);
    expect(checkOfferPrice(50_000, bounds)).toBeNull();
    expect(checkOfferPrice(50_001, bounds)).toBe(OFFER_MESSAGES.creditLimitExceeded);
  });

  it('divides by the number of items for prices per item, and gives no credit room without credit', () => {
    const perPlate = { ...base, tradeUnit: 'PLATE' as const, numberOfItems: 4, party: 'BUYER' as const, vatPercent: 0 };
    expect(offerPriceBounds({ ...perPlate, availableCredit: 100_000 }).maxByCredit).toBe(25_000);
    expect(offerPriceBounds({ ...perPlate, availableCredit: 0 }).maxByCredit).toBe(0);
  });
});

describe('display helpers', () => {
  it('shows one price, both prices, or the range', () => {
    expect(offerPriceDisplay([5, 5])).toEqual({ kind: 'single', prices: [5] });
    expect(offerPriceDisplay([7, 5])).toEqual({ kind: 'both', prices: [5, 7] });
    expect(offerPriceDisplay([7, 5, 9, 6])).toEqual({ kind: 'range', prices: [5, 9] });
  });

  it('counts time left in days, hours, minutes and seconds', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(timeLeft('2026-11-23T12:30:15Z', now)).toEqual({ days: 1, hours: 2, minutes: 30, seconds: 15 });
    expect(timeLeft('2026-11-22T09:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
