import type { z } from 'zod';
import type { MaterialType } from '@steelyard/domain/material-catalogue';
import {
  RFQ_COMMENT_MAX_LENGTH,
  RFQ_MESSAGES,
  rfqItemFields,
  rfqItemKey,
  type Rfq,
  type RfqDraftBody,
} from '@steelyard/domain/rfqs';

/** The products an RFQ can ask for (packages are sold as they are, not requested). */
export const RFQ_PRODUCTS = ['COIL', 'SHEET', 'PLATE', 'TREAD'] as const;
export type RfqProduct = (typeof RFQ_PRODUCTS)[number];

/** A material chosen in step 1: a product and a material type; step 2 adds items under each. */
export interface RfqMaterial {
  product: RfqProduct;
  materialType: MaterialType;
}

export type RfqItemValues = z.infer<typeof rfqItemFields>;

export interface RfqShipping {
  quoteRef: string;
  /** 'WESTERN_EUROPE' or country codes; none means any origin. */
  preferredOrigins: string[];
  /** "2027-02". */
  requiredDeliveryMonth: string | null;
  /** Local date and time as the input holds it: "2027-01-15T12:00". */
  quoteDeadline: string | null;
  deliveryAddressId: string | null;
  comments: string;
}

export interface RfqWizardState {
  /** The saved draft the wizard edits, once saved. */
  draftId: string | null;
  /** Opened from a saved draft (My RFQs' Continue, a copy, a rejected RFQ turned into a draft), not started here. */
  resumed: boolean;
  materials: RfqMaterial[];
  items: RfqItemValues[];
  shipping: RfqShipping;
}

export const emptyShipping = (): RfqShipping => ({
  quoteRef: '',
  preferredOrigins: [],
  requiredDeliveryMonth: null,
  quoteDeadline: null,
  deliveryAddressId: null,
  comments: '',
});

export const emptyWizard = (): RfqWizardState => ({
  draftId: null,
  resumed: false,
  materials: [],
  items: [],
  shipping: emptyShipping(),
});

export const materialKey = (m: RfqMaterial) => `${m.product}:${m.materialType}`;

export const sameMaterial = (a: RfqMaterial, b: RfqMaterial) => materialKey(a) === materialKey(b);

/** The materials of some items, in the order they first appear. */
export function materialsOfItems(items: readonly RfqMaterial[]): RfqMaterial[] {
  const seen = new Map<string, RfqMaterial>();
  for (const { product, materialType } of items) {
    const m = { product, materialType };
    if (!seen.has(materialKey(m))) seen.set(materialKey(m), m);
  }
  return [...seen.values()];
}

/** Two-digit padding for local date strings. */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or null when empty or unreadable. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "2027-02" of a date, in local time. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/** The delivery months offered: this month and the next `count - 1`. */
export function deliveryMonths(now: Date, count = 18): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(new Date(now.getFullYear(), now.getMonth() + i, 1)));
}

/**
 * The wizard as it opens a saved RFQ (a draft, or a copy): the materials its step 1 saved, and those
 * of its items (a reload keeps a choice that has no items yet; issue 23, item 26).
 */
export function wizardFromRfq(rfq: Rfq): RfqWizardState {
  const items: RfqItemValues[] = rfq.items.map((item) => {
    const { id: _id, ...fields } = item;
    return { ...fields, length: fields.product === 'COIL' ? null : fields.length };
  });
  return {
    draftId: rfq.id,
    resumed: true,
    materials: materialsOfItems([...(rfq.materials ?? []), ...items]),
    items,
    shipping: {
      quoteRef: rfq.quoteRef ?? '',
      preferredOrigins: [...rfq.preferredOrigins],
      requiredDeliveryMonth: rfq.requiredDeliveryMonth,
      quoteDeadline: toLocalInput(rfq.quoteDeadline),
      deliveryAddressId: rfq.deliveryAddressId,
      comments: rfq.comments ?? '',
    },
  };
}

