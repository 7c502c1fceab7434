import { describe, expect, it } from 'vitest';
import { offerTargetOf } from '../../../shared/listings/negotiation-slots';
import { listingItem, negotiation } from '../testing/offers-fixtures';
import { boundsFor, creditIn, offerFigures, offerTotal, subjectOf } from './offer-figures';

const RATES = { EUR: 1, GBP: 1.16 };

const subject = offerTargetOf(listingItem());

describe('offer figures', () => {
  it('works out the total, VAT at the buyer rate and the total with VAT', () => {
    expect(offerFigures(45_000, subject, 2000)).toEqual({
      totalExVat: 900_000,
      vatPercent: 20,
      vat: 180_000,
      totalPrice: 1_080_000,
    });
    expect(offerTotal(45_000, { ...subject, tradeUnit: 'SHEET', numberOfItems: 12 })).toBe(540_000);
    // a price per item without items cannot be totalled
    expect(offerTotal(45_000, { ...subject, tradeUnit: 'SHEET', numberOfItems: null })).toBeNull();
  });

  it('caps the buyer by the credit converted into the listing currency, rounded down', () => {
    // £12,000 credit, 20 % VAT, 20 t: £500.00 per tonne
    expect(boundsFor('BUYER', subject, 2000, { value: 1_200_000, currencyCode: 'GBP' }, RATES)).toEqual({
      min: 1,
      maxByOriginal: 69_999,
      maxByCredit: 50_000,
    });
    // €13,920 at 1 GBP = 1.16 EUR is £12,000.00
    expect(boundsFor('BUYER', subject, 2000, { value: 1_392_000, currencyCode: 'EUR' }, RATES).maxByCredit).toBe(
      50_000,
    );
    expect(creditIn({ value: 1_392_001, currencyCode: 'EUR' }, 'GBP', RATES)).toBe(1_200_000);
    // no rate: the server decides
    expect(boundsFor('BUYER', subject, 2000, { value: 1_200_000, currencyCode: 'CHF' }, RATES).maxByCredit).toBeNull();
    expect(boundsFor('BUYER', subject, 2000, null, RATES).maxByCredit).toBeNull();
    expect(boundsFor('SELLER', subject, 2000, { value: 1, currencyCode: 'GBP' }, RATES).maxByCredit).toBeNull();
  });

  it('takes the subject of a negotiation from its original price', () => {
    expect(subjectOf(negotiation())).toEqual(subject);
  });
});
