import { useEffect, useState } from 'react';
import { mfaErrorKey, mfaErrorMessageKey } from '../../../shared/two-factor/two-factor-errors';
import { TwoFactorSetup } from '../../../shared/two-factor/two-factor-setup';
import { isChallengeSessionGone, useRespondToChallenge } from '../api/respond-to-challenge';
import { useSoftwareTokenSecret, useVerifySoftwareToken } from '../api/software-token';
import type { ChallengeStepProps } from './challenge-new-password';

/**
 * MFA_SETUP: a fresh secret as QR code and as text, then the first code from the app. A verified
 * code completes the setup and answers the challenge (without the code, which is used up).
 */
export function ChallengeMfaSetup({ challenge, onNext, onSessionGone }: ChallengeStepProps) {
  const secret = useSoftwareTokenSecret(challenge.session);
  const verify = useVerifySoftwareToken();
  const respond = useRespondToChallenge();
  const [errorMessageKey, setErrorMessageKey] = useState<string | null>(null);

  const secretGone = secret.isError && isChallengeSessionGone(secret.error);
  useEffect(() => {
    if (secretGone) onSessionGone();
  }, [secretGone, onSessionGone]);

  const submit = async (code: string): Promise<boolean> => {
    setErrorMessageKey(null);
    try {
      await verify.mutateAsync({ session: challenge.session, username: challenge.username, userCode: code });
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorMessageKey(mfaErrorMessageKey(mfaErrorKey(error)));
      return false;
    }
    try {
      const result = await respond.mutateAsync({ challenge });
      if (result.kind === 'challenge') onNext(result.challenge);
      return true;
    } catch (error) {
      if (isChallengeSessionGone(error)) {
        onSessionGone();
        return true;
      }
      setErrorMessageKey(mfaErrorMessageKey('genericError'));
      return false;
    }
  };

  return (
    <TwoFactorSetup
      secret={secret}
      onSubmitCode={submit}
      pending={verify.isPending || respond.isPending}
      errorMessageKey={errorMessageKey}
    />
  );
}
