import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { isAccessAnswer } from './access-answers';

/** Sends a new welcome e-mail with a fresh temporary password (after error 2, an expired one). */
export function resendWelcomeEmail(email: string): Promise<unknown> {
  return apiRequest('public/users/resend-welcome-email', {
    query: { email },
    auth: false,
    isExpectedError: isAccessAnswer,
  });
}

export function useResendWelcomeEmail() {
  return useMutation({ mutationFn: resendWelcomeEmail, meta: { silent: true } });
}
