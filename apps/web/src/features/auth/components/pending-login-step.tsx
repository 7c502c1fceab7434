import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';

/** A sign-in step the next release builds: says what it will do and links back to the login. */
export function PendingLoginStep({
  step,
}: {
  step: 'forgotPassword' | 'resetPassword' | 'setNewPassword' | 'challenge';
}) {
  const { t } = useTranslation();
  const title = t(`auth.pending.${step}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>{t(`auth.pending.${step}.body`)}</Text>
          <Text size="sm" c="dimmed">
            {t('auth.pending.notYet')}
          </Text>
          <Anchor component={Link} to={PATHS.login}>
            {t('auth.pending.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
