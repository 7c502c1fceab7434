import { z } from 'zod';
import { COMMENT_MAX_LENGTH, SUPPORTED_CURRENCIES } from './constants';
import { isCountryCode } from './countries';
import { FIELD_MESSAGES, choiceField, formatMessage, groupError, numberField, textField } from './field-messages';
import { MAX_LISTING_WEIGHT_KG, MAX_NET_PRICE_PER_UNIT } from './input-limits';
import { listingFile, listingFileRefs } from './listing-files';
import { LISTING_MESSAGES } from './listing-messages';
import { listingStatus } from './listing-status';
import type { Product } from './material-catalogue';
import { PRICING_UNITS, TRADE_UNIT_CALCULATIONS } from './theoretical-weight';
import type { PricingUnit, TradeUnitCalculation } from './theoretical-weight';

/*
 * The commercial fields listings and packages share: price, weight and unit, expiry and
 * auto-renewal, origin, pickup, the seller's texts and files. Money is integer minor units,
 * times are ISO 8601 UTC strings, weights are in weightUnitOf(tradeUnit).
 */

// the currencies live with the constants (the exchange rates need them without the listing schemas)
export { SUPPORTED_CURRENCIES };
export const currencyCode = choiceField(SUPPORTED_CURRENCIES);
export type CurrencyCode = z.infer<typeof currencyCode>;

// a net price per unit is at least 0.01 and at most 1,000,000.00; a listing weighs at most 1,000 t
export { MAX_LISTING_WEIGHT_KG, MAX_NET_PRICE_PER_UNIT };

export const pricingUnit = choiceField(PRICING_UNITS);
export const tradeUnitCalculation = choiceField(TRADE_UNIT_CALCULATIONS);

/** A monetary amount (spec 001 §3): value in minor units (typed prices go through money.ts parseMajorUnits) and its currency. */
export const monetaryAmount = z.object(
  {
    value: numberField()
      .int(FIELD_MESSAGES.invalidValue)
      .gt(0, formatMessage(FIELD_MESSAGES.largerThan, { min: 0 }))
      .max(MAX_NET_PRICE_PER_UNIT, FIELD_MESSAGES.lowerNumber),
    currencyCode,
  },
  groupError,
);
export type MonetaryAmount = z.infer<typeof monetaryAmount>;

/**
 * A weight greater than 0 and at most 1,000,000 (1,000 t in kilograms, the most in any unit); its
 * decimals and the maximum of its unit are checked with the body (checkTradeRules).
 */
export const weightField = numberField()
  .gt(0, formatMessage(FIELD_MESSAGES.largerThan, { min: 0 }))
  .max(MAX_LISTING_WEIGHT_KG, FIELD_MESSAGES.lowerNumber);

/** How soon the seller delivers (packages' delivery timeframe, the listing's delivery promise). */
export const DELIVERY_TIMEFRAMES = [
  'WITHIN_3_DAYS',
  'WITHIN_1_WEEK',
  'WITHIN_2_WEEKS',
  'WITHIN_4_WEEKS',
  'OVER_4_WEEKS',
] as const;
export const deliveryTimeframe = choiceField(DELIVERY_TIMEFRAMES);
export type DeliveryTimeframe = z.infer<typeof deliveryTimeframe>;

/** How long the material has been in stock, as the listing's `age`. */
export const MATERIAL_AGES = ['UNDER_6_MONTHS', 'UNDER_1_YEAR', 'UNDER_2_YEARS', 'OVER_2_YEARS', 'UNKNOWN'] as const;
export const materialAge = choiceField(MATERIAL_AGES);
export type MaterialAge = z.infer<typeof materialAge>;

/** "Western Europe" as an origin (spec 001 §9): the EU, the UK, Switzerland and Norway. */
// prettier-ignore
export const WESTERN_EUROPE_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'GB', 'CH', 'NO',
] as const;

/** True when every origin country lies in Western Europe. */
export function isWesternEuropeOrigin(origin: readonly string[]): boolean {
  return origin.length > 0 && origin.every((c) => (WESTERN_EUROPE_COUNTRIES as readonly string[]).includes(c));
}

const countryField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .toUpperCase()
  .refine((code): boolean => isCountryCode(code), { message: FIELD_MESSAGES.invalidValue });

