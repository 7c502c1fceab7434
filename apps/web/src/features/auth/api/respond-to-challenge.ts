import { useMutation } from '@tanstack/react-query';
import { isChallenge } from '@steelyard/domain/auth';
import { challengeRespondReply } from '@steelyard/domain/auth-challenge';
import { AUTH_MESSAGES } from '@steelyard/domain/auth-messages';
import { apiRequest } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { saveChallenge, type PendingChallenge } from './challenge-store';
import { completeSignIn } from './complete-sign-in';
import { isAccessAnswer } from './access-answers';

export interface RespondToChallengeInput {
  challenge: PendingChallenge;
  /** The answer to NEW_PASSWORD_REQUIRED. */
  newPassword?: string;
  /** The six digits of SOFTWARE_TOKEN_MFA; MFA_SETUP sends none after verify-software-token succeeded. */
  code?: string;
}

export type RespondToChallengeResult = { kind: 'signedIn' } | { kind: 'challenge'; challenge: PendingChallenge };

/** Answers the pending challenge: tokens end the sign-in, another challenge is stored and answered next. */
export async function respondToChallenge({
  challenge,
  newPassword,
  code,
}: RespondToChallengeInput): Promise<RespondToChallengeResult> {
  const reply = await apiRequest('auth/challenge-respond', {
    method: 'POST',
    auth: false,
    isExpectedError: isAccessAnswer,
    body: {
      type: challenge.type,
      session: challenge.session,
      username: challenge.username,
      tenant: challenge.tenant,
      ...(newPassword === undefined ? {} : { newPassword }),
      ...(code === undefined ? {} : { code }),
    },
    schema: challengeRespondReply,
  });
  if (isChallenge(reply)) {
    return {
      kind: 'challenge',
      challenge: saveChallenge({ ...reply, username: challenge.username, tenant: challenge.tenant }),
    };
  }
  completeSignIn(reply, challenge.tenant);
  return { kind: 'signedIn' };
}

export function useRespondToChallenge() {
  return useMutation({ mutationFn: respondToChallenge, meta: { silent: true } });
}

/** True when the server no longer knows the challenge session (expired after 5 minutes, or used). */
export function isChallengeSessionGone(error: unknown): boolean {
  return isApiError(error) && error.reason.includes(AUTH_MESSAGES.challengeSessionInvalid);
}
