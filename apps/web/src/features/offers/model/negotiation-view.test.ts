import { describe, expect, it } from 'vitest';
import { negotiation, offer } from '../testing/offers-fixtures';
import {
  headlinePrices,
  initiallyOpen,
  latestPrice,
  negotiationRows,
  offerCountBadge,
  sortNegotiations,
} from './negotiation-view';

describe('negotiation view', () => {
  it('orders entries by latest activity', () => {
    const a = negotiation({ id: 'a', updatedAt: '2026-11-20T10:00:00.000Z' });
    const b = negotiation({ id: 'b', updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(sortNegotiations([a, b]).map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('opens the first entry, and for the seller every entry awaiting the seller', () => {
    const list = [
      negotiation({ id: 'a', status: 'AWAITING_BUYER' }),
      negotiation({ id: 'b', status: 'REJECTED' }),
      negotiation({ id: 'c', status: 'AWAITING_SELLER' }),
    ];
    expect(initiallyOpen(list, 'BUYER')).toEqual(['a']);
    expect(initiallyOpen(list, 'SELLER')).toEqual(['a', 'c']);
    expect(initiallyOpen([], 'SELLER')).toEqual([]);
  });

  it('lists offers newest first with the original price last', () => {
    const n = negotiation({
      offers: [
        offer(60_000, '2026-11-21T10:00:00.000Z', 'BUYER'),
        offer(68_000, '2026-11-22T10:00:00.000Z', 'SELLER'),
        offer(64_000, '2026-11-23T10:00:00.000Z', 'BUYER'),
      ],
    });
    const rows = negotiationRows(n);
    expect(rows.map((r) => [r.kind, r.price])).toEqual([
      ['OFFER', 64_000],
      ['OFFER', 68_000],
      ['OFFER', 60_000],
      ['ORIGINAL', 70_000],
    ]);
    expect(latestPrice(n)).toBe(64_000);
    expect(offerCountBadge(n)).toBe(3);
    expect(headlinePrices(n)).toEqual({ kind: 'range', prices: [60_000, 68_000] });
  });

  it('shows the count badge from two offers, and a counter starts from the original price without offers', () => {
    expect(offerCountBadge(negotiation())).toBeNull();
    expect(latestPrice(negotiation({ offers: [] }))).toBe(70_000);
  });
});
