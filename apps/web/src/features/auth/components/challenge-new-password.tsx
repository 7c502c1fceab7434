import { useState } from 'react';
import type { PasswordPolicyRule } from '@steelyard/domain/password';
import type { PendingChallenge } from '../api/challenge-store';
import { isChallengeSessionGone, useRespondToChallenge } from '../api/respond-to-challenge';
import { NewPasswordForm } from './new-password-form';
import { passwordPolicyFailures } from '../../../shared/password/password-policy-failures';
import { PasswordRefusedAlert } from '../../../shared/password/password-refused-alert';
import { ErrorAlert } from '../../../shared/ui/error-alert';

export interface ChallengeStepProps {
  challenge: PendingChallenge;
  /** The server answered the next challenge of the chain. */
  onNext: (next: PendingChallenge) => void;
  /** The server no longer knows the challenge session: back to /login. */
  onSessionGone: () => void;
}

type Failure = { kind: 'policy'; rules: PasswordPolicyRule[] } | { kind: 'generic' };

/** NEW_PASSWORD_REQUIRED: the user replaces the temporary password with their own. */
export function ChallengeNewPassword({ challenge, onNext, onSessionGone }: ChallengeStepProps) {
  const respond = useRespondToChallenge();
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (newPassword: string) => {
    setFailure(null);
    try {
      const result = await respond.mutateAsync({ challenge, newPassword });
      if (result.kind === 'challenge') onNext(result.challenge);
    } catch (error) {
      if (isChallengeSessionGone(error)) return onSessionGone();
      const rules = passwordPolicyFailures(error);
      setFailure(rules ? { kind: 'policy', rules } : { kind: 'generic' });
    }
  };

  return (
    <NewPasswordForm
      email={challenge.username}
      onSubmit={submit}
      pending={respond.isPending}
      alert={
        failure?.kind === 'policy' ? (
          <PasswordRefusedAlert rules={failure.rules} />
        ) : failure ? (
          <ErrorAlert messageKey="auth.challenge.newPasswordFailed" />
        ) : null
      }
    />
  );
}
