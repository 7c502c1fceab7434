import { withCatalogues } from './catalogue-areas';
import { preloadBuyActions } from './buy-actions-slot';
import { preloadOfferSlots } from './offers-slot';

/**
 * A buyer's details page: its buying and offer pieces start loading with it, so that they are there when the
 * page first renders rather than arriving one by one and moving the price summary down (issue 11: layout shift).
 */
export function detailsPage<T>(feature: string, load: () => Promise<T>): () => Promise<T> {
  return withCatalogues(feature, () => {
    void preloadBuyActions();
    void preloadOfferSlots();
    return load();
  });
}
