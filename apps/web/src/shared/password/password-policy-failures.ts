import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { PASSWORD_POLICY_RULES, type PasswordPolicyRule } from '@steelyard/domain/password';
import { isApiError } from '../api/api-error';

/**
 * The policy rules a refused password failed, from a 400 'The password does not meet the password
 * policy.' (each rule name in `details[].message`); null for any other failure.
 */
export function passwordPolicyFailures(error: unknown): PasswordPolicyRule[] | null {
  if (!isApiError(error) || error.kind !== 'VALIDATION') return null;
  if (!error.reason.includes(AUTH_MESSAGES.passwordPolicy)) return null;
  const known = new Set<string>(PASSWORD_POLICY_RULES);
  const rules = error.details.map((d) => d.message).filter((m): m is PasswordPolicyRule => known.has(m));
  return [...new Set(rules)];
}
