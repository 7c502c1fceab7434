import { useMutation } from '@tanstack/react-query';
import { mapPasswordChangeError, type PasswordChangeErrorKey } from '@steelyard/domain/auth-messages';
import type { PasswordChangeBody } from '@steelyard/domain/password-change';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { isAccountAnswer } from './account-answers';

/** `PATCH api/universal/users/password-change` (204); the user's other sessions end. */
export async function changePassword(body: PasswordChangeBody): Promise<void> {
  await apiRequest('universal/users/password-change', { method: 'PATCH', body, isExpectedError: isAccountAnswer });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}

/** Spec 000 §8: 'wrong password' → incorrectPassword, 'Attempt Limit Exceed' → rateLimitError, else generic. */
export function passwordChangeErrorKey(error: unknown): PasswordChangeErrorKey {
  if (!isApiError(error)) return 'genericError';
  return mapPasswordChangeError(error.reason);
}
