import { z } from 'zod';
import { renewListingBody, updateListingExpiryBody, updateListingPriceBody } from '@steelyard/domain/listing-actions';
import { MAX_NET_PRICE_PER_UNIT, type CurrencyCode } from '@steelyard/domain/listing-commercial';
import { minorUnitsOf } from '@steelyard/domain/money';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';

/*
 * The forms of a live or expired listing's expiry card (spec 001 §2, §4): each is checked by the
 * domain's body of its call, so a form's output is the body it sends. Prices are typed in major
 * units as NumberField reads them (NaN while the typed text is refused) and become minor units here.
 */

/** A typed net price per unit in minor units, with the messages of spec 000 §5 (catalogue keys). */
const sellingPriceInput = z
  .number({
    error: (issue) =>
      issue.input === null || issue.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.notANumber,
  })
  .transform((major, ctx) => {
    const minor = minorUnitsOf(major);
    // digits with three decimals are a number, just not an amount of money
    if (minor === null) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidValue });
    return minor ?? z.NEVER;
  })
  .pipe(
    z.number().min(1, VALIDATION_MESSAGES.higherNumber).max(MAX_NET_PRICE_PER_UNIT, VALIDATION_MESSAGES.lowerNumber),
  );

const sellingPrice = (value: number, currencyCode: string) => ({
  value,
  currencyCode: currencyCode as CurrencyCode,
});

/** Change expiry: the slot chosen in the picker (null until date and time are chosen). */
export const expiryChangeSchema = updateListingExpiryBody;
export interface ExpiryChangeValues {
  expiresAt: string | null;
}

/** Change price: a new net price per unit in the listing's currency (required). */
export function priceChangeSchema(currencyCode: string) {
  return z
    .object({ price: sellingPriceInput })
    .transform(({ price }) => ({ sellingPrice: sellingPrice(price, currencyCode) }))
    .pipe(updateListingPriceBody);
}
export interface PriceChangeValues {
  price: number | null;
}

/** Renewal: a new expiry and optionally a new net price; an empty price keeps the listing's. */
export function renewalSchema(currencyCode: string) {
  return z
    .object({ expiresAt: renewListingBody.shape.expiresAt, price: sellingPriceInput.nullable() })
    .transform(({ expiresAt, price }): z.input<typeof renewListingBody> => ({
      expiresAt,
      ...(price === null ? {} : { sellingPrice: sellingPrice(price, currencyCode) }),
    }))
    .pipe(renewListingBody);
}
export interface RenewalValues {
  expiresAt: string | null;
  price: number | null;
}
