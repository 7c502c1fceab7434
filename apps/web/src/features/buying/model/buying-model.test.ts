import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@steelyard/domain/cart';
import { CHECKOUT_MESSAGES, CHECKOUT_RETRIES_BEFORE_SUPPORT } from '@steelyard/domain/checkout';
import { ApiError } from '../../../shared/api/api-error';
import { cartErrorKey, checkoutFailure } from '../api/buying-errors';
import { cartTimerEvents, formatCountdown } from './cart-timing';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import { canPayOnCredit } from './checkout-form';
import { checkoutPathFor, checkoutSourceOf, successPathOf } from './checkout-source';
import { itemFigures } from './price-figures';

const refusal = (status: number, message: string) => ApiError.fromStatus(status, message);

describe('cart timers', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('reminds 30 and 10 minutes before the cart empties, then empties it', () => {
    expect(cartTimerEvents('2026-11-22T11:00:00Z', now)).toEqual([
      { kind: 'REMINDER', minutes: 30, delayMs: 30 * 60_000 },
      { kind: 'REMINDER', minutes: 10, delayMs: 50 * 60_000 },
      { kind: 'EXPIRED', delayMs: 60 * 60_000 },
    ]);
  });

  it('leaves out reminders whose moment has passed', () => {
    expect(cartTimerEvents('2026-11-22T10:20:00Z', now)).toEqual([
      { kind: 'REMINDER', minutes: 10, delayMs: 10 * 60_000 },
      { kind: 'EXPIRED', delayMs: 20 * 60_000 },
    ]);
    // exactly 10 minutes left: the reminder's moment is now, so it is not scheduled again
    expect(cartTimerEvents('2026-11-22T10:10:00Z', now)).toEqual([{ kind: 'EXPIRED', delayMs: 10 * 60_000 }]);
  });

  it('schedules nothing for an empty or already emptied cart', () => {
    expect(cartTimerEvents(null, now)).toEqual([]);
    expect(cartTimerEvents('2026-11-22T09:59:59Z', now)).toEqual([]);
  });

  it('shows the time left as a countdown', () => {
    expect(formatCountdown(59 * 60_000 + 5_000)).toBe('59:05');
    expect(formatCountdown(61 * 60_000)).toBe('1:01:00');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('cart and checkout errors (spec 001 §8)', () => {
  it('maps the add-to-cart refusals by message', () => {
    expect(cartErrorKey(refusal(400, CART_MESSAGES.itemUnavailable))).toBe('buying.errors.cart.itemUnavailable');
    expect(cartErrorKey(refusal(400, CART_MESSAGES.alreadyInCart))).toBe('buying.errors.cart.alreadyInCart');
    expect(cartErrorKey(refusal(400, CART_MESSAGES.insufficientCredit))).toBe('buying.errors.cart.insufficientCredit');
    expect(cartErrorKey(refusal(400, CHECKOUT_MESSAGES.priceUpdated))).toBe('buying.errors.checkout.priceUpdated');
    expect(cartErrorKey(refusal(500, 'boom'))).toBe('buying.errors.cart.failed');
    expect(cartErrorKey(new Error('network'))).toBe('buying.errors.cart.failed');
  });

  it('sends the buyer back to review a changed price or cart', () => {
    expect(checkoutFailure(refusal(409, CHECKOUT_MESSAGES.priceUpdated), 1, 2)).toEqual({
      messageKey: 'buying.errors.checkout.priceUpdated',
      action: 'REVIEW',
    });
    expect(checkoutFailure(refusal(409, CHECKOUT_MESSAGES.cartChanged), 1, 2).action).toBe('REVIEW');
  });

  it('names the refusals the buyer can act on', () => {
    expect(checkoutFailure(refusal(409, CHECKOUT_MESSAGES.colleagueNegotiating), 1, 2)).toEqual({
      messageKey: 'buying.errors.checkout.colleagueNegotiating',
      action: 'FIX',
    });
    expect(checkoutFailure(refusal(409, CHECKOUT_MESSAGES.creditLimitExceeded), 1, 2).messageKey).toBe(
      'buying.errors.checkout.creditLimitExceeded',
    );
    expect(checkoutFailure(refusal(409, CHECKOUT_MESSAGES.itemSold), 5, 2).messageKey).toBe(
      'buying.errors.checkout.itemSold',
    );
  });

  it('asks to try again, and after the allowed retries to contact support', () => {
    const fault = refusal(500, 'Internal Server Error');
    const retries = CHECKOUT_RETRIES_BEFORE_SUPPORT;
    // the first attempt and each failed retry until the last one: try again
    for (let attempt = 1; attempt <= retries; attempt++) {
      expect(checkoutFailure(fault, attempt, retries).action).toBe('RETRY');
    }
    // the first attempt plus `retries` failed retries
    expect(checkoutFailure(fault, retries + 1, retries)).toEqual({
      messageKey: 'buying.errors.checkout.orderNotPlacedContactSupport',
      action: 'SUPPORT',
    });
  });
});

describe('checkout flows', () => {
  it('knows each flow by its path, sub-pages included', () => {
    expect(checkoutSourceOf('/search/checkout')).toMatchObject({ type: 'ITEM', kind: 'LISTING', from: 'SEARCH' });
    expect(checkoutSourceOf('/search/packages/checkout/choose-address')).toMatchObject({
      type: 'ITEM',
      kind: 'PACKAGE',
      from: 'SEARCH',
    });
    expect(checkoutSourceOf('/cart/listings/checkout/add-address')).toMatchObject({ kind: 'LISTING', from: 'CART' });
    expect(checkoutSourceOf('/cart/packages/checkout')).toMatchObject({ kind: 'PACKAGE', from: 'CART' });
    expect(checkoutSourceOf('/cart/checkout/')).toMatchObject({ type: 'CART' });
    expect(checkoutSourceOf('/cart')).toBeNull();
  });

  it('links buy-now and the success page of each flow', () => {
    expect(checkoutPathFor('LISTING', 'SEARCH', 'l 1')).toBe('/search/checkout?id=l%201');
    expect(checkoutPathFor('PACKAGE', 'CART', 'p1')).toBe('/cart/packages/checkout?id=p1');
    expect(successPathOf(checkoutSourceOf('/search/packages/checkout')!)).toBe('/search/offer-success');
    expect(successPathOf(checkoutSourceOf('/cart/listings/checkout')!)).toBe('/cart/offer-success');
  });

  it('offers credit only when it covers the total in its currency', () => {
    const rates = DEFAULT_EXCHANGE_RATES;
    expect(canPayOnCredit(100, 'GBP', { value: 100, currencyCode: 'GBP' }, rates)).toBe(true);
    expect(canPayOnCredit(101, 'GBP', { value: 100, currencyCode: 'GBP' }, rates)).toBe(false);
    // £100.00 of credit is €116.00 at GBP 1.16 (decision 83)
    expect(canPayOnCredit(11_600, 'EUR', { value: 10_000, currencyCode: 'GBP' }, rates)).toBe(true);
    expect(canPayOnCredit(11_601, 'EUR', { value: 10_000, currencyCode: 'GBP' }, rates)).toBe(false);
    expect(canPayOnCredit(10, 'EUR', null, rates)).toBe(true);
  });

  it("works out a buy-now total with the buyer's VAT, half-up", () => {
    const pricing = {
      currencyCode: 'GBP',
      netPricePerUnit: 65_000,
      priceIncludingDelivery: { value: 70_000 },
      totalExcludingVat: { value: 1_715_003 },
    };
    expect(itemFigures(pricing, 'GB')).toEqual({
      currencyCode: 'GBP',
      totalExVat: 1_715_003,
      vatPercent: 20,
      vat: 343_001,
      totalPrice: 2_058_004,
      deliveryCosts: null,
    });
  });
});
