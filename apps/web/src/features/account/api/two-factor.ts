import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MFA_MESSAGES } from '@steelyard/domain/account-messages';
import {
  associateSoftwareTokenReply,
  verifySoftwareTokenReply,
  type AssociateSoftwareTokenReply,
  type VerifySoftwareTokenBody,
  type VerifySoftwareTokenReply,
} from '@steelyard/domain/mfa';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { selfUserKeys } from '../../../shared/session/self-user';
import { mfaErrorKey, mfaErrorMessageKey } from '../../../shared/two-factor/two-factor-errors';
import { isAccountAnswer } from './account-answers';
import { accountKeys } from './query-keys';

// signed in, the access token goes as the bearer header, which associate and verify accept
// instead of a challenge session (spec 000 §7: "session, or accessToken")

/** A fresh two-factor secret for the signed-in user (kept pending until a code proves the app has it). */
export function associateOwnSoftwareToken(): Promise<AssociateSoftwareTokenReply> {
  return apiRequest('auth/associate-software-token', {
    method: 'POST',
    body: {},
    schema: associateSoftwareTokenReply,
    isExpectedError: isAccountAnswer,
  });
}

// one secret per setup: every call replaces the secret the user may already have scanned
export const ownSoftwareTokenQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.twoFactorSecret(userId),
    queryFn: associateOwnSoftwareToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });

export function useOwnSoftwareTokenSecret(userId: string, enabled: boolean) {
  return useQuery({ ...ownSoftwareTokenQueryOptions(userId), enabled });
}

/**
 * Checks the first code of the new secret and switches two-factor on (status SUCCESS); with two-factor
 * on already, `currentCode` of the authenticator in use lets the new one replace it.
 */
export function verifyOwnSoftwareToken(userCode: string, currentCode?: string): Promise<VerifySoftwareTokenReply> {
  const body: VerifySoftwareTokenBody = currentCode ? { userCode, currentCode } : { userCode };
  return apiRequest('auth/verify-software-token', {
    method: 'POST',
    body,
    schema: verifySoftwareTokenReply,
    isExpectedError: isAccountAnswer,
  });
}

/** `POST api/universal/users/mfa/disable` with a current code. */
export async function disableOwnSoftwareToken(code: string): Promise<void> {
  await apiRequest('universal/users/mfa/disable', {
    method: 'POST',
    body: { code },
    isExpectedError: isAccountAnswer,
  });
}

function useTwoFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // the self user carries the two-factor preference
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfUserKeys.all }),
    meta: { silent: true },
  });
}

export const useVerifyOwnSoftwareToken = () => useTwoFactorMutation((code: string) => verifyOwnSoftwareToken(code));
export const useDisableOwnSoftwareToken = () => useTwoFactorMutation(disableOwnSoftwareToken);
export const useReplaceOwnSoftwareToken = () =>
  useTwoFactorMutation((codes: ReplaceAuthenticatorCodes) => verifyOwnSoftwareToken(codes.userCode, codes.currentCode));

/** The two codes of a replacement: of the authenticator in use, and of the new one. */
export interface ReplaceAuthenticatorCodes {
  currentCode: string;
  userCode: string;
}

/** The message of a refused switch-off: the code messages of spec 000 §8, the lockout, the organisation's rule. */
export function disableTwoFactorMessageKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'RATE_LIMITED') return 'account.editMfa.errors.rateLimit';
    if (error.reason.includes(MFA_MESSAGES.requiredByOrganisation)) return 'account.editMfa.errors.required';
    if (error.reason.includes(MFA_MESSAGES.notEnabled)) return 'account.editMfa.errors.notEnabled';
  }
  return mfaErrorMessageKey(mfaErrorKey(error));
}

/** The message of a refused replacement: the current code's own messages, the lockout, the new code's. */
export function replaceTwoFactorMessageKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'RATE_LIMITED') return 'account.editMfa.errors.rateLimit';
    if (error.reason.includes(MFA_MESSAGES.currentCodeMismatch)) return 'account.editMfa.errors.currentCodeMismatch';
    if (error.reason.includes(MFA_MESSAGES.currentCodeRequired)) return 'account.editMfa.errors.currentCodeRequired';
  }
  return mfaErrorMessageKey(mfaErrorKey(error));
}
