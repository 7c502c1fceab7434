import { USER_MESSAGES } from '@steelyard/domain/account-messages';
import { ADMIN_ORGANISATION_MESSAGES } from '@steelyard/domain/admin-organisations';
import { ADMIN_USER_MESSAGES } from '@steelyard/domain/admin-users';
import { isApiError } from '../../../shared/api/api-error';
import { answerPredicate } from '../../../shared/api/server-answers';

/** Server answers of the operator's calls that the screen explains, by message. */
const ANSWER_KEYS: Record<string, string> = {
  [USER_MESSAGES.invalidDomain]: 'operator.errors.invalidDomain',
  [USER_MESSAGES.emailTaken]: 'operator.errors.emailTaken',
  [ADMIN_USER_MESSAGES.passwordAlreadySet]: 'operator.errors.passwordAlreadySet',
  [ADMIN_ORGANISATION_MESSAGES.alreadySuspended]: 'operator.errors.alreadySuspended',
  [ADMIN_ORGANISATION_MESSAGES.notSuspended]: 'operator.errors.notSuspended',
  [ADMIN_ORGANISATION_MESSAGES.vettedInFuture]: 'operator.errors.vettedInFuture',
};

/** Failures of operator calls shown on the screen rather than reported as faults. */
export const isOperatorAnswer = answerPredicate(Object.keys(ANSWER_KEYS));

/** The catalogue key explaining a failed operator change. */
export function operatorErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'operator.errors.saveFailed';
  const known = ANSWER_KEYS[error.reason];
  if (known) return known;
  if (error.status === 403) return 'operator.errors.forbidden';
  if (error.status === 404) return 'operator.errors.notFound';
  return 'operator.errors.saveFailed';
}