/** Where the steel was made: one country or several (a single code is taken as a list of one). */
export const originField = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(countryField, { error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(10),
);

/** An ISO 8601 instant in UTC (`2026-03-30T05:00:00Z`); the server checks it with isValidExpiry. */
export const expiresAtField = z.iso.datetime({ error: LISTING_MESSAGES.invalidExpiry });

/** A record id chosen in the form (an address). */
export const idField = z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(64);

export const LISTING_TEXT_LIMITS = {
  internalSellerSku: 50,
  description: COMMENT_MAX_LENGTH,
  additionalInformation: COMMENT_MAX_LENGTH,
} as const;

/** Defaults of a new listing (spec 001 §4, §9). */
export const LISTING_DEFAULTS = {
  prime: true,
  autoRenew: true,
  tradeUnit: 'TON' satisfies PricingUnit,
  tradeUnitCalculation: 'BY_WEIGHT' satisfies TradeUnitCalculation,
} as const;

/** The body fields listings and packages share. */
export const commercialBodyFields = {
  prime: z.boolean().default(LISTING_DEFAULTS.prime),
  origin: originField,
  age: materialAge.nullish(),
  /** Required unless calculated by item (listings), in weightUnitOf(tradeUnit). */
  weight: weightField.nullish(),
  tradeUnit: pricingUnit.default(LISTING_DEFAULTS.tradeUnit),
  /** The net price per trade unit; its currency must be the organisation's. */
  sellingPrice: monetaryAmount,
  expiresAt: expiresAtField,
  autoRenew: z.boolean().default(LISTING_DEFAULTS.autoRenew),
  pickupAddressId: idField,
  invoiceAddressId: idField.nullish(),
  additionalInformation: textField(LISTING_TEXT_LIMITS.additionalInformation).nullish(),
  internalSellerSku: textField(LISTING_TEXT_LIMITS.internalSellerSku).nullish(),
  description: textField(LISTING_TEXT_LIMITS.description).nullish(),
  pictures: listingFileRefs('PICTURE').default([]),
  /** The draft this submission comes from; the server deletes it once the listing exists. */
  draftId: idField.nullish(),
};

/** Seller terms must be accepted with every submission (spec 001 §5). */
export const sellerTermsAccepted = z.literal(true, { error: LISTING_MESSAGES.sellerTermsRequired });

/** Test (mill) certificates of a listing or package body. */
export const testCertificates = listingFileRefs('CERTIFICATE').default([]);

/** `pricing` of a listing or package reply (spec 001 §3), minor units. */
export const listingPricing = z.object({
  currencyCode: z.string().length(3),
  netPricePerUnit: z.number().int(),
  /** Net price plus service and delivery fee, per unit. */
  priceIncludingDelivery: z.object({ value: z.number().int() }),
  totalExcludingVat: z.object({ value: z.number().int() }),
});
export type ListingPricing = z.infer<typeof listingPricing>;

/** `status` of a reply: the value, the operator's reason (rejections) and when it last changed. */
export const listingStatusInfo = z.object({
  value: listingStatus,
  reason: z.string().nullable(),
  modifiedAt: z.string(),
});
export type ListingStatusInfo = z.infer<typeof listingStatusInfo>;

/** `autoRenew` of a reply: whether it is on and the expiry the listing gets when it next renews. */
export const autoRenewInfo = z.object({ enabled: z.boolean(), expiresAt: z.string().nullable() });
export type AutoRenewInfo = z.infer<typeof autoRenewInfo>;

/** The reply fields listings and packages share. */
export const commercialReplyFields = {
  id: z.string(),
  organisationId: z.string(),
  weight: z.number(),
  tradeUnit: z.enum(PRICING_UNITS),
  prime: z.boolean(),
  age: z.enum(MATERIAL_AGES).nullable(),
  origin: z.array(z.string()),
  /** Where the material lies: the pickup address's country. */
  country: z.string().length(2),
  expiresAt: z.string().nullable(),
  status: listingStatusInfo,
  pricing: listingPricing,
  /** The pricing before the seller's last price change, while buyers may still hold the old one. */
  oldPricing: listingPricing.nullable(),
  /** The seller's own reference: for the listing's organisation and operators only, null for everyone else. */
  internalSellerSku: z.string().nullable(),
  description: z.string().nullable(),
  pictures: z.array(listingFile),
  autoRenew: autoRenewInfo,
  pickupAddress: z.object({ id: z.string() }),
  additionalInformation: z.string().nullable(),
  numberOfViews: z.number().int(),
  /**
   * Raised by every approved revision that changes what buyers see (decision 178); buy now and add to
   * cart send the one the buyer saw. Optional for older servers.
   */
  contentRevision: z.number().int().optional(),
  createdAt: z.string(),
  modifiedAt: z.string(),
};

/** Prefixes of the listing number buyers and support quote ("{product}ListingID"). */
export const LISTING_NUMBER_PREFIXES: Readonly<Record<Product, string>> = {
  COIL: 'CL',
  SHEET: 'SH',
  PLATE: 'PL',
  TREAD: 'TP',
  PACKAGE: 'PK',
};

/** The listing number of a product's nth listing: COIL 123 → "CL-000123". */
export function formatListingNumber(product: Product, sequence: number): string {
  return `${LISTING_NUMBER_PREFIXES[product]}-${String(sequence).padStart(6, '0')}`;
}
