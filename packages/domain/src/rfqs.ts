import { z } from 'zod';
import { checkoutForm } from './checkout';
import { PAGE_SIZE } from './constants';
import { COUNTRY_CODES } from './countries';
import { decimalPlaces } from './exact-arithmetic';
import { FIELD_MESSAGES } from './field-messages';
import { DIMENSION_LIMITS, MAX_NET_PRICE_PER_UNIT, MAX_RFQ_ITEM_WEIGHT_TONNES } from './input-limits';
import { DELIVERY_TIMEFRAMES } from './listing-commercial';
import type { BadgeTone } from './listing-status';
import { MATERIAL_TYPES, PRODUCTS } from './material-catalogue';
import { listQuery, listReply } from './paging';

/*
 * Requests for quotation (spec 001 §2 RFQ, §3 RFQ, §4 RFQ status, §5 RFQ). The spec shows no calls;
 * ours follow the house conventions (decision 'rfqs'). Buyers (createRfqs) own RFQs; sellers
 * (quoteRfqs) quote on live ones; the operator reviews them.
 *
 * Buyer (`api/buyer/rfqs`, the organisation's RFQs; another organisation's are 404):
 * - `GET api/buyer/rfqs` (10 a page, newest first; filter `status=LIVE|EXPIRED`, drafts with
 *   `status=DRAFT`) → rfqList; `GET …/{id}` → rfq (with the quotes received when LIVE or later).
 * - `POST api/buyer/rfqs` rfqDraftBody → 201 rfq (DRAFT; every field optional but the items that are
 *   given must be valid; "Item already exists" for a duplicate); `PUT …/{id}` rfqDraftBody (DRAFT
 *   only); `DELETE …/{id}` (DRAFT only, 204).
 * - `POST …/{id}/submit` → rfq UNDER_REVIEW: the draft must be complete (submitRfqBody: 400
 *   RFQ_MESSAGES.invalidForm with details otherwise); the deadline must be in the future.
 * - `POST …/{id}/withdraw` (LIVE or UNDER_REVIEW → WITHDRAWN); `POST …/{id}/to-draft` (REJECTED →
 *   DRAFT); `POST …/{id}/renew` renewRfqBody (EXPIRED or WITHDRAWN → UNDER_REVIEW with the new
 *   deadline); `POST …/{id}/copy` → 201 a new DRAFT with the same items and shipping details.
 * - `POST …/{id}/accept` acceptQuotesBody (LIVE or EXPIRED less than 7 days, Idempotency-Key as
 *   every checkout) → 201 acceptQuotesReply: each accepted quote item becomes a purchase order under
 *   the checkout rules of checkout.ts, all in one transaction, each quote item once (409
 *   RFQ_MESSAGES.quoteAlreadyAccepted when accepted before, also when two accepts race).
 * Seller (`api/seller/rfqs`): `GET` (LIVE RFQs of other organisations before their deadline matching
 * the seller's urgent request settings: products, material types, the delivery country as the
 * buyer's country; nearest deadline first) → rfqList with `myQuote`; `GET …/{id}` (live, or quoted
 * on by the organisation); `PUT …/{id}/quote` quoteBody → the rfq with myQuote (create or replace
 * until the deadline, 409 RFQ_MESSAGES.notLive after; priced in the buyer organisation's currency);
 * `DELETE …/{id}/quote` → 204 (withdraw it). Sellers never see other sellers' quotes (`quotes` is
 * empty) nor the delivery address (only `deliveryCountry`).
 * Operator: `GET api/admin/rfqs` (filter status, default UNDER_REVIEW, oldest first), `GET …/{id}`,
 * `POST …/{id}/approve` (→ LIVE), `POST …/{id}/reject` rejectRfqBody (→ REJECTED, the buyer reads
 * the reason); both e-mail the buyer. A LIVE RFQ EXPIRES at its quote deadline on the job runner.
 */

export const RFQ_STATUSES = ['DRAFT', 'UNDER_REVIEW', 'REJECTED', 'LIVE', 'WITHDRAWN', 'EXPIRED'] as const;
export const rfqStatus = z.enum(RFQ_STATUSES);
export type RfqStatus = z.infer<typeof rfqStatus>;

