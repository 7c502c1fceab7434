import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { mapPasswordTokenError, type PasswordTokenErrorKey } from '@steelyard/domain/auth-messages';
import {
  setPasswordWithTokenReply,
  verifyPasswordTokenReply,
  type SetPasswordWithTokenReply,
  type VerifyPasswordTokenReply,
} from '@steelyard/domain/auth-recovery';
import { TENANT, apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { isAccessAnswer } from './access-answers';
import { authKeys } from './query-keys';

/** The two kinds of e-mailed password link: reset (forgot password, 24 h) and activation (welcome, 48 h). */
export type PasswordLinkKind = 'reset' | 'activation';

const SET_PASSWORD_PATHS: Record<PasswordLinkKind, string> = {
  reset: 'auth/forgot-password/reset-password',
  activation: 'auth/set-new-password',
};

/** Tells whether a link's token is still valid (both kinds use the same call). */
export function verifyPasswordToken(token: string): Promise<VerifyPasswordTokenReply> {
  return apiRequest('auth/forgot-password/verify', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { token },
    schema: verifyPasswordTokenReply,
  });
}

export const passwordTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordToken(token),
    queryFn: () => verifyPasswordToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export function usePasswordToken(token: string) {
  return useQuery(passwordTokenQueryOptions(token));
}

/** The screen of spec 000 §8 for a token the server refused: expired, used or unknown. */
export function passwordTokenErrorKey(error: unknown): PasswordTokenErrorKey {
  if (!isApiError(error) || error.kind === 'NOT_FOUND') return 'unknown';
  return mapPasswordTokenError(error.reason);
}

/** Sets the password of the link's account; the server answers the account's e-mail. */
export function setPasswordWithToken(input: {
  kind: PasswordLinkKind;
  token: string;
  password: string;
}): Promise<SetPasswordWithTokenReply> {
  return apiRequest(SET_PASSWORD_PATHS[input.kind], {
    method: 'PUT',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { password: input.password, token: input.token, tenant: TENANT },
    schema: setPasswordWithTokenReply,
  });
}

export function useSetPasswordWithToken() {
  return useMutation({ mutationFn: setPasswordWithToken, meta: { silent: true } });
}

/** Sends a fresh link of the same kind as an expired token (always 204). */
export async function resendPasswordLink(token: string): Promise<void> {
  await apiRequest('auth/resend-link', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { token },
  });
}

export function useResendPasswordLink() {
  return useMutation({ mutationFn: resendPasswordLink, meta: { silent: true } });
}
