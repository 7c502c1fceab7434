import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingAlert } from '@steelyard/domain/alerts';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';
import { notify } from '../../../shared/ui/notify';
import { useDeleteAlert, useSetAlertEnabled } from '../api/alerts';
import { alertSearchPath } from './alert-paths';
import { useDescribeAlert } from './alert-description';

function AlertCard({ alert, onDelete }: { alert: ListingAlert; onDelete: (alert: ListingAlert) => void }) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const describe = useDescribeAlert();
  const toggle = useSetAlertEnabled();
  const { title, criteria } = describe(alert.filterQuery);
  const onToggle = (enabled: boolean) =>
    toggle.mutate(
      { id: alert.id, enabled },
      {
        onSuccess: () =>
          notify({ level: 'SUCCESS', message: t(enabled ? 'alerts.list.enabledToast' : 'alerts.list.disabledToast') }),
        onError: () => notify({ level: 'ERROR', message: t('alerts.list.toggleFailed') }),
      },
    );
  return (
    <Card withBorder padding="lg" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {title}
              </Title>
              {alert.type === 'URGENT' && (
                <Badge color="orange" variant="light" tt="none">
                  {t('alerts.card.urgent')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('alerts.card.createdAt', { date: format.expiry(alert.createdAt) })}
            </Text>
          </Stack>
          <Switch
            checked={alert.enabled}
            disabled={toggle.isPending}
            onChange={(e) => onToggle(e.currentTarget.checked)}
            label={t(alert.enabled ? 'alerts.card.enabled' : 'alerts.card.disabled')}
            aria-label={t('alerts.card.toggleLabel', { title })}
          />
        </Group>
        {criteria.length > 0 && (
          <Group gap="lg" component="dl" m={0}>
            {criteria.map((c) => (
              <div key={c.key}>
                <Text component="dt" size="xs" c="dimmed">
                  {c.label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {c.value}
                </Text>
              </div>
            ))}
            {alert.targetPrice && (
              <div>
                <Text component="dt" size="xs" c="dimmed">
                  {t('alerts.card.targetPrice')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {format.pricePerUnit(alert.targetPrice.value, alert.targetPrice.currencyCode, 'TON')}
                </Text>
              </div>
            )}
          </Group>
        )}
        {alert.comment && (
          <Text size="sm" fs="italic">
            {alert.comment}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Badge color={alert.numberOfNewResults > 0 ? 'green' : 'gray'} variant="light" tt="none">
              {t('alerts.card.newResults', { count: alert.numberOfNewResults })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('alerts.card.allResults', { count: alert.numberOfResults })}
            </Text>
          </Group>
          <Group gap="sm">
            <Button
              variant="subtle"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(alert)}
            >
              {t('alerts.card.delete')}
            </Button>
            <Button component={Link} to={alertSearchPath(alert.id)}>
              {t('alerts.card.viewResults')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** Alerts as cards with switch, counts, results link and a delete confirmation. */
export function AlertList({
  alerts,
  isPending,
  isError,
  onRetry,
  empty,
}: {
  alerts: readonly ListingAlert[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<ListingAlert | null>(null);
  const remove = useDeleteAlert();
  const describe = useDescribeAlert();
  if (isPending) return <PageLoading label={t('alerts.list.loading')} />;
  if (isError || !alerts)
    return <PageUnavailable notFound={false} title={t('alerts.list.loadFailed')} retry={{ onRetry }} />;
  if (alerts.length === 0) return <>{empty}</>;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({ level: 'SUCCESS', message: t('alerts.delete.done') });
        setDeleting(null);
      },
      onError: () => notify({ level: 'ERROR', message: t('alerts.delete.failed') }),
    });
  };
  return (
    <Stack gap="md">
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} onDelete={setDeleting} />
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('alerts.delete.title')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        danger
      >
        {deleting ? t('alerts.delete.body', { title: describe(deleting.filterQuery).title }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
