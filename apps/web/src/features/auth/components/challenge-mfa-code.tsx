import { useState } from 'react';
import type { MfaErrorKey } from '@steelyard/domain/auth-messages';
import { isChallengeSessionGone, useRespondToChallenge } from '../api/respond-to-challenge';
import { mfaErrorKey } from '../api/software-token';
import type { ChallengeStepProps } from './challenge-new-password';
import { MfaCodeForm } from './mfa-code-form';

/** SOFTWARE_TOKEN_MFA: the six-digit code of the user's authenticator app. */
export function ChallengeMfaCode({ challenge, onNext, onSessionGone }: ChallengeStepProps) {
  const respond = useRespondToChallenge();
  const [errorKey, setErrorKey] = useState<MfaErrorKey | null>(null);

  const submit = async (code: string): Promise<boolean> => {
    setErrorKey(null);
    try {
      const result = await respond.mutateAsync({ challenge, code });
      if (result.kind === 'challenge') onNext(result.challenge);
      return true;
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorKey(mfaErrorKey(error));
      return false;
    }
  };

  return <MfaCodeForm onSubmit={submit} pending={respond.isPending} errorKey={errorKey} autoFocus />;
}
