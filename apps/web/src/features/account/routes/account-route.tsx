import { Stack, Tabs, Title } from '@mantine/core';
import { IconBuildingFactory2, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { AccountNoticeAlert, readAccountNotice } from '../components/account-notice';
import { PageLoadFailed } from '../components/account-page';
import { accountTabFromHash, visibleAccountTabs, type AccountTab } from '../components/account-tabs';
import { MyAccountTab } from '../components/my-account/my-account-tab';
import { OrganisationTab } from '../components/organisation/organisation-tab';
import { UserManagementTab } from '../components/users/user-management-tab';
import { PageLoading } from '../../../shared/ui/page-state';

const TAB_LABELS: Record<AccountTab, string> = {
  'my-account': 'account.tabs.myAccount',
  organisation: 'account.tabs.organisation',
  'user-management': 'account.tabs.userManagement',
};

const TAB_ICONS: Record<AccountTab, typeof IconUser> = {
  'my-account': IconUser,
  organisation: IconBuildingFactory2,
  'user-management': IconUsers,
};

/**
 * /account with its tabs chosen by the hash (spec 000 §2): my account (default), organisation, and
 * user management for managers only. A tab change replaces the hash, so "Back" leaves the account.
 */
function AccountOverviewPage() {
  const { t } = useTranslation();
  const user = useSelfUser();
  const { hash, state } = useLocation();
  const navigate = useNavigate();
  const notice = readAccountNotice(state);
  useDocumentTitle(t('account.title'));

  if (user.isPending) return <PageLoading />;
  if (user.isError) return <PageLoadFailed />;

  const me = user.data;
  const tabs = visibleAccountTabs(me.roles);
  const active = accountTabFromHash(hash, me.roles);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.title')}</Title>
      {notice && <AccountNoticeAlert notice={notice} />}
      <Tabs
        value={active}
        onChange={(value) => {
          if (value) navigate({ hash: `#${value}` }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('account.tabs.label')} mb="lg">
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                {t(TAB_LABELS[tab])}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="my-account">
          <MyAccountTab me={me} />
        </Tabs.Panel>
        <Tabs.Panel value="organisation">
          <OrganisationTab me={me} />
        </Tabs.Panel>
        {tabs.includes('user-management') && (
          <Tabs.Panel value="user-management">
            <UserManagementTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

export { AccountOverviewPage as Component };
