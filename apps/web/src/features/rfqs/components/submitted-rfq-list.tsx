import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconFileDescription, IconFileSearch } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { statusesOfSearch, submittedFilter, SUBMITTED_STATUSES } from '../model/my-rfqs';
import { rfqDetailsPath, RFQ_PATHS } from '../model/rfq-paths';
import { RfqCard } from './rfq-card';
import { useBuyerRfqList } from './use-buyer-rfq-list';

/** The Submitted tab: a status filter (kept in `?status=`), 10 at a time with Load more. */
export function SubmittedRfqList() {
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
  const list = useBuyerRfqList();
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
