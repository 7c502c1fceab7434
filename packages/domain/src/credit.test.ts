import { describe, expect, it } from 'vitest';
import { computeAvailableCredit } from './credit';

describe('computeAvailableCredit', () => {
  it('is the limit minus the balance', () => {
    expect(computeAvailableCredit({ erpCreditLimit: { value: 25_000_000 }, erpBalance: { value: 4_000_000 } })).toBe(
      21_000_000,
    );
  });
  it('counts the balance only when present', () => {
    expect(computeAvailableCredit({ erpCreditLimit: { value: 10_000_000 }, erpBalance: null })).toBe(10_000_000);
  });
  it('is 0 without a limit', () => {
    expect(computeAvailableCredit({ erpCreditLimit: null, erpBalance: { value: 100 } })).toBe(0);
  });
});
