import { OFFER_MESSAGES, type NegotiationAction } from '@steelyard/domain/negotiations';
import { isApiError } from '../../../shared/api/api-error';

type OfferMessageKey = keyof typeof OFFER_MESSAGES;

const KEYS = new Map<string, OfferMessageKey>(
  Object.entries(OFFER_MESSAGES).map(([key, message]) => [message, key as OfferMessageKey]),
);

/** The catalogue key of a domain offer message (spec 001 §8 wording), mapped by its text. */
export function offerMessageKey(message: string): string | null {
  const key = KEYS.get(message);
  return key ? `offers.messages.${key}` : null;
}

/** Refusals that say what to change: shown instead of the generic failure. */
const SPECIFIC: readonly OfferMessageKey[] = [
  'existingActiveOffer',
  'creditLimitExceeded',
  'priceTooLow',
  'priceAboveOriginal',
  'priceRequired',
  'notAllowed',
  'listingReserved',
  'listingChanged',
  'ownListing',
  'featureRequired',
];

const FAILED: Readonly<Record<NegotiationAction | 'SUBMIT', OfferMessageKey>> = {
  SUBMIT: 'submitFailed',
  ACCEPT: 'acceptFailed',
  COUNTER: 'counterFailed',
  REJECT: 'rejectFailed',
  WITHDRAW: 'withdrawFailed',
};

/**
 * The notice of a failed offer call: the server's refusal when it tells the user what to change
 * (a bound, an existing offer, a change in the meantime), otherwise the spec's "Currently unable to…".
 */
export function offerFailureKey(action: NegotiationAction | 'SUBMIT', error: unknown): string {
  if (isApiError(error)) {
    const key = KEYS.get(error.reason);
    if (key && SPECIFIC.includes(key)) return `offers.messages.${key}`;
  }
  return `offers.messages.${FAILED[action]}`;
}
