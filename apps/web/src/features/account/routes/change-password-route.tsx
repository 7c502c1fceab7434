import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { useSelfUser } from '../../../shared/session/self-user';
import { notify } from '../../../shared/ui/notify';
import { AccountPage, PageLoadFailed } from '../components/account-page';
import { ChangePasswordForm } from '../components/settings/change-password-form';
import { PageLoading } from '../../../shared/ui/page-state';

/** `/account/change-password`: the old password and a new one; other sessions end, this one stays. */
function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSelfUser();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <PageLoadFailed />;
  return (
    <AccountPage title={t('account.changePassword.title')} intro={t('account.changePassword.intro')}>
      <ChangePasswordForm
        email={user.data.email}
        onChanged={() => {
          notify({ level: 'SUCCESS', message: t('account.changePassword.changed') });
          navigate(PATHS.account, { replace: true });
        }}
      />
    </AccountPage>
  );
}

export { ChangePasswordPage as Component };
