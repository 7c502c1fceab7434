import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconFileDescription, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { DraftList } from '../components/draft-list';
import {
  myListingsHash,
  myListingsViewFromHash,
  showsPackageSubTabs,
  type MyListingsKind,
  type MyListingsTab,
  type MyListingsView,
} from '../components/my-listings-tabs';
import { OfferList } from '../components/offer-list';
import { PageLoading } from '../../../shared/ui/page-state';

const SUB_TAB_LABELS: Record<MyListingsTab, Record<MyListingsKind, string>> = {
  listings: { listings: 'my-listings.tabs.listingsSub', packages: 'my-listings.tabs.packages' },
  drafts: { listings: 'my-listings.tabs.draftListings', packages: 'my-listings.tabs.draftPackages' },
};

/**
 * /listings/my (spec 001 §2): tabs Listings and Drafts chosen by the hash (#drafts,
 * #listings-packages, #drafts-packages), the package sub-tabs only with their features. A tab
 * click replaces the hash, so "Back" leaves the page rather than walking through tabs.
 */
function MyListingsPage() {
  const { t } = useTranslation();
  const user = useSelfUser();
  const { hash } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('my-listings.title'));

  if (user.isPending) {
    return <PageLoading />;
  }
  if (user.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('my-listings.loadFailed.title')}>
        {t('my-listings.loadFailed.body')}
      </Alert>
    );
  }

  const { features, roles } = user.data;
  const view = myListingsViewFromHash(hash, features);
  const go = (next: MyListingsView) => navigate({ hash: myListingsHash(next) }, { replace: true });

  const subTabs = (tab: MyListingsTab) =>
    showsPackageSubTabs(tab, features) ? (
      <Tabs
        value={view.kind}
        onChange={(value) => value && go({ tab, kind: value as MyListingsKind })}
        variant="pills"
        keepMounted={false}
        mb="md"
      >
        <Tabs.List
          aria-label={t(tab === 'listings' ? 'my-listings.tabs.listingsKinds' : 'my-listings.tabs.draftsKinds')}
        >
          {(['listings', 'packages'] as const).map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(SUB_TAB_LABELS[tab][kind])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('my-listings.title')}</Title>
        <Button component={Link} to={PATHS.createListing} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('my-listings.list.create')}
        </Button>
      </Group>
      <Tabs
        value={view.tab}
        onChange={(value) => value && go({ tab: value as MyListingsTab, kind: 'listings' })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('my-listings.tabs.label')} mb="lg">
          <Tabs.Tab value="listings" leftSection={<IconList size={16} aria-hidden />}>
            {t('my-listings.tabs.listings')}
          </Tabs.Tab>
          <Tabs.Tab value="drafts" leftSection={<IconFileDescription size={16} aria-hidden />}>
            {t('my-listings.tabs.drafts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="listings">
          {subTabs('listings')}
          <OfferList key={view.kind} kind={view.kind} />
        </Tabs.Panel>
        <Tabs.Panel value="drafts">
          {subTabs('drafts')}
          <DraftList key={view.kind} kind={view.kind} roles={roles} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { MyListingsPage as Component };
