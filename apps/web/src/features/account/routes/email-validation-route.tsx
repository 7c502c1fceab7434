import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../shared/navigation/paths';
import { emailValidationErrorKey, useEmailValidation } from '../api/email-change';
import type { AccountNavigationState } from '../components/account-notice';
import { AccountPage } from '../components/account-page';
import { PageLoading } from '../../../shared/ui/page-state';

function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validation = useEmailValidation(token);

  useEffect(() => {
    if (validation.isPending) return;
    const state: AccountNavigationState = validation.isSuccess
      ? { accountNotice: { kind: 'emailChanged', email: validation.data.email } }
      : { accountNotice: { kind: 'emailNotChanged', reason: emailValidationErrorKey(validation.error) } };
    navigate(PATHS.account, { replace: true, state });
  }, [validation.isPending, validation.isSuccess, validation.data, validation.error, navigate]);

  return (
    <AccountPage title={t('account.emailValidation.title')}>
      <PageLoading />
    </AccountPage>
  );
}

/**
 * `/account/email-validation/:token`, the link of the confirmation e-mail: confirms the new address
 * (signed in, with a csrf token) and returns to /account with a notice either way (spec 000 §2).
 */
function EmailValidationPage() {
  const { token } = useParams();
  if (!token) return <Navigate to={PATHS.account} replace />;
  return <ConfirmEmail token={token} />;
}

export { EmailValidationPage as Component };
