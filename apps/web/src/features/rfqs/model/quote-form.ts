import { z } from 'zod';
import type { DeliveryTimeframe } from '@steelyard/domain/listing-commercial';
import { quoteItemBody, RFQ_MESSAGES, type QuoteBody, type QuoteItemStatus, type Rfq } from '@steelyard/domain/rfqs';

/** One row of the seller's quote form: whether the item is quoted and its figures as typed. */
export interface QuoteRow {
  rfqItemId: string;
  included: boolean;
  /** Major units per tonne, as typed (NaN while NumberField refuses the text). */
  price: number | undefined;
  availableWeight: number | undefined;
  deliveryPromise: DeliveryTimeframe | null;
  pickupAddressId: string | null;
  comment: string;
  /**
   * ACCEPTED (it became an order) or NOT_SELECTED (the buyer accepted another seller's quote): decided
   * items are shown, not sent — the server keeps accepted ones and refuses to change either.
   */
  decided: Exclude<QuoteItemStatus, 'OPEN'> | null;
  /** The order an accepted item became. */
  orderId: string | null;
}

export type QuoteRowIssues = Partial<
  Record<'price' | 'availableWeight' | 'deliveryPromise' | 'pickupAddressId', string>
>;

/** The rows as the form opens: the seller's quote where given, otherwise the requested weight and the primary address. */
export function initialQuoteRows(rfq: Rfq, defaultAddressId: string | null): QuoteRow[] {
  return rfq.items.map((item) => {
    const mine = rfq.myQuote?.items.find((q) => q.rfqItemId === item.id);
    return {
      rfqItemId: item.id,
      included: mine != null || rfq.myQuote == null,
      price: mine ? mine.pricePerTonne / 100 : undefined,
      availableWeight: mine ? mine.availableWeight : item.weight,
      deliveryPromise: mine?.deliveryPromise ?? null,
      pickupAddressId: defaultAddressId,
      comment: mine?.comment ?? '',
      decided: mine && mine.status !== 'OPEN' ? mine.status : null,
      orderId: mine?.orderId ?? null,
    };
  });
}

/** The seller's quote form: one row per item of the RFQ. */
export interface QuoteFormValues {
  rows: QuoteRow[];
}

/** A quoted row's figures as the quote body takes them: the price typed in major units, the weight at most the requested. */
function quotedRowFields(requested: number) {
  const { pricePerTonne, availableWeight, deliveryPromise, pickupAddressId, comment } = quoteItemBody.shape;
  return z.object({
    // NaN (a refused text) is no figure: its field says how to type it
    price: z
      .number({ error: RFQ_MESSAGES.required })
      .transform((major) => Math.round(major * 100))
      .pipe(pricePerTonne),
    availableWeight: availableWeight.max(requested, RFQ_MESSAGES.quoteWeightTooHigh),
    deliveryPromise,
    pickupAddressId,
    comment,
  });
}

/**
 * The form's schema (for zodResolver): each row still open that the seller quotes is checked by the
 * domain's quote item body, its messages the domain's; rows left out or decided by the buyer are not.
 */
export function quoteFormSchema(rfq: Rfq) {
  const requested = new Map(rfq.items.map((item) => [item.id, item.weight]));
  const row = z.custom<QuoteRow>().superRefine((value, ctx) => {
    if (!value.included || value.decided) return;
    const quoted = quotedRowFields(requested.get(value.rfqItemId) ?? 0).safeParse(value);
    for (const issue of quoted.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
  return z.object({ rows: z.array(row) });
}

/** Each row's problems (domain messages), the first of each field, as the form's schema finds them. */
export function quoteRowIssues(rfq: Rfq, rows: readonly QuoteRow[]): QuoteRowIssues[] {
  const issues = rows.map((): QuoteRowIssues => ({}));
  for (const issue of quoteFormSchema(rfq).safeParse({ rows }).error?.issues ?? []) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? issues[index] : undefined;
    const key = field as keyof QuoteRowIssues;
    if (row && row[key] === undefined) row[key] = issue.message;
  }
  return issues;
}

/** The body of `PUT api/seller/rfqs/{id}/quote`: the included rows still open, prices in minor units. */
export function toQuoteBody(rows: readonly QuoteRow[]): QuoteBody {
  return {
    items: rows
      .filter((row) => row.included && !row.decided)
      .map((row) =>
        quoteItemBody.parse({
          rfqItemId: row.rfqItemId,
          pricePerTonne: Math.round((row.price ?? 0) * 100),
          availableWeight: row.availableWeight,
          deliveryPromise: row.deliveryPromise,
          pickupAddressId: row.pickupAddressId,
          comment: row.comment.trim() || null,
        }),
      ),
  };
}

/** True while the seller may quote: the RFQ is live and its deadline has not passed. */
export function canQuote(rfq: Rfq, now: Date): boolean {
  return rfq.status === 'LIVE' && (!rfq.quoteDeadline || new Date(rfq.quoteDeadline).getTime() > now.getTime());
}
