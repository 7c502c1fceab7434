import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../navigation/paths';
import { useDocumentTitle } from './document-title';

/**
 * The generic error page. It uses plain links (no router) so it still works when the router
 * itself failed; "Go to dashboard" loads the dashboard afresh.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shared.errorPage.title'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={520}>
        <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {t('shared.errorPage.title')}
        </Title>
        <Text ta="center" c="dimmed">
          {t('shared.errorPage.body')}
        </Text>
        <Group>
          <Button component="a" href={PATHS.dashboard}>
            {t('shared.errorPage.goToDashboard')}
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('shared.errorPage.reload')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
