import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  associateSoftwareTokenReply,
  verifySoftwareTokenReply,
  type AssociateSoftwareTokenReply,
} from '@steelyard/domain/mfa';
import { apiRequest } from '../../../shared/api/api-client';
import { isAccessAnswer } from './access-answers';
import { authKeys } from './query-keys';

/** A fresh two-factor secret and its otpauth URI for the MFA_SETUP challenge `session`. */
export function associateSoftwareToken(session: string): Promise<AssociateSoftwareTokenReply> {
  return apiRequest('auth/associate-software-token', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: { session },
    schema: associateSoftwareTokenReply,
  });
}

// one secret per challenge session: the query de-duplicates a remount and never refetches by itself,
// because every call replaces the secret the user may already have scanned
export const softwareTokenQueryOptions = (session: string) =>
  queryOptions({
    queryKey: authKeys.softwareToken(session),
    queryFn: () => associateSoftwareToken(session),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });

export function useSoftwareTokenSecret(session: string) {
  return useQuery(softwareTokenQueryOptions(session));
}

export interface VerifySoftwareTokenInput {
  session: string;
  username: string;
  userCode: string;
}

/** Checks the first code from the authenticator app; success is the status SUCCESS. */
export function verifySoftwareToken(input: VerifySoftwareTokenInput) {
  return apiRequest('auth/verify-software-token', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: input,
    schema: verifySoftwareTokenReply,
  });
}

export function useVerifySoftwareToken() {
  return useMutation({ mutationFn: verifySoftwareToken, meta: { silent: true } });
}