/** LIVE positive, REJECTED negative (spec 001 §4); EXPIRED warning as for listings. */
export const RFQ_STATUS_TONES: Readonly<Record<RfqStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  UNDER_REVIEW: 'neutral',
  REJECTED: 'negative',
  LIVE: 'positive',
  WITHDRAWN: 'neutral',
  EXPIRED: 'warning',
};

/** Where the web app shows an RFQ: the buyer's details (spec 001 §2) and a seller's quote page (e-mail links). */
export const buyerRfqPath = (id: string) => `/rfqs/my/details/${id}`;
export const sellerRfqPath = (id: string) => `/rfqs/quotes/${id}`;

export const RFQ_ACTIONS = ['SUBMIT', 'APPROVE', 'REJECT', 'WITHDRAW', 'TO_DRAFT', 'RENEW', 'EXPIRE'] as const;
export type RfqAction = (typeof RFQ_ACTIONS)[number];

const RFQ_TRANSITIONS: Readonly<Record<RfqAction, { from: readonly RfqStatus[]; to: RfqStatus }>> = {
  SUBMIT: { from: ['DRAFT'], to: 'UNDER_REVIEW' },
  APPROVE: { from: ['UNDER_REVIEW'], to: 'LIVE' },
  REJECT: { from: ['UNDER_REVIEW'], to: 'REJECTED' },
  WITHDRAW: { from: ['UNDER_REVIEW', 'LIVE'], to: 'WITHDRAWN' },
  TO_DRAFT: { from: ['REJECTED'], to: 'DRAFT' },
  RENEW: { from: ['EXPIRED', 'WITHDRAWN'], to: 'UNDER_REVIEW' },
  EXPIRE: { from: ['LIVE'], to: 'EXPIRED' },
};

