import { RFQ_ACCEPT_AFTER_DEADLINE_MS, type QuoteItem, type Rfq, type RfqItem } from '@steelyard/domain/rfqs';

/** A quote item with its seller, as the comparison shows it. */
export interface ComparedQuote {
  quoteItem: QuoteItem;
  seller: { id: string; name: string };
}

/** The quotes received for each item, cheapest (price per tonne incl. delivery) first. */
export function quotesByItem(rfq: Rfq): { item: RfqItem; quotes: ComparedQuote[] }[] {
  return rfq.items.map((item) => ({
    item,
    quotes: rfq.quotes
      .flatMap((quote) =>
        quote.items
          .filter((q) => q.rfqItemId === item.id)
          .map((quoteItem) => ({ quoteItem, seller: quote.sellerOrganisation })),
      )
      .sort((a, b) => a.quoteItem.priceIncludingDelivery - b.quoteItem.priceIncludingDelivery),
  }));
}

/** True while quotes can be accepted: the RFQ is live, or expired less than 7 days ago (domain contract). */
export function canAcceptQuotes(rfq: Rfq, now: Date): boolean {
  if (rfq.status === 'LIVE') return true;
  if (rfq.status !== 'EXPIRED' || !rfq.quoteDeadline) return false;
  return now.getTime() < new Date(rfq.quoteDeadline).getTime() + RFQ_ACCEPT_AFTER_DEADLINE_MS;
}

/** The quote items of `ids` that can still be accepted (OPEN). */
export function selectedQuotes(rfq: Rfq, ids: ReadonlySet<string>): ComparedQuote[] {
  return rfq.quotes.flatMap((quote) =>
    quote.items
      .filter((q) => ids.has(q.id) && q.status === 'OPEN')
      .map((quoteItem) => ({ quoteItem, seller: quote.sellerOrganisation })),
  );
}

/** The totals of a selection by currency (quotes may come in pounds and euros). */
export function totalsByCurrency(quotes: readonly ComparedQuote[]): { currencyCode: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const { quoteItem } of quotes) {
    totals.set(quoteItem.currencyCode, (totals.get(quoteItem.currencyCode) ?? 0) + quoteItem.totalPrice);
  }
  return [...totals].map(([currencyCode, total]) => ({ currencyCode, total }));
}

/** Ticks or unticks a quote item; one quote per RFQ item can be accepted, so ticking one unticks the others of its item. */
export function toggleQuote(rfq: Rfq, selected: ReadonlySet<string>, quoteItemId: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (!on) {
    next.delete(quoteItemId);
    return next;
  }
  const itemOf = new Map(rfq.quotes.flatMap((q) => q.items.map((i) => [i.id, i.rfqItemId] as const)));
  for (const id of selected) if (itemOf.get(id) === itemOf.get(quoteItemId)) next.delete(id);
  next.add(quoteItemId);
  return next;
}
