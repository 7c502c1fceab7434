import { lazy, Suspense, type ComponentType } from 'react';
import type { CheckoutPieces } from '../shared/checkout/checkout-pieces';
import { withCatalogues } from './catalogue-areas';

type Cards = typeof import('../features/buying/components/checkout-cards');
const load = withCatalogues('buying', () => import('../features/buying/components/checkout-cards'));

/** One card of checkout-cards. */
function lazyCard<P extends object>(pick: (cards: Cards) => ComponentType<P>): ComponentType<P> {
  return lazyComponent(async () => pick(await load()));
}

/** A component loaded when a checkout first shows it. */
function lazyComponent<P extends object>(loadComponent: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Card = lazy(async () => ({ default: await loadComponent() }));
  return function LazyCard(props: P) {
    return (
      <Suspense fallback={null}>
        <Card {...props} />
      </Suspense>
    );
  };
}

/** The buying feature's checkout cards for the other checkouts (accepting RFQ quotes). */
export const CHECKOUT_PIECES: CheckoutPieces = {
  DeliveryCard: lazyCard((cards) => cards.DeliveryCard),
  PaymentCard: lazyCard((cards) => cards.PaymentCard),
  AddressCard: lazyComponent(
    async () => (await import('../features/buying/components/in-page-address-card')).InPageAddressCard,
  ),
  DeliveryOptionCard: lazyCard((cards) => cards.DeliveryOptionCard),
  ConfirmCard: lazyCard((cards) => cards.ConfirmCard),
};
