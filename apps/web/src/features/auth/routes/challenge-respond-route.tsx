import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { ChallengeType } from '@steelyard/domain/auth';
import { CHALLENGE_SCREEN_TIMEOUT_MS } from '@steelyard/domain/constants';
import { PATHS, signInPathsFor } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { clearChallenge, readChallenge, type PendingChallenge } from '../api/challenge-store';
import { ChallengeMfaCode } from '../components/challenge-mfa-code';
import { ChallengeMfaSetup } from '../components/challenge-mfa-setup';
import { ChallengeNewPassword, type ChallengeStepProps } from '../components/challenge-new-password';
import type { LoginNavigationState, LoginNotice } from '../components/login-notice';
import { useChallengeTimeout } from '../components/use-challenge-timeout';

const STEP_SCREENS: Record<ChallengeType, (props: ChallengeStepProps) => ReactNode> = {
  NEW_PASSWORD_REQUIRED: ChallengeNewPassword,
  MFA_SETUP: ChallengeMfaSetup,
  SOFTWARE_TOKEN_MFA: ChallengeMfaCode,
};

// an expired temporary-password step asks for the e-mail and the temporary password again (spec 000 §8)
function timeoutNotice(type: ChallengeType): LoginNotice {
  return type === 'NEW_PASSWORD_REQUIRED' ? 'temporaryPasswordTimeout' : 'challengeTimeout';
}

/**
 * The login challenges (spec 000 §2): forced new password, two-factor setup, two-factor code, one
 * after another as the server chains them. Without a stored session, username and valid type it
 * goes back to /login; so it does after 300,000 ms or when the server has forgotten the session.
 * Success stores the session, and the route guard moves on to the carried path or /.
 */
function ChallengeRespondPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  // the operators' challenge screen sits under /operator/login and goes back there
  const loginPath = signInPathsFor(pathname.startsWith(PATHS.operator) ? 'ADMIN' : 'MARKETPLACE').login;
  const [challenge, setChallenge] = useState<PendingChallenge | null>(readChallenge);
  const type = challenge?.type;
  useDocumentTitle(type ? t(`auth.challenge.${type}.title`) : undefined);

  const backToLogin = useCallback(
    (notice?: LoginNotice) => {
      clearChallenge();
      const state: LoginNavigationState = { ...(notice ? { loginNotice: notice } : {}) };
      if (challenge) state.email = challenge.username;
      navigate({ pathname: loginPath, search }, { replace: true, state });
    },
    [challenge, loginPath, navigate, search],
  );
  const timedOut = useCallback(() => backToLogin(timeoutNotice(type ?? 'MFA_SETUP')), [backToLogin, type]);
  // the server has forgotten the session: expired, used, or worn out by wrong codes
  const sessionGone = useCallback(() => backToLogin('challengeEnded'), [backToLogin]);
  useChallengeTimeout(challenge, timedOut);

  if (!challenge) return <Navigate to={{ pathname: loginPath, search }} replace />;

  const Step = STEP_SCREENS[challenge.type];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(`auth.challenge.${challenge.type}.title`)}</Title>
        <Text c="dimmed">{t(`auth.challenge.${challenge.type}.intro`)}</Text>
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        {/* each challenge of a chain starts with empty fields */}
        <Step key={challenge.session} challenge={challenge} onNext={setChallenge} onSessionGone={sessionGone} />
      </Paper>
      <Text size="sm" c="dimmed">
        {t('auth.challenge.timeLimit', { minutes: CHALLENGE_SCREEN_TIMEOUT_MS / 60_000 })}
      </Text>
      <Anchor component={Link} to={{ pathname: loginPath, search }} replace onClick={() => clearChallenge()} size="sm">
        {t('auth.challenge.backToLogin')}
      </Anchor>
    </Stack>
  );
}

export { ChallengeRespondPage as Component };
