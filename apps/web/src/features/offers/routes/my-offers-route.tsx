import { NegotiationListPage } from '../components/negotiation-list';

/** /my-offers (spec 001 §2): the buyer organisation's offers with status badges and countdowns. */
function MyOffersPage() {
  return <NegotiationListPage side="BUYER" />;
}

export { MyOffersPage as Component };
