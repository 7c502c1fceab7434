import { createContext, useContext, type ComponentType } from 'react';

/**
 * The checkout cards of the buying feature that other features' checkouts reuse (accepting RFQ
 * quotes). Each reads and writes the surrounding react-hook-form form of the domain's checkoutForm
 * (useFormContext), so a feature renders them inside its own FormProvider.
 */
export interface CheckoutPieces {
  /** Delivery promise and material location, and whether the haulier must book a slot. */
  DeliveryCard: ComponentType<{ expectedDelivery: string; locations: readonly string[] }>;
  /** Credit or upfront. */
  PaymentCard: ComponentType<{ creditAllowed: boolean; creditText: string | null; creditReasonKey: string }>;
  /**
   * The delivery address (an approved warehouse address, or a new one chosen and added in a dialog),
   * the additional delivery text, and where the material is collected.
   */
  AddressCard: ComponentType<{ collectionCountries: readonly string[] }>;
  /** Single address (several shown disabled, spec 001 §2). */
  DeliveryOptionCard: ComponentType;
  /** Purchase order number and the two legal confirmations. */
  ConfirmCard: ComponentType;
}

const CheckoutPiecesContext = createContext<CheckoutPieces | null>(null);

/** The app provides the buying feature's cards here. */
export const CheckoutPiecesProvider = CheckoutPiecesContext.Provider;

/** The shared checkout cards, or null where the app provides none (a feature then shows its own fields). */
export function useCheckoutPieces(): CheckoutPieces | null {
  return useContext(CheckoutPiecesContext);
}
