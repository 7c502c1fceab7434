import { NegotiationDetailsPage } from '../components/negotiation-details-page';

/** /manage-offers/details/:listingId (spec 001 §2): every buyer's negotiation on one of the seller's listings. */
function ManageOfferDetailsPage() {
  return <NegotiationDetailsPage side="SELLER" />;
}

export { ManageOfferDetailsPage as Component };
