import type { Database } from '../platform/db/database';
import { buildLink } from '../platform/mail/send-mail';
import type { PlacedOrder } from '../modules/orders/service';
import { mailSellersAndManagers } from '../modules/users/service';

/*
 * The seller side of a purchase: a checkout (buy now, cart, offer) tells the sellers and managers of
 * each seller organisation what was sold, in their language, in the checkout's transaction — the
 * outbox row exists exactly when the order does, and the job runner delivers it.
 */

/** Groups the orders by the organisation that sold them, in the order they were placed. */
function ordersBySeller(orders: readonly PlacedOrder[]): Map<string, PlacedOrder[]> {
  const groups = new Map<string, PlacedOrder[]>();
  for (const order of orders) {
    const group = groups.get(order.sellerOrganisationId) ?? [];
    group.push(order);
    groups.set(order.sellerOrganisationId, group);
  }
  return groups;
}

/** E-mails "your material was sold" to each seller organisation's active sellers and managers. */
export async function notifySellersOfSale(
  tx: Database,
  publicUrl: string,
  orders: readonly PlacedOrder[],
  now: Date,
): Promise<void> {
  for (const [sellerOrganisationId, sold] of ordersBySeller(orders)) {
    const link = buildLink(publicUrl, sold.length === 1 ? `/orders/${sold[0]!.id}` : '/orders');
    await mailSellersAndManagers(
      tx,
      sellerOrganisationId,
      'material-sold',
      (user) => ({
        name: user.name,
        buyerOrganisation: sold[0]!.buyerOrganisationName,
        items: sold.map((o) => ({
          orderNumber: o.orderNumber,
          product: o.item.material.product,
          listingNumber: o.item.referenceNumber,
        })),
        link,
      }),
      now,
    );
  }
}