/** The status after an action, or null when the action is not allowed in the status. Copy works from any status. */
export function nextRfqStatus(status: RfqStatus, action: RfqAction): RfqStatus | null {
  const t = RFQ_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

/** The buyer's actions in a status (the buttons of My RFQs). */
export function buyerRfqActions(status: RfqStatus): RfqAction[] {
  return (['SUBMIT', 'WITHDRAW', 'TO_DRAFT', 'RENEW'] as const).filter((a) => nextRfqStatus(status, a) !== null);
}

/** Quotes of an expired RFQ may still be accepted this long after the deadline. */
export const RFQ_ACCEPT_AFTER_DEADLINE_MS = 7 * 24 * 60 * 60 * 1000;
export const RFQ_MAX_ITEMS = 20;
export const RFQ_COMMENT_MAX_LENGTH = 1000;
export const RFQ_QUOTE_REF_MAX_LENGTH = 35;

export const RFQ_MESSAGES = {
  // spec 001 §5, word for word
  required: 'This field is required',
  duplicateItem: 'Item already exists',
  invalidForm: 'Invalid form values',
  saveFailed: 'The request for quotation could not be saved.',
  notFound: 'Request for quotation not found.',
  transitionNotAllowed: 'This action is not possible for the request in its current status.',
  deadlineInPast: 'The quote deadline must be in the future.',
  deliveryMonthInPast: 'The delivery month cannot be in the past.',
  notLive: 'Quotes can only be given on live requests before their deadline.',
  ownRfq: "You cannot quote on your own organisation's request.",
  quoteNotFound: 'Quote not found.',
  quoteAlreadyAccepted: 'This quote has already been accepted.',
  quoteWeightTooHigh: 'The available weight cannot exceed the requested weight.',
  acceptWindowClosed: 'Quotes of this request can no longer be accepted.',
  quoteNotSelected: 'Another quote for this item has already been accepted.',
  deliveryAddressInvalid: 'Please choose an approved delivery address of your organisation.',
  pickupAddressInvalid: 'Please choose an approved warehouse address of your organisation.',
  weightDecimals: 'Please enter the weight with at most three decimals.',
  itemNotFound: 'This item is not part of the request.',
  // a number beyond its bound (input-limits.ts), in the words of spec 001 §5
  tooLarge: FIELD_MESSAGES.lowerNumber,
} as const;

/** "WESTERN_EUROPE" (EU, UK, Switzerland, Norway) or a country code. */
export const rfqOrigin = z.union([z.literal('WESTERN_EUROPE'), z.enum(COUNTRY_CODES)]);

const required = { error: RFQ_MESSAGES.required };
const positive = z.number(required).positive(RFQ_MESSAGES.required);
/** Millimetres, at most the wizard's limit of the dimension. */
const millimetres = (max: number) => positive.max(max, RFQ_MESSAGES.tooLarge);
/** Tonnes to the kilogram, as prices are worked out (WEIGHT_DECIMALS), at most an item's 100,000 t. */
const tonnes = positive
  .max(MAX_RFQ_ITEM_WEIGHT_TONNES, RFQ_MESSAGES.tooLarge)
  .refine((v) => decimalPlaces(v) <= 3, RFQ_MESSAGES.weightDecimals);

/** One item: a material and its size, weight and tolerance (spec 001 §3 RFQ). */
export const rfqItemFields = z.object({
  product: z.enum(PRODUCTS.filter((p) => p !== 'PACKAGE') as ['COIL', 'SHEET', 'PLATE', 'TREAD'], required),
  materialType: z.enum(MATERIAL_TYPES, required),
  grade: z.string(required).trim().min(1, RFQ_MESSAGES.required).max(40),
  specification: z.string().trim().max(40).nullish(),
  finish: z.string().trim().max(40).nullish(),
  surface: z.string().trim().max(40).nullish(),
  coating: z.string().trim().max(40).nullish(),
  coatingThicknessValue: z.string().trim().max(20).nullish(),
  /** Millimetres. */
  thickness: millimetres(DIMENSION_LIMITS.thickness.max),
  width: millimetres(DIMENSION_LIMITS.width.max),
  /** Required for sheet, plate and tread; none for coil. */
  length: z.number().positive().max(DIMENSION_LIMITS.length.max, RFQ_MESSAGES.tooLarge).nullish(),
  /** Tonnes. */
  weight: tonnes,
  /** Free text such as "EN 10051" or "±0.1 mm". */
  tolerance: z.string().trim().max(60).nullish(),
});
export type RfqItemFields = z.input<typeof rfqItemFields>;

/** Items with the product's length rule and no duplicates ("Item already exists"). */
export const rfqItems = z
  .array(rfqItemFields)
  .max(RFQ_MAX_ITEMS)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (item.product !== 'COIL' && item.length == null) {
        ctx.addIssue({ code: 'custom', message: RFQ_MESSAGES.required, path: [i, 'length'] });
      }
      const key = rfqItemKey(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: RFQ_MESSAGES.duplicateItem, path: [i] });
      seen.add(key);
    });
  });

/** What makes two items the same: every field but the weight, case-insensitively. */
export function rfqItemKey(item: z.infer<typeof rfqItemFields>): string {
  const norm = (v: unknown) => (v == null ? '' : String(v).trim().toUpperCase());
  return [
    item.product,
    item.materialType,
    item.grade,
    item.specification,
    item.finish,
    item.surface,
    item.coating,
    item.coatingThicknessValue,
    item.thickness,
    item.width,
    item.product === 'COIL' ? null : item.length,
    item.tolerance,
  ]
    .map(norm)
    .join('|');
}

const shippingFields = {
  /** The buyer's own reference (spec's quoteRef). */
  quoteRef: z.string().trim().max(RFQ_QUOTE_REF_MAX_LENGTH).nullish(),
  preferredOrigins: z.array(rfqOrigin).max(COUNTRY_CODES.length + 1),
  /** "2027-02". */
  requiredDeliveryMonth: z.string(required).regex(/^\d{4}-(0[1-9]|1[0-2])$/, RFQ_MESSAGES.required),
  quoteDeadline: z.iso.datetime({ error: RFQ_MESSAGES.required }),
  /** Where the material goes: an approved warehouse address of the organisation. */
  deliveryAddressId: z.string(required).trim().min(1, RFQ_MESSAGES.required).max(64),
  comments: z.string().trim().max(RFQ_COMMENT_MAX_LENGTH).nullish(),
};

