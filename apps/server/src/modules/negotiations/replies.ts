import {
  allowedNegotiationActions,
  awaitedParty,
  type Negotiation,
  type NegotiationParty,
} from '@steelyard/domain/negotiations';
import type { FeeSchedule } from '@steelyard/domain/fee-schedule';
import { vatBasisPointsFor } from '@steelyard/domain/vat-rates';
import type { Database } from '../../platform/db/database';
import { findListingRecord, type ListingRecord } from '../listings/service';
import { findOrganisationTradingProfile } from '../organisations/service';
import { describeListingsForBuyer } from '../search/service';
import { isOnOtherGoods } from './listing-changes';
import { findOffersOf } from './queries';
import type { NegotiationRow } from './schema';

/** Who looks at negotiations: the viewer's organisation decides the side of each. */
export interface NegotiationViewer {
  organisationId: string;
}

/** The side of the viewer's organisation in a negotiation, or null when it is neither party. */
export function sideOf(
  row: Pick<NegotiationRow, 'buyerOrganisationId' | 'sellerOrganisationId'>,
  organisationId: string,
) {
  if (row.sellerOrganisationId === organisationId) return 'SELLER' as const;
  if (row.buyerOrganisationId === organisationId) return 'BUYER' as const;
  return null;
}

const money = (value: number, currencyCode: string) => ({ priceIncludingDelivery: { value }, currencyCode });

/**
 * Negotiations as their parties see them: the listing as the buyer sees it (priced for delivery to
 * the buyer), the offers newest first, and what the viewer may do now.
 */
export async function toNegotiationReplies(
  db: Database,
  feeSchedule: FeeSchedule,
  rows: readonly NegotiationRow[],
  viewer: NegotiationViewer,
  now: Date,
): Promise<Negotiation[]> {
  if (rows.length === 0) return [];
  const offers = await findOffersOf(
    db,
    rows.map((r) => r.id),
  );
  const organisations = new Map<string, { id: string; name: string; country: string }>();
  for (const id of new Set(rows.flatMap((r) => [r.buyerOrganisationId, r.sellerOrganisationId]))) {
    const profile = await findOrganisationTradingProfile(db, id);
    organisations.set(id, { id, name: profile?.name ?? '', country: profile?.country ?? 'GB' });
  }
  const listingRows = new Map<string, ListingRecord>();
  for (const id of new Set(rows.map((r) => r.listingId))) {
    const listing = await findListingRecord(db, id);
    if (listing) listingRows.set(id, listing);
  }
  // each buyer organisation sees the listing priced for its own country
  const items = new Map<string, Awaited<ReturnType<typeof describeListingsForBuyer>>>();
  for (const buyerId of new Set(rows.map((r) => r.buyerOrganisationId))) {
    const ofBuyer = rows.filter((r) => r.buyerOrganisationId === buyerId);
    const listings = [...new Set(ofBuyer.map((r) => r.listingId))].flatMap((id) => listingRows.get(id) ?? []);
    const view = { feeSchedule, viewerCountry: organisations.get(buyerId)!.country };
    items.set(buyerId, await describeListingsForBuyer(db, listings, view, now));
  }
  return rows.map((row) => {
    const side: NegotiationParty = sideOf(row, viewer.organisationId) ?? 'BUYER';
    const open = row.status === 'AWAITING_SELLER' || row.status === 'AWAITING_BUYER' || row.status === 'ACCEPTED';
    const listingRow = listingRows.get(row.listingId);
    // on goods changed since, it takes no action either, before the job has ended it (decision 178)
    const beforeDeadline =
      open &&
      row.expiresAt != null &&
      row.expiresAt.getTime() > now.getTime() &&
      !(listingRow && isOnOtherGoods(row, listingRow));
    const buyer = organisations.get(row.buyerOrganisationId)!;
    const seller = organisations.get(row.sellerOrganisationId)!;
    return {
      id: row.id,
      referenceId: row.referenceNumber,
      status: row.status,
      expiresAt: open && row.expiresAt ? row.expiresAt.toISOString() : null,
      originalPrice: { ...money(row.originalPricePerUnit, row.currencyCode), date: row.originalPriceAt.toISOString() },
      offers: (offers.get(row.id) ?? []).map((o) => ({
        price: money(o.pricePerUnit, row.currencyCode),
        createdAt: o.createdAt.toISOString(),
        requestedBy: o.requestedBy,
      })),
      listing: items.get(row.buyerOrganisationId)!.get(row.listingId)!,
      tradeUnit: row.tradeUnit,
      buyerOrganisation: { id: buyer.id, name: buyer.name },
      sellerOrganisation: { id: seller.id, name: seller.name },
      // the buyer's checkout adds its country's VAT: the seller reviews an offer at that rate too
      buyerVatBasisPoints: vatBasisPointsFor(buyer.country),
      viewerSide: side,
      // past its deadline a negotiation takes no action, even before the job runner has expired it
      allowedActions: beforeDeadline ? allowedNegotiationActions(row.status, side) : [],
      awaitingYou: beforeDeadline && awaitedParty(row.status) === side,
      canPurchase: beforeDeadline && row.status === 'ACCEPTED' && side === 'BUYER',
      endReason: row.endReason ?? null,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
