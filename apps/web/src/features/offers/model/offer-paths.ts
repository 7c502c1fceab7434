/** The offer routes of spec 001 §2. */
export const OFFER_PATHS = {
  myOffers: '/my-offers',
  myOfferDetails: '/my-offers/details',
  checkout: '/my-offers/details/checkout',
  success: '/my-offers/offer-success',
  manageOffers: '/manage-offers',
  manageOfferDetails: '/manage-offers/details',
} as const;

export const myOfferDetailsPath = (listingId: string) =>
  `${OFFER_PATHS.myOfferDetails}/${encodeURIComponent(listingId)}`;
export const manageOfferDetailsPath = (listingId: string) =>
  `${OFFER_PATHS.manageOfferDetails}/${encodeURIComponent(listingId)}`;
/** The offer checkout of an accepted negotiation (`?id=`, as every checkout flow carries its item). */
export const offerCheckoutPath = (negotiationId: string) =>
  `${OFFER_PATHS.checkout}?id=${encodeURIComponent(negotiationId)}`;
