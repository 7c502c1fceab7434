import { NegotiationDetailsPage } from '../components/negotiation-details-page';

/** /my-offers/details/:listingId (spec 001 §2): the buyer's negotiation on a listing. */
function MyOfferDetailsPage() {
  return <NegotiationDetailsPage side="BUYER" />;
}

export { MyOfferDetailsPage as Component };
