import { Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { passwordLinkToken } from '@steelyard/domain/auth-recovery';
import { ACTIVATION_LINK_TTL_MS, RESET_LINK_TTL_MS } from '@steelyard/domain/constants';
import type { PasswordPolicyRule } from '@steelyard/domain/password';
import { isApiError } from '../../../shared/api/api-error';
import { PATHS } from '../../../shared/navigation/paths';
import { passwordPolicyFailures } from '../../../shared/password/password-policy-failures';
import { PasswordRefusedAlert } from '../../../shared/password/password-refused-alert';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import {
  passwordTokenErrorKey,
  usePasswordToken,
  useResendPasswordLink,
  useSetPasswordWithToken,
  type PasswordLinkKind,
} from '../api/password-link';
import type { LoginNavigationState } from './login-notice';
import { NewPasswordForm } from './new-password-form';

const LINK_HOURS: Record<PasswordLinkKind, number> = {
  reset: RESET_LINK_TTL_MS / 3_600_000,
  activation: ACTIVATION_LINK_TTL_MS / 3_600_000,
};

/** What the screen shows for a link the server refused, or could not check. */
export type LinkProblem = 'expired' | 'used' | 'unknown' | 'unavailable';

/**
 * Expired, used and unknown links follow spec 000 §8; a server that cannot be reached is not the
 * link's fault, so it gets its own screen with a retry instead of "unknown link".
 */
export function linkProblemFor(error: unknown): LinkProblem {
  if (isApiError(error)) {
    const serverFault = error.kind === 'API' && (error.status ?? 500) >= 500;
    if (serverFault || ['NETWORK', 'TIMEOUT', 'PARSE', 'RATE_LIMITED'].includes(error.kind)) return 'unavailable';
  }
  return passwordTokenErrorKey(error);
}

function Screen({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        {children}
      </Paper>
    </Stack>
  );
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={PATHS.login} size="sm">
      {t('auth.common.backToLogin')}
    </Anchor>
  );
}

/** The expired screen: a new link of the same kind goes out by e-mail. */
function ExpiredLink({ kind, token, afterFailure }: { kind: PasswordLinkKind; token: string; afterFailure: boolean }) {
  const { t } = useTranslation();
  const resend = useResendPasswordLink();
  return (
    <Screen title={t('auth.passwordLink.expired.title')}>
      <Stack gap="md">
        {afterFailure && <ErrorAlert messageKey="auth.passwordLink.expired.setFailed" />}
        <Text size="sm">{t(`auth.passwordLink.expired.body.${kind}`, { hours: LINK_HOURS[kind] })}</Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status" c="green.9" fw={500}>
            {t('auth.passwordLink.expired.sent')}
          </Text>
        ) : (
          <>
            {resend.isError && <ErrorAlert messageKey="auth.passwordLink.expired.sendFailed" />}
            <Button onClick={() => resend.mutate(token)} loading={resend.isPending}>
              {t('auth.passwordLink.expired.send')}
            </Button>
          </>
        )}
        <BackToLogin />
      </Stack>
    </Screen>
  );
}

function UnknownLink() {
  const { t } = useTranslation();
  return (
    <Screen title={t('auth.passwordLink.unknown.title')}>
      <Stack gap="md">
        <Text size="sm">{t('auth.passwordLink.unknown.body')}</Text>
        <Button component={Link} to={PATHS.forgotPassword}>
          {t('auth.passwordLink.unknown.requestNew')}
        </Button>
        <BackToLogin />
      </Stack>
    </Screen>
  );
}

function UnavailableLink({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Screen title={t('auth.passwordLink.unavailable.title')}>
      <Stack gap="md">
        <Text size="sm">{t('auth.passwordLink.unavailable.body')}</Text>
        <Button variant="light" onClick={onRetry} loading={retrying}>
          {t('auth.passwordLink.unavailable.retry')}
        </Button>
        <BackToLogin />
      </Stack>
    </Screen>
  );
}

/** Back to /login with a notice and the account's e-mail filled in. */
function loginWith(state: LoginNavigationState) {
  return { pathname: PATHS.login, state };
}

type SetFailure = { kind: 'policy'; rules: PasswordPolicyRule[] } | { kind: 'expired' };

function SetPassword({ kind, token, email }: { kind: PasswordLinkKind; token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPasswordWithToken();
  const [failure, setFailure] = useState<SetFailure | null>(null);

  if (failure?.kind === 'expired') return <ExpiredLink kind={kind} token={token} afterFailure />;

  const submit = async (password: string) => {
    setFailure(null);
    try {
      const reply = await setPassword.mutateAsync({ kind, token, password });
      const { pathname, state } = loginWith({ loginNotice: 'passwordSet', email: reply.email || email });
      navigate(pathname, { replace: true, state });
    } catch (error) {
      const rules = passwordPolicyFailures(error);
      if (rules) return setFailure({ kind: 'policy', rules });
      if (linkProblemFor(error) === 'used') {
        const { pathname, state } = loginWith({ loginNotice: 'linkUsed', email });
        return navigate(pathname, { replace: true, state });
      }
      // spec 000 §8: a failed reset shows the token-expired message
      setFailure({ kind: 'expired' });
    }
  };

  return (
    <Screen title={t(`auth.passwordLink.${kind}.title`)} intro={t(`auth.passwordLink.${kind}.intro`)}>
      <NewPasswordForm
        email={email}
        onSubmit={submit}
        pending={setPassword.isPending}
        alert={failure?.kind === 'policy' ? <PasswordRefusedAlert rules={failure.rules} /> : null}
      />
    </Screen>
  );
}

/**
 * /login/reset-password and /login/set-new-password (`?token&email`): the token is checked first,
 * then the new password is set and the user signs in with it. Expired, used and unknown links get
 * the screens of spec 000 §8.
 */
export function PasswordLinkScreen({ kind, token, email }: { kind: PasswordLinkKind; token: string; email: string }) {
  const tokenValid = passwordLinkToken.safeParse(token).success;
  if (!tokenValid) return <UnknownLink />;
  return <VerifiedPasswordLink kind={kind} token={token} email={email} />;
}

function VerifiedPasswordLink({ kind, token, email }: { kind: PasswordLinkKind; token: string; email: string }) {
  const { t } = useTranslation();
  const verified = usePasswordToken(token);

  if (verified.isPending) {
    return (
      <Screen title={t(`auth.passwordLink.${kind}.title`)}>
        <Stack align="center" gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('auth.passwordLink.checking')}</Text>
        </Stack>
      </Screen>
    );
  }
  if (verified.isError) {
    const problem = linkProblemFor(verified.error);
    if (problem === 'used') {
      const { pathname, state } = loginWith({ loginNotice: 'linkUsed', ...(email ? { email } : {}) });
      return <Navigate to={pathname} state={state} replace />;
    }
    if (problem === 'expired') return <ExpiredLink kind={kind} token={token} afterFailure={false} />;
    if (problem === 'unavailable') {
      return <UnavailableLink onRetry={() => void verified.refetch()} retrying={verified.isFetching} />;
    }
    return <UnknownLink />;
  }
  return <SetPassword kind={kind} token={token} email={verified.data.email || email} />;
}
