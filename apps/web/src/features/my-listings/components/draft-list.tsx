import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconFileDescription, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@steelyard/domain/constants';
import type { DraftListing } from '@steelyard/domain/listing-drafts';
import type { DraftPackage } from '@steelyard/domain/packages';
import type { ListReply } from '@steelyard/domain/paging';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { useShrinkingCollection } from '../../../shared/collections/use-shrinking-collection';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { PATHS } from '../../../shared/navigation/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/ui/notify';
import {
  canDeleteDrafts,
  draftListKeys,
  fetchDraftListingsPage,
  fetchDraftPackagesPage,
  useDeleteDraft,
} from '../api/drafts';
import { formatDate } from '../../../shared/i18n/intl-formats';
import type { MyListingsKind } from './my-listings-tabs';
import { wizardCopyDraftPath, wizardDraftPath } from './my-listings-paths';
import { materialLine } from './offer-headline';

type Draft = { kind: 'listing'; item: DraftListing } | { kind: 'package'; item: DraftPackage };

async function fetchDrafts(kind: MyListingsKind, request: PageRequest): Promise<ListReply<Draft>> {
  if (kind === 'listings') {
    const reply = await fetchDraftListingsPage(request);
    return { ...reply, items: reply.items.map((item) => ({ kind: 'listing', item }) as const) };
  }
  const reply = await fetchDraftPackagesPage(request);
  return { ...reply, items: reply.items.map((item) => ({ kind: 'package', item }) as const) };
}

const getId = (draft: Draft) => draft.item.id;

function DraftCard({ draft, canDelete, onDelete }: { draft: Draft; canDelete: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const labels = useListingLabels();
  const format = useListingFormat();
  const title =
    draft.kind === 'package'
      ? draft.item.packageTitle || labels.code('product', 'PACKAGE')
      : labels.code('product', draft.item.material.product);
  const type = draft.kind === 'listing' ? 'LISTING' : 'PACKAGE';
  const line =
    draft.kind === 'listing'
      ? materialLine(draft.item.material, draft.item.materialDimensions, labels, format, t)
      : labels.code('materialType', draft.item.material.materialType);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Text fw={700}>{title}</Text>
          {line && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {line}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('my-listings.drafts.saved', { date: formatDate(draft.item.modifiedAt, locale) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={wizardDraftPath(draft.item.id, type)}
            size="sm"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {t('my-listings.drafts.continue')}
          </Button>
          <Button
            component={Link}
            to={wizardCopyDraftPath(draft.item.id, type)}
            variant="default"
            size="sm"
            leftSection={<IconCopy size={16} aria-hidden />}
            aria-label={t('my-listings.drafts.copyNamed', { name: title })}
          >
            {t('my-listings.drafts.copy')}
          </Button>
          {canDelete && (
            <Button
              variant="outline"
              color="red.8"
              size="sm"
              onClick={onDelete}
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('my-listings.drafts.deleteNamed', { name: title })}
            >
              {t('my-listings.drafts.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/**
 * The organisation's drafts (spec 001 §2): 50 a page, last changed first, "Continue" in the wizard,
 * "Copy" into a new form of the wizard (the draft stays; issue 23, item 15),
 * and for sellers and managers "Delete" after a confirmation, with the spec's two messages.
 */
export function DraftList({ kind, roles }: { kind: MyListingsKind; roles: readonly string[] }) {
  const { t } = useTranslation();
  // drafts deleted here are gone on the server too
  const fetchPage = useCallback((request: PageRequest) => fetchDrafts(kind, request), [kind]);
  const drafts = useShrinkingCollection<Draft>({
    queryKey: draftListKeys.list(kind),
    fetchPage,
    getId,
    pageSize: PAGE_SIZE.draftListings,
  });
  const { load, status, removeActedOn } = drafts;
  useEffect(() => {
    load();
  }, [load, status]);
  const [deleting, setDeleting] = useState<Draft | null>(null);
  const remove = useDeleteDraft();
  const canDelete = canDeleteDrafts(roles);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.item.id, kind: deleting.kind, roles });
      removeActedOn(deleting.item.id);
      notify({ level: 'SUCCESS', message: t('my-listings.drafts.deleted') });
    } catch {
      notify({ level: 'ERROR', message: t('my-listings.drafts.deleteFailed') });
    }
    setDeleting(null);
  };

  const nouns = kind === 'listings' ? 'listings' : 'packages';
  const loading = (status === 'IDLE' || status === 'PENDING') && drafts.items.length === 0;
  return (
    <Stack gap="md">
      {(status === 'SUCCESS' || status === 'PAGING_PENDING') && (
        <Text fw={600} aria-live="polite">
          {t(`my-listings.drafts.count.${nouns}`, { count: drafts.totalItems })}
        </Text>
      )}
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && drafts.items.length === 0 ? (
        <CollectionFailed collection={drafts} message={t('my-listings.drafts.loadFailed')} />
      ) : drafts.items.length === 0 ? (
        <CollectionEmpty
          icon={<IconFileDescription size={40} stroke={1.5} aria-hidden />}
          title={t(`my-listings.drafts.empty.${nouns}`)}
          body={t('my-listings.drafts.emptyBody')}
          action={
            <Button component={Link} to={PATHS.createListing}>
              {t('my-listings.list.create')}
            </Button>
          }
        />
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {drafts.items.map((draft) => (
              <li key={draft.item.id}>
                <DraftCard draft={draft} canDelete={canDelete} onDelete={() => setDeleting(draft)} />
              </li>
            ))}
          </Stack>
          <CollectionFooter
            collection={drafts}
            shown={t('my-listings.list.shown', { shown: drafts.items.length, total: drafts.totalItems })}
          />
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('my-listings.drafts.deleteTitle')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        danger
      >
        {t('my-listings.drafts.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
