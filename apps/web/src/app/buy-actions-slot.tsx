import { lazy, Suspense } from 'react';
import type { OfferActionsTarget } from '../shared/listings/offer-actions';
import { withCatalogues } from './catalogue-areas';

const BuyActions = lazy(
  withCatalogues('buying', async () => ({
    default: (await import('../features/buying/components/buy-actions')).BuyActions,
  })),
);

/** The buying feature's actions for the details pages' slot, loaded with the first details page. */
export function LazyBuyActions({ target }: { target: OfferActionsTarget }) {
  return (
    <Suspense fallback={null}>
      <BuyActions target={target} />
    </Suspense>
  );
}