/** A material chosen in the wizard's step 1: a product and a material type (step 2 adds items under it). */
export const rfqMaterial = rfqItemFields.pick({ product: true, materialType: true });
export type RfqMaterialChoice = z.infer<typeof rfqMaterial>;
/** Every product and material type pair at most once. */
export const RFQ_MAX_MATERIALS = 4 * MATERIAL_TYPES.length;

/**
 * `POST`/`PUT api/buyer/rfqs…`: a draft saves whatever is filled in (valid where given), with the
 * step-1 materials, so a reload of the wizard keeps them before any item exists (issue 23, item 26).
 */
export const rfqDraftBody = z.object({
  materials: z.array(rfqMaterial).max(RFQ_MAX_MATERIALS).default([]),
  items: rfqItems.default([]),
  quoteRef: shippingFields.quoteRef,
  preferredOrigins: shippingFields.preferredOrigins.default([]),
  requiredDeliveryMonth: shippingFields.requiredDeliveryMonth.nullish(),
  quoteDeadline: shippingFields.quoteDeadline.nullish(),
  deliveryAddressId: shippingFields.deliveryAddressId.nullish(),
  comments: shippingFields.comments,
});
export type RfqDraftBody = z.input<typeof rfqDraftBody>;

/** What a draft must hold to be submitted (the server checks the saved draft against it). */
export const submitRfqBody = z.object({
  ...shippingFields,
  items: rfqItems.refine((i) => i.length > 0, RFQ_MESSAGES.required),
});
export type SubmitRfq = z.input<typeof submitRfqBody>;

export const renewRfqBody = z.object({ quoteDeadline: shippingFields.quoteDeadline });
export type RenewRfqBody = z.infer<typeof renewRfqBody>;

/** `POST api/admin/rfqs/{id}/reject`: the reason the buyer reads (rfq.rejectionReason). */
export const rejectRfqBody = z.object({ reason: z.string().trim().min(1, RFQ_MESSAGES.required).max(500) });
export type RejectRfqBody = z.infer<typeof rejectRfqBody>;

/** A seller's price for one item: net per tonne (fees and VAT are added for the buyer, as for listings). */
export const quoteItemBody = z.object({
  rfqItemId: z.string().min(1).max(64),
  pricePerTonne: z
    .number(required)
    .int()
    .positive(RFQ_MESSAGES.required)
    .max(MAX_NET_PRICE_PER_UNIT, RFQ_MESSAGES.tooLarge),
  /** Tonnes the seller can supply (at most the requested weight). */
  availableWeight: tonnes,
  deliveryPromise: z.enum(DELIVERY_TIMEFRAMES, required),
  /** Where the material is collected: an approved warehouse address of the seller. */
  pickupAddressId: z.string(required).trim().min(1, RFQ_MESSAGES.required).max(64),
  comment: z.string().trim().max(255).nullish(),
});
/** `PUT api/seller/rfqs/{id}/quote`: a price for one or more of the items. */
export const quoteBody = z.object({ items: z.array(quoteItemBody).min(1, RFQ_MESSAGES.required).max(RFQ_MAX_ITEMS) });
export type QuoteBody = z.input<typeof quoteBody>;

export const QUOTE_ITEM_STATUSES = ['OPEN', 'ACCEPTED', 'NOT_SELECTED'] as const;
export type QuoteItemStatus = (typeof QUOTE_ITEM_STATUSES)[number];

/** A quote item's badge tone, as offers' (§4): accepted positive, not selected negative, open neutral. */
export const QUOTE_ITEM_STATUS_TONES: Readonly<Record<QuoteItemStatus, BadgeTone>> = {
  OPEN: 'neutral',
  ACCEPTED: 'positive',
  NOT_SELECTED: 'negative',
};

/**
 * What a seller's quote came to, for their list: ACCEPTED once any item became an order,
 * NOT_SELECTED when every item went to another seller, OPEN otherwise.
 */
export function quoteOutcome(items: readonly { status: QuoteItemStatus }[]): QuoteItemStatus {
  if (items.some((i) => i.status === 'ACCEPTED')) return 'ACCEPTED';
  if (items.length > 0 && items.every((i) => i.status === 'NOT_SELECTED')) return 'NOT_SELECTED';
  return 'OPEN';
}

