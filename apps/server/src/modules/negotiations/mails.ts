import type { Database } from '../../platform/db/database';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import type { NegotiationMailChange } from '../../platform/mail/templates/negotiation-changed';
import { findListingRecord } from '../listings/service';
import { findActiveSellersOf, findUserCredentialsById, type UserCredentials } from '../users/service';
import type { NegotiationRow } from './schema';

/** Whom a change is told: the buyer who started the negotiation, the listing's sellers, or both. */
export type MailRecipients = 'BUYER' | 'SELLER' | 'BOTH';

const formatPrice = (row: NegotiationRow, price: number) =>
  `${row.currencyCode} ${(price / 100).toFixed(2)} / ${row.tradeUnit}`;

/**
 * Tells the other party of a change by e-mail in their language, in the transaction of the change
 * (sendMail writes the outbox there): the buyer side is the user who started the negotiation, the
 * seller side every active seller with BID_OFFERS of the listing's organisation.
 */
export async function notifyNegotiation(
  tx: Database,
  publicUrl: string,
  row: NegotiationRow,
  change: NegotiationMailChange,
  to: MailRecipients,
  now: Date,
  price: number | null = null,
): Promise<void> {
  const listing = await findListingRecord(tx, row.listingId);
  const recipients: { user: UserCredentials; path: string }[] = [];
  if (to !== 'SELLER') {
    const buyer = await findUserCredentialsById(tx, row.buyerUserId);
    if (buyer?.activated) recipients.push({ user: buyer, path: `/my-offers/details/${row.listingId}` });
  }
  if (to !== 'BUYER') {
    for (const seller of await findActiveSellersOf(tx, row.sellerOrganisationId, 'BID_OFFERS')) {
      recipients.push({ user: seller, path: `/manage-offers/details/${row.listingId}` });
    }
  }
  for (const { user, path } of recipients) {
    await sendMail(
      tx,
      {
        to: user.email,
        locale: user.locale,
        template: 'negotiation-changed',
        params: {
          name: user.name,
          change,
          referenceNumber: row.referenceNumber,
          listingNumber: listing?.listingNumber ?? '',
          price: price === null ? null : formatPrice(row, price),
          link: buildLink(publicUrl, path),
        },
      },
      now,
    );
  }
}
