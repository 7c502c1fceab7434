import { lazy, Suspense } from 'react';
import type { OfferActionsTarget } from '../shared/listings/offer-actions';
import { withCatalogues } from './catalogue-areas';

let buyActions: Promise<typeof import('../features/buying/components/buy-actions')> | undefined;

/**
 * Starts loading the buying actions; the details routes call it as they load, so that the card is there when
 * the page first renders instead of arriving later and pushing the price summary down (a layout shift).
 */
export function preloadBuyActions() {
  buyActions ??= withCatalogues('buying', () => import('../features/buying/components/buy-actions'))();
  return buyActions;
}

const BuyActions = lazy(async () => ({ default: (await preloadBuyActions()).BuyActions }));

/** The buying feature's actions for the details pages' slot, loaded with the first details page. */
export function LazyBuyActions({ target }: { target: OfferActionsTarget }) {
  return (
    <Suspense fallback={null}>
      <BuyActions target={target} />
    </Suspense>
  );
}
