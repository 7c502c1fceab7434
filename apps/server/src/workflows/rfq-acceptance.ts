import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { buyerRfqPath, type acceptQuotesBody, type AcceptQuotesReply } from '@steelyard/domain/rfqs';
import type { z } from 'zod';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import {
  claimIdempotencyKey,
  storeIdempotentReply,
  type IdempotentRequest,
  type StoredReply,
} from '../platform/idempotency/idempotency';
import { buildLink } from '../platform/mail/send-mail';
import { createListingForQuote, type QuotedMaterial } from '../modules/listings/quote-listing-port';
import { notifyQuoteDecisions, quotePriceSummary } from '../modules/rfqs/acceptance-port';
import {
  lockQuoteItemsForAcceptance,
  recordAcceptedQuoteItems,
  toBuyerRfq,
  type RfqDeps,
} from '../modules/rfqs/service';
import { placeOrders, sendConfirmation, type Purchaser } from './checkout';

/*
 * Accepting RFQ quotes (issue 10; decision 'RFQ acceptance'): each accepted quote item becomes a
 * purchase order under the checkout's rules, all in one transaction — the idempotency key first,
 * then the RFQ and the quote items locked (SELECT … FOR UPDATE, so two accepts queue up and the
 * second finds the items taken: 409), a listing of the seller made for each item and bought by the
 * checkout's placeOrders (PO number, credit or upfront, the legal confirmations, the delivery
 * address), the items ACCEPTED with their orders, the other sellers' quotes for those items
 * NOT_SELECTED, the buyer's confirmation and the sellers' decision e-mails written (accepted with
 * their orders, or not selected). Any refusal leaves nothing behind.
 */

export type AcceptQuotesInput = z.output<typeof acceptQuotesBody>;

/** `POST api/buyer/rfqs/{id}/accept` → 201 {orderIds, rfq}. */
export async function acceptRfqQuotes(
  db: Database,
  deps: RfqDeps,
  purchaser: Purchaser,
  rfqId: string,
  body: AcceptQuotesInput,
  idempotency: IdempotentRequest,
  now: Date,
): Promise<StoredReply<AcceptQuotesReply>> {
  if (purchaser.organisation.suspended) throw new AppError('ACCESS_DENIED', ADMIN_ORGANISATION_MESSAGES.suspended);
  const { quoteItemIds, ...fields } = body;
  return db.transaction(async (tx) => {
    const replay = await claimIdempotencyKey(tx, idempotency, now);
    if (replay) return replay as StoredReply<AcceptQuotesReply>;
    const { rfq, picks } = await lockQuoteItemsForAcceptance(tx, purchaser.organisation.id, rfqId, quoteItemIds, now);
    const purchases = [];
    for (const { item, quote, rfqItem } of picks) {
      const row = await createListingForQuote(
        tx,
        {
          sellerOrganisationId: quote.sellerOrganisationId,
          createdByUserId: quote.createdByUserId,
          material: { ...rfqItem, product: rfqItem.product as QuotedMaterial['product'] },
          weight: item.availableWeight,
          currencyCode: quote.currencyCode,
          netPricePerTonne: item.pricePerTonne,
          pickupAddressId: item.pickupAddressId,
          country: item.country,
          deliveryTimeframe: item.deliveryPromise,
          additionalInformation: [`Quote for ${rfq.referenceNumber}`, item.comment].filter(Boolean).join(': '),
        },
        now,
      );
      const summary = quotePriceSummary(rfqItem, quote, item, purchaser.organisation.country, deps.feeSchedule);
      purchases.push({ row, pricePerUnit: summary.pricePerUnit });
    }
    const { orders, buyer } = await placeOrders(tx, purchaser, purchases, fields, null, now);
    const notSelected = await recordAcceptedQuoteItems(
      tx,
      picks.map((p, i) => ({ quoteItemId: p.item.id, rfqItemId: p.item.rfqItemId, orderId: orders[i]!.id })),
      now,
    );
    const accepted = picks.map((p, i) => ({ item: p.item, orderNumber: orders[i]!.orderNumber }));
    await notifyQuoteDecisions(tx, deps.publicUrl, rfq, accepted, notSelected, now);
    await sendConfirmation(
      tx,
      buyer,
      orders,
      {
        buyerOrderNumber: fields.buyerOrderNumber,
        referenceNumber: rfq.referenceNumber,
        link: buildLink(deps.publicUrl, buyerRfqPath(rfq.id)),
        paymentOption: fields.paymentOption,
      },
      now,
    );
    const reply: StoredReply<AcceptQuotesReply> = {
      statusCode: 201,
      body: { orderIds: orders.map((o) => o.id), rfq: await toBuyerRfq(tx, deps, rfq) },
    };
    await storeIdempotentReply(tx, idempotency, reply);
    return reply;
  });
}
