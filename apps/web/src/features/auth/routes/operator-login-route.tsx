import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { LoginForm } from '../components/login-form';
import { readLoginNavigationState } from '../components/login-notice';

/** The operators' sign-in at /operator/login: the same form and challenges, for the ADMIN tenant. */
function OperatorLoginPage() {
  const { t } = useTranslation();
  const { state, key } = useLocation();
  const { loginNotice, email } = readLoginNavigationState(state);
  useDocumentTitle(t('auth.operatorLogin.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('auth.operatorLogin.title')}</Title>
        <Text c="dimmed">{t('auth.operatorLogin.subtitle')}</Text>
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        <LoginForm key={key} notice={loginNotice ?? null} defaultEmail={email ?? ''} tenant="ADMIN" />
      </Paper>
    </Stack>
  );
}

export { OperatorLoginPage as Component };
