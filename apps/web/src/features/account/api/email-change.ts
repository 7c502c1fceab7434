import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  mapEmailChangeError,
  mapEmailValidationError,
  type EmailChangeErrorKey,
  type EmailValidationErrorKey,
} from '@steelyard/domain/account-messages';
import {
  EMAIL_CSRF_HEADER,
  emailChangeReply,
  emailCsrfTokenReply,
  emailValidationReply,
  type EmailChangeReply,
  type EmailValidationReply,
} from '@steelyard/domain/email-change';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { selfUserKeys } from '../../../shared/session/self-user';
import { isAccountAnswer } from './account-answers';
import { accountKeys } from './query-keys';

/** A fresh token for the X-CSRF-Token header (each call replaces the previous one). */
export async function getEmailCsrfToken(): Promise<string> {
  const reply = await apiRequest('universal/users/email-csrf-token', { schema: emailCsrfTokenReply });
  return reply.csrfEmailToken;
}

/**
 * Asks to change the own e-mail address (spec 000 §4): the csrf token first, then the change; the
 * new address receives a link to `/account/email-validation/:token` and changes only once it is used.
 */
export async function requestEmailChange(email: string): Promise<EmailChangeReply> {
  const csrfToken = await getEmailCsrfToken();
  return apiRequest('universal/users/email-change', {
    method: 'PUT',
    body: { email },
    headers: { [EMAIL_CSRF_HEADER]: csrfToken },
    schema: emailChangeReply,
    isExpectedError: isAccountAnswer,
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange, meta: { silent: true } });
}

/** The e-mail form's message for a refused change (too many requests have their own). */
export function emailChangeErrorKey(error: unknown): EmailChangeErrorKey | 'rateLimited' {
  if (!isApiError(error)) return 'generalError';
  if (error.kind === 'RATE_LIMITED') return 'rateLimited';
  return mapEmailChangeError(error.reason);
}

/** Confirms the new address with the link's token (with a fresh csrf token); the answer is the new address. */
export async function confirmEmailChange(token: string): Promise<EmailValidationReply> {
  const csrfToken = await getEmailCsrfToken();
  return apiRequest(`universal/users/email-validation/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { [EMAIL_CSRF_HEADER]: csrfToken },
    schema: emailValidationReply,
    isExpectedError: isAccountAnswer,
  });
}

// the link is used once: a query keyed by the token runs it once even when the screen mounts twice
export const emailValidationQueryOptions = (token: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: accountKeys.emailValidation(token),
    queryFn: async () => {
      const reply = await confirmEmailChange(token);
      await queryClient.invalidateQueries({ queryKey: selfUserKeys.all });
      return reply;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });

export function useEmailValidation(token: string) {
  return useQuery(emailValidationQueryOptions(token, useQueryClient()));
}

/** The notice back on /account for a link that did not confirm the address. */
export function emailValidationErrorKey(error: unknown): EmailValidationErrorKey {
  if (!isApiError(error)) return 'generalError';
  if (error.kind === 'NOT_FOUND') return 'unknown';
  return mapEmailValidationError(error.reason);
}
