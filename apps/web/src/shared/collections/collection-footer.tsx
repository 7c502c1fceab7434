import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from './collection';

/**
 * Below a list: how many of how many are shown, worded by the list ("entries", "users"), and "Load more"
 * while more pages exist. The button stays, busy, while the next page loads; a list
 * that shows its count elsewhere gives no `shown` and gets the button alone.
 */
export function CollectionFooter({
  collection,
  shown,
}: {
  collection: { status: LoadStatus; canLoadMore: boolean; loadNextPage: () => unknown };
  shown?: string;
}) {
  const { t } = useTranslation();
  const paging = collection.status === 'PAGING_PENDING';
  const loadMore = (collection.canLoadMore || paging) && (
    <Button variant="default" onClick={() => collection.loadNextPage()} loading={paging}>
      {t('shared.collections.loadMore')}
    </Button>
  );
  if (shown === undefined) return loadMore ? <Group justify="center">{loadMore}</Group> : null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown}
      </Text>
      {loadMore}
    </Group>
  );
}
