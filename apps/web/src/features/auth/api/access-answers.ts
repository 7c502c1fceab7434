import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { answerPredicate } from '../../../shared/api/server-answers';

/**
 * True for a failure of an access call that is the server's answer to the user (wrong password,
 * lockout, wrong code, used or expired link), shown on the screen and not reported as a fault.
 */
export const isAccessAnswer = answerPredicate(Object.values(AUTH_MESSAGES));
