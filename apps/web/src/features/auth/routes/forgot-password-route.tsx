import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { readLoginNavigationState } from '../components/login-notice';

function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const { email } = readLoginNavigationState(state);
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('auth.forgotPassword.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('auth.forgotPassword.title')}</Title>
        {!sent && <Text c="dimmed">{t('auth.forgotPassword.intro')}</Text>}
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        <ForgotPasswordForm defaultEmail={email ?? ''} onSent={() => setSent(true)} />
      </Paper>
    </Stack>
  );
}

export { ForgotPasswordPage as Component };