/** The body of `POST`/`PUT api/buyer/rfqs…`: everything filled in so far. */
export function toDraftBody(state: RfqWizardState): RfqDraftBody {
  const { shipping } = state;
  return {
    materials: state.materials,
    items: state.items,
    quoteRef: shipping.quoteRef.trim() || null,
    preferredOrigins: shipping.preferredOrigins as RfqDraftBody['preferredOrigins'],
    requiredDeliveryMonth: shipping.requiredDeliveryMonth,
    quoteDeadline: fromLocalInput(shipping.quoteDeadline),
    deliveryAddressId: shipping.deliveryAddressId,
    comments: shipping.comments.trim() || null,
  };
}

/** True when `candidate` repeats one of `items` (every field but the weight, spec 001 §5 "Item already exists"). */
export function isDuplicateItem(items: readonly RfqItemValues[], candidate: RfqItemValues, ignoreIndex = -1): boolean {
  const key = rfqItemKey(candidate);
  return items.some((item, i) => i !== ignoreIndex && rfqItemKey(item) === key);
}

/** The shipping fields' problems (domain messages), with the deadline in the future and the month not past. */
export function shippingIssues(
  shipping: RfqShipping,
  now: Date,
  approvedAddressIds: readonly string[],
): Partial<Record<keyof RfqShipping, string>> {
  const issues: Partial<Record<keyof RfqShipping, string>> = {};
  if (!shipping.requiredDeliveryMonth) issues.requiredDeliveryMonth = RFQ_MESSAGES.required;
  else if (shipping.requiredDeliveryMonth < monthOf(now))
    issues.requiredDeliveryMonth = RFQ_MESSAGES.deliveryMonthInPast;
  const deadline = fromLocalInput(shipping.quoteDeadline);
  if (!deadline) issues.quoteDeadline = RFQ_MESSAGES.required;
  else if (new Date(deadline).getTime() <= now.getTime()) issues.quoteDeadline = RFQ_MESSAGES.deadlineInPast;
  if (!shipping.deliveryAddressId || !approvedAddressIds.includes(shipping.deliveryAddressId)) {
    issues.deliveryAddressId = RFQ_MESSAGES.required;
  }
  if ([...shipping.comments.trim()].length > RFQ_COMMENT_MAX_LENGTH) issues.comments = COMMENT_TOO_LONG;
  return issues;
}

/** The issue of an over-long comment ("Maximum characters limit exceeded."). */
export const COMMENT_TOO_LONG = 'commentTooLong';

export const WIZARD_STEPS = ['materials', 'items', 'shipping', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The step a user must go back to before `step` can be shown, or null when it can: items need a
 * chosen material, shipping needs an item, the summary needs items and complete shipping details.
 */
export function stepGuard(
  state: RfqWizardState,
  step: WizardStep,
  now: Date,
  approvedAddressIds: readonly string[],
): WizardStep | null {
  if (step === 'materials') return null;
  if (state.materials.length === 0) return 'materials';
  if (step === 'items') return null;
  if (state.items.length === 0) return 'items';
  if (step === 'shipping') return null;
  return Object.keys(shippingIssues(state.shipping, now, approvedAddressIds)).length > 0 ? 'shipping' : null;
}

const CREATE = '/rfqs/create';

/** The address of a step, with the draft's id once it is saved (spec 001 §2 draft variants). */
export function wizardPath(step: WizardStep, draftId: string | null): string {
  if (step === 'summary')
    return draftId ? `${CREATE}/summary?draftId=${encodeURIComponent(draftId)}` : `${CREATE}/summary`;
  const base = draftId ? `${CREATE}/wizard/${encodeURIComponent(draftId)}` : `${CREATE}/wizard`;
  if (step === 'items') return `${base}/step2`;
  if (step === 'shipping') return `${base}/step3`;
  return base;
}
