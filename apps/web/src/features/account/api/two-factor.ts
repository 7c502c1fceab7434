import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MFA_MESSAGES } from '@steelyard/domain/account-messages';
import {
  associateSoftwareTokenReply,
  verifySoftwareTokenReply,
  type AssociateSoftwareTokenReply,
  type VerifySoftwareTokenReply,
} from '@steelyard/domain/mfa';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { selfUserKeys } from '../../../shared/session/self-user';
import { mfaErrorKey, mfaErrorMessageKey } from '../../../shared/two-factor/two-factor-errors';
import { isAccountAnswer } from './account-answers';

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
    queryKey: ['two-factor-secret', userId] as const,
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

/** Checks the first code of the new secret and switches two-factor on (status SUCCESS). */
export function verifyOwnSoftwareToken(userCode: string): Promise<VerifySoftwareTokenReply> {
  return apiRequest('auth/verify-software-token', {
    method: 'POST',
    body: { userCode },
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

function useTwoFactorMutation<R>(mutationFn: (code: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // the self user carries the two-factor preference
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfUserKeys.all }),
    meta: { silent: true },
  });
}

export const useVerifyOwnSoftwareToken = () => useTwoFactorMutation(verifyOwnSoftwareToken);
export const useDisableOwnSoftwareToken = () => useTwoFactorMutation(disableOwnSoftwareToken);

/** The message of a refused switch-off: the code messages of spec 000 §8, the lockout, the organisation's rule. */
export function disableTwoFactorMessageKey(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'RATE_LIMITED') return 'account.editMfa.errors.rateLimit';
    if (error.reason.includes(MFA_MESSAGES.requiredByOrganisation)) return 'account.editMfa.errors.required';
    if (error.reason.includes(MFA_MESSAGES.notEnabled)) return 'account.editMfa.errors.notEnabled';
  }
  return mfaErrorMessageKey(mfaErrorKey(error));
}
