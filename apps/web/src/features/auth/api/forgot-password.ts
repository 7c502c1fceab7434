import { useMutation } from '@tanstack/react-query';
import { forgotPasswordBody, type ForgotPasswordBody } from '@steelyard/domain/auth-recovery';
import { TENANT, apiRequest } from '../../../shared/api/api-client';
import { isAccessAnswer } from './access-answers';

/** The forgot-password form: the domain's e-mail rule. */
export const forgotPasswordFormSchema = forgotPasswordBody.pick({ email: true });
export type ForgotPasswordFormInput = { email: string };

/** Asks for a reset link; the server answers 204 whether or not the address has an account. */
export async function requestPasswordReset(input: Omit<ForgotPasswordBody, 'tenant'>): Promise<void> {
  await apiRequest('auth/forgot-password', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { ...input, tenant: TENANT },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}
