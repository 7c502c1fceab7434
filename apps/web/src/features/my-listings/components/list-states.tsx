import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's first page is loading. */
export function ListLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl">
      <Loader size="sm" aria-label={t('shared.loading')} />
    </Group>
  );
}

/** A list could not be loaded: the message and "Try again". */
export function ListLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" py="md">
      <Text size="sm" c="red.9" role="alert">
        {message}
      </Text>
      <Button variant="subtle" size="xs" onClick={onRetry}>
        {t('my-listings.common.retry')}
      </Button>
    </Group>
  );
}

/** A list without items: what that means and what to do. */
export function ListEmpty({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status" ta="center">
      {icon}
      <Text fw={600}>{title}</Text>
      {body && (
        <Text size="sm" c="dimmed" maw={520}>
          {body}
        </Text>
      )}
      {action}
    </Stack>
  );
}

/** Below a list: how many are shown of how many, and "Load more" while there are more pages. */
export function ListFooter({
  shown,
  total,
  canLoadMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  canLoadMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('my-listings.list.shown', { shown, total })}
      </Text>
      {(canLoadMore || loading) && (
        <Button variant="default" onClick={onLoadMore} loading={loading}>
          {t('my-listings.list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
