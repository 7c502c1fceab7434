import { Button, Stack } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Rfq } from '@steelyard/domain/rfqs';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/ui/notify';
import { useDeleteRfqDraft } from '../api/buyer-rfqs';
import { rfqErrorKey } from '../api/rfq-answers';
import { continueStep, DRAFTS_FILTER } from '../model/my-rfqs';
import { RFQ_PATHS } from '../model/rfq-paths';
import { wizardPath } from '../model/rfq-wizard';
import { RfqCard } from './rfq-card';
import { useBuyerRfqList } from './use-buyer-rfq-list';

/** The Drafts tab: continue a draft in the wizard, or delete it after confirming. */
export function DraftRfqList() {
  const { t } = useTranslation();
  const list = useBuyerRfqList();
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
