import { NegotiationListPage } from '../components/negotiation-list';

/** /manage-offers (spec 001 §2): the offers on the seller organisation's listings, awaiting the seller first. */
function ManageOffersPage() {
  return <NegotiationListPage side="SELLER" />;
}

export { ManageOffersPage as Component };
