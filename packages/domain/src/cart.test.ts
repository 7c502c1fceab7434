import { describe, expect, it } from 'vitest';
import { cartBlockers, checkoutAllowed, minutesUntilCartEmpties } from './cart';
import { checkoutCartBody, checkoutItemBody, CHECKOUT_MESSAGES } from './checkout';

describe('cart blockers', () => {
  it('blocks an empty cart and unavailable or repriced entries', () => {
    expect(cartBlockers([], 0, 100)).toEqual(['EMPTY']);
    expect(cartBlockers([{ state: 'UNAVAILABLE' }, { state: 'PRICE_CHANGED' }], 10, 100)).toEqual([
      'ITEM_UNAVAILABLE',
      'PRICE_CHANGED',
    ]);
  });

  it('lets a cart over the credit be bought upfront only', () => {
    const blockers = cartBlockers([{ state: 'AVAILABLE' }], 101, 100);
    expect(blockers).toEqual(['INSUFFICIENT_CREDIT']);
    expect(checkoutAllowed(blockers)).toEqual({ canCheckout: true, canCheckoutOnCredit: false });
    expect(checkoutAllowed([])).toEqual({ canCheckout: true, canCheckoutOnCredit: true });
    expect(checkoutAllowed(['PRICE_CHANGED'])).toEqual({ canCheckout: false, canCheckoutOnCredit: false });
  });

  it('counts minutes until the cart empties, rounded up', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(minutesUntilCartEmpties('2026-11-22T10:29:01Z', now)).toBe(30);
    expect(minutesUntilCartEmpties('2026-11-22T09:59:00Z', now)).toBe(0);
  });
});

describe('checkout bodies', () => {
  const base = {
    buyerOrderNumber: 'PO-4711/A',
    authorisedToSign: true,
    termsAccepted: true,
    deliveryAddress: { type: 'EXISTING', addressId: 'a1' },
    haulierSlotBooking: false,
    paymentOption: 'CREDIT',
  } as const;

  it('accepts a complete buy-now body', () => {
    expect(checkoutItemBody.safeParse({ ...base, kind: 'LISTING', id: 'l1', pricePerUnit: 75000 }).success).toBe(true);
  });

  it('asks for a valid purchase order number and both confirmations', () => {
    const r = checkoutCartBody.safeParse({
      ...base,
      buyerOrderNumber: ' ',
      authorisedToSign: false,
      termsAccepted: undefined,
      entryIds: ['e1'],
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain(CHECKOUT_MESSAGES.purchaseOrderNumber);
    expect(messages).toContain(CHECKOUT_MESSAGES.authorisedToSignRequired);
    expect(messages).toContain(CHECKOUT_MESSAGES.termsRequired);
  });

  it('refuses purchase order numbers with odd characters', () => {
    expect(
      checkoutItemBody.safeParse({ ...base, buyerOrderNumber: '<script>', kind: 'LISTING', id: 'l', pricePerUnit: 1 })
        .success,
    ).toBe(false);
  });
});
