import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import type { Product } from '@steelyard/domain/material-catalogue';
import { computePriceSummary, type PriceSummary } from '@steelyard/domain/price-summary';
import type { Quote, QuoteItem, Rfq, RfqItem } from '@steelyard/domain/rfqs';
import type { Database } from '../../platform/db/database';
import { findOrganisationTradingProfile, type OrganisationTradingProfile } from '../organisations/service';
import { findQuoteItems, findQuotesOfRfqs, findRfqItems } from './queries';
import type { RfqItemRow, RfqQuoteItemRow, RfqQuoteRow, RfqRow } from './schema';

/**
 * Whose view a reply is: the buyer organisation (every quote, the delivery address), a seller (their
 * own quote only, the delivery country but not the address) or the operator (everything).
 */
export type RfqViewer = { side: 'BUYER' } | { side: 'SELLER'; organisationId: string } | { side: 'OPERATOR' };

/**
 * What the buyer pays for a quote item: the seller's net price per tonne plus the service and
 * delivery fees of the route from the pickup country to the buyer's country, with the buyer's VAT —
 * exactly as a listing is priced for the buyer (the acceptance buys it as one at this price); the
 * quote is in the buyer organisation's currency.
 */
export function quotePriceSummary(
  item: Pick<RfqItemRow, 'product'>,
  quote: Pick<RfqQuoteRow, 'currencyCode'>,
  quoteItem: Pick<RfqQuoteItemRow, 'pricePerTonne' | 'availableWeight' | 'country'>,
  buyerCountry: string,
  feeSchedule: FeeSchedule,
): PriceSummary {
  return computePriceSummary(
    {
      product: item.product as Product,
      tradeUnit: 'TON',
      currencyCode: quote.currencyCode,
      netPricePerUnit: quoteItem.pricePerTonne,
      weight: quoteItem.availableWeight,
      originCountry: quoteItem.country,
      destinationCountry: buyerCountry,
      buyerCountry,
    },
    feeSchedule,
  );
}

export function toRfqItem(row: RfqItemRow): RfqItem {
  return {
    id: row.id,
    product: row.product as RfqItem['product'],
    materialType: row.materialType as RfqItem['materialType'],
    grade: row.grade,
    specification: row.specification,
    finish: row.finish,
    surface: row.surface,
    coating: row.coating,
    coatingThicknessValue: row.coatingThicknessValue,
    thickness: row.thickness,
    width: row.width,
    length: row.length,
    weight: row.weight,
    tolerance: row.tolerance,
  };
}

/** Builds the replies of several RFQs with a handful of queries (items, quotes, organisations). */
export async function toRfqReplies(
  db: Database,
  rows: RfqRow[],
  viewer: RfqViewer,
  feeSchedule: FeeSchedule,
): Promise<Rfq[]> {
  const ids = rows.map((r) => r.id);
  const items = await findRfqItems(db, ids);
  const quotes = await findQuotesOfRfqs(db, ids, viewer.side === 'SELLER' ? viewer.organisationId : undefined);
  const quoteItems = await findQuoteItems(
    db,
    quotes.map((q) => q.id),
  );
  const organisations = new Map<string, OrganisationTradingProfile | null>();
  const organisation = async (id: string) => {
    if (!organisations.has(id)) organisations.set(id, await findOrganisationTradingProfile(db, id));
    return organisations.get(id) ?? null;
  };
  const replies: Rfq[] = [];
  for (const row of rows) {
    const buyer = await organisation(row.organisationId);
    const buyerCountry = buyer?.country ?? row.deliveryCountry ?? 'GB';
    const ownItems = items.filter((i) => i.rfqId === row.id);
    const itemById = new Map(ownItems.map((i) => [i.id, i]));
    const toQuote = async (quote: RfqQuoteRow): Promise<Quote> => {
      const seller = await organisation(quote.sellerOrganisationId);
      return {
        id: quote.id,
        sellerOrganisation: { id: quote.sellerOrganisationId, name: seller?.name ?? '' },
        items: quoteItems
          .filter((qi) => qi.quoteId === quote.id)
          // in the order of the RFQ's items
          .sort((a, b) => (itemById.get(a.rfqItemId)?.position ?? 0) - (itemById.get(b.rfqItemId)?.position ?? 0))
          .map((qi): QuoteItem => {
            const summary = quotePriceSummary(itemById.get(qi.rfqItemId)!, quote, qi, buyerCountry, feeSchedule);
            return {
              id: qi.id,
              rfqItemId: qi.rfqItemId,
              status: qi.status,
              pricePerTonne: qi.pricePerTonne,
              priceIncludingDelivery: summary.pricePerUnit,
              totalExVat: summary.totalExVat,
              vatPercent: summary.vatPercent,
              totalPrice: summary.totalPrice,
              currencyCode: quote.currencyCode,
              availableWeight: qi.availableWeight,
              deliveryPromise: qi.deliveryPromise,
              country: qi.country,
              comment: qi.comment,
              orderId: qi.orderId,
            };
          }),
        createdAt: quote.createdAt.toISOString(),
        updatedAt: quote.updatedAt.toISOString(),
      };
    };
    const ownQuotes = quotes.filter((q) => q.rfqId === row.id);
    const replyQuotes: Quote[] = [];
    for (const quote of ownQuotes) replyQuotes.push(await toQuote(quote));
    const seller = viewer.side === 'SELLER';
    replies.push({
      id: row.id,
      referenceNumber: row.referenceNumber,
      quoteRef: row.quoteRef,
      status: row.status,
      rejectionReason: row.rejectionReason,
      items: ownItems.map(toRfqItem),
      // the wizard's own state: the buyer's and the operator's view only
      ...(seller ? {} : { materials: row.materials }),
      preferredOrigins: row.preferredOrigins,
      requiredDeliveryMonth: row.requiredDeliveryMonth,
      quoteDeadline: row.quoteDeadline?.toISOString() ?? null,
      // sellers learn where the material goes only by country
      deliveryAddressId: seller ? null : row.deliveryAddressId,
      deliveryCountry: row.deliveryCountry,
      currencyCode: buyer?.currencyCode ?? 'EUR',
      comments: row.comments,
      buyerOrganisation: { id: row.organisationId, name: buyer?.name ?? '' },
      quotes: seller ? [] : replyQuotes,
      myQuote: seller ? (replyQuotes[0] ?? null) : null,
      numberOfQuotes: replyQuotes.length,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return replies;
}
