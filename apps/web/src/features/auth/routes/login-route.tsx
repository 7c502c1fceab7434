import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { LoginForm } from '../components/login-form';
import { readLoginNavigationState } from '../components/login-notice';

function LoginPage() {
  const { t } = useTranslation();
  const { state, key } = useLocation();
  const { loginNotice, email } = readLoginNavigationState(state);
  useDocumentTitle(t('auth.login.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('auth.login.title')}</Title>
        <Text c="dimmed">{t('auth.login.subtitle')}</Text>
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        {/* a new arrival at /login (another notice, another e-mail) starts a fresh form */}
        <LoginForm key={key} notice={loginNotice ?? null} defaultEmail={email ?? ''} />
      </Paper>
    </Stack>
  );
}

export { LoginPage as Component };
