import { Anchor, Button, Group, MultiSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileDescription, IconFileSearch, IconList } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Rfq } from '@steelyard/domain/rfqs';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { useCollection } from '../../../shared/collections/use-collection';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { notify } from '../../../shared/ui/notify';
import { buyerRfqKeys, fetchBuyerRfqPage, useDeleteRfqDraft } from '../api/buyer-rfqs';
import { rfqErrorKey } from '../api/rfq-answers';
import { useMaterialsLabel } from '../components/rfq-list-pieces';
import { RfqStatusBadge } from '../components/rfq-status-badge';
import { useDateTimeLabel } from '../../../shared/rfqs/shipping-labels';
import {
  continueStep,
  DRAFTS_FILTER,
  materialsOfRfq,
  statusesOfSearch,
  submittedFilter,
  SUBMITTED_STATUSES,
} from '../model/my-rfqs';
import { rfqDetailsPath, RFQ_PATHS } from '../model/rfq-paths';
import { wizardPath } from '../model/rfq-wizard';

const getId = (rfq: Rfq) => rfq.id;
const PAGE = 10;

function RfqCard({ rfq, actions }: { rfq: Rfq; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const materials = useMaterialsLabel();
  const dateTime = useDateTimeLabel();
  const titleId = `rfq-${rfq.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {rfq.status === 'DRAFT' ? t('rfqs.my.draftTitle') : rfq.referenceNumber}
            </Title>
            <RfqStatusBadge status={rfq.status} />
          </Group>
          <Text size="sm">{materials(materialsOfRfq(rfq)) || t('rfqs.my.noItems')}</Text>
          {rfq.quoteRef && <Text size="sm">{t('rfqs.my.quoteRef', { ref: rfq.quoteRef })}</Text>}
          <Text size="xs" c="dimmed">
            {t('rfqs.my.itemsCount', { count: rfq.items.length })}
            {rfq.quoteDeadline ? ` · ${t('rfqs.my.deadline', { dateTime: dateTime(rfq.quoteDeadline) })}` : ''}
            {rfq.status !== 'DRAFT' ? ` · ${t('rfqs.my.quotesCount', { count: rfq.numberOfQuotes })}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

/** The Submitted tab: a status filter (kept in `?status=`), 10 at a time with Load more. */
function SubmittedList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const statuses = statusesOfSearch(search.get('status'));
  const setStatuses = (next: string[]) =>
    setSearch(
      (s) => {
        const copy = new URLSearchParams(s);
        if (next.length) copy.set('status', next.join(','));
        else copy.delete('status');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  const list = useCollection<Rfq>({
    queryKey: buyerRfqKeys.lists(),
    fetchPage: fetchBuyerRfqPage,
    getId,
    pageSize: PAGE,
  });
  const { load, status } = list;
  const key = statuses.join(',');
  const filter = useMemo(() => submittedFilter(key ? key.split(',') : []), [key]);
  useEffect(() => {
    load({ filter });
  }, [load, filter, status]);
  const loading = (status === 'IDLE' || status === 'PENDING') && list.items.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <MultiSelect
          label={t('rfqs.my.statusFilter')}
          placeholder={statuses.length ? undefined : t('rfqs.my.allStatuses')}
          data={SUBMITTED_STATUSES.map((value) => ({ value, label: t(`rfqs.status.${value}`) }))}
          value={statuses}
          onChange={setStatuses}
          clearable
          miw={280}
          comboboxProps={{ withinPortal: true }}
        />
        {(status === 'SUCCESS' || status === 'PAGING_PENDING') && (
          <Text fw={600} aria-live="polite">
            {t('rfqs.my.count', { count: list.totalItems })}
          </Text>
        )}
      </Group>
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && list.items.length === 0 ? (
        <CollectionFailed collection={list} message={t('rfqs.my.loadFailed')} />
      ) : list.items.length === 0 ? (
        statuses.length > 0 ? (
          <CollectionEmpty
            icon={<IconFileSearch size={40} stroke={1.5} aria-hidden />}
            title={t('rfqs.my.emptyFiltered')}
            action={
              <Button variant="default" onClick={() => setStatuses([])}>
                {t('rfqs.my.clearFilter')}
              </Button>
            }
          />
        ) : (
          <CollectionEmpty
            icon={<IconFileDescription size={40} stroke={1.5} aria-hidden />}
            title={t('rfqs.my.empty')}
            body={t('rfqs.my.emptyBody')}
            action={
              <Button component={Link} to={RFQ_PATHS.create}>
                {t('rfqs.landing.create')}
              </Button>
            }
          />
        )
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.items.map((rfq) => (
              <RfqCard
                key={rfq.id}
                rfq={rfq}
                actions={
                  <Button component={Link} to={rfqDetailsPath(rfq.id)} variant="light" size="xs">
                    {t('rfqs.my.open')}
                  </Button>
                }
              />
            ))}
          </Stack>
          <CollectionFooter collection={list} />
        </>
      )}
    </Stack>
  );
}

