import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadOptions } from './use-collection';

/** A list's first page is loading. */
export function CollectionLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="md">
      <Loader size="sm" aria-label={t('shared.loading')} />
    </Group>
  );
}

/**
 * A list's first page could not be loaded: the list's own message and "Try again", which loads the first
 * page again even though sort and filter are unchanged (the collection would skip an unchanged load).
 */
export function CollectionFailed({
  collection,
  message,
}: {
  collection: { load: (options?: LoadOptions) => unknown };
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm" c="red.9" role="alert">
        {message}
      </Text>
      <Button variant="subtle" size="xs" onClick={() => collection.load({ force: true })}>
        {t('shared.collections.retry')}
      </Button>
    </Group>
  );
}

/** A list without items: an icon, what that means and, where the list has them, more words and what to do. */
export function CollectionEmpty({
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
