import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../navigation/paths';
import { useDocumentTitle } from './document-title';

/** The one honest stand-in for areas that later releases build: says so and links back to the dashboard. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="flex-start" gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconTools size={24} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('shared.comingSoon.title')}
          </Title>
          <Text>{t('shared.comingSoon.body')}</Text>
          <Anchor component={Link} to={PATHS.dashboard}>
            {t('shared.comingSoon.backToDashboard')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