/** A quote item as the buyer (and its seller) see it. */
export const quoteItem = z.object({
  id: z.string(),
  rfqItemId: z.string(),
  status: z.enum(QUOTE_ITEM_STATUSES),
  pricePerTonne: z.number().int(),
  /** For the buyer: the price per tonne including delivery and service fees, and the totals. */
  priceIncludingDelivery: z.number().int(),
  totalExVat: z.number().int(),
  vatPercent: z.number(),
  totalPrice: z.number().int(),
  currencyCode: z.string().length(3),
  availableWeight: z.number(),
  deliveryPromise: z.enum(DELIVERY_TIMEFRAMES),
  /** The country the material is collected from. */
  country: z.string().length(2),
  comment: z.string().nullable(),
  /** The order it became, once accepted. */
  orderId: z.string().nullable(),
});
export type QuoteItem = z.infer<typeof quoteItem>;

export const quote = z.object({
  id: z.string(),
  sellerOrganisation: z.object({ id: z.string(), name: z.string() }),
  items: z.array(quoteItem),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quote>;

export const rfqItem = rfqItemFields.extend({
  id: z.string(),
  // as stored: items saved before the bounds of issue 22 may hold more
  thickness: z.number(),
  width: z.number(),
  length: z.number().nullable(),
  weight: z.number(),
});
export type RfqItem = z.infer<typeof rfqItem>;

export const rfq = z.object({
  id: z.string(),
  /** "RQ-000012". */
  referenceNumber: z.string(),
  quoteRef: z.string().nullable(),
  status: rfqStatus,
  /** The operator's reason (REJECTED). */
  rejectionReason: z.string().nullable(),
  items: z.array(rfqItem),
  /** The buyer's view: the materials the wizard's step 1 chose (those of the items, and any without items yet). */
  materials: z.array(rfqMaterial).optional(),
  preferredOrigins: z.array(z.string()),
  requiredDeliveryMonth: z.string().nullable(),
  quoteDeadline: z.string().nullable(),
  deliveryAddressId: z.string().nullable(),
  /** The currency quotes are priced in: the buyer organisation's (decision 67). */
  currencyCode: z.string().length(3),
  /** The delivery country (sellers see the country only). */
  deliveryCountry: z.string().length(2).nullable(),
  comments: z.string().nullable(),
  buyerOrganisation: z.object({ id: z.string(), name: z.string() }),
  /** The buyer's view: every quote received (LIVE or later); [] for sellers. */
  quotes: z.array(quote),
  /** The seller's view: their own quote, if any. */
  myQuote: quote.nullable(),
  numberOfQuotes: z.number().int(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rfq = z.infer<typeof rfq>;
export const rfqList = listReply(rfq);
export type RfqList = z.infer<typeof rfqList>;
export const rfqListQuery = listQuery(PAGE_SIZE.listings);
/**
 * The properties the buyer's RFQ list can be filtered on; the operator's adds the organisation, the
 * seller's has the reference only.
 */
export const RFQ_FILTERS = ['status', 'referenceNumber', 'quoteRef'] as const;
export const ADMIN_RFQ_FILTERS = [...RFQ_FILTERS, 'organisationId'] as const;
export const SELLER_RFQ_FILTERS = ['referenceNumber'] as const;
/** The sorts of every RFQ list. */
export const RFQ_SORTS = ['createdAt', 'submittedAt', 'quoteDeadline', 'updatedAt'] as const;
export const rfqParams = z.object({ id: z.string().max(64) });

/** `POST api/buyer/rfqs/{id}/accept`: the quote items to buy and the checkout fields (one delivery address). */
export const acceptQuotesBody = checkoutForm.extend({
  quoteItemIds: z.array(z.string().min(1).max(64)).min(1, RFQ_MESSAGES.required).max(RFQ_MAX_ITEMS),
});
export type AcceptQuotesBody = z.input<typeof acceptQuotesBody>;

export const acceptQuotesReply = z.object({ orderIds: z.array(z.string()), rfq: rfq });
export type AcceptQuotesReply = z.infer<typeof acceptQuotesReply>;
