import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';

/** The fields of the account forms whose format has its own message. */
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'account.validation.email',
  purchaseContactEmail: 'account.validation.email',
};

/**
 * The catalogue key of a schema issue of an account form (for zodResolver's `error`): an empty
 * field is "This field is required.", a long one "Maximum characters limit exceeded.", an e-mail
 * "Enter a valid email address" (spec 000 §5). Issues the form adds itself carry their own key.
 */
export function accountIssueKey(issue: { code: string; path?: readonly PropertyKey[]; minimum?: unknown }): string {
  const field = String(issue.path?.[0] ?? '');
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) {
    return VALIDATION_MESSAGES.required;
  }
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return FORMAT_MESSAGES[field] ?? VALIDATION_MESSAGES.invalidValue;
}
