import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@steelyard/domain/negotiations';
import { ApiError } from '../../../shared/api/api-error';
import { offerFailureKey, offerMessageKey } from './offer-errors';

const refusal = (status: number, message: string) => ApiError.fromStatus(status, message);

describe('offer errors', () => {
  it('maps domain messages to catalogue keys by their text', () => {
    expect(offerMessageKey(OFFER_MESSAGES.creditLimitExceeded)).toBe('offers.messages.creditLimitExceeded');
    expect(offerMessageKey('something else')).toBeNull();
  });

  it('shows refusals that say what to change, otherwise the action failure of §8', () => {
    expect(offerFailureKey('SUBMIT', refusal(409, OFFER_MESSAGES.existingActiveOffer))).toBe(
      'offers.messages.existingActiveOffer',
    );
    expect(offerFailureKey('COUNTER', refusal(400, OFFER_MESSAGES.priceAboveOriginal))).toBe(
      'offers.messages.priceAboveOriginal',
    );
    expect(offerFailureKey('ACCEPT', refusal(409, OFFER_MESSAGES.notAllowed))).toBe('offers.messages.notAllowed');
    expect(offerFailureKey('ACCEPT', refusal(500, 'Internal Server Error'))).toBe('offers.messages.acceptFailed');
    expect(offerFailureKey('WITHDRAW', new Error('offline'))).toBe('offers.messages.withdrawFailed');
    expect(offerFailureKey('REJECT', refusal(404, OFFER_MESSAGES.notFound))).toBe('offers.messages.rejectFailed');
    expect(offerFailureKey('SUBMIT', refusal(502, 'Bad Gateway'))).toBe('offers.messages.submitFailed');
  });
});
