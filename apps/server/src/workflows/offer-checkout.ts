import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { CHECKOUT_MESSAGES } from '@steelyard/domain/checkout';
import { OFFER_MESSAGES, type checkoutOfferBody } from '@steelyard/domain/negotiations';
import type { Order } from '@steelyard/domain/orders';
import type { z } from 'zod';
import type { Database } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { claimIdempotencyKey, type IdempotentRequest, type StoredReply } from '../platform/idempotency/idempotency';
import { isLiveAt, lockListingsForPurchase } from '../modules/listings/service';
import { isOnOtherGoods } from '../modules/negotiations/checkout-port';
import { findNegotiationListingId, lockAcceptedOffer } from '../modules/negotiations/service';
import { finishPurchase, placeOrders, type CheckoutDeps, type Purchaser } from './checkout';

/*
 * The offer checkout (issue 9; decision 'offers: checkout'): the buyer of an ACCEPTED negotiation
 * buys the listing at the accepted price within the purchase window, under the checkout's rules
 * (placeOrders: PO number, credit or upfront, delivery address, confirmations, e-mail) in one
 * transaction. The listing is locked before the negotiation, in the order every checkout locks them,
 * so an offer checkout and a buy-now of the same listing queue up instead of deadlocking.
 */

type CheckoutOfferInput = z.output<typeof checkoutOfferBody>;

const conflict = (message: string) => new AppError('CONFLICT', message);

/** `POST api/buyer/purchase-orders/offer` → 201 order; the negotiation becomes PURCHASED, the others CANCELLED. */
export async function checkoutOffer(
  db: Database,
  deps: CheckoutDeps,
  purchaser: Purchaser,
  body: CheckoutOfferInput,
  idempotency: IdempotentRequest,
  now: Date,
): Promise<StoredReply<Order>> {
  if (purchaser.organisation.suspended) throw new AppError('ACCESS_DENIED', ADMIN_ORGANISATION_MESSAGES.suspended);
  const { negotiationId, ...fields } = body;
  const caller = purchaser.caller;
  const listingId = await findNegotiationListingId(db, caller, negotiationId);
  return db.transaction(async (tx) => {
    const replay = await claimIdempotencyKey(tx, idempotency, now);
    if (replay) return replay as StoredReply<Order>;
    const [row] = await lockListingsForPurchase(tx, [listingId]);
    const accepted = await lockAcceptedOffer(tx, caller, negotiationId, now);
    if (!row || !isLiveAt(row, now)) throw conflict(CHECKOUT_MESSAGES.itemSold);
    // accepted for goods an approved revision changed since (decision 178)
    if (isOnOtherGoods(accepted, row)) throw conflict(OFFER_MESSAGES.listingChanged);
    const price = accepted.pricePerUnit;
    const purchases = [{ row, pricePerUnit: price, offerPricePerUnit: price }];
    const { orders, buyer } = await placeOrders(tx, purchaser, purchases, fields, null, now);
    // the negotiation is PURCHASED with its order; every other open one on the listing is outbid
    return finishPurchase(tx, deps, buyer, orders, idempotency, now);
  });
}
