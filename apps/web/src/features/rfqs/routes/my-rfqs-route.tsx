import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconFileDescription, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { DraftRfqList } from '../components/draft-rfq-list';
import { SubmittedRfqList } from '../components/submitted-rfq-list';
import { RFQ_PATHS } from '../model/rfq-paths';

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
          <SubmittedRfqList />
        </Tabs.Panel>
        <Tabs.Panel value="drafts">
          <DraftRfqList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { MyRfqsPage as Component };
