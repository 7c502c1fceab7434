import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useAlerts } from '../api/alerts';
import { AlertList } from '../components/alert-list';
import { ALERT_PATHS, urgentOutcome } from '../components/alert-paths';
import { AlertsFaq } from '../components/alerts-faq';

function EmptyAlerts() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconBellOff size={40} aria-hidden />
        <Title order={2} size="h4">
          {t('alerts.list.emptyTitle')}
        </Title>
        <Text size="sm" maw={520}>
          {t('alerts.list.emptyBody')}
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={PATHS.search}>
            {t('alerts.list.toSearch')}
          </Button>
          <Button component={Link} to={ALERT_PATHS.urgentRequest} variant="default">
            {t('alerts.list.toUrgentRequest')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** My Alerts (spec 001 §2): every alert and urgent request of the user, with the outcome of a new urgent request. */
function MyAlertsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.list.title'));
  const { state } = useLocation();
  const outcome = urgentOutcome(state);
  const alerts = useAlerts('ALL');
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('alerts.list.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('alerts.list.intro')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={ALERT_PATHS.settings} variant="default">
            {t('alerts.list.settings')}
          </Button>
          <Button component={Link} to={ALERT_PATHS.urgentRequest}>
            {t('alerts.list.toUrgentRequest')}
          </Button>
        </Group>
      </Group>
      {outcome?.urgentOutcome === 'NO_MATCH' && (
        <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {t('alerts.urgent.noMatch')}
        </Alert>
      )}
      <AlertList
        alerts={alerts.data?.items}
        isPending={alerts.isPending}
        isError={alerts.isError}
        onRetry={() => void alerts.refetch()}
        empty={<EmptyAlerts />}
      />
      <AlertsFaq />
    </Stack>
  );
}

export { MyAlertsPage as Component };
