import { LISTING_MESSAGES } from '@steelyard/domain/listing-messages';
import { answerPredicate } from '../../../shared/api/server-answers';

/**
 * True for a failure of a listing call that is the server's answer to the seller (not found, not
 * possible in this status, an expiry no longer offered): shown on the screen, not reported
 * (decision 35 applied to the listing calls).
 */
export const isListingAnswer = answerPredicate(Object.values(LISTING_MESSAGES));
