import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOwnOrganisation } from '../../../shared/organisation/own-organisation';
import { notify } from '../../../shared/ui/notify';
import { AccountPage, PageLoadFailed } from '../components/account-page';
import { accountTabPath } from '../components/account-tabs';
import { ManagerOnly } from '../components/manager-only';
import { PaymentTermsForm } from '../components/settings/payment-terms-form';
import { PageLoading } from '../../../shared/ui/page-state';

const BACK = accountTabPath('organisation');

function PaymentTerms() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useOwnOrganisation();
  if (organisation.isPending) return <PageLoading />;
  const financial = organisation.data?.financialDetails;
  if (organisation.isError || !financial) return <PageLoadFailed />;
  return (
    <AccountPage title={t('account.paymentTerms.title')} intro={t('account.paymentTerms.intro')}>
      <PaymentTermsForm
        current={financial.paymentTerms}
        cancelTo={BACK}
        onSaved={() => {
          notify({ level: 'SUCCESS', message: t('account.paymentTerms.saved') });
          navigate(BACK, { replace: true });
        }}
      />
    </AccountPage>
  );
}

/** `/account/payment-terms`: managers only. */
function PaymentTermsPage() {
  return <ManagerOnly>{() => <PaymentTerms />}</ManagerOnly>;
}

export { PaymentTermsPage as Component };
