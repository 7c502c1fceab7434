import type { DeliveryTimeframe } from '@steelyard/domain/listing-commercial';
import { MAX_NET_PRICE_PER_UNIT } from '@steelyard/domain/input-limits';
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

/** Each included row's problems (domain messages): every figure required, the weight at most the requested one. */
export function quoteRowIssues(rfq: Rfq, rows: readonly QuoteRow[]): QuoteRowIssues[] {
  return rows.map((row) => {
    const issues: QuoteRowIssues = {};
    if (!row.included || row.decided) return issues;
    const requested = rfq.items.find((i) => i.id === row.rfqItemId)?.weight ?? 0;
    // NaN (a refused text) is no figure: its field says how to type it
    if (row.price == null || !(row.price > 0)) issues.price = RFQ_MESSAGES.required;
    else if (Math.round(row.price * 100) > MAX_NET_PRICE_PER_UNIT) issues.price = RFQ_MESSAGES.tooLarge;
    if (row.availableWeight == null || !(row.availableWeight > 0)) issues.availableWeight = RFQ_MESSAGES.required;
    else if (row.availableWeight > requested) issues.availableWeight = RFQ_MESSAGES.quoteWeightTooHigh;
    if (!row.deliveryPromise) issues.deliveryPromise = RFQ_MESSAGES.required;
    if (!row.pickupAddressId) issues.pickupAddressId = RFQ_MESSAGES.required;
    return issues;
  });
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
