import { createContext, useContext, type ComponentType } from 'react';

/** What a buyer can act on from a details page: the item and the price including delivery they see. */
export interface OfferActionsTarget {
  kind: 'LISTING' | 'PACKAGE';
  id: string;
  /** pricing.priceIncludingDelivery.value, minor units: what add-to-cart and checkout send. */
  pricePerUnit: number;
  currencyCode: string;
  /** contentRevision: the material the buyer sees, sent with add-to-cart (decision 178). */
  contentRevision?: number;
}

export type OfferActionsComponent = ComponentType<{ target: OfferActionsTarget }>;

const OfferActionsContext = createContext<OfferActionsComponent | null>(null);

/**
 * The app provides the buying actions (buy now, add to cart) here, so the details pages of the
 * search and alert features show them without importing the buying feature.
 */
export const OfferActionsProvider = OfferActionsContext.Provider;

/** The buying actions of a details page; nothing where the app provides none (tests, other areas). */
export function OfferActions({ target }: { target: OfferActionsTarget }) {
  const Actions = useContext(OfferActionsContext);
  return Actions ? <Actions target={target} /> : null;
}
