import { useTranslation } from 'react-i18next';
import { useSelfUser } from '../../../shared/session/self-user';
import { AccountPage, PageLoadFailed } from '../components/account-page';
import { EditEmailForm } from '../components/settings/edit-email-form';
import { PageLoading } from '../../../shared/ui/page-state';

/** `/account/edit-email`: the signed-in user asks to change their e-mail address. */
function EditEmailPage() {
  const { t } = useTranslation();
  const user = useSelfUser();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <PageLoadFailed />;
  return (
    <AccountPage title={t('account.editEmail.title')} intro={t('account.editEmail.intro')}>
      <EditEmailForm currentEmail={user.data.email} />
    </AccountPage>
  );
}

export { EditEmailPage as Component };
