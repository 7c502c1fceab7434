import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../../../shared/collections/collection';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import type { LoadOptions } from '../../../shared/collections/use-collection';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCanWrite } from '../api/operator-role';

/** A queue's own words, already translated. */
export interface DecisionQueueTexts {
  title: string;
  intro: string;
  /** Shown to OPERATOR_READONLY, who sees the queue but cannot decide. */
  readOnly: string;
  refresh: string;
  loadFailed: string;
  empty: string;
  /** "2 of 12 shown", below the entries. */
  shown: string;
}

/**
 * The texts of a queue from its catalogue (`<catalogue>.title`, `.intro`, `.readOnly`, `.refresh`,
 * `.loadFailed`, `.empty`, `.shown`), the footer counting `shown` of `total`.
 */
export function queueTexts(
  t: TFunction,
  catalogue: string,
  counts: { shown: number; total: number },
): DecisionQueueTexts {
  return {
    title: t(`${catalogue}.title`),
    intro: t(`${catalogue}.intro`),
    readOnly: t(`${catalogue}.readOnly`),
    refresh: t(`${catalogue}.refresh`),
    loadFailed: t(`${catalogue}.loadFailed`),
    empty: t(`${catalogue}.empty`),
    shown: t(`${catalogue}.shown`, counts),
  };
}

interface DecisionQueueProps<T> {
  /** The queue's shrinking collection; the route loads it (with its filters). */
  queue: {
    status: LoadStatus;
    items: T[];
    canLoadMore: boolean;
    load: (options?: LoadOptions) => unknown;
    loadNextPage: () => unknown;
  };
  texts: DecisionQueueTexts;
  emptyIcon: TablerIcon;
  /** The heading's id, for a list that names itself after the page (`aria-labelledby`). */
  titleId?: string;
  /** Filters, left of Refresh. */
  filters?: ReactNode;
  /** The entries: cards or a table, with their decision buttons. */
  renderItems: (items: T[]) => ReactNode;
}

/**
 * The page of an operator queue: its title, what it is for, a note for read-only operators, Refresh,
 * then the first page loading, failed or empty, or the entries with how many are shown and "Load more".
 */
export function DecisionQueue<T>({
  queue,
  texts,
  emptyIcon: EmptyIcon,
  titleId,
  filters,
  renderItems,
}: DecisionQueueProps<T>) {
  useDocumentTitle(texts.title);
  const canWrite = useCanWrite();
  const { status, items } = queue;
  const loading = (status === 'IDLE' || status === 'PENDING') && items.length === 0;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} id={titleId}>
          {texts.title}
        </Title>
        <Text c="dimmed" maw={720}>
          {texts.intro}
        </Text>
        {!canWrite && (
          <Text size="sm" c="dimmed">
            {texts.readOnly}
          </Text>
        )}
      </Stack>
      <Group align="flex-end" gap="sm">
        {filters}
        <Button
          variant="default"
          // the queue changes under every operator: Refresh asks again even when nothing here changed
          onClick={() => queue.load({ force: true })}
          disabled={status === 'PENDING' || status === 'PAGING_PENDING'}
        >
          {texts.refresh}
        </Button>
      </Group>
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && items.length === 0 ? (
        <CollectionFailed collection={queue} message={texts.loadFailed} />
      ) : items.length === 0 ? (
        <CollectionEmpty
          icon={<EmptyIcon size={40} stroke={1.5} aria-hidden color="var(--mantine-color-green-8)" />}
          title={texts.empty}
        />
      ) : (
        <>
          {renderItems(items)}
          <CollectionFooter collection={queue} shown={texts.shown} />
        </>
      )}
    </Stack>
  );
}
