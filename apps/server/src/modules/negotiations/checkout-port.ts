/*
 * What the checkouts ask of negotiations (decision 179): whether negotiations hold a listing back
 * from a buyer, whether an accepted offer was made on goods a revision changed since, and the end of
 * the listing's open negotiations once it is bought, in the checkout's transaction.
 */
export { closeNegotiationsOnPurchase, findNegotiationHold } from './events';
export { isOnOtherGoods } from './listing-changes';
