import {
  ADDRESS_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  MFA_MESSAGES,
  ORGANISATION_MESSAGES,
  USER_MESSAGES,
} from '@steelyard/domain/account-messages';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { answerPredicate } from '../../../shared/api/server-answers';

/**
 * True for a failure of an account call that is the server's answer to the user (another domain,
 * a taken address, the primary address, a wrong password or code, a used link): shown on the
 * screen, not reported as a fault (decision 35 applied to the account calls).
 */
export const isAccountAnswer = answerPredicate(
  [USER_MESSAGES, ORGANISATION_MESSAGES, ADDRESS_MESSAGES, EMAIL_CHANGE_MESSAGES, MFA_MESSAGES, AUTH_MESSAGES].flatMap(
    (messages) => Object.values(messages),
  ),
);
