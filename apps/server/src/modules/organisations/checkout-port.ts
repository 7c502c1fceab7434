/*
 * What the checkout does to the buyer's organisation (decision 179): a new delivery address given at
 * checkout, and the purchase charged to the credit line, in the checkout's transaction.
 */
export { addAddress } from './addresses';
export { chargeOrganisationCredit } from './credit';
