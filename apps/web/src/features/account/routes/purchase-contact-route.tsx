import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { notify } from '../../../shared/ui/notify';
import { AccountPage, PageLoadFailed } from '../components/account-page';
import { accountTabPath } from '../components/account-tabs';
import { ManagerOnly } from '../components/manager-only';
import { PurchaseContactForm } from '../components/settings/purchase-contact-form';
import { PageLoading } from '../../../shared/ui/page-state';

const BACK = accountTabPath('organisation');

function PurchaseContact() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useOwnOrganisation();
  if (organisation.isPending) return <PageLoading />;
  if (organisation.isError) return <PageLoadFailed />;
  return (
    <AccountPage title={t('account.purchaseContact.title')} intro={t('account.purchaseContact.intro')}>
      <PurchaseContactForm
        organisation={organisation.data}
        cancelTo={BACK}
        onSaved={() => {
          notify({ level: 'SUCCESS', message: t('account.purchaseContact.saved') });
          navigate(BACK, { replace: true });
        }}
      />
    </AccountPage>
  );
}

/** `/account/purchase-contact`: managers only. */
function PurchaseContactPage() {
  return <ManagerOnly>{() => <PurchaseContact />}</ManagerOnly>;
}

export { PurchaseContactPage as Component };
