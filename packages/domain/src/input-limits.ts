/*
 * The bounds of the numbers the API takes (issue 22, decision 137). Every number of a request body,
 * a query string or a filter value is refused with 400 beyond its bound by the schema that reads
 * it, before any arithmetic: a weight is turned into grams and a price multiplied by a quantity on
 * bigint, and both must come back as safe integers (exact-arithmetic.ts), and the database keeps
 * grams and minor units in bigint columns. The bounds are the wizard's limits and what a trade of
 * steel can be; each is far inside Number.MAX_SAFE_INTEGER even multiplied by another.
 */

/** Dimensions in millimetres (the listing wizard's limits): thickness to 0.01 mm, width and length whole. */
export const DIMENSION_LIMITS = {
  thickness: { max: 300, decimals: 2 },
  width: { max: 5_000, decimals: 0 },
  length: { max: 30_000, decimals: 0 },
} as const;

/** The most items (sheets, plates, coils) one listing, search or request names. */
export const NUMBER_OF_ITEMS_MAX = 100_000;

/** A listing or package weighs at most 1,000 tonnes, however its weight is found. */
export const MAX_LISTING_WEIGHT_TONNES = 1_000;
/** The same in kilograms (a listing priced per kilogram writes its weight in kilograms). */
export const MAX_LISTING_WEIGHT_KG = MAX_LISTING_WEIGHT_TONNES * 1_000;

/** An RFQ item asks for at most 100,000 tonnes; a quote offers at most what was asked. */
export const MAX_RFQ_ITEM_WEIGHT_TONNES = 100_000;

/**
 * A net price per trade unit in minor units (a listing's or package's selling price, a quote's price
 * per tonne, a target price): at least 0.01 and at most 1,000,000.00.
 */
export const MAX_NET_PRICE_PER_UNIT = 100_000_000;

/**
 * Any other amount of money a request names, in minor units, either way: a price including
 * delivery the buyer saw (cart, buy now, offers), a credit limit or balance. 10,000,000,000,000.00
 * is a ninth of Number.MAX_SAFE_INTEGER, so sums of a few stay exact.
 */
export const MAX_MONEY_MINOR_UNITS = 1_000_000_000_000_000;

/** Percentages are kept in basis points (300 = 3 %): at most 100 %. */
export const MAX_BASIS_POINTS = 10_000;

/** A listing's content revision (decision 178): the column is a 4-byte integer. */
export const MAX_CONTENT_REVISION = 2_147_483_647;

/** How far any list pages (offset), and the largest page (PAGE_SIZE.max in constants.ts). */
export const MAX_LIST_OFFSET = 1_000_000;
