/*
 * What the RFQ acceptance workflow (workflows/rfq-acceptance.ts, decision 179) needs beyond the
 * service: the buyer's price of a quote item, and the sellers' e-mails on the decision.
 */
export { notifyQuoteDecisions } from './quote-mails';
export { quotePriceSummary } from './replies';
