import { sellerRfqPath } from '@steelyard/domain/rfqs';
import type { Database } from '../../platform/db/database';
import { buildLink } from '../../platform/mail/send-mail';
import { mailSellersAndManagers } from '../users/service';
import { findQuoteItems, findQuotesOfRfqs, findRfqItems } from './queries';
import type { RfqQuoteItemRow, RfqRow } from './schema';

/*
 * The sellers' side of an acceptance (issue 10): every seller organisation whose quote items were
 * accepted or not selected by it hears which, in one e-mail per seller or manager in their language,
 * written to the outbox in the acceptance's transaction (delivered by the job runner).
 */

/** What one seller organisation learns: its accepted items with their orders, and those not selected. */
interface SellerDecision {
  accepted: { orderNumber: string; product: string; grade: string }[];
  notSelected: { product: string; grade: string }[];
}

/** E-mails the decision on their quote items to the sellers and managers of each organisation concerned. */
export async function notifyQuoteDecisions(
  tx: Database,
  publicUrl: string,
  rfq: RfqRow,
  accepted: readonly { item: RfqQuoteItemRow; orderNumber: string }[],
  notSelected: readonly RfqQuoteItemRow[],
  now: Date,
): Promise<void> {
  const sellerOf = new Map((await findQuotesOfRfqs(tx, [rfq.id])).map((q) => [q.id, q.sellerOrganisationId]));
  const rfqItems = new Map((await findRfqItems(tx, [rfq.id])).map((i) => [i.id, i]));
  const decisions = new Map<string, SellerDecision>();
  const decisionOf = (quoteId: string) => {
    const organisationId = sellerOf.get(quoteId)!;
    const decision = decisions.get(organisationId) ?? { accepted: [], notSelected: [] };
    decisions.set(organisationId, decision);
    return decision;
  };
  const material = (item: RfqQuoteItemRow) => {
    const rfqItem = rfqItems.get(item.rfqItemId)!;
    return { product: rfqItem.product, grade: rfqItem.grade };
  };
  for (const { item, orderNumber } of accepted)
    decisionOf(item.quoteId).accepted.push({ orderNumber, ...material(item) });
  for (const item of notSelected) decisionOf(item.quoteId).notSelected.push(material(item));
  const link = buildLink(publicUrl, sellerRfqPath(rfq.id));
  for (const [organisationId, decision] of decisions) {
    await mailSellersAndManagers(
      tx,
      organisationId,
      'rfq-quote-decided',
      (user) => ({ name: user.name, referenceNumber: rfq.referenceNumber, ...decision, link }),
      now,
    );
  }
}

/**
 * A live RFQ ended without a decision (the buyer withdrew it, or its deadline passed): the sellers
 * and managers of every organisation with open quote items on it hear that their quote lapsed, in
 * their language, in the transaction that ends the RFQ.
 */
export async function notifyRfqClosed(
  tx: Database,
  publicUrl: string,
  rfq: RfqRow,
  reason: 'WITHDRAWN' | 'EXPIRED',
  now: Date,
): Promise<void> {
  const quotes = await findQuotesOfRfqs(tx, [rfq.id]);
  const items = await findQuoteItems(
    tx,
    quotes.map((q) => q.id),
  );
  const sellerOf = new Map(quotes.map((q) => [q.id, q.sellerOrganisationId]));
  const openItems = new Map<string, number>();
  for (const item of items) {
    if (item.status !== 'OPEN') continue;
    const organisationId = sellerOf.get(item.quoteId)!;
    openItems.set(organisationId, (openItems.get(organisationId) ?? 0) + 1);
  }
  const link = buildLink(publicUrl, sellerRfqPath(rfq.id));
  for (const [organisationId, count] of openItems) {
    await mailSellersAndManagers(
      tx,
      organisationId,
      'rfq-closed',
      (user) => ({ name: user.name, referenceNumber: rfq.referenceNumber, reason, openItems: count, link }),
      now,
    );
  }
}
