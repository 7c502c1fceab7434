import { useState } from 'react';
import { MfaCodeForm } from '../../../shared/two-factor/mfa-code-form';
import { mfaErrorKey, mfaErrorMessageKey } from '../../../shared/two-factor/two-factor-errors';
import { isChallengeSessionGone, useRespondToChallenge } from '../api/respond-to-challenge';
import type { ChallengeStepProps } from './challenge-new-password';

/** SOFTWARE_TOKEN_MFA: the six-digit code of the user's authenticator app. */
export function ChallengeMfaCode({ challenge, onNext, onSessionGone }: ChallengeStepProps) {
  const respond = useRespondToChallenge();
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);

  const submit = async (code: string): Promise<boolean> => {
    setErrorMessageKey(null);
    try {
      const result = await respond.mutateAsync({ challenge, code });
      if (result.kind === 'challenge') onNext(result.challenge);
      return true;
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorMessageKey(mfaErrorMessageKey(mfaErrorKey(error)));
      return false;
    }
  };

  return <MfaCodeForm onSubmit={submit} pending={respond.isPending} errorMessageKey={errorMessageKey} autoFocus />;
}
