import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { LoginForm } from '../components/login-form';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('auth.login.title')}</Title>
        <Text c="dimmed">{t('auth.login.subtitle')}</Text>
      </Stack>
      <Paper withBorder shadow="xs" p="lg" radius="md">
        <LoginForm />
      </Paper>
    </Stack>
  );
}
