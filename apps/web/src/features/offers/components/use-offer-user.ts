import { hasPermission, type PermissionHolder } from '@steelyard/domain/permissions';
import { vatBasisPointsFor } from '@steelyard/domain/vat-rates';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { useSelfUser } from '../../../shared/session/self-user';
import { useListingNegotiations } from '../api/negotiations';

/** Whether a user may make offers (buyers with the BID_OFFERS feature, spec 001 §6). */
export const mayMakeOffers = (user: PermissionHolder | undefined): boolean =>
  !!user && hasPermission(user, 'makeOffers');

/** Who may take part in offers: buyers and sellers with the BID_OFFERS feature (spec 001 §6). */
export function useOfferUser() {
  const self = useSelfUser();
  const user = self.data;
  return {
    user,
    isPending: self.isPending,
    canMakeOffers: mayMakeOffers(user),
    canAnswerOffers: !!user && hasPermission(user, 'answerOffers'),
  };
}

/** The VAT rate (basis points) of the viewer's organisation country, as the buyer's price summary uses it. */
export function useBuyerVat(): number | null {
  const organisation = useOwnOrganisation();
  const country = organisation.data?.country;
  return country ? vatBasisPointsFor(country) : null;
}

/**
 * Whether the seller's listing has negotiations the seller may see (for the My Listings price card's title).
 * @public read through the app's offers slot (a dynamic import knip does not follow)
 */
export function useHasNegotiations(listingId: string): boolean {
  const { canAnswerOffers } = useOfferUser();
  const query = useListingNegotiations(listingId, canAnswerOffers);
  return canAnswerOffers && (query.data ?? []).some((n) => n.viewerSide === 'SELLER');
}
