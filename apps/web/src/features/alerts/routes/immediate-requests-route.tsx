import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useAlerts } from '../api/alerts';
import { AlertList } from '../components/alert-list';
import { ALERT_PATHS } from '../components/alert-paths';

/** The user's urgent requests (spec 001 §2 /immediate-requests). */
function ImmediateRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.requests.title'));
  const alerts = useAlerts('URGENT');
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('alerts.requests.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('alerts.requests.intro')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={ALERT_PATHS.urgentRequestSettings} variant="default">
            {t('alerts.requests.settings')}
          </Button>
          <Button component={Link} to={ALERT_PATHS.urgentRequest}>
            {t('alerts.requests.new')}
          </Button>
        </Group>
      </Group>
      <AlertList
        alerts={alerts.data?.items}
        isPending={alerts.isPending}
        isError={alerts.isError}
        onRetry={() => void alerts.refetch()}
        empty={
          <Card withBorder padding="xl">
            <Stack align="center" gap="sm" ta="center">
              <IconBellOff size={40} aria-hidden />
              <Title order={2} size="h4">
                {t('alerts.requests.emptyTitle')}
              </Title>
              <Text size="sm">{t('alerts.requests.emptyBody')}</Text>
              <Button component={Link} to={ALERT_PATHS.urgentRequest}>
                {t('alerts.requests.new')}
              </Button>
            </Stack>
          </Card>
        }
      />
    </Stack>
  );
}

export { ImmediateRequestsPage as Component };