/** The Drafts tab: continue a draft in the wizard, or delete it after confirming. */
function DraftList() {
  const { t } = useTranslation();
  const list = useCollection<Rfq>({
    queryKey: buyerRfqKeys.lists(),
    fetchPage: fetchBuyerRfqPage,
    getId,
    pageSize: PAGE,
  });
  const { load, status, removeItem } = list;
  useEffect(() => {
    load({ filter: DRAFTS_FILTER });
  }, [load, status]);
  const remove = useDeleteRfqDraft();
  const [deleting, setDeleting] = useState<Rfq | null>(null);
  const loading = (status === 'IDLE' || status === 'PENDING') && list.items.length === 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      removeItem(deleting.id);
      notify({ level: 'SUCCESS', message: t('rfqs.my.draftDeleted') });
    } catch (error) {
      notify({ level: 'ERROR', message: t(rfqErrorKey(error, 'rfqs.my.draftDeleteFailed')) });
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && list.items.length === 0 ? (
        <CollectionFailed collection={list} message={t('rfqs.my.draftsLoadFailed')} />
      ) : list.items.length === 0 ? (
        <CollectionEmpty
          icon={<IconFileDescription size={40} stroke={1.5} aria-hidden />}
          title={t('rfqs.my.noDrafts')}
          action={
            <Button component={Link} to={RFQ_PATHS.create}>
              {t('rfqs.landing.create')}
            </Button>
          }
        />
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.items.map((rfq) => (
              <RfqCard
                key={rfq.id}
                rfq={rfq}
                actions={
                  <>
                    <Button component={Link} to={wizardPath(continueStep(rfq), rfq.id)} size="xs">
                      {t('rfqs.my.continue')}
                    </Button>
                    <Button variant="outline" color="red.8" size="xs" onClick={() => setDeleting(rfq)}>
                      {t('rfqs.my.deleteDraft')}
                    </Button>
                  </>
                }
              />
            ))}
          </Stack>
          <CollectionFooter collection={list} />
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('rfqs.my.deleteDraftTitle')}
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {t('rfqs.my.deleteDraftBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/rfqs/my` (spec 001 §2): tabs Submitted and Drafts (`#drafts`); the tab is the hash, replaced on change. */
function MyRfqsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.my.title'));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = hash === '#drafts' ? 'drafts' : 'submitted';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('rfqs.my.title')}</Title>
        <Anchor component={Link} to={RFQ_PATHS.create}>
          {t('rfqs.landing.create')}
        </Anchor>
      </Group>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => navigate({ hash: value === 'drafts' ? 'drafts' : '' }, { replace: true })}
      >
        <Tabs.List aria-label={t('rfqs.my.tabs')} mb="lg">
          <Tabs.Tab value="submitted" leftSection={<IconList size={16} aria-hidden />}>
            {t('rfqs.my.submitted')}
          </Tabs.Tab>
          <Tabs.Tab value="drafts" leftSection={<IconFileDescription size={16} aria-hidden />}>
            {t('rfqs.my.drafts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="submitted">
          <SubmittedList />
        </Tabs.Panel>
        <Tabs.Panel value="drafts">
          <DraftList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { MyRfqsPage as Component };
